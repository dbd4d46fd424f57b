import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { addressSearchText, toSuggestionViews, type AddressSuggestionView } from "~/domain/address-suggestions";

/**
 * Never cached by the browser or a proxy: the answer is about what one person typed. (server.ts also
 * sends no-store for every page; this route does not rely on it.)
 */
const HEADERS = { "Cache-Control": "no-store" };

function answer(list: AddressSuggestionView[]) {
  return Response.json(list, { headers: HEADERS });
}

/**
 * GET /address-suggestions?search=… — the address combobox's data (SPEC §7 GET /lookup on the
 * provider, called by our server so the provider key never reaches the browser).
 *
 * Only for an applicant in a verified application (nobody else can use our provider key), and it
 * answers [] on any failure: a provider error, timeout or 401 is logged and never ends our session
 * or the bank session. The search text is never logged (it is part of a home address).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = context;
  if (session.status === "expired" || !session.data.verifiedAt || !session.data.leadId) return answer([]);
  const search = addressSearchText(new URL(request.url).searchParams.get("search") ?? "");
  if (!search) return answer([]);
  // Each lookup is a paid provider call: a session past its limit gets no suggestions (typing still works).
  if (!(await context.guesses.allowAddressLookup(session.id))) return answer([]);
  try {
    return answer(toSuggestionViews(await context.bank.lookupAddresses(search)));
  } catch (error) {
    context.log.warn({ err: error }, "address lookup failed");
    return answer([]);
  }
}

/**
 * The address combobox loads this route with a fetcher. Whatever fails on the way (offline, a
 * redirect such as maintenance, a 5xx page) is no suggestions, like the provider's own failures above:
 * a fetcher's error would otherwise replace the page with the error boundary.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<AddressSuggestionView[]> {
  try {
    const list = await serverLoader<typeof loader>();
    return Array.isArray(list) ? (list as AddressSuggestionView[]) : [];
  } catch {
    return [];
  }
}

/**
 * Suggestions depend only on what was typed: a form post on the page (which revalidates every loaded
 * fetcher) must not ask the provider again, nor count against the session's lookups.
 */
export function shouldRevalidate() {
  return false;
}
