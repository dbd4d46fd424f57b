import { LRUCache } from "lru-cache";
import { addressLookupResponseSchema, type AddressSuggestion } from "./schemas";
import { BankTransport } from "./transport.server";

// SPEC §7: suggestions are cached for the life of the process.
export const ADDRESS_CACHE_MAX = 5_000;
const ADDRESS_SEARCH_MAX = 100;

// On the server, so the provider's key never reaches the browser.
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
