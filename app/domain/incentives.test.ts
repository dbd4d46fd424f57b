import { describe, expect, it } from "vitest";
import {
  campaignIncentiveOf,
  incentiveKindOf,
  isDownsellIncentive,
  isIncentiveActive,
  parseIncentive,
  parseUtc,
  type IncentiveConfig,
} from "./incentives";

const detail = (typeName: string | null, value: number | null = 50, type: string | null = null) => ({
  incentiveType: type,
  operator: "-",
  value,
  unit: "USD",
  incentiveTypeId: null,
  incentiveTypeName: typeName,
});

const incentive = (over: Partial<IncentiveConfig> = {}): IncentiveConfig => ({
  id: 1,
  name: "Deposit Reduction $50",
  startDateUtc: "2024-02-22T00:00:00Z",
  endDateUtc: "2024-04-15T23:59:59Z",
  isActive: true,
  incentiveDetails: [detail("DepositReduction")],
  ...over,
});

describe("incentive kinds", () => {
  it.each([
    ["downsell", "downsell"],
    ["Downsell", "downsell"],
    ["DOWNSELL", "downsell"],
    [" downsell ", "downsell"],
    ["DepositReduction", "depositReduction"],
    ["Deposit Reduction", "depositReduction"],
    ["deposit_contribution", "depositReduction"],
    ["MinimumDeposit", "reducedMinimum"],
    ["Reduced Minimum", "reducedMinimum"],
    ["reduced-minimum-deposit", "reducedMinimum"],
    ["down sell", null],
    ["Cashback", null],
    ["", null],
  ])("%j → %s", (name, kind) => {
    expect(incentiveKindOf(detail(name))).toBe(kind);
  });

  it("falls back to incentiveType when the type name is missing", () => {
    expect(incentiveKindOf(detail(null, 1, "Downsell"))).toBe("downsell");
    expect(incentiveKindOf({})).toBeNull();
  });
});

describe("active dates", () => {
  it.each([
    ["2024-02-21T23:59:59Z", false, "a second before the start"],
    ["2024-02-22T00:00:00Z", true, "at the start"],
    ["2024-04-15T23:59:59Z", true, "at the end"],
    ["2024-04-16T00:00:00Z", false, "after the end"],
  ])("%s → %s (%s)", (now, active) => {
    expect(isIncentiveActive(incentive(), new Date(now))).toBe(active);
  });

  it("isActive false wins; missing dates leave that side open", () => {
    const now = new Date("2024-03-01T00:00:00Z");
    expect(isIncentiveActive(incentive({ isActive: false }), now)).toBe(false);
    expect(isIncentiveActive(incentive({ isActive: null, startDateUtc: null, endDateUtc: null }), now)).toBe(true);
    expect(isIncentiveActive({ id: 1, name: "x" }, now)).toBe(true);
  });

  it("an unreadable date makes the incentive inactive", () => {
    expect(isIncentiveActive(incentive({ startDateUtc: "soon" }), new Date("2024-03-01T00:00:00Z"))).toBe(false);
    expect(isIncentiveActive(incentive({ endDateUtc: "later" }), new Date("2024-03-01T00:00:00Z"))).toBe(false);
  });

  it("a date without a zone is UTC; a date alone is midnight UTC", () => {
    expect(parseUtc("2024-02-22T00:00:00")).toBe(Date.UTC(2024, 1, 22));
    expect(parseUtc("2024-02-22")).toBe(Date.UTC(2024, 1, 22));
    expect(parseUtc("2024-02-22T00:00:00+01:00")).toBe(Date.UTC(2024, 1, 21, 23));
    expect(parseUtc("nonsense")).toBeNaN();
  });
});

describe("parseIncentive", () => {
  it("reads a deposit reduction", () => {
    expect(parseIncentive(incentive())).toEqual({
      id: 1,
      name: "Deposit Reduction $50",
      depositReduction: 50,
      reducedMinimum: null,
      downsell: false,
    });
  });
  it("reads a reduced minimum and a downsell; the first usable value of a kind counts", () => {
    const parsed = parseIncentive(
      incentive({
        incentiveDetails: [
          detail("MinimumDeposit", null),
          detail("MinimumDeposit", 200),
          detail("MinimumDeposit", 150),
          detail("downsell", 100),
        ],
      }),
    );
    expect(parsed).toMatchObject({ reducedMinimum: 200, depositReduction: null, downsell: true });
  });
  it("ignores negative, non-finite and textual nonsense; accepts a numeric string", () => {
    const values = [-5, Number.NaN, Number.POSITIVE_INFINITY];
    for (const value of values) {
      expect(
        parseIncentive(incentive({ incentiveDetails: [detail("DepositReduction", value)] })).depositReduction,
      ).toBeNull();
    }
    const stringy = { ...detail("DepositReduction"), value: "25" as unknown as number };
    expect(parseIncentive(incentive({ incentiveDetails: [stringy] })).depositReduction).toBe(25);
    const blank = { ...detail("DepositReduction"), value: " " as unknown as number };
    expect(parseIncentive(incentive({ incentiveDetails: [blank] })).depositReduction).toBeNull();
    expect(parseIncentive({ id: 2, name: "bare" })).toMatchObject({
      depositReduction: null,
      reducedMinimum: null,
      downsell: false,
    });
  });
});

describe("campaign incentive", () => {
  const now = new Date("2024-03-01T00:00:00Z");
  const downsell = incentive({ id: 3, name: "Launch Downsell", incentiveDetails: [detail("Downsell", 100)] });

  it("is the one named, active, and not a downsell", () => {
    const list = [incentive(), downsell];
    expect(campaignIncentiveOf(list, "Deposit Reduction $50", now)?.id).toBe(1);
    expect(campaignIncentiveOf(list, "Launch Downsell", now)).toBeNull();
    expect(campaignIncentiveOf(list, "deposit reduction $50", now)).toBeNull();
    expect(campaignIncentiveOf(list, null, now)).toBeNull();
    expect(campaignIncentiveOf(list, "Deposit Reduction $50", new Date("2025-01-01T00:00:00Z"))).toBeNull();
  });

  it("isDownsellIncentive", () => {
    expect(isDownsellIncentive(downsell)).toBe(true);
    expect(isDownsellIncentive(incentive())).toBe(false);
    expect(isDownsellIncentive({ id: 1, name: "x", incentiveDetails: null })).toBe(false);
  });
});
