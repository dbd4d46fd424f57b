// The development mock's sample legal documents (the paths mocks/configuration.ts gives), from one
// template: each has the same head, notice and way back. A real bank's links point to its own.

interface SampleDocument {
  title: string;
  heading: string;
  what: string;
  body: string;
}

const TERMS_BODY =
  "The credit line equals your refundable security deposit. See the application pages for the annual fee, APR and minimum deposit of this card.";

/** A card's sample terms: its name in the title and heading. */
const terms = (card: string): SampleDocument => ({
  title: `${card} – sample terms`,
  heading: `${card}: sample terms and conditions`,
  what: "terms",
  body: TERMS_BODY,
});

/** Another sample document: its name in the title and heading. */
const document = (name: string, body: string): SampleDocument => ({
  title: `${name} – sample document`,
  heading: name,
  what: "document",
  body,
});

const DOCUMENTS: Record<string, SampleDocument> = {
  "e-sign-consent.html": document(
    "E-Sign Consent",
    "By agreeing, you consent to receive your disclosures, agreements, statements and notices electronically. You may ask for paper copies at no charge and withdraw your consent at any time by calling Customer Service.",
  ),
  "privacy-notice.html": document(
    "Privacy Notice",
    "This notice explains what personal information we collect, how we share it, and how you can limit sharing.",
  ),
  "privacy-policy.html": document(
    "Privacy Policy",
    "We collect and use your information to process your application and manage your account, and we protect it as the law requires.",
  ),
  "terms-launch.html": terms("Launch Secured Visa Card"),
  "terms-secured-plus.html": terms("Secured Plus Visa Card"),
  "terms-secured.html": terms("Secured Visa Card"),
};

function page({ title, heading, what, body }: SampleDocument): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} (development mock)</title>
  </head>
  <body>
    <h1>${heading}</h1>
    <p>
      <strong>Sample document served by the development mock.</strong> With a real bank configured, this link points to
      the bank's current ${what}.
    </p>
    <p>${body}</p>
    <p><a href="/">Back to the application</a></p>
  </body>
</html>
`;
}

/** The sample document of that file name (`e-sign-consent.html`…), as a page; undefined for any other name. */
export function sampleDocument(file: string): string | undefined {
  const content = Object.hasOwn(DOCUMENTS, file) ? DOCUMENTS[file] : undefined;
  return content && page(content);
}
