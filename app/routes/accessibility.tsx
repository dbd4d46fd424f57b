import type { MetaFunction } from "@remix-run/node";
import { useRootData } from "~/components/root-data";
import { ACCESSIBILITY_STATEMENT as S, statementText, telHref } from "~/domain/accessibility-statement";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = () => [{ title: S.title }];

/** The accessibility statement (docs/decisions/0112), linked from every page's footer. Plain HTML, no script. */
export default function AccessibilityStatement() {
  const { customerServicePhone: phone, brand } = useRootData();
  const fill = (text: string) => statementText(text, { phone, brand });
  return (
    <div className="flow statement">
      <h1 className="flow__title">{S.title}</h1>
      {S.intro.map((text) => (
        <p key={text}>{fill(text)}</p>
      ))}
      <ul className="statement__list">
        {S.canDo.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>

      <h2>{S.compliance.heading}</h2>
      {S.compliance.text.map((text) => (
        <p key={text}>{text}</p>
      ))}

      <h2>{S.limitations.heading}</h2>
      <ul className="statement__list">
        {S.limitations.items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>

      <h2>{S.testing.heading}</h2>
      {S.testing.text.map((text) => (
        <p key={text}>{text}</p>
      ))}

      <h2>{S.contact.heading}</h2>
      {S.contact.text.map((text) => (
        <p key={text}>{withPhoneLink(text, phone)}</p>
      ))}

      <h2>{S.preparation.heading}</h2>
      {S.preparation.text.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** The text with '{phone}' as a link that dials it. */
function withPhoneLink(text: string, phone: string) {
  const [before, after] = text.split("{phone}");
  if (after === undefined) return text;
  return (
    <>
      {before}
      <a href={telHref(phone)}>{phone}</a>
      {after}
    </>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
