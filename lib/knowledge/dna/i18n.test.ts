// Narrative completeness: all 12 DNA catalogues have every English key with the same {placeholders}, are really
// translated, and a full sandbox report in each language has no unfilled placeholder and no English fallback.
import { describe, expect, it } from "vitest";
import { DNA_CATALOGUES, en, missingDnaKeys } from "./i18n";
import { interpretGenotypes } from "./interpret";
import { SANDBOX_GENOTYPES } from "./sandbox";

const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

describe("DNA narrative catalogues", () => {
  it.each(LANGUAGES)("%s is complete with matching placeholders", (lang) => {
    const catalogue = DNA_CATALOGUES[lang];
    expect(catalogue).toBeDefined();
    expect(missingDnaKeys(catalogue ?? {})).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))("%s is a translation, not a copy of English", (lang) => {
    const catalogue = DNA_CATALOGUES[lang] ?? {};
    const keys = Object.keys(en) as (keyof typeof en)[];
    const same = keys.filter((k) => catalogue[k] === en[k] && !/^(apoe\.phenotype|redflag\.high|topic\.lipoprotein_a|test\.lpa)$/.test(k));
    expect(same).toEqual([]);
  });

  it.each(LANGUAGES)("a %s sandbox report is written in that language with every placeholder filled", (lang) => {
    const r = interpretGenotypes([...SANDBOX_GENOTYPES], { language: lang });
    expect(r.language).toBe(lang);
    expect(r.warnings).toEqual([]);
    expect(JSON.stringify(r.report)).not.toMatch(/\{[a-z_]+\}/);
  });
});
