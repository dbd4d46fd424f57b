// The mock bank's MSW handlers: the security calls, the application calls and, for the standalone
// server, its control routes.
import { http, HttpResponse } from "msw";
import type { MockBank } from "./bank";
import { applicationHandlers } from "./application-handlers";
import { badRequest, handlerContext, type MockNotifier } from "./handler-kit";
import { sessionHandlers } from "./session-handlers";
import { applyMockSettings } from "./settings";

export { mockCalculatedIncome } from "./application-handlers";
export type { MockNotifier } from "./handler-kit";

export const MOCK_BANK_URL = "http://bank.mock.invalid";
/** The development stand-in for the US address autocomplete provider. */
export const MOCK_ADDRESS_URL = "http://address.mock.invalid";

export interface HandlerOptions {
  /** Where the address provider's GET /lookup is served (default MOCK_ADDRESS_URL). */
  addressBase?: string;
  /** Also serve POST {base}/__mock/settings, /__mock/reset and GET /__mock/calls (the standalone server). */
  control?: boolean;
}

export function createHandlers(
  bank: MockBank,
  notify: MockNotifier,
  base = MOCK_BANK_URL,
  options: HandlerOptions = {},
) {
  const context = handlerContext(bank, notify, base, options.addressBase ?? MOCK_ADDRESS_URL);
  const handlers = [...applicationHandlers(context), ...sessionHandlers(context)];

  if (options.control) {
    handlers.push(
      http.post(`${base}/__mock/settings`, async ({ request }) => {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return badRequest();
        }
        const result = applyMockSettings(bank, body);
        return result.ok
          ? HttpResponse.json(result.state as Record<string, unknown>)
          : HttpResponse.json({ error: result.error }, { status: 400 });
      }),
      http.post(`${base}/__mock/reset`, () => {
        bank.reset();
        return HttpResponse.json({ ok: true });
      }),
      http.get(`${base}/__mock/calls`, () =>
        HttpResponse.json({ calls: bank.calls() }, { headers: { "cache-control": "no-store" } }),
      ),
    );
  }
  return handlers;
}
