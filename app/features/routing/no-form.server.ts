/** A post answers 405 with our page (ADR 0229): Remix's own answer would name our route modules. */
export function noFormAction(): never {
  throw new Response(null, { status: 405, statusText: "Method Not Allowed", headers: { Allow: "GET, HEAD" } });
}
