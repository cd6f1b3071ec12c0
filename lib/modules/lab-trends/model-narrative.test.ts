// The optional model writer: it may rewrite the deterministic sentences, but never a number, and the facts
// (values, keywords, ids) are never handed to it for rewriting.
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { compareTests } from "./compare";
import { narrativeSlots, rewriteWithModel } from "./model-narrative";
import { SANDBOX_TESTS } from "./sandbox-tests";

function modelAnswering(make: (texts: string[]) => string[]) {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      const prompt = JSON.stringify(options.prompt);
      const start = prompt.indexOf("{\\\"texts\\\"");
      const texts = JSON.parse(JSON.parse(`"${prompt.slice(start, prompt.indexOf("]}", start) + 2)}"`)).texts as string[];
      return {
        content: [{ type: "text", text: JSON.stringify({ texts: make(texts) }) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
        warnings: [],
      };
    },
  });
}

describe("model narrative for comparisons", () => {
  const answer = () => compareTests(SANDBOX_TESTS, { language: "en", sandbox: false });

  it("only offers narrative sentences for rewriting, never values or keywords", () => {
    const texts = narrativeSlots(answer()).map((s) => (Array.isArray(s.holder) ? s.holder[s.key as number] : s.holder[s.key as string]) as string);
    expect(texts.length).toBeGreaterThan(10);
    expect(texts).not.toContain("improving");
    expect(texts).not.toContain("mixed");
    expect(texts.some((t) => /^CMP-/.test(t))).toBe(false);
  });

  it("uses the model's sentences when every number in them came from the facts", async () => {
    const a = answer();
    const before = JSON.stringify(a.comparison.changes);
    const ok = await rewriteWithModel(a, "sw", modelAnswering((texts) => texts.map((t) => `[sw] ${t}`)));
    expect(ok).toBe(true);
    expect(a.narrative.summary.startsWith("[sw] ")).toBe(true);
    expect(JSON.stringify(a.comparison.changes)).toBe(before);
  });

  it("refuses a model answer that invents a number", async () => {
    const a = answer();
    const original = a.narrative.summary;
    await expect(rewriteWithModel(a, "en", modelAnswering((texts) => texts.map((t, i) => (i === 0 ? `${t} Take 400 mg daily.` : t))))).rejects.toThrow(/invented_number/);
    expect(a.narrative.summary).toBe(original);
  });
});
