/**
 * The action of a page that has no form (docs/decisions/0229): a post answers 405 and the root error
 * boundary shows our page. Without an action Remix would answer with its own sentence, which names
 * our route modules (in the page's data too).
 */
export function noFormAction(): never {
  throw new Response(null, { status: 405, statusText: "Method Not Allowed", headers: { Allow: "GET, HEAD" } });
}
