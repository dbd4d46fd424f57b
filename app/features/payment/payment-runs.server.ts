import { MemoryLocks, type Locks } from "~/server/locks.server";
import type { MakePaymentResponse } from "~/upstream/schemas";

/**
 * Deposit payments running in this process (SPEC §4.3; docs/decisions/0054). The makePayment call
 * outlives the post that starts it, so the processing page can show while it runs; its answer waits
 * here (process memory, like the card vault) until one request collects it and records it in the
 * session. The card itself is never here: it lives only in the call.
 */

/** What the answer of a payment is read against (nothing about the card). */
export interface PaymentBasis {
  applicationId: string;
  paymentId: string;
  failures: number;
  balance: number;
  creditLimit: number;
  daysLeftToFund: number | null;
  /** What the form asked for (PaymentRecord.asked). */
  asked?: string;
}

export type PaymentSettled = { ok: true; response: MakePaymentResponse } | { ok: false; error: unknown };

export interface CollectedPayment {
  basis: PaymentBasis;
  settled: PaymentSettled;
}

export interface PaymentClaim {
  /** Starts the bank call; it runs on when the request that started it has answered. */
  start(basis: PaymentBasis, call: () => Promise<MakePaymentResponse>): void;
  /** Gives the slot back if nothing was started. */
  release(): void;
}

export interface PaymentTiming {
  /** How long the post waits for the answer before it hands over to the processing page. */
  graceMs: number;
  /** How long the processing page's next request waits for the answer before it shows the page again. */
  waitMs: number;
  /** How long an answer nobody came for is kept. */
  keepMs: number;
}

const DEFAULT_TIMING: PaymentTiming = { graceMs: 1000, waitMs: 10_000, keepMs: 15 * 60 * 1000 };

interface Run {
  basis: PaymentBasis | null;
  done: Promise<void> | null;
  settled: PaymentSettled | null;
}

/** Waits for `promise` or `ms`, whichever is first, without leaving a timer behind. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Payments running in this process, by session id (like the card vault, process memory). The
 * claim is taken synchronously, before any await, so two posts racing here cannot both reach the
 * bank; the answer is handed to exactly one request, which records it in the session.
 */
/** How long an attempt key is remembered: longer than any payment form stays open (the idle limit). */
const ATTEMPT_KEPT_MS = 24 * 60 * 60 * 1000;

export class PaymentRuns {
  private readonly runs = new Map<string, Run>();
  readonly timing: PaymentTiming;

  /** `locks` is shared by every instance when sessions are in Redis (docs/decisions/0080). */
  constructor(
    timing: Partial<PaymentTiming> = {},
    private readonly locks: Locks = new MemoryLocks(),
  ) {
    this.timing = { ...DEFAULT_TIMING, ...timing };
  }

  /**
   * True the first time an attempt ('paymentId#failures') is asked for, false ever after, in every
   * instance: a session record put back by a stale save, or the same post reaching two instances,
   * can never send the same attempt to the bank twice.
   */
  async firstAttempt(key: string): Promise<boolean> {
    return (await this.locks.acquire(`payment-attempt:${key}`, ATTEMPT_KEPT_MS)) !== null;
  }

  /**
   * Resolves once every bank call started here has answered (graceful shutdown waits for it, so a
   * payment in flight completes; its session stays 'pending' and the status check shows the outcome).
   */
  async settled(): Promise<void> {
    await Promise.all([...this.runs.values()].map((run) => run.done));
  }

  /** True while this session's payment runs or its answer waits to be collected. */
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

  /**
   * Waits up to `ms` for this session's answer. 'running' while it has not come; the answer itself
   * once (it is then forgotten here); null when nothing runs here for this session.
   */
  async collect(sessionId: string, ms: number): Promise<CollectedPayment | "running" | null> {
    const run = this.runs.get(sessionId);
    if (!run) return null;
    if (!run.settled && run.done && ms > 0) await within(run.done, ms);
    if (!run.settled || !run.basis) return this.runs.get(sessionId) === run ? "running" : null;
    if (this.runs.get(sessionId) !== run) return null;
    this.runs.delete(sessionId);
    return { basis: run.basis, settled: run.settled };
  }

  /** A pause of the processing page's next request when there is nothing here to wait for. */
  pause(ms: number): Promise<void> {
    return within(new Promise<void>(() => {}), ms);
  }
}
