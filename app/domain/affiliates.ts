/**
 * Affiliate arrivals (SPEC §4.6): an apply URL with NID or SID (these exact upper-case keys) is
 * posted to setAffiliateInfo; the answer's fields go back on the URL under their own (lower/camel
 * case) key names, so the rewritten URL is not posted again.
 */
export const AFFILIATE_REQUEST_KEYS = ["NID", "SID", "AID", "BID", "CID", "PID"] as const;
export const AFFILIATE_ANSWER_KEYS = ["nid", "sid", "bid", "utmSource", "utmMedium", "utmContent", "utmCampaign"] as const;

export type AffiliateAnswer = Partial<Record<(typeof AFFILIATE_ANSWER_KEYS)[number], string | null | undefined>>;

const TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

/** The affiliate request (Nid, Sid, Aid, Bid, Cid, Pid) when the URL carries NID or SID, else null. */
export function affiliateRequestFrom(search: URLSearchParams) {
  if (!search.has("NID") && !search.has("SID")) return null;
  const value = (key: string) => {
    const v = search.get(key);
    return v && TOKEN.test(v) ? v : null;
  };
  return { Nid: value("NID"), Sid: value("SID"), Aid: value("AID"), Bid: value("BID"), Cid: value("CID"), Pid: value("PID") };
}

/** The URL query after an affiliate answer: the request keys removed, the answer's fields added. */
export function queryWithAffiliateAnswer(search: URLSearchParams, answer: AffiliateAnswer): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (!(AFFILIATE_REQUEST_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  for (const key of AFFILIATE_ANSWER_KEYS) {
    const value = answer[key];
    if (value && TOKEN.test(value)) next.set(key, value);
  }
  return next;
}

/** '/secured/apply?default=true' sends the visitor to the home page, keeping the query. */
export function isDefaultHomeRequest(pathname: string, search: URLSearchParams): boolean {
  return pathname.toLowerCase().replace(/\/+$/, "") === "/secured/apply" && search.get("default") === "true";
}
