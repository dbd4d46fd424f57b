import { isIPv6 } from "node:net";

/**
 * Whom a per-IP limit counts: an IPv4 address (also when written IPv4-mapped, `::ffff:203.0.113.7`), or
 * an IPv6 address's /64 network. A home or a cloud machine is routinely given a whole /64, so counting
 * single IPv6 addresses would give one client 2^64 budgets.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${groupsOf(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function groupsOf(ip: string): string[] {
  const address = ip.split("%")[0] ?? ip;
  // A dotted IPv4 tail is the last two groups; only the first four are used.
  const split = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head = "", tail] = address.split("::");
  const start = split(head);
  const end = tail === undefined ? [] : split(tail);
  const zeros = Array<string>(8 - start.length - end.length).fill("0");
  return [...start, ...zeros, ...end].map((g) => parseInt(g, 16).toString(16));
}
