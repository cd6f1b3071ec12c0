// Review H10: the HFE red flag (C282Y homozygous + ferritin above 1000 µg/L, EASL 2022) fires however the lab wrote
// the value — including a result above the assay's measuring range, printed as '>1000', which is above 1000 by
// definition — and not at exactly 1000.
import { describe, expect, it } from "vitest";
import { buildDnbResponse, prepareDnbInput } from "./build-report";
import { dnaReportFor, dnaReportForms } from "./testing/dna-fixtures";

// An invented person: HFE C282Y homozygous, everything else reference.
const dna = dnaReportForms(dnaReportFor({ rs1800562: "AA" })).data;
const reportFor = async (result: string | number, unit = "ng/mL") =>
  (await buildDnbResponse(prepareDnbInput({ dna_report: dna, blood_test: [{ name: "Ferritin", result, unit }] }, "en"))).report;

describe("HFE + ferritin red flag", () => {
  it.each([["1200", "µg/L"], ["1.200,0", "ng/ml"], [">1000", "ng/mL"], ["> 1500", "µg/L"], ["≥1001", "ng/mL"]])("fires for ferritin %s %s", async (result, unit) => {
    const report = await reportFor(result, unit);
    expect(report.overall_status.level).toBe("urgent");
    expect(report.red_flags.map((f) => f.finding).join(" ")).toMatch(/C282Y\/C282Y.*ferritin/);
  });

  it.each([["1000"], ["<1000"], ["850"]])("does not fire for ferritin %s ng/mL", async (result) => {
    const report = await reportFor(result);
    expect(report.red_flags).toEqual([]);
    expect(report.overall_status.level).not.toBe("urgent");
  });
});
