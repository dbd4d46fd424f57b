import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { addressSearchText, toSuggestionViews, type AddressSuggestionView } from "~/domain/address-suggestions";

/** Never cached: the answer is about what one person typed (not left to the server-wide no-store). */
const HEADERS = { "Cache-Control": "no-store" };

function answer(list: AddressSuggestionView[]) {
  return Response.json(list, { headers: HEADERS });
}

// Called by our server so the provider key never reaches the browser; only for a verified applicant, and
// [] on any failure, never ending a session. The search text is never logged (part of a home address).
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

/** Whatever fails is no suggestions: a fetcher's error would replace the page with the error boundary. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs): Promise<AddressSuggestionView[]> {
  try {
    const list = await serverLoader<typeof loader>();
    return Array.isArray(list) ? (list as AddressSuggestionView[]) : [];
  } catch {
    return [];
  }
}

/** A form post revalidates every fetcher: it must not ask the provider again, nor count against the lookups. */
export function shouldRevalidate() {
  return false;
}
