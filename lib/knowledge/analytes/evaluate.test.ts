import { describe, expect, it } from "vitest";
import { borderlineMargin, evaluate, evaluateParsed, type RangeLike } from "./evaluate";
import { getAnalyte } from "./knowledge-base";
import { matchAnalyte } from "./matcher";
import { parseResult } from "./parse-result";
import { SAMPLE_ANALYTES } from "./testing/sample-analytes";
import type { Analyte, Evaluation } from "./types";

function sample(id: string): Analyte {
  const a = SAMPLE_ANALYTES.find((x) => x.id === id);
  if (!a) throw new Error(id);
  return a;
}

describe("parseResult", () => {
  it.each([
    ["5.2", 5.2, null],
    ["5,2", 5.2, null],
    [" 1.234,5 ", 1234.5, null],
    ["150 000", 150000, null],
    ["<0.5", 0.5, "<"],
    ["< 0,5", 0.5, "<"],
    ["≤ 3", 3, "<"],
    [">1000", 1000, ">"],
    ["> 1000", 1000, ">"],
    ["-2.5", -2.5, null],
    ["−2,5", -2.5, null],
    ["7.2 H", 7.2, null],
    ["7.2*", 7.2, null],
    ["1:160", 160, null],
  ] as const)("%j → %s (%s)", (printed, value, censored) => {
    const r = parseResult(printed);
    expect(r.value).toBe(value);
    expect(r.censored).toBe(censored);
  });

  it.each([
    ["positive", "positive", 0],
    ["Positiv", "positive", 0],
    ["NEGATIVE", "negative", 0],
    ["neg.", "negative", 0],
    ["отрицательно", "negative", 0],
    ["не обнаружено", "negative", 0],
    ["陰性", "negative", 0],
    ["阳性", "positive", 0],
    ["non-reactive", "negative", 0],
    ["Reactive", "positive", 0],
    ["nicht nachweisbar", "negative", 0],
    ["trace", "trace", 0],
    ["Spuren", "trace", 0],
    ["+", "positive", 1],
    ["++", "positive", 2],
    ["+++", "positive", 3],
    ["1+", "positive", 1],
    ["3+", "positive", 3],
    ["(+)", "positive", 1],
    ["equivocal", "equivocal", 0],
    ["Positive (1:160)", "positive", 0],
  ] as const)("%j reads as %s grade %d", (printed, finding, grade) => {
    const r = parseResult(printed);
    expect(r.value).toBeNull();
    expect(r.qualitative).toEqual({ finding, grade });
  });
});

describe("borderline margin", () => {
  it("is 5 % of the width for two-sided ranges (at most 10 % of the crossed limit) and 5 % of the limit for one-sided ones", () => {
    expect(borderlineMargin({ low: 13.5, high: 17.5 })).toBeCloseTo(0.2, 9);
    // A wide range with a small lower limit: the margin below it is capped at 10 % of that limit.
    expect(borderlineMargin({ low: 15, high: 150 }, "low")).toBeCloseTo(1.5, 9);
    expect(borderlineMargin({ low: 15, high: 150 }, "high")).toBeCloseTo(6.75, 9);
    expect(borderlineMargin({ low: null, high: 5 })).toBeCloseTo(0.25, 9);
    expect(borderlineMargin({ low: 60, high: null })).toBeCloseTo(3, 9);
  });
});

describe("evaluate", () => {
  // [value, range, analyte id or null, sex, unit, expected]
  const CASES: [number | string, [number | null, number | null] | null, string | null, "male" | "female" | undefined, string | undefined, Evaluation][] = [
    // Printed range, no analyte.
    [4.2, [3.5, 5.0], null, undefined, undefined, "normal"],
    [3.5, [3.5, 5.0], null, undefined, undefined, "normal"],
    [5.0, [3.5, 5.0], null, undefined, undefined, "normal"],
    [5.04, [3.5, 5.0], null, undefined, undefined, "borderline_high"],
    [5.075, [3.5, 5.0], null, undefined, undefined, "borderline_high"],
    [5.1, [3.5, 5.0], null, undefined, undefined, "high"],
    [3.44, [3.5, 5.0], null, undefined, undefined, "borderline_low"],
    [3.3, [3.5, 5.0], null, undefined, undefined, "low"],
    [5.2, [null, 5], null, undefined, undefined, "borderline_high"],
    [5.3, [null, 5], null, undefined, undefined, "high"],
    [57.5, [60, null], null, undefined, undefined, "borderline_low"],
    [50, [60, null], null, undefined, undefined, "low"],
    ["4,2", [3.5, 5.0], null, undefined, undefined, "normal"],
    // Wide range, small lower limit: 9 against 15–150 is low (iron deficiency), 14 is borderline.
    [9, [15, 150], null, undefined, undefined, "low"],
    [14, [15, 150], null, undefined, undefined, "borderline_low"],
    // Critical limits from the analyte win over the printed range.
    [2.1, [3.5, 5.1], "potassium", undefined, "mmol/L", "critical_low"],
    [7.0, [3.5, 5.1], "potassium", undefined, "mmol/L", "critical_high"],
    [5.15, [3.5, 5.1], "potassium", undefined, "mmol/L", "borderline_high"],
    [5.3, [3.5, 5.1], "potassium", undefined, "mmol/L", "high"],
    [6.0, [3.5, 5.1], "potassium", undefined, "mEq/L", "high"],
    // Critical limits converted into the printed unit: glucose 2.2 mmol/L ≈ 39.6 mg/dL.
    [35, [70, 99], "glucose", undefined, "mg/dL", "critical_low"],
    [45, [70, 99], "glucose", undefined, "mg/dL", "low"],
    [500, [70, 99], "glucose", undefined, "mg/dL", "critical_high"],
    // Knowledge-base range when nothing was printed, converted to the printed unit (glucose 3.9–5.5 mmol/L
    // ≈ 70.3–99.1 mg/dL).
    [95, null, "glucose", undefined, "mg/dL", "normal"],
    [130, null, "glucose", undefined, "mg/dL", "high"],
    [6.8, null, "glucose", undefined, "mmol/L", "high"],
    // KB range for the patient's sex: hemoglobin 12.6 is low for a man, normal for a woman.
    [12.6, null, "hemoglobin", "male", "g/dL", "low"],
    [12.6, null, "hemoglobin", "female", "g/dL", "normal"],
    [126, null, "hemoglobin", "female", "g/L", "normal"],
    // Unknown sex: union of both sexes' intervals (12.0–17.5).
    [12.6, null, "hemoglobin", undefined, "g/dL", "normal"],
    // No unit printed: the analyte's unit is assumed only when the value is plausible in it.
    [5.0, null, "glucose", undefined, undefined, "normal"],
    [95, null, "glucose", undefined, undefined, "normal"],
    // Censored results.
    ["<0.5", [null, 5], "crp", undefined, "mg/L", "normal"],
    ["<0.01", [0.4, 4.0], "tsh", undefined, "mIU/L", "low"],
    ["<10", [null, 5], "crp", undefined, "mg/L", "normal"],
    [">1000", [null, 5], "crp", undefined, "mg/L", "high"],
    [">1000", [null, 5], null, undefined, undefined, "high"],
    ["> 4", [3.5, 5.0], null, undefined, undefined, "normal"],
    // Qualitative with the analyte's scale.
    ["negative", null, "hbsag", undefined, undefined, "normal"],
    ["Negativ", null, "hbsag", undefined, undefined, "normal"],
    ["positive", null, "hbsag", undefined, undefined, "high"],
    ["reactive", null, "hbsag", undefined, undefined, "high"],
    // French "Réactif" / "Non réactif" (a reactive syphilis test had come back normal; hbsag stands for the binary tests) and Turkish "Negatif".
    ["Réactif", null, "hbsag", undefined, undefined, "high"],
    ["Non réactif", null, "hbsag", undefined, undefined, "normal"],
    ["Negatif", null, "hbsag", undefined, undefined, "normal"],
    ["РЕАКТИВНЫЙ?", null, "hbsag", undefined, undefined, "normal"],
    ["trace", null, "urine_protein", undefined, undefined, "borderline_high"],
    ["2+", null, "urine_protein", undefined, undefined, "high"],
    ["++", null, "urine_protein", undefined, undefined, "high"],
    ["4+", null, "urine_protein", undefined, undefined, "critical_high"],
    ["nil", null, "urine_protein", undefined, undefined, "normal"],
    // Qualitative without an analyte: generic reading.
    ["positive", null, null, undefined, undefined, "high"],
    ["negative", null, null, undefined, undefined, "normal"],
    ["detected", null, null, undefined, undefined, "high"],
    ["+", null, null, undefined, undefined, "high"],
    ["trace", null, null, undefined, undefined, "borderline_high"],
    ["yellow", null, null, undefined, undefined, "normal"],
    // A qualitative answer for a quantitative analyte.
    ["negative", [null, 5], "crp", undefined, "mg/L", "normal"],
  ];

  it.each(CASES)("%j in %j (%s, %s, %s) → %s", (value, range, id, sex, unit, expected) => {
    const analyte = id ? sample(id) : null;
    const r = range ? { min: range[0], max: range[1] } : null;
    expect(evaluate(value, r, analyte, sex ? { sex } : undefined, unit)).toBe(expected);
  });
});

describe("censored results are never critical", () => {
  it("a range-like '<7.0' read as a fasting glucose is low at most, never critical_low (false emergency on a real report)", async () => {
    const { evaluate: ev } = await import("./evaluate");
    const { analyteData } = await import("./data");
    const glucose = analyteData.find((a) => a.id === "glucose")!;
    expect(ev("<7.0", null, glucose, undefined, "mg/dL")).not.toMatch(/^critical/);
    expect(ev("6", null, glucose, undefined, "mg/dL")).toBe("critical_low");
  });
});

describe("a value inside the lab's printed range is never critical", () => {
  it("a white count of 7.8 in a unit the knowledge base cannot place (4.0 - 10.0 printed) stays normal", async () => {
    const { analyteData } = await import("./data");
    const wbc = analyteData.find((a) => a.id === "wbc")!;
    expect(evaluate("7.8", { min: 4, max: 10 }, wbc, undefined, "104/µL")).toBe("normal");
    expect(evaluate("0.3", { min: 4, max: 10 }, wbc, undefined, "10*3/uL")).toBe("critical_low");
  });
});

describe("counts printed as a field range", () => {
  it("are judged by the printed range, at their midpoint: '2-4' against '0-3' is normal, '10-12' against '0-5' high", () => {
    expect(evaluate("2-4", { min: 0, max: 3 }, null)).toBe("normal");
    expect(evaluate("10-12", { min: 0, max: 5 }, null)).toBe("high");
    expect(evaluate("0-1", { min: 2, max: 6 }, null)).toBe("low");
  });
});

describe("qualitative results against the printed reference word (the printed word wins)", () => {
  const judge = (id: string, result: string, reference: string | null) => evaluateParsed(parseResult(result), null, getAnalyte(id) ?? null, undefined, undefined, reference);

  it("a reactive exposure marker under a printed 'non reactive' reference is outside the lab's reference", () => {
    expect(judge("toxoplasma_igg", "Reagente", "Não reagente")).toBe("high");
    // Without a printed reference the knowledge base's scale judges: most adults carry it, no flag.
    expect(judge("toxoplasma_igg", "Reagente", null)).toBe("normal");
  });

  it("a positive immunity marker stays normal under a printed 'negative' reference (protection, which labs leave unflagged)", () => {
    expect(judge("anti_hbs", "阳性", "阴性")).toBe("normal");
    // A negative one is "not protected" by the knowledge base, unless the lab's own reference says negative.
    expect(judge("anti_hbs", "Negative", null)).toBe("low");
    expect(judge("anti_hbs", "Negative", "Negative")).toBe("normal");
  });

  it("a microscopy count in words above the printed word is high, at or below it normal", () => {
    expect(judge("urine_bacteria", "Numerosas", "Raras")).toBe("high");
    expect(judge("urine_bacteria", "Raras", "Raras")).toBe("normal");
    expect(judge("urine_bacteria", "Ausentes", "Raras")).toBe("normal");
    // Dutch: "weinig" (few) against "geen" (none) had been read as no judgement at all.
    expect(judge("urine_bacteria", "weinig", "geen")).toBe("high");
    expect(judge("urine_bacteria", "geen", "geen")).toBe("normal");
    expect(judge("urine_bacteria", "veel", "weinig")).toBe("high");
  });
});

describe("a urine test printed as a number against a printed 'negative'", () => {
  const judge = (id: string, result: string, reference: string | null) => evaluateParsed(parseResult(result), null, getAnalyte(id) ?? null, undefined, undefined, reference);

  it("is high above zero and normal at zero", () => {
    expect(judge("urine_protein", "30", "Negativo")).toBe("high");
    expect(judge("urine_leukocyte_esterase", "75", "Negativo")).toBe("high");
    expect(judge("urine_protein", "0", "Negativo")).toBe("normal");
  });

  it("leaves a serology index against 'Non-reactive' to its own scale (negative below the cut-off, not at zero)", () => {
    expect(judge("anti_hcv", "0.12", "Non-reactive")).not.toBe("high");
  });
});

describe("urine appearance in the catalogue's languages", () => {
  const judge = (result: string) => evaluateParsed(parseResult(result), null, getAnalyte("urine_appearance") ?? null, undefined, undefined, null);
  it("is abnormal when cloudy and normal when clear, in Chinese, Spanish, Portuguese and Polish too", () => {
    expect(["微浑", "Turbio", "Ligeiramente turvo", "lekko mętny"].map(judge).every((e) => e !== "normal")).toBe(true);
    expect(["清晰", "Transparente", "Límpido", "przejrzysty"].map(judge)).toEqual(["normal", "normal", "normal", "normal"]);
  });
});

describe("blood-film cells with no printed range are judged by the knowledge base (fifteenth session)", () => {
  const judge = (id: string, result: string, unit: string, range: RangeLike | null = null) => evaluate(result, range, getAnalyte(id) ?? null, undefined, unit);
  const ABSENT = ["blasts", "promyelocytes", "myelocytes", "metamyelocytes"];

  it("a printed 2 % myelocytes or 1 % blasts is above the interval: none of the four is in healthy adult blood", () => {
    for (const cell of ABSENT) {
      expect(judge(`${cell}_pct`, "2", "%"), cell).toBe("high");
      expect(judge(`${cell}_pct`, "1", "%"), cell).toBe("high");
      expect(judge(`${cell}_pct`, "0", "%"), cell).toBe("normal");
    }
  });

  it("so is any absolute count of them, in 10^9/L or per mm³", () => {
    for (const cell of ABSENT) {
      expect(judge(`${cell}_abs`, "0.12", "10^9/L"), cell).toBe("high");
      expect(judge(`${cell}_abs`, "150", "/mm³"), cell).toBe("high");
      expect(judge(`${cell}_abs`, "0", "/mm³"), cell).toBe("normal");
    }
  });

  it("band counts have their own interval (0-0.5 x10^9/L); a segmented count is judged as the neutrophil count", () => {
    expect(judge("band_neutrophils_abs", "300", "/mm³")).toBe("normal");
    expect(judge("band_neutrophils_abs", "1200", "/mm³")).toBe("high");
    expect(judge("band_neutrophils_pct", "12", "%")).toBe("high");
    expect(matchAnalyte("Segmentados", { language: "pt", unit: "/mm³" }).analyte?.id).toBe("neutrophils_abs");
    expect(judge("neutrophils_abs", "900", "/µL")).toBe("low");
  });

  it("'Linfócitos atípicos' 2 % against a printed 0-1 % is the atypical lymphocytes, above the lab's range", () => {
    const match = matchAnalyte("Linfócitos atípicos %", { language: "pt", unit: "%" });
    expect(match.analyte?.id).toBe("atypical_lymphocytes_pct");
    expect(evaluate("2,00", { min: 0, max: 1 }, match.analyte, undefined, "%")).toBe("high");
  });
});

describe("serum protein electrophoresis fractions printed as a percentage of total protein", () => {
  it("'Alfa 2 globuline 12,8 %' is the alpha-2 share and high against the adult interval (7.1-11.8 %)", () => {
    const match = matchAnalyte("Alfa 2 globuline", { language: "it", unit: "%" });
    expect(match.analyte?.id).toBe("spe_alpha2_pct");
    expect(evaluate("12,8", null, match.analyte, undefined, "%")).toBe("high");
    expect(evaluate("12,8", { min: 7.1, max: 11.8 }, match.analyte, undefined, "%")).toBe("high");
    expect(evaluate("9,4", null, match.analyte, undefined, "%")).toBe("normal");
  });

  it("'Albumina 56,1 %' is the albumin share and normal; the same name in g/dL stays the serum albumin", () => {
    const share = matchAnalyte("Albumina", { language: "it", unit: "%" });
    expect(share.analyte?.id).toBe("spe_albumin_pct");
    expect(evaluate("56,1", { min: 55.8, max: 66.1 }, share.analyte, undefined, "%")).toBe("normal");
    expect(evaluate("48,0", null, share.analyte, undefined, "%")).toBe("low");
    expect(matchAnalyte("Albumina", { language: "it", unit: "g/dL" }).analyte?.id).toBe("albumin");
  });

  it("a gamma share above 18.8 % is high, and the g/dL fraction keeps its own interval", () => {
    expect(evaluate("22,4", null, getAnalyte("spe_gamma_pct") ?? null, undefined, "%")).toBe("high");
    expect(evaluate("1.2", null, getAnalyte("spe_gamma") ?? null, undefined, "g/dL")).toBe("normal");
  });
});
