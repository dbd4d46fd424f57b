/** Card data lives only in process memory until its bank call returns: never a store, a log, a URL or a re-filled field. */
export interface CardData {
  cardNumber: string;
  expirationDateMMYY: string;
  cvv: string;
}

export class CardVault {
  private readonly cards = new Map<string, { card: CardData; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  put(sessionId: string, card: CardData) {
    this.sweep();
    if (this.cards.size >= this.maxEntries) {
      const oldest = this.cards.keys().next().value;
      if (oldest !== undefined) this.cards.delete(oldest);
    }
    this.cards.set(sessionId, { card: { ...card }, expiresAt: this.now() + this.ttlMs });
  }

  /** Gone after a restart, on another server or when expired: ask for it again. */
  get(sessionId: string): CardData | null {
    const entry = this.cards.get(sessionId);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.cards.delete(sessionId);
      return null;
    }
    return { ...entry.card };
  }

  move(fromId: string, toId: string) {
    const entry = this.cards.get(fromId);
    if (!entry) return;
    this.cards.delete(fromId);
    this.cards.set(toId, entry);
  }

  delete(sessionId: string) {
    this.cards.delete(sessionId);
  }

  sweep() {
    const now = this.now();
    for (const [id, entry] of this.cards) if (entry.expiresAt <= now) this.cards.delete(id);
  }

  get size() {
    return this.cards.size;
  }
}
