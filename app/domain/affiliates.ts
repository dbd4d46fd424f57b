/**
 * Affiliate arrivals (SPEC §4.6): an apply URL with NID or SID (in any letter case: partners link
 * '?nid=') is posted to setAffiliateInfo; the answer's fields go back on the URL under their own
 * (lower/camel case) key names. The caller remembers that URL so it is not posted again.
 */
export const AFFILIATE_REQUEST_KEYS = ["NID", "SID", "AID", "BID", "CID", "PID"] as const;
export const AFFILIATE_ANSWER_KEYS = [
  "nid",
  "sid",
  "bid",
  "utmSource",
  "utmMedium",
  "utmContent",
  "utmCampaign",
] as const;

export type AffiliateAnswer = Partial<Record<(typeof AFFILIATE_ANSWER_KEYS)[number], string | null | undefined>>;

const TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

/** The affiliate request (Nid, Sid, Aid, Bid, Cid, Pid) when the URL carries NID or SID, else null. */
export function affiliateRequestFrom(search: URLSearchParams) {
  const value = (key: string) => {
    const v = [...search].find(([k]) => k.toUpperCase() === key)?.[1];
    return v && TOKEN.test(v) ? v : null;
  };
  const has = (key: string) => [...search.keys()].some((k) => k.toUpperCase() === key);
  if (!has("NID") && !has("SID")) return null;
  return {
    Nid: value("NID"),
    Sid: value("SID"),
    Aid: value("AID"),
    Bid: value("BID"),
    Cid: value("CID"),
    Pid: value("PID"),
  };
}

/** The URL query after an affiliate answer: the request keys removed, the answer's fields added. */
export function queryWithAffiliateAnswer(search: URLSearchParams, answer: AffiliateAnswer): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (!(AFFILIATE_REQUEST_KEYS as readonly string[]).includes(key.toUpperCase())) next.append(key, value);
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
