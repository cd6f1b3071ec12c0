import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildKnowledgeBase, setKnowledgeBaseForTests } from "./knowledge-base";
import { ALL_MATCHER_CASES, OCR_CASES, UNMATCHED_CASES } from "./matcher-cases";
import { MIN_CONFIDENCE, matchAnalyte } from "./matcher";
import { SAMPLE_ANALYTES } from "./testing/sample-analytes";
import type { Analyte } from "./types";

describe("matchAnalyte on the knowledge base (printed-name table)", () => {
  it("has a table large and varied enough to mean something", () => {
    const languages = new Set(ALL_MATCHER_CASES.map((c) => c[1]));
    expect(ALL_MATCHER_CASES.length).toBeGreaterThanOrEqual(600);
    expect(languages.size).toBeGreaterThanOrEqual(20);
    expect(UNMATCHED_CASES.length).toBeGreaterThanOrEqual(40);
    expect(OCR_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(ALL_MATCHER_CASES)("%j [%s, %s] → %s", (name, language, unit, expected) => {
    const result = matchAnalyte(name, { language, ...(unit !== undefined ? { unit } : {}) });
    expect(result.analyte?.id ?? null).toBe(expected);
    if (expected === null) expect(result.confidence).toBe(0);
    else expect(result.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
  });

  it("gives the same answer from the cache as on the first lookup", () => {
    const first = matchAnalyte("Hernoglobin", { unit: "g/dL" });
    const second = matchAnalyte("Hernoglobin", { unit: "g/dL" });
    expect(second).toEqual(first);
  });

  it("rates a literal hit above an OCR repair", () => {
    const literal = matchAnalyte("Hemoglobin", { unit: "g/dL" }).confidence;
    const repaired = matchAnalyte("Hemogl0bin", { unit: "g/dL" }).confidence;
    expect(literal).toBeGreaterThan(repaired);
  });
});

// Mechanism tests on a small fixed knowledge base, so they keep their meaning whatever the data files say.
const extra: Analyte[] = [
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "neutrophils_pct",
    shortName: "NEUT%",
    longName: "Neutrophils (%)",
    category: "white_cell_differential",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 40, high: 75 }],
    critical: undefined,
    aliases: { en: ["Neutrophils"] },
    abbreviations: ["NEUT%"],
    unitHints: ["percent", "%"],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "neutrophils_abs",
    shortName: "NEUT#",
    longName: "Neutrophils (absolute)",
    category: "white_cell_differential",
    unit: "10*9/L",
    alternateUnits: [],
    ranges: [{ low: 2, high: 7.5 }],
    critical: undefined,
    aliases: { en: ["Neutrophils", "Neutrophils absolute"] },
    abbreviations: ["NEUT#"],
    unitHints: ["count", "10*9/L"],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "lymphocytes_pct",
    shortName: "LYMPH%",
    longName: "Lymphocytes (%)",
    category: "white_cell_differential",
    unit: "%",
    alternateUnits: [],
    ranges: [{ low: 20, high: 45 }],
    critical: undefined,
    aliases: { en: ["Lymphocytes %"] },
    abbreviations: [],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "lymphocytes_abs",
    shortName: "LYMPH#",
    longName: "Lymphocytes (absolute)",
    category: "white_cell_differential",
    unit: "10*9/L",
    alternateUnits: [],
    ranges: [{ low: 1, high: 4 }],
    critical: undefined,
    aliases: { en: ["Lymphocytes absolute"] },
    abbreviations: [],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "urine_glucose",
    shortName: "GLU (U)",
    longName: "Urine glucose",
    category: "urinalysis",
    valueType: "qualitative",
    specimen: "urine",
    unit: "",
    alternateUnits: [],
    ranges: [],
    critical: undefined,
    qualitative: { normal: ["negative"], abnormal: ["positive"] },
    aliases: { en: ["Urine glucose", "Glucose, urine"] },
    abbreviations: [],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "urine_nitrite",
    shortName: "NIT",
    longName: "Urine nitrite",
    category: "urinalysis",
    valueType: "qualitative",
    specimen: "urine",
    unit: "",
    alternateUnits: [],
    ranges: [],
    critical: undefined,
    qualitative: { normal: ["negative"], abnormal: ["positive"] },
    aliases: { en: ["Nitrite"] },
    abbreviations: [],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "urine_ketones",
    shortName: "KET",
    longName: "Urine ketones",
    category: "urinalysis",
    valueType: "qualitative",
    specimen: "urine",
    unit: "",
    alternateUnits: [],
    ranges: [],
    critical: undefined,
    qualitative: { normal: ["negative"], abnormal: ["positive"] },
    aliases: { en: ["Ketones"] },
    abbreviations: [],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "calcium",
    shortName: "Ca",
    longName: "Calcium (total)",
    category: "electrolytes",
    specimen: "serum",
    unit: "mmol/L",
    alternateUnits: [],
    molarMass: 40.078,
    ranges: [{ low: 2.15, high: 2.55 }],
    critical: undefined,
    aliases: { en: ["Calcium"] },
    abbreviations: ["Ca"],
  },
  {
    ...SAMPLE_ANALYTES[0]!,
    id: "calcium_ionized",
    shortName: "iCa",
    longName: "Calcium (ionized)",
    category: "electrolytes",
    specimen: "whole_blood",
    unit: "mmol/L",
    alternateUnits: [],
    molarMass: 40.078,
    ranges: [{ low: 1.15, high: 1.33 }],
    critical: undefined,
    aliases: { en: ["Calcium ionized", "Ionized calcium"] },
    abbreviations: ["iCa"],
  },
];

describe("matchAnalyte mechanisms (fixed knowledge base)", () => {
  beforeAll(() => {
    const base = SAMPLE_ANALYTES.filter((a) => a.id !== "urine_protein");
    // "Kalium" is German potassium; as a made-up Swedish alias it names CRP, to show the language preference.
    setKnowledgeBaseForTests(buildKnowledgeBase([...base, ...extra], { de: { potassium: ["Kalium"] }, sv: { crp: ["Kalium"] } }));
  });
  afterAll(() => setKnowledgeBaseForTests(null));

  it("lets the report language choose between aliases of two languages", () => {
    expect(matchAnalyte("Kalium", { language: "de" }).analyte?.id).toBe("potassium");
    expect(matchAnalyte("Kalium", { language: "sv" }).analyte?.id).toBe("crp");
  });

  it("lets the unit choose between analytes sharing a name", () => {
    expect(matchAnalyte("Neutrophils", { unit: "%" }).analyte?.id).toBe("neutrophils_pct");
    expect(matchAnalyte("Neutrophils", { unit: "x10^9/L" }).analyte?.id).toBe("neutrophils_abs");
    expect(matchAnalyte("Neutrophils", { unit: "10^3/µL" }).analyte?.id).toBe("neutrophils_abs");
  });

  it("without a unit, lets the neighbouring lines break the tie", () => {
    const percentContext = ["Lymphocytes %", "Hemoglobin"];
    const absoluteContext = ["Lymphocytes absolute", "Hemoglobin"];
    expect(matchAnalyte("Neutrophils", { neighbours: percentContext }).analyte?.id).toBe("neutrophils_pct");
    expect(matchAnalyte("Neutrophils", { neighbours: absoluteContext }).analyte?.id).toBe("neutrophils_abs");
  });

  it("reports a lower confidence when nothing breaks a tie", () => {
    const tie = matchAnalyte("Neutrophils");
    expect(tie.analyte).not.toBeNull();
    expect(tie.confidence).toBeLessThan(matchAnalyte("Neutrophils", { unit: "%" }).confidence);
  });

  it("reads a bare name as the blood analyte, unless the report is a urinalysis or the name says urine", () => {
    expect(matchAnalyte("Glucose").analyte?.id).toBe("glucose");
    expect(matchAnalyte("Glucose", { neighbours: ["Nitrite", "Ketones", "Urine glucose"] }).analyte?.id).toBe("urine_glucose");
    expect(matchAnalyte("U-Glucose").analyte?.id).toBe("urine_glucose");
    expect(matchAnalyte("Glucose (urine)").analyte?.id).toBe("urine_glucose");
  });

  it("uses the printed range to tell ionized from total calcium", () => {
    expect(matchAnalyte("Calcium", { unit: "mmol/L", range: { min: 1.15, max: 1.3 } }).analyte?.id).toBe("calcium_ionized");
    expect(matchAnalyte("Calcium", { unit: "mmol/L", range: { min: 2.1, max: 2.6 } }).analyte?.id).toBe("calcium");
    expect(matchAnalyte("Calcium", { unit: "mg/dL", range: { min: 8.6, max: 10.3 } }).analyte?.id).toBe("calcium");
    expect(matchAnalyte("Calcium", { unit: "mmol/L" }).analyte?.id).toBe("calcium");
  });

  it("follows the unit to a longer alias when the named analyte cannot carry it", () => {
    const r = matchAnalyte("Neutrophils", { unit: "/nL" });
    expect(r.analyte?.id).toBe("neutrophils_abs");
  });

  it("never guesses short names by edit distance", () => {
    expect(matchAnalyte("CRX").analyte).toBeNull();
    expect(matchAnalyte("TSA").analyte).toBeNull();
  });
});
