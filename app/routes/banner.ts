import type { LoaderFunctionArgs } from "@remix-run/node";

/**
 * GET /banner — the service-outage messages (SPEC §1) as JSON, polled every 60 s by the banner on
 * every page with JavaScript (components/banner.tsx). Read without the session
 * (SESSIONLESS_ROUTES): polling is not activity and must never keep an idle session alive
 * (SPEC §4.5). A bank failure is no messages, never an error.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const messages = await context.banner().catch(() => [] as string[]);
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
}
