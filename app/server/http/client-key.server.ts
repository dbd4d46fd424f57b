import { isIPv6 } from "node:net";

/** IPv4, or an IPv6 address's /64: a client is routinely given a whole /64. */
export function clientKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${groupsOf(ip).slice(0, 4).join(":")}::/64`;
}

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
