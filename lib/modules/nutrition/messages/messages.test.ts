// The nutrition plan's narrative catalogues: all 12 complete languages translate every key with the same
// placeholders, and a plan asked for in each language is written in it (English fallback flagged otherwise).
import { describe, expect, it } from "vitest";
import { buildPlan } from "../build-plan";
import { SANDBOX_REQUEST } from "../sandbox";
import { en } from "./en";
import { missingNutritionKeys, NUTRITION_CATALOGUES } from "./index";

const LANGS = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

describe("nutrition catalogues", () => {
  it.each(LANGS)("%s is complete", (lang) => {
    expect(NUTRITION_CATALOGUES[lang]).toBeDefined();
    expect(missingNutritionKeys(NUTRITION_CATALOGUES[lang]!)).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s is a translation, not a copy of English", (lang) => {
    const cat = NUTRITION_CATALOGUES[lang]!;
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((k) => cat[k] === en[k] && !/^\{[a-z_]+\}: \{[a-z_]+\}$/.test(en[k]) && !/^(nutrient_|category_)/.test(k));
    expect(same).toEqual([]);
  });

  it.each(LANGS)("writes the sandbox plan in %s", (lang) => {
    const plan = buildPlan(SANDBOX_REQUEST, lang);
    expect(plan.narrative_language).toBe(lang);
    expect(plan.language_fallback).toBe(false);
    expect(plan.disclaimer).toBe(NUTRITION_CATALOGUES[lang]!.disclaimer);
    for (const text of [...plan.nutrition_plan.educational_insights.nutrition_principles, ...plan.food_recommendations.power_foods.map((f) => f.why)]) {
      expect(text).not.toMatch(/\{[a-z_]+\}/);
    }
  });

  it("falls back to English, flagged, for a language without a catalogue", () => {
    const plan = buildPlan(SANDBOX_REQUEST, "ja");
    expect(plan).toMatchObject({ narrative_language: "en", language_fallback: true, disclaimer: en.disclaimer });
  });
});
