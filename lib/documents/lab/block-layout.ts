// Block layouts print one analyte per block: the name as a heading line, then labelled lines
// ("Resultado: 118 mg/dL", "Valor de referência: 70 a 99 mg/dL"). The labels are the same words table headings
// use for their columns, followed by a colon; this file recognises them and rewrites a result line into a
// table row named after the block's heading.

import { unionBox } from "../rebuild-rows";
import type { Cell } from "../types";
import { HEADER_WORDS, RANGE_INTRO_WORDS } from "./vocabulary";

export type BlockLabel = "result" | "range" | "previous";

const labelRe = (words: string[]) =>
  new RegExp(`^\\s*(?:${[...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s*[.…·_]*\\s*[:：]\\s*`, "iu"); // "Resultado.........: 2,03 mg/dL": a dot leader before the colon
const RESULT_LABEL = labelRe(HEADER_WORDS.result);
/** "Anterior (02/05/2026):", "Əvvəlki (05.2026):", "Previous:": a block's previous result, with its date or not. */
const PREVIOUS_LABEL = new RegExp(
  `^\\s*(?:${[...HEADER_WORDS.previous].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s*(?:\\([^()]{0,24}\\))?\\s*[:：]\\s*`,
  "iu",
);

/**
 * Latin letters without their accents, one character for one ("Valor de referencia" as OCR or an unaccented LIS
 * prints "Valor de referência"), so a match's length still cuts the original text.
 */
const withoutLatinAccents = (text: string) => text.replace(/[\u00c0-\u017f]/g, (c) => c.normalize("NFD")[0]!);
const RANGE_WORDS = [...HEADER_WORDS.range, "valor de referência", "valores de referência", "valor referencial", "intervalo de referência"];
const RANGE_LABEL = labelRe([...RANGE_WORDS, ...RANGE_WORDS.map(withoutLatinAccents)]);

/** True when a cell starts with a block's result label ("Resultado:", "Rezultati: 12,6 g/dL"). */
export function isBlockResultLabel(text: string): boolean {
  return RESULT_LABEL.test(text);
}

/** The label a line starts with and the cells that follow it (the label removed), or null. */
export function splitBlockLabel(cells: Cell[]): { label: BlockLabel; rest: Cell[] } | null {
  // The label may run over several cells: OCR of a photo spaces "Valor  de  referencia:" wide enough to part it.
  for (let k = 0; k < Math.min(cells.length, 4); k++) {
    const head = cells.slice(0, k + 1);
    const text = head.map((c) => c.text).join(" ");
    for (const [label, re] of [["range", RANGE_LABEL], ["result", RESULT_LABEL], ["previous", PREVIOUS_LABEL]] as const) {
      const m = text.match(re) ?? withoutLatinAccents(text).match(re);
      // The label ends in the last of these cells (it took every cell before it).
      if (!m || (k > 0 && m[0].trimEnd().length <= text.length - head[k]!.text.length)) continue;
      const remainder = text.slice(m[0].length).trim();
      const rest = remainder ? [{ text: remainder, box: head[k]!.box }, ...cells.slice(k + 1)] : cells.slice(k + 1);
      // Spaced that wide, the words after the label are one phrase too ("1005 | ate | 1030"), not columns.
      if (k > 0 && rest.length > 1) return { label, rest: [{ text: rest.map((c) => c.text).join(" "), box: unionBox(rest.map((c) => c.box)) }] };
      return { label, rest };
    }
    if (/[:：]/.test(text)) break;
  }
  return null;
}

/** The result line's cells as a table row: a name cell (the block heading) in front of the value cells. */
export function asNamedRow(name: string, rest: Cell[]): Cell[] {
  const box = rest[0]?.box ?? { x: 0, y: 0, width: 0, height: 0 };
  return [{ text: name, box: { ...box, x: box.x - 1, width: 1 } }, ...rest];
}

/**
 * Labels of the reference lines printed under a block's result ("Normal: 70 a 99 mg/dL", "Desejável: inferior a
 * 190 mg/dL", "População geral saudável: superior a 20 ng/mL"): the interval of healthy people, which is the
 * reference. Other labelled lines there are categories or targets ("Limítrofe: 190 a 239", "Alto: ≥ 240",
 * "Diabetes mellitus: …", "Grupos de risco: 30 a 60", "Risco de toxicidade: superior a 100"): never results, and
 * never the reference either.
 */
const REFERENCE_LABEL = /^(?:normal|normais|normale|normales|valor normal|valores normais|reference|referência|referencia|référence|riferimento|desejável|deseable|desirable|souhaitable|valeurs? souhaitables?|valores? desejáve(?:l|is)|valores? deseables?|desirable values?|wünschenswert|desiderabile|ótimo|óptimo|optimal|optimo|ideal|adequado|adecuado|adequate|suficiente|sufficient|sufficiency|suficiência|suficiencia|população geral(?: saudável)?|populacion general|población general|general population|healthy(?: adults)?|saudáveis|sanos|adultos saudáveis)$/iu;

export type LabelledRangeLine = { reference: true; text: string } | { reference: false };

/**
 * A line "<label>: <range> [unit]" under a block's result: the label and the part after the colon, when the
 * label is no analyte's name and the rest is a range. `reference` says whether the label names the reference
 * interval (then `text` is the range part to attach); otherwise the line is an interpretive category.
 */
export function labelledRangeLine(text: string, isRange: (rest: string) => boolean, isKnownName: (t: string) => boolean): LabelledRangeLine | null {
  // "Homens: 30 a 400", "Adultos: 35 a 104", "20 a 59 anos: …": sex and age bands are ranges as a whole line.
  if (isRange(text)) return null;
  const m = /^\s*([\p{L}][\p{L}\p{M} ().,/'-]{1,80}?)\s*[:：]\s*(.+)$/u.exec(text);
  if (!m) return null;
  const label = m[1]!.trim();
  const rest = m[2]!.trim();
  if (isKnownName(label) || !isRange(rest)) return null;
  const intro = RANGE_INTRO_WORDS.includes(label.toLowerCase()) || RANGE_INTRO_WORDS.includes(label.toLowerCase().replace(/\.+$/, ""));
  return intro || REFERENCE_LABEL.test(label) ? { reference: true, text: rest } : { reference: false };
}

/** A verdict band of a result bar's legend: "Low (< 0.10)", "Normal (0.10 - 1.20)", "High (>1.20)". */
const VERDICT_BAND = /(low|normal|high|borderline|bajo|baja|normal|alto|alta|baixo|baixa|bas|élevé|elevado|niedrig|hoch)\s*\(([^()]{1,30})\)/giu;
const NORMAL_BAND = /^(?:normal)$/iu;

/**
 * The normal band's range of a line that is only a result bar's legend of verdict bands ("Low (< 0.10)  Normal
 * (0.10 - 1.20)  High (>1.20)", printed under each result by some laboratory systems), or null when the line is
 * not such a legend. The legend is never a result (its "Normal" read as one made a row per test); its normal band
 * is the result's reference interval.
 */
export function verdictBandLegend(line: string): { normalRange: string | null } | null {
  // The bar's coloured squares come from a symbol font, as private-use characters.
  const text = line.replace(/[\uE000-\uF8FF]/g, " ");
  const bands = [...text.matchAll(VERDICT_BAND)];
  if (bands.length < 2) return null;
  // Nothing but the bands on the line.
  if (text.replace(VERDICT_BAND, "").trim() !== "") return null;
  const normal = bands.find((b) => NORMAL_BAND.test(b[1]!));
  return { normalRange: normal ? normal[2]!.trim() : null };
}

/** Fasting-state labels of a reference printed twice, fasting and not ("Com Jejum: < 150 mg/dL  Sem Jejum: < 175 mg/dL"). */
const FASTING_LABEL = /^\s*(?:com jejum|em jejum|jejum|fasting|nüchtern|en ayunas|con ayuno|ayunas|à jeun|a jeun|a digiuno|натощак)\s*[:：]\s*/iu;
const NON_FASTING_LABEL = /(?:^|\s)(?:sem jejum|non[- ]?fasting|not fasting|nicht nüchtern|sin ayuno|non à jeun|non a digiuno|postprandial|pós-prandial|не натощак)\s*[:：]/iu;

/**
 * The fasting reference of a line that prints a test's reference for the fasting and the non-fasting state side
 * by side (Brazilian lipid reports since the 2016 consensus): the part after the fasting label, up to the
 * non-fasting label. Null when the line does not start with a fasting label. The fasting value is the
 * reference a lab's usual sample is judged by; the line is never a result (its "Com Jejum" had become a row).
 */
export function fastingReference(text: string): string | null {
  const m = FASTING_LABEL.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  const end = NON_FASTING_LABEL.exec(rest);
  return (end ? rest.slice(0, end.index) : rest).trim() || null;
}

/** True when a line only names a non-fasting reference ("Sem Jejum: < 175 mg/dL"). */
export function isNonFastingReference(text: string): boolean {
  const m = NON_FASTING_LABEL.exec(text);
  return m !== null && m.index === 0;
}
