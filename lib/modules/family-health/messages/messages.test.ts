// Every family-health catalogue is complete (same keys and placeholders as English) and actually translated.
import { describe, expect, it } from "vitest";
import { CONDITIONS, LANGS } from "@/lib/knowledge/family/conditions";
import { RELATIONS } from "@/lib/knowledge/family/relations";
import { buildFamilyReport } from "../build-report";
import { SANDBOX_REQUEST } from "../sandbox-sample";
import { en } from "./en";
import { FAMILY_CATALOGUES, familyCatalogue, missingFamilyKeys } from "./index";

describe("family-health catalogues", () => {
  it.each(LANGS)("%s is complete", (lang) => {
    const c = FAMILY_CATALOGUES[lang];
    expect(c).toBeDefined();
    expect(missingFamilyKeys(c!)).toEqual([]);
    if (lang !== "en") expect(c!.report_title).not.toBe(en.report_title);
    expect(familyCatalogue(lang).fallback).toBe(false);
  });
  it("every condition and relation has names in the 12 languages", () => {
    for (const c of CONDITIONS) for (const l of LANGS) expect(c.names[l]?.[0]?.length, `${c.key} ${l}`).toBeGreaterThan(0);
    for (const r of RELATIONS) for (const l of LANGS) expect(r.names[l]?.length, `${r.key} ${l}`).toBeGreaterThan(0);
  });
  it("writes the sandbox report in Japanese as English with a fallback flag, and in Chinese natively", () => {
    expect(buildFamilyReport(SANDBOX_REQUEST, "ja")).toMatchObject({ language: "en", language_fallback: true });
    const zh = buildFamilyReport(SANDBOX_REQUEST, "zh");
    expect(zh.report_data.report_title).toBe("家族健康风险报告");
    expect(zh.report_data.family_tree_summary.paternal_lineage.risk_factors.join()).toContain("父亲");
  });
});
