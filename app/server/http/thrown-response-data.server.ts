import { encode } from "turbo-stream";

/**
 * The body single fetch sends for a Response that a route's action threw (Remix 2.17's wire format: a
 * turbo-stream of `{ error }` with its "ErrorResponse" plugin), for refusals answered before Remix runs.
 * A client navigation's `.data` post reads this as the route's own refusal and shows the root
 * boundary's page with `message`; an HTML page there is something it cannot decode (ADR 0229).
 * `loaderRouteIds`: a GET's data request, whose answer is one result per route loaded — each of them
 * gets the refusal (a route without its result would be given null data and fail to render).
 */
export async function thrownResponseData(status: number, message: string, loaderRouteIds?: string[]): Promise<Buffer> {
  const thrown = {};
  const value = loaderRouteIds
    ? Object.fromEntries(loaderRouteIds.map((id) => [id, { error: thrown }]))
    : { error: thrown };
  const stream = encode(value, {
    plugins: [(value) => (value === thrown ? ["ErrorResponse", message, status, ""] : undefined)],
  });
  return Buffer.from(await new Response(stream).arrayBuffer());
}
