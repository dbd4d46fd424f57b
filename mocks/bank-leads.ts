// The development mock's leads (SPEC §7): createLead, their one-time codes, and the product they are for.
import { boundedMap, verifyCode } from "./bank-rules";
import { MAX_RECORDS, MockBankState } from "./bank-state";
import type { MockLead } from "./bank-types";

/** Leads and their codes; the applications (bank-applications.ts) and the status check (bank.ts) build on them. */
export class MockBankLeads extends MockBankState {
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
    return lead ? verifyCode(lead, code, this.now()) : 400;
  }

  updateProduct(leadId: string, productId: number): boolean {
    const lead = this.leads.get(leadId);
    if (!lead) return false;
    lead.productId = productId;
    return true;
  }
}
