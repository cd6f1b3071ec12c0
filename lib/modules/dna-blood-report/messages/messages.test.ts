// The DNA + blood report's catalogues: all 12 complete languages translate every key with the same
// placeholders, and the sandbox report asked for in each language is written in it without leftovers.
import { describe, expect, it } from "vitest";
import { buildDnbResponse, prepareDnbInput } from "../build-report";
import { SANDBOX_BLOOD_TEST, SANDBOX_PATIENT, sandboxDnaReport } from "../sandbox";
import { dnaReportFor } from "../testing/dna-fixtures";
import { en } from "./en";
import { DNB_CATALOGUES, missingDnbKeys } from "./index";

const LANGS = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ru", "ar", "zh"];
const sandbox = (language: string) => buildDnbResponse(prepareDnbInput({ dna_report: sandboxDnaReport(), blood_test: SANDBOX_BLOOD_TEST, patient: SANDBOX_PATIENT }, language));

describe("DNA + blood report catalogues", () => {
  it.each(LANGS)("%s is complete", (lang) => {
    expect(DNB_CATALOGUES[lang]).toBeDefined();
    expect(missingDnbKeys(DNB_CATALOGUES[lang]!)).toEqual([]);
  });

  it.each(LANGS.filter((l) => l !== "en"))("%s is a translation, not a copy of English", (lang) => {
    const cat = DNB_CATALOGUES[lang]!;
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((k) => cat[k] === en[k] && !/^\{[a-z_]+\}[ :]*\{[a-z_]+\}/.test(en[k]) && !/^area_(lipoprotein_a|bilirubin|vitamin_d)$/.test(k));
    expect(same).toEqual([]);
  });

  it.each(LANGS)("writes the sandbox report in %s", async (lang) => {
    const data = await sandbox(lang);
    expect(data.language).toBe(lang);
    expect(data.report.disclaimer).toBe(DNB_CATALOGUES[lang]!.disclaimer);
    expect(JSON.stringify(data.report)).not.toMatch(/\{[a-z_]+\}/);
  });

  it("names an unmeasured analyte in the report's language", async () => {
    // An invented LPA rs10455872 GG genotype with only a ferritin measured: Lp(a) should be measured.
    const report = (language: string) => buildDnbResponse(prepareDnbInput({ dna_report: dnaReportFor({ rs10455872: "GG" }), blood_test: [{ name: "Ferritin", result: 80, unit: "ng/mL" }] }, language));
    const de = await report("de");
    expect(de.report.correlations.map((c) => c.lab_finding)).toContain("Lipoprotein (a): nicht gemessen");
    const zh = await report("zh");
    expect(zh.report.monitoring_plan.map((m) => m.marker)).toContain("脂蛋白(a)");
  });

  it("falls back to English for a language without a catalogue, and the facts do not change with the language", async () => {
    const ja = await sandbox("ja");
    const de = await sandbox("de");
    expect(ja.language).toBe("en");
    expect(ja.report.disclaimer).toBe(en.disclaimer);
    const facts = (d: Awaited<ReturnType<typeof sandbox>>) => d.report.correlations.map((c) => `${c.rule_id} ${c.concordance}`);
    expect(facts(de)).toEqual(facts(ja));
    expect(de.report.overall_status.level).toBe(ja.report.overall_status.level);
  });
});
