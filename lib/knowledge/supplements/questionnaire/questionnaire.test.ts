// The questionnaire as callers and patients meet it: 25 questions, every label present in the 12 complete
// languages, mandatory answers enforced, unknown keys and values dropped with a warning.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { NUMERIC_LABELS, OPTION_VALUES, QUESTIONNAIRE_LABELS, QUESTIONS, questionnaireListing, validateAnswers } from "./index";

const TWELVE = ["en", "de", "fr", "es", "it", "pt", "tr", "nl", "pl", "ru", "zh", "ar"];

function codeOf(fn: () => unknown): string | undefined {
  try { fn(); } catch (e) { return e instanceof ApiError ? e.code : "other"; }
  return undefined;
}

describe("supplement questionnaire", () => {
  it("has the 25 questions of the contract's topics with unique ids, diet_type and pregnancy mandatory", () => {
    expect(QUESTIONS).toHaveLength(25);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(25);
    expect(QUESTIONS.filter((q) => q.required).map((q) => q.id)).toEqual(["diet_type", "pregnancy"]);
    for (const topic of ["diet_type", "meals_per_day", "fruit_vegetables", "fish", "red_meat", "dairy", "alcohol", "smoking", "caffeine", "sun_exposure", "physical_activity", "sleep", "stress", "digestion", "energy", "current_supplements", "medications", "allergies", "conditions", "pregnancy", "goals", "budget", "preferred_form", "notes"]) {
      expect(QUESTIONS.some((q) => q.id === topic), topic).toBe(true);
    }
  });

  it.each(TWELVE)("labels every question and option in %s (no gaps, no English left in place of a translation)", (lang) => {
    const labels = QUESTIONNAIRE_LABELS[lang]!;
    for (const q of QUESTIONS) expect(labels.questions[q.id]?.trim(), `${lang} question ${q.id}`).toBeTruthy();
    for (const v of OPTION_VALUES) if (!NUMERIC_LABELS[v]) expect(labels.options[v]?.trim(), `${lang} option ${v}`).toBeTruthy();
    expect(Object.keys(labels.questions).sort()).toEqual(QUESTIONS.map((q) => q.id).sort());
    if (lang !== "en") {
      const same = QUESTIONS.filter((q) => labels.questions[q.id] === QUESTIONNAIRE_LABELS.en!.questions[q.id]);
      expect(same.map((q) => q.id), lang).toEqual([]);
    }
  });

  it("lists the questions labelled in the requested language and in all 12, English for other languages", () => {
    const de = questionnaireListing("de");
    expect(de.total).toBe(25);
    expect(de.languages.sort()).toEqual([...TWELVE].sort());
    const diet = de.questions.find((q) => q.id === "diet_type")!;
    expect(diet.label).toBe("Welche Ernährungsweise haben Sie?");
    expect(diet.options.find((o) => o.value === "vegan")!.labels.fr).toBe("Végétalien");
    expect(de.questions.find((q) => q.id === "age_group")!.options[0]!.label).toBe("18–29");
    expect(questionnaireListing("sw").language).toBe("en");
  });

  it("keeps valid answers, drops unknown keys and values with a warning", () => {
    const { answers, warnings } = validateAnswers({
      diet_type: "Vegan", pregnancy: "no", fish: "weekly", medications: ["anticoagulant", "aspirin-ish"], favourite_colour: "blue", sun_exposure: "lots", notes: "  takes long walks ",
    });
    expect(answers).toEqual({ diet_type: "vegan", pregnancy: "no", fish: "weekly", medications: ["anticoagulant"], notes: "takes long walks" });
    expect(warnings.join(" ")).toMatch(/favourite_colour/);
    expect(warnings.join(" ")).toMatch(/sun_exposure/);
    expect(warnings.join(" ")).toMatch(/medications: 1 value/);
    expect(validateAnswers({ diet_type: "omnivore", pregnancy: "no", conditions: ["none", "kidney_disease"] }).answers.conditions).toEqual(["kidney_disease"]);
  });

  it("refuses missing or invalid mandatory answers with VAL_2001 and a non-object with VAL_2002", () => {
    expect(codeOf(() => validateAnswers(undefined))).toBe("VAL_2001");
    expect(codeOf(() => validateAnswers({ diet_type: "vegan" }))).toBe("VAL_2001");
    expect(codeOf(() => validateAnswers({ pregnancy: "no" }))).toBe("VAL_2001");
    expect(codeOf(() => validateAnswers({ diet_type: "carnivore", pregnancy: "no" }))).toBe("VAL_2001");
    expect(codeOf(() => validateAnswers(["vegan"]))).toBe("VAL_2002");
    expect(codeOf(() => validateAnswers({ diet_type: "vegan", pregnancy: "pregnant" }))).toBeUndefined();
  });
});
