import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { placeWithModel } from "./ai-placement";

function mock(answer: unknown, seen: string[]) {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      seen.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: "text", text: JSON.stringify(answer) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
        warnings: [],
      };
    },
  });
}

describe("ai_assist placement", () => {
  it("sends names only (no values) and maps the model's answer back to the markers", async () => {
    const seen: string[] = [];
    const model = mock({ placements: [{ id: 0, regions: ["kidneys", "kidneys"] }, { id: 1, regions: [] }, { id: 7, regions: ["liver"] }] }, seen);
    const placed = await placeWithModel(model, [
      { index: 3, marker: { name: "Zeta-Marker 9", unit: "mg/L" } },
      { index: 5, marker: { name: "Omega-7", category: "Special" } },
    ]);
    expect([...placed]).toEqual([[3, ["kidneys"]]]);
    expect(seen[0]).toContain("Zeta-Marker 9");
    expect(seen[0]).not.toMatch(/result|range_normal/);
  });

  it("refuses an answer with a region outside the 13 keys", async () => {
    const model = mock({ placements: [{ id: 0, regions: ["spleen"] }] }, []);
    await expect(placeWithModel(model, [{ index: 0, marker: { name: "Zeta-Marker 9" } }])).rejects.toThrow();
  });
});
