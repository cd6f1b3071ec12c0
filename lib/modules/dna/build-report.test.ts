// The DNA report as a clinician receives it: strand handling through the reader, the optional model writer held
// to the computed facts (numbers, rsIDs, genotypes), the deterministic fallback and PROC_3003 when a deployment
// requires the model and it fails twice.
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { buildDnaResponse } from "./build-report";
import { setDnaModelForTests } from "./model";
import type { DnaInput } from "./read-input";
import { readGenotypes } from "./reader/read-genotypes";

function modelAnswering(json: object) {
  return new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text", text: JSON.stringify(json) }],
      finishReason: { unified: "stop", raw: undefined },
      usage: { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 20, reasoning: undefined } },
      warnings: [],
    }),
  });
}

async function inputOf(text: string): Promise<DnaInput> {
  const r = await readGenotypes({ kind: "text", text });
  return { calls: r.calls, source: { kind: "text", format: r.format, build: r.build, total_records: r.total_records, called: r.called, no_call_rate: r.no_call_rate, inferred_sex: r.inferred_sex, panel_total: 334, filename: null, warnings: r.warnings } };
}

const finding = (data: Awaited<ReturnType<typeof buildDnaResponse>>, rsid: string) => data.report.sections.flatMap((s) => s.findings).find((f) => f.rsid === rsid);

afterEach(() => {
  setDnaModelForTests(undefined);
  delete process.env.DNA_MODEL_REQUIRED;
});

describe("DNA report", () => {
  it("reads a reverse-strand call of a non-palindromic marker like its plus-strand twin, and never flips a palindrome", async () => {
    setDnaModelForTests(null);
    // rs1800562 (HFE C282Y) is G/A on the plus strand: "CT" is the same genotype reported on the minus strand.
    const plus = await buildDnaResponse(await inputOf("rs1800562\t6\t26093141\tGA\n"), { language: "en" });
    const minus = await buildDnaResponse(await inputOf("rs1800562\t6\t26093141\tCT\n"), { language: "en" });
    expect(finding(minus, "rs1800562")?.genotype).toBe(finding(plus, "rs1800562")?.genotype);
    expect(finding(minus, "rs1800562")?.risk_level).toBe(finding(plus, "rs1800562")?.risk_level);
    // rs1333049 (9p21) is C/G: its complement is itself, so "CC" stays "CC" and is not read as "GG".
    const pal = await buildDnaResponse(await inputOf("rs1333049\t9\t22125503\tCC\n"), { language: "en" });
    expect(finding(pal, "rs1333049")?.genotype).toBe("CC");
  });

  it("uses a model summary that keeps to the findings, and says so", async () => {
    setDnaModelForTests(modelAnswering({ executive_summary: "The APOE result (rs429358 TC) deserves a conversation; confirm with a clinical genetic test.", overall_summary: "Some findings are above typical." }));
    const data = await buildDnaResponse(await inputOf("rs429358\t19\t45411941\tTC\nrs7412\t19\t45412079\tCC\n"), { language: "en" });
    expect(data.narrative).toBe("model");
    expect(data.report.executive_summary).toMatch(/APOE/);
  });

  it("refuses a model summary that changes a genotype or invents a number, falling back to the deterministic text", async () => {
    setDnaModelForTests(modelAnswering({ executive_summary: "rs429358 CC means a 73 percent risk, confirm with a clinical genetic test.", overall_summary: "High." }));
    const data = await buildDnaResponse(await inputOf("rs429358\t19\t45411941\tTC\nrs7412\t19\t45412079\tCC\n"), { language: "en" });
    expect(data.narrative).toBe("deterministic");
    expect(data.report.executive_summary).not.toMatch(/73/);
  });

  it("answers PROC_3003 when the deployment requires the model and it fails twice", async () => {
    process.env.DNA_MODEL_REQUIRED = "true";
    const model = modelAnswering({ executive_summary: "rs999999 AA is 42 times worse than anything.", overall_summary: "x".repeat(20) });
    setDnaModelForTests(model);
    const err = await buildDnaResponse(await inputOf("rs429358\t19\t45411941\tTC\n"), { language: "en" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("PROC_3003");
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(JSON.stringify(model.doGenerateCalls[0]?.prompt)).not.toMatch(/patient|filename/i);
  });
});
