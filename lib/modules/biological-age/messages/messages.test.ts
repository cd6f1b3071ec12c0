import { describe, expect, it } from "vitest";
import { INDEX_DEFINITIONS, BANDS } from "@/lib/knowledge/indices";
import { BIO_AGE_CATALOGUES, bioAgeCatalogue, en, missingBioAgeKeys } from "./index";

describe("biological-age catalogues", () => {
  it("exist for the 12 complete languages and are complete, with the same placeholders as English", () => {
    expect(Object.keys(BIO_AGE_CATALOGUES).sort()).toEqual(["ar", "de", "en", "es", "fr", "it", "nl", "pl", "pt", "ru", "tr", "zh"]);
    for (const [lang, catalogue] of Object.entries(BIO_AGE_CATALOGUES)) expect(missingBioAgeKeys(catalogue), lang).toEqual([]);
  });

  it("name every index and word every band", () => {
    const keys = new Set(Object.keys(en));
    for (const d of INDEX_DEFINITIONS) expect(keys.has(`index.${d.key}`), d.key).toBe(true);
    for (const b of BANDS) expect(keys.has(`band.${b}`), b).toBe(true);
  });

  it("is really translated (not English copied) and falls back to English for other languages", () => {
    for (const lang of ["de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"]) {
      expect(BIO_AGE_CATALOGUES[lang]!["band.within"], lang).not.toBe(en["band.within"]);
    }
    expect(bioAgeCatalogue("ja")).toMatchObject({ language: "en", fallback: true });
    expect(bioAgeCatalogue("de").t("message.same", { biological_age: 50, age: 50 })).toContain("50");
  });
});
