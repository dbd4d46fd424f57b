import type { MetaFunction } from "@remix-run/node";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = () => [{ title: "What cardholders say – Secured Visa credit cards" }];

/**
 * SPEC §1 testimonial screen. The quotes are product copy owned by marketing; they must be approved
 * by compliance before launch (docs/decisions/0006-marketing-content.md).
 */
const STORIES = [
  {
    quote:
      "I rebuilt my credit after a rough couple of years. The deposit was refundable, and after six months I was considered for a higher limit.",
    who: "Dana, Ohio",
  },
  {
    quote: "Applying took ten minutes on my phone, and the code by text made it easy to check my status later.",
    who: "Marcus, Texas",
  },
  {
    quote: "I liked knowing exactly what I was putting down. My credit line matched my deposit, no surprises.",
    who: "Priya, New Jersey",
  },
];

export default function Testimonials() {
  return (
    <div className="flow">
      <h1 className="flow__title">What cardholders say</h1>
      <ul className="stories">
        {STORIES.map((story) => (
          <li key={story.who} className="story">
            <figure>
              <blockquote className="story__quote">
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="story__who">{story.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="note">Individual results vary. Responsible use of credit helps build a credit history.</p>
      <p>
        <a className="button button--primary" href="/">
          Choose your card
        </a>
      </p>
    </div>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
