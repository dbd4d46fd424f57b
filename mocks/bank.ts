import { randomBytes } from "node:crypto";
import { OTP_VALIDITY_MS } from "../app/domain/constants";
import type { MockSettings } from "./configuration";

/** The valid code, the code that answers 400, per SPEC §7 and docs/mock.md. */
export const MOCK_OTP_CODE = "123456";
export const MOCK_OTP_BAD_REQUEST_CODE = "000000";

const MAX_RECORDS = 10_000;

export interface MockLead {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryPhone: string;
  otpMethod: "Mobile" | "Email";
  productId: number;
  sentAt: number;
  wrongAttempts: number;
  verified: boolean;
}

export type FaultKind = "500" | "401" | "malformed" | "timeout";

export interface MockFaults {
  /** Call name (e.g. 'createLead') → the fault to answer with. */
  [call: string]: { kind: FaultKind; latencyMs?: number } | undefined;
}

/** In-memory, bounded state of the development mock. */
export class MockBank {
  settings: MockSettings = { launchEnabled: true, maintenance: false };
  banner: string[] = [];
  faults: MockFaults = {};
  readonly sessions = new Set<string>();
  readonly leads = new Map<string, MockLead>();
  private leadSeq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  reset() {
    this.settings = { launchEnabled: true, maintenance: false };
    this.banner = [];
    this.faults = {};
    this.sessions.clear();
    this.leads.clear();
  }

  startSession(): string {
    const token = randomBytes(16).toString("hex");
    bounded(this.sessions, MAX_RECORDS);
    this.sessions.add(token);
    return token;
  }

  isSession(token: string | null): boolean {
    return token !== null && this.sessions.has(token);
  }

  createLead(input: Omit<MockLead, "id" | "sentAt" | "wrongAttempts" | "verified">): MockLead {
    this.leadSeq += 1;
    const lead: MockLead = {
      ...input,
      id: `L${String(100000 + this.leadSeq)}`,
      sentAt: this.now(),
      wrongAttempts: 0,
      verified: false,
    };
    boundedMap(this.leads, MAX_RECORDS);
    this.leads.set(lead.id, lead);
    return lead;
  }

  resendLeadOtp(leadId: string): MockLead | null {
    const lead = this.leads.get(leadId);
    if (!lead) return null;
    lead.sentAt = this.now();
    return lead;
  }

  /** 'ok' | 'invalid' (first wrong code) | 400 | 403, per SPEC §7's mock contract. */
  verifyLeadOtp(leadId: string, code: string): "ok" | "invalid" | 400 | 403 {
    const lead = this.leads.get(leadId);
    if (!lead) return 400;
    if (code === MOCK_OTP_BAD_REQUEST_CODE) return 400;
    const fresh = this.now() - lead.sentAt <= OTP_VALIDITY_MS;
    if (code === MOCK_OTP_CODE && fresh) {
      lead.verified = true;
      return "ok";
    }
    if (lead.wrongAttempts >= 1) return 403;
    lead.wrongAttempts += 1;
    return "invalid";
  }
}

function bounded(set: Set<string>, max: number) {
  if (set.size < max) return;
  const oldest = set.values().next().value;
  if (oldest !== undefined) set.delete(oldest);
}

function boundedMap<V>(map: Map<string, V>, max: number) {
  if (map.size < max) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}
