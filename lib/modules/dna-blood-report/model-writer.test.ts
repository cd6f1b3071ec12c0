// The optional model writer: it may reword the two summaries, never a fact; a number it invents sends the report
// back to the deterministic text; it never sees the medicines or anything identifying.
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { buildDnbResponse, prepareDnbInput } from "./build-report";
import { setDnbModelForTests } from "./model-writer";
import { SANDBOX_BLOOD_TEST, SANDBOX_PATIENT, sandboxDnaReport } from "./sandbox";

const prompts: string[] = [];
function modelAnswering(json: object) {
  return new MockLanguageModelV4({
    doGenerate: async (options) => {
      prompts.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: "text", text: JSON.stringify(json) }],
        finishReason: { unified: "stop", raw: undefined },
        usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
        warnings: [],
      };
    },
  });
}
const input = () => prepareDnbInput({ dna_report: sandboxDnaReport(), blood_test: SANDBOX_BLOOD_TEST, patient: SANDBOX_PATIENT }, "en");

describe("DNA + blood report model writer", () => {
  afterEach(() => {
    setDnbModelForTests(undefined);
    delete process.env.DNA_MODEL_REQUIRED;
    prompts.length = 0;
  });

  it("rewrites the summaries only, from facts without medicines", async () => {
    const plain = await buildDnbResponse(input());
    setDnbModelForTests(modelAnswering({ executive_summary: "LDL cholesterol 172 mg/dL fits the APOE finding; iron values are above range.", overall_summary: "Discuss these results with the clinician." }));
    const out = await buildDnbResponse(input());
    expect(out.narrative).toBe("model");
    expect(out.report.executive_summary).toMatch(/^LDL cholesterol 172/);
    expect(out.report.overall_status).toEqual({ level: plain.report.overall_status.level, summary: "Discuss these results with the clinician." });
    expect(out.report.correlations).toEqual(plain.report.correlations);
    expect(prompts.join(" ")).not.toMatch(/clopidogrel/i);
  });

  it("keeps the deterministic text when the model invents a number, and refuses with PROC_3003 when the model is required", async () => {
    setDnbModelForTests(modelAnswering({ executive_summary: "Ferritin is 9999 ng/mL, which is alarming for this person.", overall_summary: "Urgent review." }));
    const out = await buildDnbResponse(input());
    expect(out.narrative).toBe("deterministic");
    expect(out.report.executive_summary).not.toMatch(/9999/);
    process.env.DNA_MODEL_REQUIRED = "true";
    await expect(buildDnbResponse(input())).rejects.toSatisfy((e) => e instanceof ApiError && e.code === "PROC_3003");
  });
});
