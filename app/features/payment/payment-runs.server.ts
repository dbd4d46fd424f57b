import { MemoryLocks, type Locks } from "~/server/locks.server";
import type { MakePaymentResponse } from "~/upstream/schemas";

// makePayment outlives the post that starts it, so the processing page can show; its answer waits here
// (process memory) for one request to collect it (decision 0054). The card is never here.

export interface PaymentBasis {
  applicationId: string;
  paymentId: string;
  failures: number;
  balance: number;
  creditLimit: number;
  daysLeftToFund: number | null;
  asked?: string;
}

export type PaymentSettled = { ok: true; response: MakePaymentResponse } | { ok: false; error: unknown };

export interface CollectedPayment {
  basis: PaymentBasis;
  settled: PaymentSettled;
}

export interface PaymentClaim {
  start(basis: PaymentBasis, call: () => Promise<MakePaymentResponse>): void;
  release(): void;
}

export interface PaymentTiming {
  graceMs: number;
  waitMs: number;
  keepMs: number;
}

const DEFAULT_TIMING: PaymentTiming = { graceMs: 1000, waitMs: 10_000, keepMs: 15 * 60 * 1000 };

interface Run {
  basis: PaymentBasis | null;
  done: Promise<void> | null;
  settled: PaymentSettled | null;
}

async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/** Longer than any payment form stays open (the idle limit). */
const ATTEMPT_KEPT_MS = 24 * 60 * 60 * 1000;

/** The claim is taken before any await, so two racing posts cannot both reach the bank. */
export class PaymentRuns {
  private readonly runs = new Map<string, Run>();
  readonly timing: PaymentTiming;

  constructor(
    timing: Partial<PaymentTiming> = {},
    private readonly locks: Locks = new MemoryLocks(),
  ) {
    this.timing = { ...DEFAULT_TIMING, ...timing };
  }

  /** In every instance: a stale save or one post reaching two instances never sends an attempt to the bank twice. */
  async firstAttempt(key: string): Promise<boolean> {
    return (await this.locks.acquire(`payment-attempt:${key}`, ATTEMPT_KEPT_MS)) !== null;
  }

  /** Graceful shutdown waits for it, so a payment in flight completes. */
  async settled(): Promise<void> {
    await Promise.all([...this.runs.values()].map((run) => run.done));
  }

  has(sessionId: string): boolean {
    return this.runs.has(sessionId);
  }

  claim(sessionId: string): PaymentClaim | null {
    if (this.runs.has(sessionId)) return null;
    const run: Run = { basis: null, done: null, settled: null };
    this.runs.set(sessionId, run);
    return {
      start: (basis, call) => {
        if (run.done) throw new Error("payment already started");
        run.basis = basis;
        run.done = call()
          .then(
            (response): PaymentSettled => ({ ok: true, response }),
            (error: unknown): PaymentSettled => ({ ok: false, error }),
          )
          .then((settled) => {
            run.settled = settled;
            const timer = setTimeout(() => {
              if (this.runs.get(sessionId) === run) this.runs.delete(sessionId);
            }, this.timing.keepMs);
            timer.unref?.();
          });
      },
      release: () => {
        if (!run.done && this.runs.get(sessionId) === run) this.runs.delete(sessionId);
      },
    };
  }

  async collect(sessionId: string, ms: number): Promise<CollectedPayment | "running" | null> {
    const run = this.runs.get(sessionId);
    if (!run) return null;
    if (!run.settled && run.done && ms > 0) await within(run.done, ms);
    if (!run.settled || !run.basis) return this.runs.get(sessionId) === run ? "running" : null;
    if (this.runs.get(sessionId) !== run) return null;
    this.runs.delete(sessionId);
    return { basis: run.basis, settled: run.settled };
  }

  pause(ms: number): Promise<void> {
    return within(new Promise<void>(() => {}), ms);
  }
}
