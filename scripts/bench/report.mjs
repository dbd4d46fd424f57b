// Figures and tables shared by the benchmarks' reports.

/** p-th percentile of an unsorted list. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A plain-text table: the first row is the header, the first column left-aligned, the rest right-aligned. */
export function table(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  const line = (r) =>
    r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (n) => `${n.toFixed(2)} ms`;
