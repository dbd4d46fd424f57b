import { setupServer } from "msw/node";
import { MockBank } from "./bank";
import { createHandlers, MOCK_ADDRESS_URL, MOCK_BANK_URL, type MockNotifier } from "./handlers";

export { MOCK_ADDRESS_URL, MOCK_BANK_URL };

/**
 * Starts the development mock in this process: bank calls to MOCK_BANK_URL (and the address
 * provider's MOCK_ADDRESS_URL) are answered by MSW.
 * Everything else passes through untouched.
 */
export function startInProcessMock(notify: MockNotifier, now?: () => number) {
  const bank = new MockBank(now);
  const server = setupServer(...createHandlers(bank, notify));
  server.listen({ onUnhandledRequest: "bypass" });
  return { bank, close: () => server.close() };
}
