export interface VisitParams {
  utmSourceName?: string;
  utmMediumName?: string;
  utmCampaignName?: string;
  cid?: string;
  nid?: string;
}

const SOURCES: Record<keyof VisitParams, string[]> = {
  utmSourceName: ["utm_source", "utmSource", "utmSourceName"],
  utmMediumName: ["utm_medium", "utmMedium", "utmMediumName"],
  utmCampaignName: ["utm_campaign", "utmCampaign", "utmCampaignName"],
  cid: ["cid", "CID"],
  nid: ["nid", "NID"],
};

// Anything but a short token is dropped rather than passed on.
const TOKEN = /^[A-Za-z0-9._-]{1,64}$/;

export function visitParamsFrom(search: URLSearchParams): VisitParams {
  const params: VisitParams = {};
  for (const [key, names] of Object.entries(SOURCES) as Array<[keyof VisitParams, string[]]>) {
    const value = names.map((n) => search.get(n)).find((v) => v !== null && v !== undefined);
    if (value && TOKEN.test(value)) params[key] = value;
  }
  return params;
}

export function hasVisitParams(params: VisitParams): boolean {
  return Object.keys(params).length > 0;
}

export function trafficSourceOf(params: VisitParams): string | undefined {
  return params.utmSourceName?.toLowerCase();
}
