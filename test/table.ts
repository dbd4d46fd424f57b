import { expect, it } from "vitest";

/**
 * Table-driven tests: one test per row, each `[given, expected]` where `fn(given)` is `expected`
 * (toBe); the title formats the row as it.each does ("%j is kept as %j").
 */
export function itAnswers<I, O>(fn: (given: I) => O, title: string, rows: ReadonlyArray<[I, O]>): void {
  it.each<[I, O]>(rows)(title, (given, expected) => {
    expect(fn(given)).toBe(expected);
  });
}
