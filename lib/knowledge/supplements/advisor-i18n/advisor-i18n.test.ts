// The advisor's narrative exists in all 12 complete languages: every key, the same placeholders as English, and
// really translated (a catalogue that copies English sentences fails), so a plan never mixes languages.
import { describe, expect, it } from "vitest";
import { ADVISOR_CATALOGUES, advisorWriter, en, missingAdvisorKeys } from "./index";

const COMPLETE = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru", "ar", "zh"];
// Keys that are only placeholders or chemistry and may read the same in other languages.
const SAME_OK = new Set(["why_genetic", "why_answer", "interaction", "review_item", "why_lab_low", "why_lab_high", "marker_magnesium", "marker_ferritin", "marker_zinc", "marker_vitamin_b12", "marker_folate"]);

describe("supplement advisor catalogues", () => {
  it.each(COMPLETE)("%s has every key with English's placeholders", (lang) => {
    expect(ADVISOR_CATALOGUES[lang], lang).toBeDefined();
    expect(missingAdvisorKeys(ADVISOR_CATALOGUES[lang]!)).toEqual([]);
    expect(advisorWriter(lang)).toMatchObject({ language: lang, fallback: false });
  });

  it.each(COMPLETE.filter((l) => l !== "en"))("%s is translated, not copied from English", (lang) => {
    const copied = (Object.keys(en) as (keyof typeof en)[]).filter((k) => !SAME_OK.has(k) && ADVISOR_CATALOGUES[lang]![k] === en[k]);
    expect(copied).toEqual([]);
  });

  it("falls back to English, whole, for a language without a catalogue", () => {
    expect(advisorWriter("sw")).toMatchObject({ language: "en", fallback: true });
    expect(advisorWriter("sw").t("uncovered")).toBe(en.uncovered);
  });
});
