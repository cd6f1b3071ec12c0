import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyMatcher } from "./client-address";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For from peers that are not trusted proxies (the default: none)", () => {
    expect(clientAddress("198.51.100.4", "10.9.9.9", trustedProxyMatcher(""))).toBe("198.51.100.4");
  });
  it("takes the right-most untrusted hop behind trusted proxies", () => {
    const trusted = trustedProxyMatcher("loopback, 10.0.0.0/8");
    expect(clientAddress("::ffff:127.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3", trusted)).toBe("203.0.113.7");
    expect(clientAddress("127.0.0.1", undefined, trusted)).toBe("127.0.0.1");
  });
  it("matches exact addresses and CIDR blocks", () => {
    const trusted = trustedProxyMatcher("192.0.2.10,172.16.0.0/12");
    expect(trusted("192.0.2.10")).toBe(true);
    expect(trusted("172.31.255.1")).toBe(true);
    expect(trusted("172.32.0.1")).toBe(false);
  });
});
