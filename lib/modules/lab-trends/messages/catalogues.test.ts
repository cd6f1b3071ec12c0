// Every one of the 12 complete languages has every narrative key with the same {placeholders} as English,
// and a complete language is really used (no English sentence leaks into it).
import { describe, expect, it } from "vitest";
import { en, missingTrendKeys, TREND_CATALOGUES, trendWriter } from "./index";

const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

describe.each(LANGUAGES)("trend narrative catalogue %s", (lang) => {
  it("is complete and is chosen for its language", () => {
    const catalogue = TREND_CATALOGUES[lang];
    expect(catalogue).toBeDefined();
    expect(missingTrendKeys(catalogue ?? {})).toEqual([]);
    const w = trendWriter(lang);
    expect(w).toMatchObject({ language: lang, fallback: false });
    if (lang !== "en") expect(w.t("disclaimer")).not.toBe(en.disclaimer);
    expect(w.t("message", { count: 3 })).toContain("3");
  });
});

describe("trend narrative fallback", () => {
  it("answers English with language_fallback for a language without a catalogue", () => {
    expect(trendWriter("sw")).toMatchObject({ language: "en", fallback: true });
    expect(missingTrendKeys({ ...en, message: "no placeholder" })).toEqual(["message"]);
  });
});
