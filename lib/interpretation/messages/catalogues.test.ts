import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "@/lib/i18n/languages";
import { RISK_RULES } from "../health-score/risk-rules";
import { PATTERN_RULES } from "../rules/pattern-rules";
import { BODY_SYSTEMS } from "../types";
import { EVALUATIONS } from "@/lib/knowledge/analytes/types";
import { CATALOGUES, chooseCatalogue, completeLanguages, en, fillTemplate, missingKeys, placeholdersOf } from "./index";

const COMPLETE = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

describe("message catalogues", () => {
  it.each(COMPLETE)("%s has every English key with the same placeholders", (code) => {
    const cat = CATALOGUES[code];
    expect(cat).toBeDefined();
    expect(missingKeys(cat ?? {})).toEqual([]);
  });

  it.each(COMPLETE)("%s has no keys English lacks", (code) => {
    const extra = Object.keys(CATALOGUES[code] ?? {}).filter((k) => !(k in en));
    expect(extra).toEqual([]);
  });

  it.each(COMPLETE.filter((c) => c !== "en"))("%s is a translation, not a copy of English", (code) => {
    const cat = CATALOGUES[code] ?? {};
    // Identical single words (e.g. "Magnesium.") and pure placeholder templates are legitimate.
    const words = (v: string) => v.replace(/\{[a-z_]+\}/g, "").split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length;
    const copied = Object.entries(cat).filter(([k, v]) => v === en[k as keyof typeof en] && words(v) > 1);
    expect(copied.map(([k]) => k)).toEqual([]);
  });

  it("knows the twelve complete languages, all among the 100 codes", () => {
    expect(completeLanguages().sort()).toEqual([...COMPLETE].sort());
    for (const c of COMPLETE) expect(LANGUAGE_CODES).toContain(c);
  });

  it("uses English with a flag for a language without a complete catalogue", () => {
    expect(chooseCatalogue("de")).toMatchObject({ language: "de", fallback: false });
    expect(chooseCatalogue("ja")).toMatchObject({ language: "en", fallback: true });
    expect(chooseCatalogue("xx")).toMatchObject({ language: "en", fallback: true });
    expect(chooseCatalogue("en")).toMatchObject({ language: "en", fallback: false });
  });

  it("has the messages every rule, grade, risk, system and evaluation needs", () => {
    const keys = new Set(Object.keys(en));
    const need: string[] = [];
    for (const r of PATTERN_RULES) {
      if (r.grades) {
        for (const g of r.grades) {
          need.push(`pattern.${r.id}.${g.id}.title`);
          if (!keys.has(`pattern.${r.id}.${g.id}.text`)) need.push(`pattern.${r.id}.text`);
          need.push(...(g.followUp ?? []).map((k) => `followup.${k}`), ...(g.lifestyle ?? []).map((k) => `lifestyle.${k}`));
        }
      } else need.push(`pattern.${r.id}.title`, `pattern.${r.id}.text`);
      need.push(...r.followUp.map((k) => `followup.${k}`), ...r.lifestyle.map((k) => `lifestyle.${k}`));
    }
    need.push(...RISK_RULES.map((r) => `risk.${r.id}`), ...BODY_SYSTEMS.map((s) => `system.${s}`), ...EVALUATIONS.map((e) => `eval.${e}`));
    expect(need.filter((k) => !keys.has(k))).toEqual([]);
  });

  it("reads placeholders and fills templates", () => {
    expect(placeholdersOf("{name}: {value} ({range})")).toEqual(["name", "range", "value"]);
    expect(fillTemplate("{name}: {value}", { name: "Hb", value: "10.4 g/dL" })).toBe("Hb: 10.4 g/dL");
    expect(fillTemplate("{name}: {missing}", { name: "Hb" })).toBe("Hb: {missing}");
  });

  it("declares a decimal mark for every language", () => {
    for (const c of COMPLETE) expect([".", ","]).toContain(CATALOGUES[c]?.["meta.decimal"]);
  });
});
