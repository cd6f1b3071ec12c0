// The interpretation step fed by the real analyte pipeline (normalizeParameter on printed lines), as the
// analysis endpoints will call it: canonical units, knowledge-base categories and alias names all meet here.
import { describe, expect, it } from "vitest";
import { normalizeParameter } from "@/lib/knowledge/analytes";
import type { PatientContext, PrintedParameter } from "@/lib/knowledge/analytes/types";
import { interpret } from "./index";

const patient: PatientContext = { sex: "female", ageYears: 46 };

/** A German report printed in SI units. */
const PRINTED: PrintedParameter[] = [
  { name: "Hämoglobin", result: "6.2", unit: "mmol/l", rangeText: "7.4 - 9.9" },
  { name: "MCV", result: "71", unit: "fl", rangeText: "80 - 96" },
  { name: "Ferritin", result: "7", unit: "µg/l", rangeText: "15 - 150" },
  { name: "Glukose nüchtern", result: "6.3", unit: "mmol/l", rangeText: "3.9 - 5.5" },
  { name: "HbA1c", result: "41", unit: "mmol/mol", rangeText: "20 - 38" },
  { name: "TSH", result: "1.9", unit: "mU/l", rangeText: "0.27 - 4.2" },
  { name: "Kreatinin", result: "72", unit: "µmol/l", rangeText: "44 - 80" },
];

describe("interpretation on the analyte pipeline's output", () => {
  const params = PRINTED.map((p) => normalizeParameter(p, patient, { language: "de", neighbours: PRINTED.map((x) => x.name) }));

  it("matches the printed lines to analytes with canonical values", () => {
    expect(params.map((p) => p.analyteId)).toEqual(["hemoglobin", "mcv", "ferritin", "glucose", "hba1c", "tsh", "creatinine"]);
  });

  it("finds the patterns across SI units and writes them in German with German analyte names", async () => {
    const r = await interpret({ parameters: params, patient, language: "de" });
    const ids = r.facts.patterns.map((p) => [p.id, p.grade]);
    expect(ids).toContainEqual(["iron_deficiency_anemia", null]);
    expect(ids).toContainEqual(["glycemia", "prediabetes"]);
    expect(r.narrativeLanguage).toBe("de");
    const text = r.v12.map((i) => i.item).join("\n");
    expect(text).toContain("Hämoglobin: 6,2 mmol/l");
    expect(text).toContain("Eisenmangelanämie");
    expect(text).not.toContain("Hemoglobin:");
    expect(r.v12.find((i) => i.shortcode === "findings_hormones")?.item).toContain("TSH");
  });

  it("scores and estimates risks from the same parameters", async () => {
    const r = await interpret({ parameters: params, patient, language: "de" });
    expect(r.healthScore.total_parameters).toBe(params.length);
    const diabetes = r.diseaseRisks.find((d) => d.name === "Typ-2-Diabetes");
    // HbA1c 41 mmol/mol = 6.0 % and FPG 6.3 mmol/L = 113.5 mg/dL: both in the 'high' band
    expect(diabetes?.severity).toBe("high");
    // Hb 6.2 mmol/L = 10.0 g/dL: WHO moderate anaemia (8.0–10.9) -> severity "high"
    expect(r.diseaseRisks.find((d) => d.name === "Anämie")?.severity).toBe("high");
  });
});
