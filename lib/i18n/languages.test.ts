import { describe, expect, it } from "vitest";
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from "./languages";

describe("supported languages", () => {
  it("lists exactly the contract's 100 codes, each once", () => {
    expect(LANGUAGE_CODES).toHaveLength(100);
    expect(new Set(LANGUAGE_CODES).size).toBe(100);
  });
  it("accepts the three-letter codes the contract names and refuses near misses", () => {
    for (const code of ["fil", "haw", "en", "zh"]) expect(isLanguageCode(code)).toBe(true);
    for (const code of ["EN", "english", "xx", "", "zh-CN"]) expect(isLanguageCode(code)).toBe(false);
  });
  it("names every language in English and natively", () => {
    for (const l of LANGUAGES) expect(l.name.length * l.native.length).toBeGreaterThan(0);
  });
});
