import { LRUCache } from "lru-cache";
import { addressLookupResponseSchema, type AddressSuggestion } from "./schemas";
import { BankTransport } from "./transport.server";

/** Address suggestions are cached for the life of the process (SPEC §7), up to this many searches. */
export const ADDRESS_CACHE_MAX = 5_000;
const ADDRESS_SEARCH_MAX = 100;

/**
 * US address suggestions through the provider's GET /lookup?key=…&search=… — on the server, so the key
 * never reaches the browser. Another service than the bank: no bank session, no retry. One per process.
 */
export class AddressLookup extends BankTransport {
  private readonly cache = new LRUCache<string, AddressSuggestion[]>({ max: ADDRESS_CACHE_MAX });

  async lookup(search: string): Promise<AddressSuggestion[]> {
    const provider = this.options.addressProvider;
    const normalized = search.replace(/\s+/g, " ").trim().slice(0, ADDRESS_SEARCH_MAX);
    if (!provider || normalized.length === 0) return [];
    const key = normalized.toLowerCase();
    const hit = this.cache.get(key);
    if (hit) return hit;
    const suggestions = await this.send(
      "addressLookup",
      {
        method: "GET",
        baseUrl: provider.url,
        path: "lookup",
        query: { key: provider.key, search: normalized },
        schema: addressLookupResponseSchema,
        retry: false,
      },
      {},
    );
    this.cache.set(key, suggestions);
    return suggestions;
  }
}
