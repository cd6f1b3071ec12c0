import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it, vi } from "vitest";
import type { PatientContext } from "@/lib/knowledge/analytes/types";
import { interpret } from "../index";
import { SAMPLE_PARAMETERS, SAMPLE_PATIENT } from "../testing/sample-report";
import type { InterpretationLog } from "../types";
import { modelFromEnv } from "./model-config";
import type { ModelNarrative } from "./model-writer";

function mockModel(text: string | (() => never)) {
  return new MockLanguageModelV4({
    doGenerate: async () => {
      if (typeof text === "function") text();
      return {
        content: [{ type: "text", text: text as string }],
        finishReason: { unified: "stop", raw: undefined },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

/** A narrative a well-behaved model could write for the sample report (every number is from the facts). */
function goodNarrative(overrides: Partial<ModelNarrative> = {}): ModelNarrative {
  return {
    sections: [
      {
        shortcode: "summary",
        title: "概要",
        subsections: [{ shortcode: "summary_overview", subtitle: "全体", items: ["ヘモグロビンは 10.4 g/dL で、基準範囲 12–15.5 を下回っています。HbA1c は 5.9 % です。"] }],
      },
      {
        shortcode: "patterns",
        title: "パターン",
        subsections: [{ shortcode: "pattern_iron_deficiency_anemia", subtitle: "鉄欠乏性貧血", items: ["フェリチン 9 ng/mL は貯蔵鉄の枯渇を示します。"] }],
      },
      { shortcode: "urgent", title: "緊急", subsections: [{ shortcode: "urgent_care", subtitle: "受診", items: ["胸痛があればすぐに受診してください。"] }] },
      { shortcode: "disclaimer", title: "注意", subsections: [{ shortcode: "disclaimer_text", subtitle: "免責", items: ["これは医師の診察の代わりではありません。"] }] },
    ],
    recommendations: ["基準範囲外の値について医師と相談してください。", "再検査", "鉄分", "糖分", "週に 150 分", "地中海食"],
    risk_names: ["2型糖尿病", "心血管疾患", "貧血", "慢性腎臓病", "肝線維化", "甲状腺機能障害", "ビタミンD欠乏"],
    ...overrides,
  };
}

function recordingLog() {
  const calls: unknown[][] = [];
  const log: InterpretationLog = { warn: (...args) => void calls.push(args) };
  return { log, calls };
}

const base = { parameters: SAMPLE_PARAMETERS, patient: SAMPLE_PATIENT, mode: "auto" as const };

describe("model writer", () => {
  it("never puts an identifier in the prompt, even when the caller passes metadata along", async () => {
    const metadata = {
      patient_name: "Jane Example-Doe",
      lab_name: "Acme Diagnostics",
      lab_city: "Springfield",
      lab_date: "2026-03-14",
      results_date: "2026-03-15",
      sex: "female" as const,
      ageYears: 58,
    };
    const patient: PatientContext = metadata; // an untyped caller could hand over the whole metadata object
    const model = mockModel(JSON.stringify(goodNarrative()));
    await interpret({ ...base, patient, language: "ja", model, log: recordingLog().log });
    expect(model.doGenerateCalls).toHaveLength(1);
    const prompt = JSON.stringify(model.doGenerateCalls[0]?.prompt);
    for (const secret of ["Jane", "Example-Doe", "Acme", "Springfield", "2026-03-14", "2026-03-15", "patient_name", "lab_"]) {
      expect(prompt).not.toContain(secret);
    }
    expect(prompt).toContain("50-59"); // the age band, not the age
    expect(prompt).not.toMatch(/"age(Years)?":\s*58/);
  });

  it("uses a valid narrative in a language without a catalogue, and keeps every computed number", async () => {
    const deterministic = await interpret({ ...base, mode: "deterministic", language: "ja" });
    const r = await interpret({ ...base, language: "ja", model: mockModel(JSON.stringify(goodNarrative())), log: recordingLog().log });
    expect(r.writer).toBe("model");
    expect(r.narrativeLanguage).toBe("ja");
    expect(r.languageFallback).toBe(false);
    expect(r.v12[0]).toEqual({ shortcode: "summary_overview", item: expect.stringContaining("10.4 g/dL") });
    expect(r.v11.map((s) => s.shortcode)).toEqual(["summary", "patterns", "urgent", "disclaimer"]);
    // facts, score and risk figures never come from the model
    expect(r.facts).toEqual(deterministic.facts);
    expect({ ...r.healthScore, recommendations: [] }).toEqual({ ...deterministic.healthScore, recommendations: [] });
    expect(r.diseaseRisks.map((d) => [d.percentage, d.severity])).toEqual(deterministic.diseaseRisks.map((d) => [d.percentage, d.severity]));
    expect(r.diseaseRisks[0]?.name).toBe("2型糖尿病");
  });

  it.each([
    ["invalid JSON", "{ this is not json", "invalid_output"],
    ["an invented number", JSON.stringify(goodNarrative({ recommendations: ["x", "x", "x", "x", "週に 200 分", "x"] })), "invented_number"],
    [
      "a changed value",
      JSON.stringify(
        goodNarrative({
          sections: [
            { shortcode: "summary", title: "S", subsections: [{ shortcode: "summary_overview", subtitle: "S", items: ["Hemoglobin 11.4 g/dL"] }] },
            ...goodNarrative().sections.slice(2),
          ],
        }),
      ),
      "invented_number",
    ],
    ["a pattern not in the facts", JSON.stringify(goodNarrative({ sections: [...goodNarrative().sections, { shortcode: "patterns", title: "P", subsections: [{ shortcode: "pattern_hyperkalemia", subtitle: "K", items: ["K"] }] }] })), "unknown_pattern"],
    ["a missing disclaimer", JSON.stringify(goodNarrative({ sections: goodNarrative().sections.slice(0, 3) })), "missing_section"],
    ["a wrong number of risk names", JSON.stringify(goodNarrative({ risk_names: ["a"] })), "count_mismatch"],
  ])("falls back to the deterministic writer on %s and logs only a reason", async (_label, text, reason) => {
    const { log, calls } = recordingLog();
    const r = await interpret({ ...base, language: "de", model: mockModel(text), log });
    expect(r.writer).toBe("deterministic");
    expect(r.v12.length).toBeGreaterThan(5);
    expect(calls).toHaveLength(1);
    const logged = JSON.stringify(calls[0]);
    expect(logged).toContain(reason);
    expect(logged).not.toMatch(/10\.4|Hemoglobin|female/);
  });

  it("falls back when the provider fails", async () => {
    const { log, calls } = recordingLog();
    const failing = mockModel(() => {
      throw new Error("provider down");
    });
    const r = await interpret({ ...base, language: "en", model: failing, log });
    expect(r.writer).toBe("deterministic");
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0])).toContain("provider_error");
  });

  it("never calls a model in deterministic mode", async () => {
    const model = mockModel(JSON.stringify(goodNarrative()));
    const r = await interpret({ ...base, mode: "deterministic", language: "en", model });
    expect(r.writer).toBe("deterministic");
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});

describe("model configuration", () => {
  it("is off unless a provider and its key are set", () => {
    expect(modelFromEnv({})).toBeNull();
    expect(modelFromEnv({ AI_PROVIDER: "openai" })).toBeNull();
    expect(modelFromEnv({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toBeNull();
    expect(modelFromEnv({ AI_PROVIDER: "something-else", AI_API_KEY: "k" })).toBeNull();
  });

  it("builds the configured provider's model", () => {
    expect(modelFromEnv({ AI_PROVIDER: "openai", OPENAI_API_KEY: "k", AI_MODEL: "gpt-x" })).toMatchObject({ modelId: "gpt-x" });
    expect(modelFromEnv({ AI_PROVIDER: "anthropic", AI_API_KEY: "k" })).toMatchObject({ modelId: expect.stringContaining("claude") });
    expect(modelFromEnv({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:1/v1", AI_MODEL: "local" })).toMatchObject({ modelId: "local" });
  });

  it("auto mode without a configured model is deterministic", async () => {
    const r = await interpret({ ...base, language: "en", env: {} });
    expect(r.writer).toBe("deterministic");
  });
});

vi.setConfig({ testTimeout: 20_000 });
