// SPEC §1, §3, §4.6, §9. Type names match without case (price ones also without spaces, - and _): ADR 0011.

export interface IncentiveDetailConfig {
  incentiveType?: string | null;
  operator?: string | null;
  value?: number | null;
  unit?: string | null;
  incentiveTypeId?: number | null;
  incentiveTypeName?: string | null;
}

export interface IncentiveConfig {
  id: number;
  name: string;
  productType?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  startDateUtc?: string | null;
  endDateUtc?: string | null;
  isActive?: boolean | null;
  productTypeId?: number | null;
  productTypeName?: string | null;
  incentiveDetails?: ReadonlyArray<IncentiveDetailConfig> | null;
}

export type IncentiveKind = "depositReduction" | "reducedMinimum" | "downsell";

export const DOWNSELL_TYPE_NAME = "downsell";

const PRICE_KINDS: Record<string, IncentiveKind> = {
  depositreduction: "depositReduction",
  depositcontribution: "depositReduction",
  minimumdeposit: "reducedMinimum",
  reducedminimum: "reducedMinimum",
  reducedminimumdeposit: "reducedMinimum",
};

function kindOfName(name: string | null | undefined): IncentiveKind | null {
  if (!name) return null;
  const lower = name.trim().toLowerCase();
  if (lower === DOWNSELL_TYPE_NAME) return "downsell";
  return PRICE_KINDS[lower.replace(/[\s_-]/g, "")] ?? null;
}

export function incentiveKindOf(detail: IncentiveDetailConfig): IncentiveKind | null {
  return kindOfName(detail.incentiveTypeName) ?? kindOfName(detail.incentiveType);
}

// Without a zone it is UTC (the field says so).
export function parseUtc(text: string): number {
  const t = text.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(t) || !/T/.test(t) ? t : `${t}Z`;
  const iso = /T/.test(zoned) ? zoned : `${zoned}T00:00:00Z`;
  return Date.parse(iso);
}

// An unreadable date makes it inactive: no price is changed on data we cannot read.
export function isIncentiveActive(incentive: IncentiveConfig, now: Date): boolean {
  if (incentive.isActive === false) return false;
  const at = now.getTime();
  if (incentive.startDateUtc) {
    const start = parseUtc(incentive.startDateUtc);
    if (Number.isNaN(start) || at < start) return false;
  }
  if (incentive.endDateUtc) {
    const end = parseUtc(incentive.endDateUtc);
    if (Number.isNaN(end) || at > end) return false;
  }
  return true;
}

export interface ParsedIncentive {
  id: number;
  name: string;
  depositReduction: number | null;
  reducedMinimum: number | null;
  downsell: boolean;
}

function amountOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parseIncentive(incentive: IncentiveConfig): ParsedIncentive {
  const parsed: ParsedIncentive = {
    id: incentive.id,
    name: incentive.name,
    depositReduction: null,
    reducedMinimum: null,
    downsell: false,
  };
  for (const detail of incentive.incentiveDetails ?? []) {
    const kind = incentiveKindOf(detail);
    if (kind === "downsell") parsed.downsell = true;
    else if (kind === "depositReduction") parsed.depositReduction ??= amountOf(detail.value);
    else if (kind === "reducedMinimum") parsed.reducedMinimum ??= amountOf(detail.value);
  }
  return parsed;
}

export function isDownsellIncentive(incentive: IncentiveConfig): boolean {
  return (incentive.incentiveDetails ?? []).some((d) => incentiveKindOf(d) === "downsell");
}

export function campaignIncentiveOf(
  incentives: ReadonlyArray<IncentiveConfig>,
  incentiveName: string | null | undefined,
  now: Date,
): IncentiveConfig | null {
  if (!incentiveName) return null;
  return (
    incentives.find((i) => i.name === incentiveName && isIncentiveActive(i, now) && !isDownsellIncentive(i)) ?? null
  );
}

// Shown apart from what was paid: SPEC §4.3 counts the incentive in the balance (ADR 0011).
export const PROMOTIONAL_CREDIT = "Promotional credit toward your deposit";
