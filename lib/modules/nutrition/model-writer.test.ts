// The optional model writer: used only for languages without a catalogue, accepted only with one string per
// input and no number that the English plan does not contain; otherwise the English plan stands, flagged.
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { buildPlan } from "./build-plan";
import { SANDBOX_REQUEST } from "./sandbox";
import { writePlan } from "./write-plan";

function mockModel(make: (texts: string[]) => string[]) {
  let calls = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      calls++;
      const prompt = JSON.stringify(options.prompt);
      const json = /Strings:\\n(\[[\s\S]*\])"/.exec(prompt)?.[1] ?? "[]";
      const texts = JSON.parse(JSON.parse(`"${json}"`)) as string[];
      return {
        content: [{ type: "text", text: JSON.stringify({ texts: make(texts) }) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
        warnings: [],
      };
    },
  });
  return { model, calls: () => calls };
}

describe("nutrition model writer", () => {
  const english = buildPlan(SANDBOX_REQUEST, "ja");

  it("translates every narrative string for a language without a catalogue, numbers untouched", async () => {
    const { model } = mockModel((texts) => texts.map((t) => `【ja】${t}`));
    const plan = await writePlan(SANDBOX_REQUEST, "ja", [], model);
    expect(plan).toMatchObject({ narrative_language: "ja", language_fallback: false });
    expect(plan.disclaimer.startsWith("【ja】")).toBe(true);
    expect(plan.nutrition_plan.educational_insights.nutrition_principles.every((p) => p.startsWith("【ja】"))).toBe(true);
    expect(plan.nutrition_plan.daily_calories).toBe(english.nutrition_plan.daily_calories);
    expect(plan.food_recommendations.power_foods.map((f) => f.food)).toEqual(english.food_recommendations.power_foods.map((f) => f.food));
  });

  it("keeps the English plan when the model invents a number or drops a string", async () => {
    const invented = await writePlan(SANDBOX_REQUEST, "ja", [], mockModel((texts) => texts.map((t, i) => (i === 0 ? `${t} 9999` : t))).model);
    expect(invented).toEqual(english);
    const dropped = await writePlan(SANDBOX_REQUEST, "ja", [], mockModel((texts) => texts.slice(1)).model);
    expect(dropped).toMatchObject({ narrative_language: "en", language_fallback: true });
  });

  it("never asks the model for the 12 catalogue languages", async () => {
    const m = mockModel((texts) => texts);
    const plan = await writePlan(SANDBOX_REQUEST, "tr", [], m.model);
    expect(plan.narrative_language).toBe("tr");
    expect(m.calls()).toBe(0);
  });
});
