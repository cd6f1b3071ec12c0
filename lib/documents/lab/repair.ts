// Repairs typical OCR damage using what the knowledge base knows about the matched analyte: a dropped decimal
// point ("135-175" for Hb 13.5–17.5 g/dL, "142" for 14.2), µ read as p/y/u, l read as I or 1 in units, and
// O/I/S inside numbers. Only pages that came from OCR are repaired; a text layer is what the lab printed.

import type { Analyte } from "@/lib/knowledge/analytes/types";
import type { LabRow } from "./types";

/** Lower-case, micro as "u", powers of ten as "10*n", no spaces: "x10³/µL" → "10*3/ul". */
export function unitKey(unit: string): string {
  const sup: Record<string, string> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9" };
  return unit
    .toLowerCase()
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (c) => `^${sup[c] ?? c}`)
    .replace(/\^\^/g, "")
    .replace(/[µμ]|mc(?=g)/g, "u")
    .replace(/\s+/g, "")
    .replace(/^[x×*]/, "")
    .replace(/10(?:\^|\*|e)?(\d+)/, "10*$1")
    .replace(/\^(\d)/g, "$1");
}

/** Units the analyte is printed in (canonical first), with the factor to the canonical unit. */
function knownUnits(a: Analyte): { key: string; ucum: string; factor: number | null; offset: number }[] {
  return [
    { key: unitKey(a.unit), ucum: a.unit, factor: 1, offset: 0 },
    ...a.alternateUnits.map((u) => ({ key: unitKey(u.ucum), ucum: u.ucum, factor: u.factor ?? null, offset: u.offset ?? 0 })),
  ];
}

const UNIT_SWAPS: [RegExp, string][] = [
  [/^[py]/, "u"], // µg read as pg / yg
  [/\/[py]l$/, "/ul"],
  [/[i1|]$/, "l"], // mmol/I, g/d1
  [/d[i1|]$/, "dl"],
  [/\/[py]/, "/u"],
  [/^(mol|g|iu|u)\//, "u$1/"], // "mol/l": the µ of µmol/l lost (a speck or too faint to read)
];

/** Repairs a unit OCR misread, when the repaired form is one of the analyte's units and the printed one is not. */
function repairUnit(unit: string, a: Analyte): string | null {
  const units = knownUnits(a);
  const key = unitKey(unit);
  if (units.some((u) => u.key === key)) return null;
  for (const [re, to] of UNIT_SWAPS) {
    const fixed = key.replace(re, to);
    const match = units.find((u) => u.key === fixed);
    if (fixed !== key && match) return match.ucum.replace(/(^|\/)u(?=g|mol|l|L|IU|U|\/)/g, "$1µ");
  }
  return null;
}

/**
 * The analyte's unit that an OCR reading of one glyph differs from ("UL", "U/L" for the L/L of a haematocrit: the
 * first L and its slash merged into a U), when the value reads as that unit's number: a haematocrit of 0.36 fits
 * L/L, a 36 would not. Slashes are ignored (OCR drops and invents them); exactly one character differs. Null when
 * no unit of the analyte is that close or the value does not fit it.
 */
export function lookalikeUnit(unit: string, a: Analyte, value: string): string | null {
  const bare = (k: string) => k.replace(/\//g, "");
  const key = bare(unitKey(unit));
  const v = Number(value);
  if (key.length < 2 || !Number.isFinite(v)) return null;
  for (const u of knownUnits(a)) {
    const k = bare(u.key);
    if (k.length !== key.length || [...k].filter((c, i) => c !== key[i]).length !== 1) continue;
    const exp = u.factor === null ? null : expectedRange(a, u.ucum);
    if (exp && v >= exp.low / 2 && v <= exp.high * 2) return u.ucum;
  }
  return null;
}

/** The analyte's adult reference interval in the printed unit, when the unit is known and convertible. */
function expectedRange(a: Analyte, unit: string | undefined): { low: number; high: number; pairs: { low: number; high: number }[] } | null {
  const ranges = a.ranges.filter((r) => r.low !== null && r.high !== null);
  if (!ranges.length) return null;
  const low = Math.min(...ranges.map((r) => r.low ?? Infinity));
  const high = Math.max(...ranges.map((r) => r.high ?? -Infinity));
  const u = unit ? knownUnits(a).find((k) => k.key === unitKey(unit)) : knownUnits(a)[0];
  if (!u || u.factor === null) return null;
  const f = (x: number) => (x - u.offset) / u.factor!;
  return { low: f(low), high: f(high), pairs: ranges.map((r) => ({ low: f(r.low!), high: f(r.high!) })) };
}

const near = (x: number, target: number) => x >= target / 2.2 && x <= target * 2.2;

/**
 * With no unit read, a printed range and value that fit one of the analyte's other units ("124 | 130-180": g/L
 * haemoglobin) were printed in that unit: no decimal point was dropped.
 */
function fitsAnotherUnit(row: LabRow, a: Analyte): boolean {
  const m = row.rangeText?.match(/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/);
  if (!m) return false;
  const hi = Number(m[2]);
  const v = Number(row.result);
  return knownUnits(a).slice(1).some((u) => {
    const exp = u.factor === null ? null : expectedRange(a, u.ucum);
    return exp !== null && near(hi, exp.high) && (!Number.isFinite(v) || (v >= exp.low / 3 && v <= exp.high * 3));
  });
}

/**
 * With neither unit nor range read, a whole number that fits another of the analyte's units in which it means
 * something else than the number with a decimal point restored ("Kreatinin 148", µmol/l: 1.67 mg/dL, not 1.48;
 * "Kyselina močová 428", µmol/l; "HbA1c 56", mmol/mol): nothing says a decimal point was lost, and moving it would
 * invent a value. Where the other unit is a power of ten of the first (haemoglobin 134 g/L is 13.4 g/dL) both
 * readings mean the same and the repair may go ahead.
 */
function meansOtherInAnotherUnit(row: LabRow, a: Analyte): boolean {
  if (!/^\d+$/.test(row.result)) return false;
  const v = Number(row.result);
  const [base, ...others] = knownUnits(a);
  return others.some((u) => {
    const exp = u.factor === null ? null : expectedRange(a, u.ucum);
    if (!exp || v < exp.low / 1.5 || v > exp.high * 3) return false;
    const canonical = v * u.factor! + u.offset;
    return [10, 100].every((k) => Math.abs((v / k) * base!.factor! + base!.offset - canonical) > 0.05 * canonical);
  });
}

/** Restores decimal points dropped by OCR in the range and the value, guided by the expected range. */
function repairDecimals(row: LabRow, exp: { low: number; high: number; pairs: { low: number; high: number }[] }, repairs: string[]): LabRow {
  let out = row;
  // A range printed with digit groups ("4,000 - 11,000") lost no decimal point: its numbers are as large as they
  // look. When they do not fit the matched analyte, the name is what is wrong — on a curled photo a name beside the
  // row above ("NEUTROPHILS" beside "8700 cmm 4,000 - 11,000", the WBC's numbers) — and moving the point would make
  // a plausible 87.00 % out of a count; left as printed, the value fails the analyte's limits and goes to review.
  const grouped = /\d[,.'’ ]\d{3}(?!\d)/.test(row.printedRange ?? "");
  const m = grouped ? null : row.rangeText?.match(/^(\d+)-(\d+)$/);
  let scale = 1;
  if (m && m[1] && m[2]) {
    const lo = Number(m[1]);
    const hi = Number(m[2]);
    // The bounds must fit one of the analyte's own intervals (its adult one, or a child's): pairs, not the lowest
    // low of all of them beside the highest high (a creatinine range "07-13" had stayed 7–13 and a creatinine of
    // 2.4 mg/dL was judged low against it). A leading zero alone proves nothing: Indian differentials print
    // "EOSINOPHILS 04 % 01-06".
    const fitsOne = (k: number) => exp.pairs.some((r) => near(hi / k, r.high) && (r.low === 0 || near(lo / k, r.low)));
    for (const k of [10, 100]) {
      if (!near(hi, exp.high) && fitsOne(k)) {
        scale = k;
        const digits = k === 10 ? 1 : 2;
        out = { ...out, rangeText: `${(lo / k).toFixed(digits)}-${(hi / k).toFixed(digits)}` };
        repairs.push("range_decimal_restored");
        break;
      }
    }
    // "HGB 16,9 g/dL 35-175" for "13,5 - 17,5": OCR lost the decimal points and the low bound's first digit. The
    // upper bound fits the analyte once its point is back, the lower one fits nothing, and as printed the pair fits
    // no interval of the analyte: the range is unreadable, and judging a haemoglobin of 16.9 against 35–175 said
    // "low". It is not read (the printed text stays as evidence); the trust step treats it as a misread range:
    // no database range stands in, the lab's flag decides, the row goes to review.
    const lowFits = (x: number) => exp.pairs.some((r) => r.low === 0 || near(x, r.low));
    const damaged = [10, 100].some((k) => exp.pairs.some((r) => near(hi / k, r.high)) && lo > 0 && !lowFits(lo / k));
    if (scale === 1 && !near(hi, exp.high) && damaged && !exp.pairs.some((r) => near(hi, r.high) && lowFits(lo))) {
      out = { ...out, rangeText: undefined };
      repairs.push("range_unreadable");
    }
  }
  const v = Number(out.result);
  // The row's own printed range outranks the knowledge base's idea of the unit: a value it frames is not moved away
  // from it ("Créatininémie 62 | 5,0 - 9,0", mg/l unread, is no 0.62 mg/dL).
  const printed = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(out.rangeText ?? "");
  const nearPrinted = (x: number) => !printed || (x >= Number(printed[1]) / 3 && x <= Number(printed[2]) * 3);
  // A number printed with a thousands group ("1.840", a Turkish PTH of 1840) lost no decimal point: it is as large
  // as it looks (it had been "restored" to 184.0).
  const groupedValue = /\d[.,'’ ]\d{3}$/.test((out.printedResult ?? "").trim());
  if (/^\d+$/.test(out.result) && Number.isFinite(v) && !groupedValue) {
    const ks = scale > 1 ? [scale] : [10, 100];
    for (const k of ks) {
      const outside = v > exp.high * 5;
      const fits = v / k >= exp.low / 3 && v / k <= exp.high * 3 && nearPrinted(v / k);
      if (outside && fits) {
        out = { ...out, result: (v / k).toFixed(k === 10 ? 1 : 2) };
        repairs.push("value_decimal_restored");
        break;
      }
    }
  }
  return out;
}

const GENERIC_UNIT_FIXES: [RegExp, string][] = [
  [/^[\\|{}]+(?=\p{L})/u, ""], // "|g/dl", "{fl", "\|M/mm³": a cell's rule read before the word is no part of it
  [/^([x×]?)1[0O]\s?[74*^°'"‘’`A]?\s?(3|6|9|12)\//, "$110^$2/"], // "10712/L", "x1076/uL", "10*9/L", "1049/L", "1OA9/L"
  [/^х1[0O]\s?[74*^°'"‘’`A]?\s?(3|6|9|12)\//, "×10^$1/"], // "х1012/л": the Cyrillic х of a Russian report's "×10¹²/л"
  [/\/mm[*?°º²2s$]$/, "/mm³"], // the superscript 3 of "/mm³" read as a mark or an s ("millions/mms")
  [/^[|]?[1lI|]mm[$*?°º²³3]$/, "/mm³"], // "1mm$", "|1mm°": its slash read as a 1 or a rule, the 3 as a mark
  [/^(?:MM|ММ|мм)\/4$/u, "мм/ч"], // "MM/4": a Russian ESR's мм/ч, its ч read as a 4 and its м as Latin M
  [/(1[.,]73\s?m)[?*°º2]$/, "$1²"], // "ml/min/1,73m?": the body-surface square metre's superscript read as a mark
  [/^%[o.,]$/, "%"], // "%o": a speck after the per-cent sign
  [/^[uµpy][lI1|]u(?=\/)/i, "µIU"], // "ulU/mL", "ulu/mL" → µIU/mL
  [/^ml(?=U\/)/, "mI"],
  [/^([mµu]?)Ul(?=\/)/, "$1UI"], // "Ul/L" → UI/L
  [/\/[py]([lL])$/, "/µ$1"], // "Mio/pl" → Mio/µl (nobody counts per picolitre)
  [/\/d[Ii1|]$/, "/dl"], // "g/di", "mg/d1"
  [/^(m?g)\/d[.,]$/, "$1/dL"], // "mg/d.": the l lost, a speck read in its place
  [/^gid[.,]$/, "g/dL"], // "gid.": the slash of "g/dL" read as an i
  [/^(m?g)(d?l)$/, "$1/$2"], // "gl", "mgdl": the slash lost (no word of a report is spelt so)
  [/\/me([lL])$/, "/mc$1"], // "cells/meL" → cells/mcL (no unit is per "meL")
  [/\/[I1|]$/, "/l"],
  [/^[wy]u?mol\//, "µmol/"], // "wumol/l", "yumol/l": the µ read as a w or y
  [/^[|[]+(?=\S)/, ""], // "|ng/mL": the cell's rule before the unit
  // The slash read as a letter in a whole mass or enzyme unit: "nglmL", "mgldL", "UIL" (no unit is spelt so).
  [/^([nmµup]?g)[lI|]([dm]?L)$/, "$1/$2"],
  [/^(U|IU|mU|mIU|µIU|uIU)[lI|]((?:m)?L)$/, "$1/$2"],
];

/** Repairs OCR misreadings of units that no lab prints (no analyte knowledge needed). */
export function repairOcrUnit(unit: string): string {
  return GENERIC_UNIT_FIXES.reduce((u, [re, to]) => u.replace(re, to), unit);
}

/**
 * Urine specific gravity is printed as "1.020" or as "1020" (the same 1.020), and in a comma-decimal report the
 * dot of "1.020" reads as a thousands separator: both give 1020. Specific gravity lies between 1.000 and 1.060, so a
 * value (and range bound) of 1000–1060 is that number in thousandths. Not an OCR repair: text layers print it too.
 */
const thousandths = (n: string) => (/^\d{4}$/.test(n) && Number(n) >= 1000 && Number(n) <= 1060 ? (Number(n) / 1000).toFixed(3) : n);

/** A specific-gravity range printed in thousandths ("1005 ate 1030") on the scale of its scaled result. */
export function scaleSpecificGravityRange(text: string): string {
  return text.replace(/\d+(?:\.\d+)?/g, thousandths);
}

export function scaleSpecificGravity(row: LabRow): LabRow {
  const result = thousandths(row.result);
  if (result === row.result) return row;
  const rangeText = row.rangeText === undefined ? undefined : scaleSpecificGravityRange(row.rangeText);
  return { ...row, result, rangeText, repairs: [...row.repairs, "specific_gravity_scale"] };
}

/** Applies knowledge-guided OCR repairs to one row; returns the row with `repairs` listing what changed. */
export function repairOcrRow(row: LabRow, analyte: Analyte | null): LabRow {
  if (!analyte || analyte.valueType !== "quantitative") return row;
  const repairs: string[] = [...row.repairs];
  let out = row;
  if (out.unit) {
    const fixed = repairUnit(out.unit, analyte);
    if (fixed) {
      out = { ...out, unit: fixed };
      repairs.push("unit_misread");
    }
  }
  const exp = expectedRange(analyte, out.unit);
  if (exp && !(out.unit === undefined && (fitsAnotherUnit(out, analyte) || meansOtherInAnotherUnit(out, analyte)))) out = repairDecimals(out, exp, repairs);
  return { ...out, repairs };
}

/**
 * A flag arrow glued to a value is read by OCR as a colon, semicolon, brace, dotless i or a capital T (Latin or
 * Cyrillic: the shaft and head of "↑"): "7,1↓" → "7,1:", "15.9↑" → "15.9T", "7↓" → "7ı", "7,4↓" → "7,4}". The
 * glyph is kept as a flag of unknown direction ("7,1*"; the side of the range decides), and the row goes to review
 * (the digits beside a misread glyph are not certain either). Only for words that are a number plus the glyph: no
 * unit or word is a lone T or brace glued to a number.
 */
/** The glyphs OCR makes of a flag arrow glued to a number (pattern source, for the repair and the trust check). */
export const MISREAD_ARROW_GLYPH = "(?:[:;ı†{}]|[TТ])";

export function repairFlagGlyph(word: string): string {
  const m = new RegExp(`^(\\d+(?:[.,]\\d+)?)${MISREAD_ARROW_GLYPH}$`).exec(word);
  return m ? `${m[1]}*` : word;
}

/** Letters OCR puts into numbers (O→0, I/l/|→1, S→5) fixed in number-like words only. */
export function repairOcrDigits(word: string): string {
  if (!/\d/.test(word) || word.length < 2 || !/^[<>≤≥]?[\dOoIl|S.,]+[%*]?$/.test(word)) return word;
  const letters = (word.match(/[OoIl|S]/g) ?? []).length;
  if (letters * 2 > word.replace(/[^\dOoIl|S]/g, "").length) return word;
  return word.replace(/[Oo]/g, "0").replace(/[Il|]/g, "1").replace(/S/g, "5");
}
