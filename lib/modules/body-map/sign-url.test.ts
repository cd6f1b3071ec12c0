import { describe, expect, it } from "vitest";
import { signedQuery, URL_LIFETIME_SECONDS, verifySignedQuery } from "./sign-url";

const SECRET = "unit-test-secret";
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe("signed illustration addresses", () => {
  const query = () => new URLSearchParams(signedQuery("v1.hrt2.liv1", NOW, SECRET));

  it("accepts an address this service signed", () => {
    expect(verifySignedQuery(query(), NOW + 1000, SECRET)).toEqual({ ok: true, spec: "v1.hrt2.liv1" });
  });

  it("refuses an altered spec, expiry or signature", () => {
    const spec = query();
    spec.set("spec", "v1.hrt1.liv1");
    expect(verifySignedQuery(spec, NOW, SECRET)).toEqual({ ok: false, reason: "altered" });
    const expires = query();
    expires.set("expires", String(Number(expires.get("expires")) + 3600));
    expect(verifySignedQuery(expires, NOW, SECRET)).toEqual({ ok: false, reason: "altered" });
    const sig = query();
    sig.set("sig", sig.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A")));
    expect(verifySignedQuery(sig, NOW, SECRET)).toEqual({ ok: false, reason: "altered" });
    expect(verifySignedQuery(query(), NOW, "another-secret")).toEqual({ ok: false, reason: "altered" });
  });

  it("refuses an unsigned address and an expired one", () => {
    expect(verifySignedQuery(new URLSearchParams({ spec: "v1.hrt2" }), NOW, SECRET)).toEqual({ ok: false, reason: "unsigned" });
    expect(verifySignedQuery(query(), NOW + (URL_LIFETIME_SECONDS + 5) * 1000, SECRET)).toEqual({ ok: false, reason: "expired" });
  });
});
