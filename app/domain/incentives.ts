/**
 * Promotional incentives from configuration (SPEC §1, §3, §4.6, §9): a deposit reduction, a reduced
 * minimum deposit, or a downsell offer. Type names are matched without regard to letter case (and,
 * for the price incentives, spaces, hyphens and underscores): docs/decisions/0011.
 */

export interface IncentiveDetailConfig {
  incentiveType?: string | null;
  operator?: string | null;
  value?: number | null;
  unit?: string | null;
  incentiveTypeId?: number | null;
  incentiveTypeName?: string | null;
}

/** SPEC §3 Incentive; only id and name are always present. */
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

/** SPEC §4.6: the downsell detail's type name is 'downsell', case-insensitive. */
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

/** The kind of one incentive detail, by incentiveTypeName, else incentiveType. */
export function incentiveKindOf(detail: IncentiveDetailConfig): IncentiveKind | null {
  return kindOfName(detail.incentiveTypeName) ?? kindOfName(detail.incentiveType);
}

/** '2024-02-22T00:00:00' without a zone is UTC (the field says so). Unreadable → NaN. */
export function parseUtc(text: string): number {
  const t = text.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(t) || !/T/.test(t) ? t : `${t}Z`;
  const iso = /T/.test(zoned) ? zoned : `${zoned}T00:00:00Z`;
  return Date.parse(iso);
}

/**
 * Active when isActive is not false and `now` lies within startDateUtc..endDateUtc (a missing date
 * leaves that side open). An unreadable date makes the incentive inactive: no price is changed on
 * data we cannot read.
 */
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
  /** Dollars taken off the deposit (SPEC 'deposit reduction amount'), or null. */
  depositReduction: number | null;
  /** The reduced minimum deposit (SPEC 'reduced minimum deposit amount'), or null. */
  reducedMinimum: number | null;
  downsell: boolean;
}

function amountOf(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads an incentive's details; the first usable detail of each kind counts. */
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

/**
 * The campaign incentive in force for a product: the one named by configuration's incentiveName
 * (exact name), active on `now`, and not a downsell offer.
 */
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

/**
 * The promotion's line among the deposit figures (issue 11, item 7; SPEC §4.3 counts the incentive
 * value in the balance, so it is shown apart from what the applicant paid: ADR 0011).
 */
export const PROMOTIONAL_CREDIT = "Promotional credit toward your deposit";
