// SPEC §4.6. Partners link '?nid=', so any letter case; the caller remembers the URL so it is not posted twice.
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

export function isDefaultHomeRequest(pathname: string, search: URLSearchParams): boolean {
  return pathname.toLowerCase().replace(/\/+$/, "") === "/secured/apply" && search.get("default") === "true";
}
