import { describe, expect, it } from "vitest";
import { prefixedId } from "./prefixed-id";

describe("prefixedId", () => {
  it("makes the contract's PREFIX- plus 8 characters, different each time", () => {
    const ids = Array.from({ length: 200 }, () => prefixedId("CMP"));
    for (const id of ids) expect(id).toMatch(/^CMP-[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(prefixedId("TRD")).toMatch(/^TRD-[A-Z0-9]{8}$/);
  });
});
