/**
 * A function whose answers are kept by key: for work that gives the same answer for the same key (a
 * schema for a tier list, a text for an amount) and is asked for on every page. All are forgotten at
 * once when `max` are kept, since a key may come from input and the keys may be many. Keys are
 * compared as a Map compares them: −0 is 0, so a `keyOf` for numbers whose sign of zero matters
 * must say so in the key.
 */
export function keptBy<Args extends unknown[], Answer>(
  max: number,
  keyOf: (...args: Args) => string | number,
  compute: (...args: Args) => Answer,
): (...args: Args) => Answer {
  const kept = new Map<string | number, Answer>();
  return (...args) => {
    const key = keyOf(...args);
    if (kept.has(key)) return kept.get(key) as Answer;
    const answer = compute(...args);
    if (kept.size >= max) kept.clear();
    kept.set(key, answer);
    return answer;
  };
}
