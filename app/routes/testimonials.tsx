import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTexts } from "~/i18n/catalogues.server";
import { noFormAction } from "~/features/routing/no-form.server";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { ButtonLink } from "~/components/button-link";

export const meta: MetaFunction = ({ matches }) => [{ title: translateFromMatches(matches)("testimonials.metaTitle") }];

/** SPEC §1: marketing's copy, to be approved by compliance before launch (ADR 0003). */
export function loader({ context }: LoaderFunctionArgs) {
  return { texts: pageTexts(context, "testimonials") };
}

export default function Testimonials() {
  const t = useT();
  const stories = [
    { quote: t("testimonials.quote1"), who: t("testimonials.who1") },
    { quote: t("testimonials.quote2"), who: t("testimonials.who2") },
    { quote: t("testimonials.quote3"), who: t("testimonials.who3") },
  ];
  return (
    <div className="flow">
      <h1 className="flow__title">{t("testimonials.title")}</h1>
      <ul className="stories">
        {stories.map((story) => (
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
      <p className="note">{t("testimonials.note")}</p>
      <ButtonLink href="/" variant="primary">
        {t("testimonials.choose")}
      </ButtonLink>
    </div>
  );
}

export const action = noFormAction;
