/**
 * The development stand-in for the US address autocomplete provider: five deterministic
 * suggestions built from the search text (a leading house number is kept; the rest becomes the
 * street name). Fictional places only.
 */
const PLACES = [
  { suffix: "St", city: "Springfield", state: "IL", zipcode: "62701" },
  { suffix: "Ave", city: "Columbus", state: "OH", zipcode: "43215" },
  { suffix: "Rd", city: "Austin", state: "TX", zipcode: "78701" },
  { suffix: "Ln", city: "Denver", state: "CO", zipcode: "80202" },
  { suffix: "Dr", city: "Portland", state: "OR", zipcode: "97201" },
] as const;

const STREET_MAX = 18;

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

export function addressSuggestions(search: string) {
  const cleaned = search
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (cleaned.length === 0) return [];
  const match = /^(\d{1,6})\s*(.*)$/.exec(cleaned);
  const number = match?.[1] ?? "100";
  const street = titleCase((match ? match[2] : cleaned) || "Main")
    .slice(0, STREET_MAX)
    .trim();
  return PLACES.map((p) => ({
    street_line: `${number} ${street} ${p.suffix}`,
    secondary: "",
    city: p.city,
    state: p.state,
    zipcode: p.zipcode,
  }));
}
