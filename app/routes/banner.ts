import type { LoaderFunctionArgs } from "@remix-run/node";

/** Read without the session: polling must never keep an idle session alive (SPEC §4.5). A bank failure is no messages. */
export async function loader({ context }: LoaderFunctionArgs) {
  const messages = await context.banner().catch(() => [] as string[]);
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
}
