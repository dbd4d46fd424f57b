// All forgotten at once at `max`, since keys may come from input; keys compare as a Map's do (−0 is 0).
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
