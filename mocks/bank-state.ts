import { randomBytes } from "node:crypto";
import { bounded, boundedMap } from "./bank-rules";
import type { MockApplication, MockFault, MockFaults, MockLead } from "./bank-types";
import type { MockSettings } from "./configuration";

export const MAX_RECORDS = 10_000;
/** The bank's session lasts this long after its start or last refresh (the client refreshes every 18 minutes). */
export const MOCK_UPSTREAM_SESSION_TTL_MS = 20 * 60 * 1000;

export interface StatusCheck {
  emailAddress: string;
  last4: string;
  sentAt: number;
  wrongAttempts: number;
  verified: boolean;
}

export interface SessionState {
  refreshedAt: number;
  /** Applications this session submitted. */
  applications: Set<string>;
  statusCheck?: StatusCheck;
}

/** The mock bank's in-memory, bounded records, its sessions, switches and call counts. */
export class MockBankState {
  settings: MockSettings = { launchEnabled: true, maintenance: false };
  banner: string[] = [];
  faults: MockFaults = {};
  /** How many requests each call received since the last reset (GET /__mock/calls; tests only). */
  readonly callCounts = new Map<string, number>();
  readonly sessions = new Set<string>();
  readonly leads = new Map<string, MockLead>();
  readonly applications = new Map<string, MockApplication>();
  protected readonly sessionState = new Map<string, SessionState>();
  protected leadSeq = 0;
  protected applicationSeq = 0;

  constructor(protected readonly now: () => number = Date.now) {}

  /** The mock's clock (tests pass their own). */
  clock(): number {
    return this.now();
  }

  reset() {
    this.settings = { launchEnabled: true, maintenance: false };
    this.banner = [];
    this.faults = {};
    this.callCounts.clear();
    this.sessions.clear();
    this.sessionState.clear();
    this.leads.clear();
    this.applications.clear();
  }

  /** Counts a request for a call (whatever it is answered), for the call-count read-out. */
  recordCall(call: string): void {
    this.callCounts.set(call, (this.callCounts.get(call) ?? 0) + 1);
  }

  /** Requests per call name since the last reset, e.g. {submitLead: 1}. */
  calls(): Record<string, number> {
    return Object.fromEntries(this.callCounts);
  }

  /** The fault switched on for a call, counting down `times`. */
  takeFault(call: string): MockFault | undefined {
    const fault = this.faults[call];
    if (!fault) return undefined;
    if (fault.times !== undefined) {
      if (fault.times <= 1) delete this.faults[call];
      else this.faults[call] = { ...fault, times: fault.times - 1 };
    }
    return fault;
  }

  startSession(): string {
    const token = randomBytes(16).toString("hex");
    bounded(this.sessions, MAX_RECORDS);
    this.sessions.add(token);
    boundedMap(this.sessionState, MAX_RECORDS);
    this.sessionState.set(token, { refreshedAt: this.now(), applications: new Set() });
    return token;
  }

  /** A known token whose session has not lapsed (20 minutes after its start or last refresh). */
  isSession(token: string | null): boolean {
    if (token === null || !this.sessions.has(token)) return false;
    const state = this.sessionState.get(token);
    if (state && this.now() - state.refreshedAt > MOCK_UPSTREAM_SESSION_TTL_MS) {
      this.sessions.delete(token);
      this.sessionState.delete(token);
      return false;
    }
    return true;
  }

  refreshSession(token: string): void {
    const state = this.sessionState.get(token);
    if (state) state.refreshedAt = this.now();
  }

  protected session(token: string): SessionState {
    let state = this.sessionState.get(token);
    if (!state) {
      state = { refreshedAt: this.now(), applications: new Set() };
      boundedMap(this.sessionState, MAX_RECORDS);
      this.sessionState.set(token, state);
    }
    return state;
  }

  protected nextApplicationId(): string {
    this.applicationSeq += 1;
    return String(7_000_000 + this.applicationSeq);
  }
}
