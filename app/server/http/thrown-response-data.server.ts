import { encode } from "turbo-stream";

// Single fetch's wire format for a thrown Response (Remix 2.17), so a `.data` request refused before Remix
// reads as the route's own refusal; a GET's gets it for every route loaded (ADR 0229).
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
