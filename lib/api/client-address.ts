// Which address a request came from, when proxies may stand in between. TRUSTED_PROXIES lists the proxies
// whose X-Forwarded-For we believe (comma-separated IPs, IPv4 CIDR blocks, or "loopback"); from any other
// peer the header is ignored, so a client cannot pick the address its failed sign-ins are counted against.
import { isIPv4 } from "node:net";

function ipv4ToInt(ip: string): number {
  return ip.split(".").reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
}

function normalize(ip: string): string {
  const v = ip.trim().toLowerCase();
  return v.startsWith("::ffff:") && isIPv4(v.slice(7)) ? v.slice(7) : v;
}

type Matcher = (ip: string) => boolean;

function matcherFor(entry: string): Matcher | null {
  const e = entry.trim().toLowerCase();
  if (!e) return null;
  if (e === "loopback") return (ip) => ip === "::1" || ip.startsWith("127.");
  const slash = e.indexOf("/");
  if (slash > 0 && isIPv4(e.slice(0, slash))) {
    const bits = Number(e.slice(slash + 1));
    if (!Number.isInteger(bits) || bits < 0 || bits > 32) return null;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    const base = (ipv4ToInt(e.slice(0, slash)) & mask) >>> 0;
    return (ip) => isIPv4(ip) && (ipv4ToInt(ip) & mask) >>> 0 === base;
  }
  const exact = normalize(e);
  return (ip) => ip === exact;
}

/** Parses a TRUSTED_PROXIES value into a predicate. */
export function trustedProxyMatcher(setting = process.env.TRUSTED_PROXIES ?? ""): Matcher {
  const matchers = setting.split(",").map(matcherFor).filter((m): m is Matcher => m !== null);
  return (ip) => matchers.some((m) => m(normalize(ip)));
}

/**
 * The client address: the socket peer, unless the peer is a trusted proxy; then the right-most address of
 * X-Forwarded-For that is not itself a trusted proxy (the left part of the header is what the client wrote).
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: Matcher): string {
  const direct = normalize(peer ?? "unknown");
  if (!trusted(direct) || !forwardedFor) return direct;
  const hops = forwardedFor.split(",").map(normalize).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted(hops[i]!)) return hops[i]!.slice(0, 64);
  }
  return hops[0]?.slice(0, 64) ?? direct;
}
