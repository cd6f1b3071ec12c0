// The checks between the parser and the interpretation, on rows parsed from synthetic lines with the real
// knowledge base: the printed word wins (8.2), plausibility before interpretation (15.F), no escalation from a
// weak or censored reading (15.E), age bands (15.G), readable database ranges.
import { describe, expect, it } from "vitest";
import { parseLabTable } from "@/lib/documents/lab/parse-lab-table";
import type { LabRow } from "@/lib/documents/lab/types";
import { makeLines } from "@/lib/documents/testing/make-lines";
import { matchAnalyte } from "@/lib/knowledge/analytes";
import { interpretable, trustRows } from "./trust-rows";

function rowsOf(lines: string[], language = "en", decimalMark?: "." | ","): LabRow[] {
  return parseLabTable([{ pageNumber: 1, source: "text_layer", lines: makeLines(lines) }], { knowledge: { matchAnalyte }, language, decimalMark });
}

describe("trustRows", () => {
  it("a count against a range printed in thousands whose 'x10³' was lost ('254 000 /mm3 | 150 à 400') is judged in thousands, not high; to review", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Plaquettes | 254 000 | /mm3 | 150 à 400", "Plaquettes | 512 000 | /mm3 | 150 à 400", "Hémoglobine | 15,2 | g/dl | 13,0 à 17,0"]) }], { knowledge: { matchAnalyte }, language: "fr", decimalMark: "," });
    const { parameters, warnings } = trustRows(rows, {}, "fr", new Set([1]));
    expect(parameters.map((p) => [p.result, p.evaluation, p.evidence.needsReview])).toEqual([["254000", "normal", true], ["512000", "high", true], ["15.2", "normal", false]]);
    expect(warnings.filter((w) => w.code === "range_rescaled").map((w) => w.parameterIndex)).toEqual([0, 1]);
  });

  it("a flag arrow before an OCR'd value, read as its first digit ('↓ 3,62' → '13.62', '↑ 452' → '7452'), is taken off when only that fits; to review", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Эритроциты RBC | 13,62 | 10^12/л | 3,70 - 4,70", "Тромбоциты PLT | 7 452 | 10^9/л | 180 - 320"]) }], { knowledge: { matchAnalyte }, language: "ru", decimalMark: "," });
    const { parameters } = trustRows(rows, {}, "ru", new Set([1]));
    expect(parameters.map((p) => [p.result, p.evaluation, p.evidence.needsReview])).toEqual([["3.62", "low", true], ["452", "high", true]]);
  });

  it("an OCR'd whole number that cannot be a human value is read again with the decimal point OCR lost ('117' gm% → 11.7)", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Haemoglobin | 117 | gm% | 11.0 - 16.0"]) }], { knowledge: { matchAnalyte }, language: "en" });
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => [p.result, p.evaluation, p.evidence.needsReview])).toEqual([["11.7", "normal", true]]);
    expect(warnings.map((w) => w.code)).toContain("value_reread");
  });

  it("a decimal point put back by guess that makes the value abnormal ('1841' → 18.41 against 12.0–16.0) goes to review, not to the interpretation", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Αιμοσφαιρίνη | 1841 | g/dL | 12,0 - 16,0", "Γλυκόζη | 92 | mg/dL | 70 - 100"]) }], { knowledge: { matchAnalyte }, language: "el", decimalMark: "," });
    const { parameters, warnings } = trustRows(rows, {}, "el", new Set([1]));
    expect(parameters.map((p) => [p.result, p.evidence.needsReview])).toEqual([["18.41", true], ["92", false]]);
    expect(interpretable(parameters).map((p) => p.result)).toEqual(["92"]);
    expect(warnings.map((w) => w.code)).toContain("value_reread");
  });

  it("a name beside the row above on a curled photo ('NEUTROPHILS | 8700 | 4,000 - 11,000': the WBC's numbers) is no 87.00 %: kept as printed, implausible, to review", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["NEUTROPHILS | 8700 | emm | 4,000 - 11,000", "LYMPHOCYTES | 35 | % | 20 - 40"]) }], { knowledge: { matchAnalyte }, language: "en" });
    expect(rows.map((r) => [r.analyteId, r.result, r.rangeText])).toEqual([["neutrophils_pct", "8700", "4000-11000"], ["lymphocytes_pct", "35", "20-40"]]);
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => [p.evidence.plausible, p.evidence.needsReview])).toEqual([[false, true], [true, false]]);
    expect(interpretable(parameters).map((p) => p.result)).toEqual(["35"]);
    expect(warnings.map((w) => w.code)).toContain("implausible_value");
  });

  it("an impossible value with no flag is judged by the side of its own printed range when on its scale ('Créatinine 241 mol/l | 45 à 84', the µ lost): high, never 'normal', never interpreted", () => {
    const rows = rowsOf(["Créatinine | 241 | mol/l | 45 à 84", "Sodium | 14 | mmol/l | 135 à 145"], "fr", ",");
    const { parameters } = trustRows(rows, {}, "fr");
    expect(parameters.map((p) => [p.result, p.evaluation, p.evidence.plausible, p.evidence.needsReview])).toEqual([
      ["241", "high", false, true],
      // Ten times below its range is no reading of this scale: no side is claimed.
      ["14", "normal", false, true],
    ]);
    expect(interpretable(parameters)).toEqual([]);
  });

  it("on a page whose arrows OCR reads as digits, a whole number that may carry one ('Ferritin 7↓' read as 74) goes to review; others stay", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Hämoglobin | 11,61 | g/dl | 12,0 - 16,0", "MCV | 79,21 | fl | 80 - 98", "Ferritin | 74 | ng/ml | 15 - 150", "Thrombozyten | 268 | G/l | 150 - 400", "Leukozyten | 4,2 | G/l | 4,0 - 10,0"]) }], { knowledge: { matchAnalyte }, language: "de", decimalMark: "," });
    const { parameters } = trustRows(rows, {}, "de", new Set([1]));
    expect(parameters.map((p) => [p.result, p.evidence.needsReview])).toEqual([["11.6", true], ["79.2", true], ["74", true], ["268", false], ["4.2", false]]);
    // The same ferritin on a page with no arrow read as a digit is what it says.
    const alone = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Ferritin | 74 | ng/ml | 15 - 150", "Leukozyten | 4,2 | G/l | 4,0 - 10,0"]) }], { knowledge: { matchAnalyte }, language: "de", decimalMark: "," });
    expect(trustRows(alone, {}, "de", new Set([1])).parameters.map((p) => p.evidence.needsReview)).toEqual([false, false]);
  });

  it("a profoundly low value printed with three decimals ('TSH 0.005 ↓ | 0.270~4.200') is what it says, never a thousands group (5)", () => {
    const rows = rowsOf(["促甲状腺激素TSH | 0.005 ↓ | mIU/L | 0.270~4.200"], "zh");
    const { parameters, warnings } = trustRows(rows, {}, "zh");
    expect(parameters.map((p) => [p.analyteId, p.value, p.evaluation, p.rangeMin, p.rangeMax])).toEqual([["tsh", 0.005, "low", 0.27, 4.2]]);
    expect(warnings.map((w) => w.code)).toEqual([]);
  });

  it("15.G: an age band printed with a category word is chosen by the patient's age, not replaced by the database range", () => {
    const rows = rowsOf(["COLESTEROL TOTAL", "Resultado: 214 mg/dL", "Valores de referência:", "Até 19 anos: Desejável: Inferior a 170 mg/dL", "20 anos ou mais: Desejável: Inferior a 190 mg/dL"], "pt");
    const { parameters } = trustRows(rows, { ageYears: 52 }, "pt");
    expect(parameters[0]).toMatchObject({ rangeMax: 190, evaluation: "high" });
    expect(parameters[0]!.evidence.rangeSource).toBe("printed");
  });

  it("a range OCR read high to low ('(9.20-0.50)') is not put in order and used: the flag decides, the row goes to review", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Creatinine | 0.8 | mg/dL | (9.20-0.50)", "Sodium | 128 | L | mmol/L | (145-135)"]) }], { knowledge: { matchAnalyte }, language: "en" });
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => [p.evaluation, p.evidence.rangeSource, p.evidence.needsReview])).toEqual([["normal", "none", true], ["low", "none", true]]);
    expect(warnings.filter((w) => w.code === "range_unreadable").map((w) => w.parameterIndex)).toEqual([0, 1]);
    // The same range on a text layer page (a report's own text) is left as it is handled today.
    const text = trustRows(rowsOf(["Creatinine | 0.8 | mg/dL | 0.50-1.20"]), {}, "en");
    expect(text.warnings.filter((w) => w.code === "range_unreadable")).toEqual([]);
  });

  it("a range OCR damaged past repair ('HGB 16,9 g/dL 35-175' for 13,5 - 17,5) is judged by neither it nor the database: the flag decides, to review", () => {
    const rows = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["HGB | 16,9 | g/dL | 35-175", "HGB | 9,8 | L | g/dL | 35-175"]) }], { knowledge: { matchAnalyte }, language: "tr", decimalMark: "," });
    const { parameters, warnings } = trustRows(rows, { sex: "male", ageYears: 63 }, "tr", new Set([1]));
    expect(parameters.map((p) => [p.evaluation, p.evidence.rangeSource, p.referenceRange, p.evidence.needsReview])).toEqual([
      ["normal", "none", "35-175", true],
      ["low", "none", "35-175", true],
    ]);
    expect(warnings.filter((w) => w.code === "range_unreadable").map((w) => w.parameterIndex)).toEqual([0, 1]);
  });

  it("a urine pH under a urine heading is judged as urine pH (as blood pH, 6.0 was 'critically low')", () => {
    const rows = rowsOf(["Sodium | 139 | mmol/L | 135-145", "ANALYSE D'URINE", "Densité | 1,024 | | 1,005 - 1,030", "pH | 6,0 | | 5,0 - 8,0"], "fr", ",");
    const { parameters } = trustRows(rows, {}, "fr");
    expect(parameters.map((p) => [p.analyteId, p.evaluation])).toEqual([
      ["sodium", "normal"],
      ["urine_specific_gravity", "normal"],
      ["urine_ph", "normal"],
    ]);
  });

  it("S14: a value inside its own printed range is no implausible reading when only its unit was misread (cells/meL)", () => {
    const text = rowsOf(["Neutrophils (Absolute) | 4100 | cells/meL | 1400-7000"]);
    const { parameters, warnings } = trustRows(text, {}, "en");
    expect(parameters[0]!.evidence).toMatchObject({ plausible: true, needsReview: false });
    expect(warnings.filter((w) => w.code === "implausible_value")).toEqual([]);
    // On an OCR page the unit is repaired to cells/mcL.
    const ocr = parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(["Neutrophils (Absolute) | 4100 | cells/meL | 1400-7000"]) }], { knowledge: { matchAnalyte }, language: "en" });
    expect(ocr[0]!.unit).toBe("cells/mcL");
    // A value far outside what a sample can show, with no printed range to vouch for it, still raises the alarm.
    const far = trustRows(rowsOf(["Potassium | 410 | mmol/L"]), {}, "en");
    expect(far.parameters[0]!.evidence.plausible).toBe(false);
  });

  it("8.2: a low haemoglobin printed with a star and a parenthesised range stays low, judged by the printed range", () => {
    const { parameters } = trustRows(rowsOf(["Haemoglobin 118* g/L (120-150)"]), { sex: "female" }, "en");
    const [hb] = parameters;
    expect(hb).toMatchObject({ evaluation: "low", rangeMin: 120, rangeMax: 150, referenceRange: "(120-150)" });
    expect(hb!.evidence).toMatchObject({ rangeSource: "printed", printedFlag: "*" });
  });

  it("8.2: when the lab's flag and the computed evaluation disagree, the flag wins and a warning says so", () => {
    const { parameters, warnings } = trustRows(rowsOf(["Glucose | 98 | H | mg/dL | 70-99"]), {}, "en");
    expect(parameters[0]!.evaluation).toBe("high");
    expect(warnings).toContainEqual(expect.objectContaining({ code: "flag_disagreement", parameterIndex: 0 }));
  });

  it("a flag that contradicts a value well inside the lab's own printed range is not believed; the row goes to review", () => {
    // Real report (cumulative table): potassium 4.9 against 3.5–5.1 came back "low" from a stray L.
    const { parameters, warnings } = trustRows(rowsOf(["Potassium | 4.9 | L | mmol/L | 3.5-5.1"]), {}, "en");
    const [k] = parameters;
    expect(k!.evaluation).toBe("normal");
    expect(k!.evidence).toMatchObject({ printedFlag: "L", needsReview: true });
    expect(warnings).toContainEqual(expect.objectContaining({ code: "flag_disagreement", parameterIndex: 0 }));
    expect(interpretable(parameters)).toHaveLength(0);
  });

  it("a measured value read as letters is never a confident normal; a number with marks glued on is read", () => {
    // Real scan: uric acid came back as "ГРИ", normal, confidence 0.87; CRP as "'26.2*", normal.
    // The text layer does not yield such rows; OCR does, so the OCR'd results are put into parsed rows here.
    const [uricRow] = rowsOf(["Uric acid | 300 | µmol/L | 150 - 350"]);
    const [crpRow] = rowsOf(["CRP | 3.1 | mg/L | 0.0 - 5.0"]);
    const rows = [{ ...uricRow!, result: "ГРИ", printedResult: "ГРИ" }, { ...crpRow!, result: "'26.2*", printedResult: "'26.2*" }];
    const { parameters, warnings } = trustRows(rows, {}, "en");
    const uric = parameters.find((p) => p.analyteId === "uric_acid");
    const crp = parameters.find((p) => p.analyteId === "crp");
    expect(uric!.evidence).toMatchObject({ plausible: false, needsReview: true });
    expect(warnings).toContainEqual(expect.objectContaining({ code: "unreadable_value", parameterIndex: 0 }));
    expect(crp).toBeDefined();
    expect(crp!.value).toBe(26.2);
    expect(crp!.evaluation).not.toBe("normal");
    expect(interpretable(parameters).every((p) => p.value !== null)).toBe(true);
  });

  it("marks a range from the reference database as such, rounded as a lab would print it", () => {
    const { parameters } = trustRows(rowsOf(["Cholesterol | 5.9 | mmol/L"]), {}, "en");
    const p = parameters[0]!;
    expect(p.evidence.rangeSource).toBe("reference_database");
    expect(String(p.rangeMax)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it("15.F: a WBC read 100× below its own printed range is re-read from the printed thousands form", () => {
    // A comma-decimal document reads "5,100" as 5.1; the printed range 4800-10800 shows it was five thousand.
    const rows = rowsOf(["TOTAL LEUKOCYTE COUNT | 5,100 | cumm | 4800 - 10800"], "en", ",");
    expect(Number(rows[0]!.result)).toBe(5.1);
    const { parameters, warnings } = trustRows(rows, {}, "en");
    expect(parameters[0]).toMatchObject({ value: 5100, evaluation: "normal" });
    expect(warnings.map((w) => w.code)).toContain("value_reread");
  });

  it("15.F: a value no human sample can show is returned for review, never interpreted or escalated", () => {
    const { parameters, warnings } = trustRows(rowsOf(["Potassium | 45 | mmol/L"]), {}, "en");
    const k = parameters[0]!;
    expect(k.evidence.plausible).toBe(false);
    expect(k.evidence.needsReview).toBe(true);
    expect(k.evaluation).not.toMatch(/^critical/);
    expect(warnings.map((w) => w.code)).toContain("implausible_value");
    expect(interpretable(parameters)).toEqual([]);
  });

  it("15.E: a censored result is never critical, even beyond a critical limit", () => {
    const rows = rowsOf(["Glucose | <7.0 | mg/dL | 65-99"]);
    const { parameters } = trustRows(rows, {}, "en");
    expect(parameters[0]!.evaluation).not.toMatch(/^critical/);
  });

  it("15.E: a critical value read with low confidence is reported high/low for review, not critical", () => {
    const rows = rowsOf(["Kalium | 7.1 | mmol/L | 3.5-5.1"], "de").map((r) => ({ ...r, confidence: 0.6 }));
    const { parameters, warnings } = trustRows(rows, {}, "de");
    expect(parameters[0]!.evaluation).toBe("high");
    expect(warnings.map((w) => w.code)).toContain("critical_unconfirmed");
    const confident = trustRows(rowsOf(["Kalium | 7.1 | mmol/L | 3.5-5.1"], "de"), {}, "de");
    expect(confident.parameters[0]!.evaluation).toBe("critical_high");
  });

  it("15.G: an age-banded printed range is judged by the patient's band, and not at all when the age is unknown", () => {
    const rows = rowsOf(["Colesterol total | 180 | mg/dL | Até 19 anos: < 170 | 20 anos ou mais: < 190"], "pt");
    expect(trustRows(rows, { ageYears: 45 }, "pt").parameters[0]).toMatchObject({ evaluation: "normal", rangeMax: 190 });
    expect(trustRows(rows, { ageYears: 16 }, "pt").parameters[0]).toMatchObject({ evaluation: "high", rangeMax: 170 });
    const unknown = trustRows(rows, {}, "pt");
    expect(unknown.parameters[0]).toMatchObject({ evaluation: "normal", rangeMin: null, rangeMax: null });
    expect(unknown.parameters[0]!.evidence.rangeSource).toBe("none");
    expect(unknown.warnings.map((w) => w.code)).toContain("age_band_unknown");
  });

  it("8.3: keeps the previous result beside the row's evidence", () => {
    const { parameters } = trustRows(rowsOf(["Platelets | 224 | 10^3/uL | 150-400 | 230"]), {}, "en");
    expect(parameters[0]!.evidence).toMatchObject({ previousResult: "230", source: { page: 1 } });
    expect(parameters[0]!.rangeMax).toBe(400);
  });
});

describe("trustRows: OCR readings that cannot be trusted as read are never confident (issues 8/15, phone photos)", () => {
  const ocrRows = (lines: string[], language = "en") =>
    parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines) }], { knowledge: { matchAnalyte }, language });

  it("a flag arrow read as ':' is kept as a flag (side of the range) and the row goes to review", () => {
    const rows = ocrRows(["Haemoglobin | 9.4: | g/dL | 12.0-16.0", "Sodium | 139 | mmol/L | 135-145"]);
    expect(rows.map((r) => [r.result, r.flag])).toEqual([["9.4", "*"], ["139", undefined]]);
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters[0]).toMatchObject({ value: 9.4, evaluation: "low" });
    expect(parameters[0]!.evidence.needsReview).toBe(true);
    expect(parameters[1]!.evidence.needsReview).toBe(false);
    expect(warnings.filter((w) => w.code === "value_reread").map((w) => w.parameterIndex)).toEqual([0]);
  });

  it("one decimal more than the range, ending in 1 (an arrow read as a digit), goes to review", () => {
    const rows = ocrRows(["Hematocrit | 33.41 | % | 36.0-46.0", "Hematocrit | 33.4 | % | 36.0-46.0"]);
    const { parameters } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => p.evidence.needsReview)).toEqual([true, false]);
  });

  it("an arrow read as a last digit is taken off when the number without it lies outside its range: the lab's flag, direction by the range", () => {
    const rows = parseLabTable(
      [{ pageNumber: 1, source: "ocr", lines: makeLines(["Hämoglobin | 11,61 | g/dl | 12,0 - 16,0", "Hämoglobin | 13,41 | g/dl | 12,0 - 16,0", "ESR | 281 | mm/h | 0 - 20", "Transferrinsättigung | 81 | % | 16 - 45"]) }],
      { knowledge: { matchAnalyte }, language: "de", decimalMark: "," },
    );
    const { parameters, warnings } = trustRows(rows, {}, "de", new Set([1]));
    expect(parameters.map((p) => [p.value, p.evaluation, p.evidence.printedFlag, p.evidence.needsReview])).toEqual([
      [11.6, "low", "*", true], // 11,6↓
      [13.41, "normal", null, true], // 13,4 would be inside the range: no arrow to explain, kept as read (review)
      [28, "high", "*", true], // 28↑
      // Not three times the range, so kept as read (high); but on this page arrows are read as digits and "8↓"
      // would read so (a real photo: the lab's low 8 % came back high 81): to review.
      [81, "high", null, true],
    ]);
    expect(warnings.filter((w) => w.code === "value_reread").map((w) => w.parameterIndex)).toEqual([0, 1, 2, 3]);
    // Against a whole-number range the lab's own precision shows in the previous result column, or in a second decimal.
    const whole = parseLabTable(
      [{ pageNumber: 1, source: "ocr", lines: makeLines(["Hematocrit | 29.81 | % | 35 - 45", "WBC | 11.4 | 10^9/L | 4 - 10", "Folate | 3.11 | ng/mL | > 3.9"]) }],
      { knowledge: { matchAnalyte }, language: "en" },
    );
    expect(trustRows(whole, {}, "en", new Set([1])).parameters.map((p) => p.value)).toEqual([29.8, 11.4, 3.1]);
    // The same rows from a text layer are what the lab printed.
    const text = trustRows(rowsOf(["Hämoglobin | 11,61 | g/dl | 12,0 - 16,0"], "de", ","), {}, "de");
    expect(text.parameters[0]!.value).toBe(11.61);
  });

  it("a count printed as a range ('15-20 /HPF') is the lab's result, not a misread number", () => {
    const rows = ocrRows(["Pus cells | 15-20 | /HPF | 0-5"]);
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters[0]!.result).toBe("15-20");
    expect(warnings.filter((w) => w.code === "value_reread" || w.code === "unreadable_value")).toEqual([]);
  });

  it("a value that does not fit is never re-read as the row's previous result (another day's measurement)", () => {
    const rows = parseLabTable(
      [{ pageNumber: 1, source: "ocr", lines: makeLines(["Analyses | Résultats | Unités | Valeurs usuelles | Antériorités", "Créatininémie | 62 |  | 5,0 - 9,0 | 6,0"], [20, 200, 280, 340, 460]) }],
      { knowledge: { matchAnalyte }, language: "fr", decimalMark: "," },
    );
    expect(rows[0]!.previousResult).toBe("6.0");
    const { parameters } = trustRows(rows, {}, "fr", new Set([1]));
    expect(parameters[0]!.value).not.toBe(6);
    expect(parameters[0]!.evidence.needsReview).toBe(true);
  });

  it("an arrow read as a letter or brace glued to the number ('15.9T', '14,9Т', '7,4}', '7ı') is a flag, not part of the value", () => {
    const rows = ocrRows(["RDW-CV | 15.9T | % | 11.5-14.5", "Ferritin | 7ı | ng/mL | 15-150", "Iron | 7.4} | µmol/L | 9.0-30.4"]);
    expect(rows.map((r) => [r.result, r.flag])).toEqual([["15.9", "*"], ["7", "*"], ["7.4", "*"]]);
    const { parameters } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => [p.evaluation, p.evidence.needsReview])).toEqual([["high", true], ["low", true], ["low", true]]);
  });

  it("a whole number ten times its decimal printed range (decimal mark lost) goes to review; on a text layer it does not", () => {
    // Parsed without the parser's own knowledge-guided decimal repair, so the trust check alone is exercised.
    const rows = rowsOf(["Potassium | 48 | mmol/L | 3.5-5.1", "CRP | 56 | mg/L | <5.0", "Sodium | 139 | mmol/L | 135-145"]);
    expect(trustRows(rows, {}, "en", new Set([1])).parameters.map((p) => p.evidence.needsReview)).toEqual([true, false, false]);
    expect(trustRows(rows, {}, "en").parameters[0]!.evidence.confidence).toBeLessThan(0.7); // text layer: 20x off-range rule
  });

  it("a whole number whose tenth lies inside its decimal range, or a value a tenth of its range (a digit lost), goes to review", () => {
    const rows = rowsOf(["Monocytes | 6 | 10^9/L | 0.2-1.0", "Haemoglobin | 1.3 | g/dL | 12.0-16.0", "Haemoglobin | 13.1 | g/dL | 12.0-16.0", "CRP | 31 | mg/L | <5.0"]);
    expect(trustRows(rows, {}, "en", new Set([1])).parameters.map((p) => p.evidence.needsReview)).toEqual([true, true, false, false]);
  });

  it("a single whole digit against a range printed with decimals (decimals lost) goes to review; against '1.0-3.0' it does not", () => {
    const rows = rowsOf(["HDL Cholesterol | 1 | mmol/L | 1.03-1.55", "Creatinine | 1 | mg/dL | 0.6-1.2", "Potassium | 4 | mmol/L | 3.0-5.0"]);
    expect(trustRows(rows, {}, "en", new Set([1])).parameters.map((p) => p.evidence.needsReview)).toEqual([true, true, false]);
  });
});

describe("trustRows: a colon before the value read as a digit (phone photos of 'Name : value' pages)", () => {
  const ocrRows = (lines: string[]) => parseLabTable([{ pageNumber: 1, source: "ocr", lines: makeLines(lines) }], { knowledge: { matchAnalyte }, language: "en" });

  it("reads the value without the digit the colon became, to review, only where the page prints colons and this row lost its own", () => {
    const rows = ocrRows([
      "Haemoglobin : 13.1 g/dl 13.0-17.0",
      "WBC : 9.6 10^3/uL 4.0-11.0",
      "Neutrophils : 78.8 % 40-80",
      "Lymphocytes 313.7 % 20-40",
      "Monocytes 27.4 % 2-10",
      "Basophils 70.2 % 0.0-1.0",
      "MCV 799.3 fL 83-101",
      "Haemoglobin (Hb) 210.2L g/dL (12.0 - 15.5)",
      "Neutrophils > 58 % (40 - 75)",
      "Platelets : 2.1 lakhs/cumm 1.5-4.1",
      "MCH : 29.0 pg 27.0-32.0",
      "MCHC : 33.1 g/dL 31.5-34.5",
    ]);
    const { parameters, warnings } = trustRows(rows, {}, "en", new Set([1]));
    expect(parameters.map((p) => [p.analyteId, p.value])).toEqual([
      ["hemoglobin", 13.1], ["wbc", 9.6], ["neutrophils_pct", 78.8], ["lymphocytes_pct", 13.7], ["monocytes_pct", 7.4], ["basophils_pct", 0.2], ["mcv", 99.3], ["hemoglobin", 10.2], ["neutrophils_pct", 58], ["platelets", 2.1], ["mch", 29], ["mchc", 33.1],
    ]);
    expect(parameters.slice(3, 9).every((p) => p.evidence.needsReview)).toBe(true);
    expect(warnings.filter((w) => w.code === "value_reread").map((w) => w.parameterIndex)).toEqual([3, 4, 5, 6, 7, 8]);
    // The lab's own flag after the misread value stays: 10.2 g/dL is low.
    expect(parameters[7]!.evaluation).toBe("low");
  });

  it("leaves a high value alone on a page that prints no colons, and on a text layer", () => {
    const noColons = trustRows(ocrRows(["Haemoglobin 13.1 g/dl 13.0-17.0", "Neutrophils 78.8 % 40-80", "Lymphocytes 21.0 % 20-40", "Monocytes 27.4 % 2-10"]), {}, "en", new Set([1]));
    expect(noColons.parameters[3]!.value).toBe(27.4);
    const text = trustRows(rowsOf(["Haemoglobin : 13.1 g/dl 13.0-17.0", "Neutrophils : 78.8 % 40-80", "Lymphocytes : 21.0 % 20-40", "Monocytes 27.4 % 2-10"]), {}, "en");
    expect(text.parameters[3]!.value).toBe(27.4);
  });
});
