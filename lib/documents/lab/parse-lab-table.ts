// Positioned lines of a lab report → one row per printed parameter. Walks the pages in order, keeps the
// table's heading layout across page breaks (multi-page tables), attaches ranges printed on their own line to
// the row above, remembers section headings, and asks the knowledge base whether a name is an analyte.

import { lineHeightOf, RTL_LETTER, splitCells, unionBox } from "../rebuild-rows";
import { continueRow, isMethodText, type RowAnchor } from "./continuation";
import { withoutConvertedResult } from "./converted-result";
import type { Cell, Line, PageSource } from "../types";
import { columnUnitOf, detectHeader, headerRoleOf, splitByGroups, type HeaderGroup, type HeaderLayout } from "./header";
import { MATCH_THRESHOLD, type AnalyteMatch, type LabKnowledge } from "./knowledge";
import { detectDecimalMark, type DecimalMark } from "./numbers";
import { cleanName, joinSpacedRange, numericRange, parseRowCells, splitGluedValue, type ParsedRow } from "./parse-row";
import { lookalikeUnit, repairFlagGlyph, repairOcrDigits, repairOcrRow, repairOcrUnit, scaleSpecificGravity, scaleSpecificGravityRange } from "./repair";
import type { LabRow } from "./types";
import { META_LABELS } from "../metadata/labels";
import { matchWithLookalikes } from "./lookalikes";
import { specimenOfHeading, type SpecimenHint } from "@/lib/knowledge/analytes/name-vocabulary";
import { HEADER_WORDS } from "./vocabulary";
import { rangeContradicts } from "@/lib/knowledge/analytes/match-evidence";
import { asNamedRow, fastingReference, isNonFastingReference, labelledRangeLine, splitBlockLabel, verdictBandLegend } from "./block-layout";
import { unstackCardGrids } from "./card-grid";
import { splitUnitColumns } from "./unit-columns";
import { blockColumnsInReadingOrder } from "./block-columns";
import { labelBandCells, readBandColumns, type BandColumn } from "./band-columns";
import { evidenceOf, rowConfidence } from "./evidence";
import { looksLikeUnit } from "./units";
import { ageBandLabelOf, isQualitativeResult, mergeSexLabels, normalizeFlag, tokenizeCell } from "./tokens";
import { categoryCount, namesDeficiencyBand, riskCount, mentionsCategory, mentionsRiskOrTarget, isContactOrAddressLine, isFootnoteLine, isIdentifierLabel, isInterpretiveName, isNoteHeading, isRestatementName, isProse, isResultNote, isSentenceLine } from "./regions";

export interface LabPageInput {
  pageNumber: number;
  source: PageSource;
  lines: Line[];
}

export interface ParseLabOptions {
  language?: string;
  knowledge: LabKnowledge;
  /** Force the decimal mark; detected from the text otherwise. */
  decimalMark?: DecimalMark;
}

/** Joins range pieces: labelled (sex-specific) ranges with " / ", anything else with a space. */
function joinRanges(ranges: string[]): string | undefined {
  if (!ranges.length) return undefined;
  return ranges.join(ranges.some((r) => /^[MF]:/.test(r)) ? " / " : " ");
}

/** A word of nothing but rule, border or speck marks as OCR reads them. */
const OCR_SPECK = /^[-–—_|=~.,:;'"‘’`]+$/;

/**
 * Fixes OCR damage before tokenising: O/I/S inside numbers, and powers of ten split into two words
 * ("10‘ 12/L" → "10^12/L").
 */
function repairLine(line: Line, mark: DecimalMark): Line {
  const words: Line["words"] = [];
  line.words.forEach((w, i) => {
    // "Лейкоциты 5:2": the decimal comma read as a colon. One digit after it is no time of day (minutes have two),
    // and a titre ("1:2", "1:40") starts with 1, so those stay.
    // The same after a sex label ("H:3:4 - 7,0"). A number with a stray mark after it ("Creatinina 1.0. mg/dL") is that
    // number: no value ends in a decimal mark.
    if (i > 0 && /(?:^|\p{L}:|[^\d:])(?:[02-9]|\d{2,3}):\d$/u.test(w.text)) w = { ...w, text: w.text.replace(/:(\d)$/, `${mark}$1`) };
    if (i > 0 && /^\d+[.,]\d+[.,]$/.test(w.text)) w = { ...w, text: w.text.slice(0, -1) };
    // "M:.0.5 -1,1": a speck read as a point between a band's label and its first bound.
    if (/^\p{L}{1,2}:[.,]\d/u.test(w.text)) w = { ...w, text: w.text.replace(/^(\p{L}{1,2}:)[.,]/u, "$1") };
    // "098" after a name: a decimal mark OCR lost ("0,98"); no lab prints a leading zero before digits.
    if (i > 0 && /^0\d{2}$/.test(w.text) && /\p{L}/u.test(words[words.length - 1]?.text ?? "")) w = { ...w, text: `0${mark}${w.text.slice(1)}` };
    const prev = words[words.length - 1];
    const base = prev?.text.match(/^([x×]?10)[‘’'`°^*"]?$/);
    if (prev && base && /^(3|6|9|12)\/\S+$/.test(w.text)) {
      words[words.length - 1] = { ...prev, text: `${base[1]}^${w.text}`, box: unionBox([prev.box, w.box]) };
      return;
    }
    // "1043 /uL": the power of ten with its caret read as a digit, and the rest of the unit a word apart.
    const power = prev?.text.match(/^([x×]?10)[4‘’'`°^*"](3|6|9|12)$/);
    if (prev && power && /^\/\p{L}/u.test(w.text)) {
      words[words.length - 1] = { ...prev, text: `${power[1]}^${power[2]}${w.text}`, box: unionBox([prev.box, w.box]) };
      return;
    }
    // OCR noise from rules, borders and specks; a dash between two numbers is a range and stays.
    const between = /\d$/.test(prev?.text ?? "") && /^[<>]?\d/.test(line.words[i + 1]?.text ?? "");
    // "GB - Leucocytes": a dash between an abbreviation and the long name is part of the name.
    const inName = /\p{L}$/u.test(prev?.text ?? "") && /^\p{L}/u.test(line.words[i + 1]?.text ?? "") && words.length <= 3;
    if (OCR_SPECK.test(w.text) && !((between || inName) && /^[-–—~]$/.test(w.text))) return;
    // "Creatinina   _   a   0,92": a lone small letter far from both neighbours, before the value, is a speck or a
    // tick OCR read as a letter (it had joined the name, and the row was lost); "fino a 25" keeps its "a".
    const h = Math.max(line.box.height, 1);
    const before = line.words[i - 1];
    const after = line.words[i + 1];
    // The value may come after more specks ("Potassio = a — 3,3").
    const value = line.words.slice(i + 1).find((n) => !OCR_SPECK.test(n.text));
    const alone = before !== undefined && after !== undefined && w.box.x - (before.box.x + before.box.width) > 2.5 * h && after.box.x - (w.box.x + w.box.width) > 2.5 * h;
    if (/^\p{Ll}$/u.test(w.text) && alone && /^[<>]?\d/.test(value?.text ?? "")) return;
    // "Ερυθρά αιμοσφαίρια ↓ 3,98": a flag arrow printed a space before the value and read as "1" ("1 3,98") had
    // become the value (a red cell count of 1, an iron of 1). A lone "1" right after the name, as close to the next
    // number as a space (one cell), that number not a thousands group of it ("1 250"), is the arrow: a flag of
    // unknown direction, the side of the range decides. A value 1 with a previous result stands a column apart.
    const nextWord = line.words[i + 1];
    if (
      w.text === "1" && nextWord && /\p{L}/u.test(prev?.text ?? "") && !words.some((p) => /^[<>≤≥]?\d/.test(p.text)) &&
      /^\d+[.,]\d+$|^\d{1,2}$|^\d{4,}$/.test(nextWord.text) && nextWord.box.x - (w.box.x + w.box.width) < 1.2 * Math.max(line.box.height, 1)
    ) {
      words.push({ ...w, text: "*" });
      return;
    }
    // A glued glyph on the line's first word is a label ("2:"), never a flag.
    let text = i > 0 ? repairFlagGlyph(w.text) : w.text;
    // "78,4|*", "9\*", "58/*", "10.2|B": the cell's rule between a value and its flag is no digit (it had read
    // "78.41") and no fraction. A one-letter word flag (B, Y, D) is set apart, as printed, for the row to judge.
    // "142)": a closing bracket with no opening one before it on the line is the cell's rule, too.
    if (/^\d+(?:[.,]\d+)?[)\]]$/.test(text) && !line.words.slice(0, i).some((p) => /[([]/.test(p.text))) text = text.slice(0, -1);
    // A slash before H or L only on the line's first number: after a value, "1049/L" is a unit (10^9/L) OCR misread.
    const firstNumber = !words.some((p) => /^[<>≤≥]?\d/.test(p.text));
    const ruleThenFlag = firstNumber ? /^(\d+(?:[.,]\d+)?)(?:[|\\/]\*|[|\\/]([HL]))$/ : /^(\d+(?:[.,]\d+)?)(?:[|\\/]\*|[|\\]([HL]))$/;
    text = text
      .replace(ruleThenFlag, (_m, n: string, hl?: string) => `${n}${hl ?? "*"}`)
      .replace(/^(\d+(?:[.,]\d+)?)[|\\]?([BYD])$/, "$1 $2");
    // A flag arrow printed apart from its value and read as letters ("5,4 T", "109 JL", "1,94 fT"): a flag of
    // unknown direction (the side of the range decides, as for a glued glyph).
    const afterValue = /^\d+(?:[.,]\d+)?$/.test(prev?.text ?? "");
    if (afterValue && /^(?:[tf]?[TТ]|TT|J[LlI1]?)$/u.test(w.text)) text = "*";
    // "71 1H 30 - 60": the flag cell's rule read as a 1 glued to the flag letter; no value is a 1 and a letter.
    if (afterValue && /^[1lI|][HLB]$/.test(w.text)) text = w.text.slice(1);
    // A photo's flag column at the line's end, the letter with a speck or rule glued to it ("98 Lt", "128 4H", "79
    // «+H", "24 =H", "81 oH"): the letter is the flag. Only as the last word after a value, where nothing else is
    // printed: no unit or name is a capital H or L with one mark.
    if (afterValue && i === line.words.length - 1 && /^(?:[^\p{L}\d\s]{1,2}|\d|o)[HL]$|^[HL][t.,'’]$/u.test(w.text)) text = w.text.replace(/[^HL]/g, "");
    words.push({ ...w, text: repairOcrUnit(repairOcrDigits(text)) });
  });
  return { ...line, words, text: words.map((w) => w.text).join(" ") };
}

/**
 * Parses lab rows from positioned lines. Rows whose name the knowledge base does not know are kept only when
 * they carry a unit or a range (structural evidence of a lab row), so "Page 1 of 2" never becomes a result.
 */
export function parseLabTable(inputPages: LabPageInput[], opts: ParseLabOptions): LabRow[] {
  const pages = inputPages.map(withoutBidiMarks);
  const allText = pages.flatMap((p) => p.lines.map((l) => l.text)).join("\n");
  const mark = opts.decimalMark ?? detectDecimalMark(allText, opts.language);
  const cache = new Map<string, ReturnType<LabKnowledge["matchAnalyte"]>>();
  const match = (name: string, unit?: string) => {
    const key = `${name}\u0000${unit ?? ""}`;
    let m = cache.get(key);
    if (!m) {
      m = matchMixedScript(name, (n) => matchWithLookalikes(n, (v) => opts.knowledge.matchAnalyte(v, { language: opts.language, unit })));
      cache.set(key, m);
    }
    return m;
  };
  const isKnownName = (text: string) => {
    const m = match(text);
    return m.analyte !== null && m.confidence >= MATCH_THRESHOLD;
  };

  const out: LabRow[] = [];
  let layout: HeaderLayout | null = null;
  // The table's own heading row while a sub-table's titled heading is in force (HeaderLayout.titled): the next
  // section heading ends the sub-table and brings these columns back. A white-cell formula's "Absolutos | Ref. |
  // Relativos | Ref." had been applied to the urine section under it, whose rows then lost their results.
  let outerLayout: HeaderLayout | null = null;
  let section: string | undefined;
  let lastByGroup: (RowAnchor | undefined)[] = [];
  // Inside a comment or interpretation block nothing is a result until the next table heading or a row that
  // carries full evidence (known name, unit and range).
  let inNotes = false;
  const evidence = new Map<LabRow, { lineConfidence: number; ocr: boolean; block: boolean }>();
  // The last heading line: the analyte name of a block layout ("GLICOSE" above "Resultado: 118 mg/dL").
  let blockName: string | undefined;
  // True once a result line has used the block name: the next heading then opens a new block.
  let blockNameUsed = false;
  // A text-only line right above the current one: possibly the first line of a name printed over two lines
  // ("Estimated Average" over "Glucose (eAG) : 166 mg/dL", "Mean Corpuscular" over "Haemoglobin : 29 pg").
  let namePrefix: NamePrefix | null = null;
  // The specimen the current section heading names (urine section after the blood tables).
  let specimen: SpecimenHint | null = null;
  // The word of an "Absolute counts" heading: the rows under it repeat the % rows' names.
  let absoluteWord: string | null = null;
  /** A range printed apart from its row ("Normal: 70 a 99 mg/dL", a card's "参考区间: …", a result bar's normal band) given to `row`. */
  const attachRangeText = (row: LabRow, text: string, box: Line["box"]) => {
    for (const piece of parseRowCells([{ text, box }], mark, null, isKnownName)) {
      if (piece.kind === "range") attachRange(row, piece.ranges, piece.printed);
      else if (piece.kind === "row" && piece.ranges.length) attachRange(row, piece.ranges, piece.printedRanges);
    }
  };
  // A value alone on its line (see the phone-app cards below), for the next line's name.
  let heldValue: { text: string; bottom: number; lineHeight: number } | null = null;
  // The line above was a lone result label ("RESULTADO"): the value line under it has no name of its own.
  let resultLabelAbove = false;

  // Range columns headed by sex or age bands ("Homens | Mulheres | Crianças"), until a line no longer fits them.
  let bandColumns: BandColumn[] | null = null;
  // One sex's range on a line of its own above a row that prints none ("男 435～555" over "赤血球数 512", "女
  // 386～492" under it): held for that row rather than added to the row above, which has its range already.
  let pendingSexRange: PendingRange | null = null;
  // An age band opened by a line ending in its label ("Maiores de 20 anos:"), whose ranges follow on the lines under
  // it: the label goes in front of the next range attached to the row above.
  let openAgeBand: string | null = null;
  // Rows whose result was the first number after their printed range (see dropValuesAfterRange).
  const afterRange = new WeakSet<LabRow>();
  for (const page of pages) {
    const pageStart = out.length;
    // Positions start again on every page: a line at the top of page 2 is never "just under" the last row of page 1.
    lastByGroup = [];
    namePrefix = null;
    bandColumns = null;
    const rtlPage = page.lines.some((l) => RTL_LETTER.test(l.text));
    for (const printedLine of splitUnitColumns(unstackCardGrids(blockColumnsInReadingOrder(page.lines, rtlPage), isKnownName))) {
      // A held range the line right after it did not take goes to the row above after all.
      const held = pendingSexRange as PendingRange | null;
      if (held && held.linesSince++ >= 1) {
        flushPendingRange(held);
        pendingSexRange = null;
      }
      // A line read by OCR from a picture on a text page (a results table printed as an image) is read as OCR.
      const linePage: LabPageInput = printedLine.ocr && page.source !== "ocr" ? { ...page, source: "ocr" } : page;
      const line = linePage.source === "ocr" ? repairLine(printedLine, mark) : printedLine;
      // The printed line a row cites as its evidence (only the table's part of it, see besideTable below).
      let rawLine = printedLine;
      // Set inside the segment callback below, which control-flow analysis does not see.
      const prefix = namePrefix as NamePrefix | null;
      namePrefix = null;
      let cells = splitGluedValue(readingOrder(splitCells(line), rtlPage));
      if (!rtlPage) cells = joinSpacedRange(cells, mark, lineHeightOf(line));
      const header = detectHeader(cells);
      const bands = readBandColumns(cells);
      if (header || bands) bandColumns = bands;
      if (header) {
        outerLayout = layout && isSubTableHeading(header, outerLayout ?? layout) ? (outerLayout ?? layout) : null;
        layout = header;
        lastByGroup = [];
        inNotes = false;
        continue;
      }
      // A line of band labels only ("Homens | Mulheres | Crianças" under "Valores de referência") is no row.
      if (bands) continue;
      // A test's name alone on its line left of the name heading ("Ureia" above its values) is no sidebar.
      const lonelyName = isLoneTestName(cells, isKnownName);
      const beside = layout && !lonelyName ? besideTable(cells, layout, lineHeightOf(line)) : 0;
      // A line wholly in the sidebar is no row and no continuation of one (not a name's second line).
      if (beside === cells.length && beside > 0) continue;
      if (beside > 0) {
        // A sidebar (patient block, lab address) printed left of the table shares the row's height: its words are
        // not part of the row, and not of the row's evidence either.
        cells = cells.slice(beside);
        rawLine = { ...printedLine, text: cells.map((c) => c.text).join(" "), box: unionBox(cells.map((c) => c.box)) };
      }
      if (bandColumns) {
        const labelled = labelBandCells(cells, bandColumns, mark);
        if (labelled) cells = labelled;
        // A row with numbers that does not fit the band columns ends the banded table; a section heading ("B I O C H I
        // M I E"), a note between rows ("eGFR 60-89: enyhén csökkent vesefunkció (G2) …", "G1 ≥ 90 · G2 60 - 89"
        // squeezed into the name column) does not: the rows under it keep the bands.
        else if (cells.length > 1 && /\d/.test(line.text) && !isResultNote(line.text.trim()) && !isProse(line.text.trim())) bandColumns = null;
      }
      const text = beside > 0 ? rawLine.text : line.text.trim();
      if (isNoteHeading(text)) {
        inNotes = true;
        lastByGroup = [];
        continue;
      }
      // The line in reading order: a right-to-left line's visual text can run a phone number apart from its label,
      // and start with the range cell of a row ("Male: 4.5 - 6.0 | 10⁶/µL | 4.58 | RBC").
      const readingText = rtlPage ? cells.map((c) => c.text).join(" ") : text;
      // "* Haemoglobin 11.7 gm% (Nor: 11.0 - 16.0)": a starred line that is a known test with a value is a row (some
      // labs bullet every row with a star), not a footnote. So is "# GAMMA G.T 32 UI/l": French labs mark the tests
      // of their accreditation's scope with "#" in the margin.
      const starredRow = /^[*#]\s+\p{L}/u.test(text) && isKnownName(text.replace(/^[*#]\s+/, "").split(/\s+[<>]?\d/)[0]!.trim()) && /\s[<>]?\d/.test(text);
      if ((isFootnoteLine(text) && !starredRow) || isSentenceLine(text) || isContactOrAddressLine(text) || isContactOrAddressLine(readingText) || isResultNote(text)) continue;
      // The heading row of an interpretive table ("Age (years) | IGF-1 (ng/mL)", "Category | Target"): what
      // follows explains the reference, it is not a result.
      // A cell that starts with the label's colon and a number ("Normal | : 70 a 99 mg/dL", the colon spaced off its
      // label) is a value, not a second heading.
      const textCells = cells.filter((c) => /\p{L}/u.test(c.text) && !/^\s*[:：]?\s*[<>≤≥]?\s*\d/.test(c.text));
      if (textCells.length >= 2 && isInterpretiveName(cells[0]?.text ?? "") && !/^\S*\d/.test(cells[0]?.text ?? "")) {
        inNotes = true;
        lastByGroup = [];
        continue;
      }
      // Under a row, "Normal: 70 a 99 mg/dL" gives its reference; "Alto: ≥ 240 mg/dL" is a category (no row).
      const near = lastByGroup[0] !== undefined && line.box.y - lastByGroup[0].bottom < 8 * lastByGroup[0].lineHeight;
      // Cards of a phone app ("红细胞平均体积" at the left, its value at the right over "参考区间: 82.0~100.0 fL", the
      // name centred between the two): OCR gives the value a line of its own and puts the name on the range's line.
      const valueAbove = heldValue;
      heldValue = LONE_VALUE.test(text) ? { text, bottom: line.box.y + line.box.height, lineHeight: lineHeightOf(line) } : null;
      const card = CARD_RANGE_LINE.exec(readingText);
      if (card) {
        const name = card[1]!.trim();
        if (valueAbove && isKnownName(name) && line.box.y - valueAbove.bottom < 2 * valueAbove.lineHeight) {
          const box = line.box;
          cells = [{ text: name, box: { ...box, width: 1 } }, { text: valueAbove.text, box: { ...box, x: box.x + 2, width: 1 } }, { text: card[2]!.trim(), box: { ...box, x: box.x + 4, width: 1 } }];
        } else if (!isKnownName(name)) {
          // The range line under a card's row ("21% 人 参考区间: 0.350~0.450 L/L": noise before the label).
          const anchor = lastByGroup[0];
          if (near && anchor && !anchor.row.rangeText) {
            attachRangeText(anchor.row, card[2]!, line.box);
            appendSource(anchor.row, rawLine.text);
          }
          continue;
        }
      }
      // The lab's verdict word alone on the line under a result ("84U/L" over "High"): that row's flag.
      const verdict = near && lastByGroup[0] && !lastByGroup[0].row.flag && /^\p{L}+$/u.test(text) ? normalizeFlag(text) : null;
      if (verdict === "H" || verdict === "L") {
        lastByGroup[0]!.row.flag = verdict;
        appendSource(lastByGroup[0]!.row, rawLine.text);
        continue;
      }
      // "Photometric (SLS) | Female: 12.0 - 15.0" under "Haemoglobin | 12.6 | g/dL | Male: 13.0 - 17.0": the method
      // column's text beside the other sex's band of the row's reference.
      const anchorRow = near ? lastByGroup[0]?.row : undefined;
      const lastCell = cells[cells.length - 1];
      if (anchorRow && lastCell && /^[MF]:/.test(anchorRow.rangeText ?? "") && cells.slice(0, -1).every((c) => isMethodText(c.text))) {
        const band = mergeSexLabels([tokenizeCell(lastCell.text, mark)]).flat().find((t) => t.kind === "range" && /^[MF]:/.test(t.text));
        if (band && !anchorRow.rangeText!.includes(band.text.slice(0, 2))) {
          attachRange(anchorRow, [band.text], [lastCell.text]);
          appendSource(anchorRow, rawLine.text);
          continue;
        }
      }
      const legend = verdictBandLegend(readingText);
      if (legend) {
        const anchor = lastByGroup[0];
        if (near && anchor && legend.normalRange && !anchor.row.rangeText) {
          attachRangeText(anchor.row, legend.normalRange, line.box);
        }
        if (near && anchor) appendSource(anchor.row, rawLine.text);
        continue;
      }
      // A reference column that lists age bands, each with a fasting and a non-fasting line under it:
      // "TRIGLICERÍDEOS: 49 mg/dL | De 0 a 9 anos:" / "Com Jejum: < 75 mg/dL  Sem Jejum: < 85 mg/dL" / "Maiores de 20
      // anos:" / … The band labels and the fasting ranges are the row's reference, by age; no line of them is a row.
      const lineLabel = near ? colonLabel(text) : null;
      if (lineLabel && ageBandLabelOf(lineLabel)) {
        openAgeBand = lineLabel;
        appendSource(lastByGroup[0]!.row, rawLine.text);
        continue;
      }
      const fasting = near ? fastingReference(readingText) : null;
      if (fasting !== null || (near && isNonFastingReference(readingText))) {
        const anchor = lastByGroup[0]!;
        if (fasting !== null && isRangeText(fasting, mark)) attachRangeText(anchor.row, openAgeBand ? `${openAgeBand}: ${fasting}` : fasting, line.box);
        appendSource(anchor.row, rawLine.text);
        continue;
      }
      const labelled = near && !splitBlockLabel(cells) ? labelledRangeLine(readingText, (rest) => isRangeText(rest, mark), isKnownName) : null;
      if (labelled) {
        if (labelled.reference) {
          const anchor = lastByGroup[0]!;
          attachRangeText(anchor.row, labelled.text, line.box);
          appendSource(anchor.row, rawLine.text);
        }
        continue;
      }
      const labelledBlock = splitBlockLabel(cells);
      // On a right-to-left page the value after the label is in visual order ("المعدل الطبيعي: 40 <" is "> 40").
      const block = labelledBlock && rtlPage ? { ...labelledBlock, rest: labelledBlock.rest.map((c) => ({ ...c, text: unmirror(c.text) })) } : labelledBlock;
      if (block?.label === "previous") {
        // "Anterior (02/05/2026): 9.800" under a block's result: that test's previous result, never a row of its own.
        const anchor = lastByGroup[0];
        const value = block.rest.map((c) => tokenizeCell(c.text, mark)).flat().find((t) => t.kind === "number" || t.kind === "qualitative");
        if (anchor && value && !anchor.row.previousResult) anchor.row.previousResult = value.text;
        if (anchor) appendSource(anchor.row, rawLine.text);
        continue;
      }
      if (block?.label === "range") {
        const anchor = lastByGroup[0];
        const pieces = parseRowCells(block.rest, mark, null, isKnownName);
        let attached = false;
        for (const piece of pieces) {
          if (anchor && piece.kind === "range") attachRange(anchor.row, piece.ranges, piece.printed);
          else if (anchor && piece.kind === "row" && piece.ranges.length) attachRange(anchor.row, piece.ranges, piece.printedRanges);
          else continue;
          attached = true;
        }
        if (anchor && !attached) {
          // "Valor de referência: Homens: 13,0 a 17,0 g/dL / Mulheres: 12,0 a 15,5 g/dL": labelled ranges with
          // units and separators between them are no range line and no row; the labelled ranges are the range.
          const tokens = mergeSexLabels(block.rest.map((c) => tokenizeCell(c.text, mark))).flat();
          const ranges = tokens.filter((t) => t.kind === "range" && /^[MF]:/.test(t.text));
          if (ranges.length > 0) attachRange(anchor.row, ranges.map((t) => t.text), ranges.map((t) => t.printed));
        }
        if (anchor) appendSource(anchor.row, rawLine.text);
        continue;
      }
      // A block whose value line has no name: under a lone "RESULTADO" label, or under a heading row that names the
      // result and reference columns but no test column ("RESULTADO | VALORES DE REFERÊNCIA" / "3,8 mUI/L | 0,70 a
      // 6,0"). The value belongs to the block's heading.
      const resultColumn = layout?.nameless ? layout.groups[0]?.columns.find((c) => c.role === "result") : undefined;
      // The value sits under the result heading itself; a line starting left of it starts with a name ("25-OH …").
      // Lines that start further right, under the reference heading, are the reference's lines ("7 dias a 3 meses - 1,0 a 2,0").
      const firstX = cells[0]?.box.x ?? 0;
      const namelessLayout = resultColumn !== undefined && firstX >= resultColumn.x0 - 2 * lineHeightOf(line) && firstX <= resultColumn.x1 + 2 * lineHeightOf(line);
      const valueFirst = VALUE_START.test(cells[0]?.text ?? "") || isQualitativeResult(cells[0]?.text ?? "");
      const namelessValue = !block && blockName !== undefined && !blockNameUsed && valueFirst && (resultLabelAbove || namelessLayout);
      resultLabelAbove = RESULT_LABEL_ONLY.test(text);
      if (resultLabelAbove) continue;
      const isBlockRow = (block?.label === "result" && blockName !== undefined) || namelessValue;
      if (isBlockRow) {
        cells = asNamedRow(blockName!, block ? block.rest : cells);
        blockNameUsed = true;
      } else if (
        prefix && valueFirst && !/[:：]/.test(text) && !REFERENCE_TABLE_TITLE.test(prefix.text) &&
        line.box.y - prefix.bottom < 1.5 * prefix.lineHeight && (cells[0]?.box.x ?? 0) > prefix.x + 2 * prefix.lineHeight && isKnownName(prefix.text)
      ) {
        // "Hemácias" on one line and "5,12 | milhões/mm³ | 4,50 a 5,90" under the result column on the next: the
        // table wraps each row after its name. The name line is the row's name, not a section heading.
        cells = [{ text: prefix.text, box: { ...line.box, x: prefix.x, width: 1 } }, ...cells];
        section = prefix.sectionBefore;
        if (blockName === prefix.text) blockNameUsed = true;
      }
      // "COLESTEROL TOTAL....: 197 mg/dL | Até 19 anos:": the reference column opens an age band whose ranges follow
      // on the lines under it (see openAgeBand); the label is not part of the row, and the line is no caption.
      const lastText = cells[cells.length - 1]?.text ?? "";
      const lastLabel = colonLabel(lastText);
      const rowOpensBand = cells.length > 1 && lastLabel && ageBandLabelOf(lastLabel) ? lastLabel : null;
      // "Resultado....: 0,20 mg/dL | Doença Coronariana:": likewise a category list's label opening the reference
      // column (its lines follow); a caption is one cell, this label a cell of its own after the value.
      const rowOpensLabel = !rowOpensBand && cells.length > 1 && lastLabel !== null && /^\p{L}[\p{L}\s()/.'-]{2,40}$/u.test(lastLabel) && cells.slice(0, -1).some((c) => /\d/.test(c.text));
      if (rowOpensBand || rowOpensLabel) cells = cells.slice(0, -1);
      // Under a heading row with no test column, a line of words is the next block's heading, not a result cell.
      const segments: { group: HeaderGroup | null; cells: typeof cells }[] = layout && !isBlockRow && !(namelessLayout && !valueFirst)
        ? splitByGroups(cells, layout)
        : [{ group: null, cells }];
      segments.forEach((seg, gi) => {
        const anchor = lastByGroup[gi];
        // A line that is a test's name on its own, under a row whose name is already a test, starts the next row
        // (tables that print each name on a line above its values), it is not the second line of that name.
        // A Nordic specimen prefix starts lower case ("fP-Glukos": fasting plasma) and still opens a name.
        // So is a line of capitals with no value under a row already named in capitals: the first line of the next
        // row's name ("CONCENTRAÇÃO DE HEMOGLOBINA" under "VOLUME CORPUSCULAR MÉDIO : 87,4 fL"), not the rest of it.
        const segText = seg.cells.map((c) => c.text).join(" ").trim();
        const capitalsUnderCapitals = /^\p{Lu}[\p{Lu}\s.-]+$/u.test(segText) && segText.split(/\s+/).length >= 2 && /^[\p{Lu}\s.()-]+$/u.test(anchor?.row.name ?? "");
        const nextName = /^(?:\p{Lu}|[a-z]{1,2}\p{Lu}{1,2}-)/u.test(seg.cells[0]?.text.trim() ?? "") && anchor?.row.analyteId && anchor.row.matchConfidence >= 0.9 && (isLoneTestName(seg.cells, isKnownName) || capitalsUnderCapitals);
        if (!isBlockRow && anchor && seg.cells.length && !nextName && continueRow(seg.cells, line.box.y, anchor, seg.group, mark)) {
          anchor.bottom = line.box.y + line.box.height;
          rematch(anchor.row, match);
          appendSource(anchor.row, rawLine.text);
          return;
        }
        const lineRows: LabRow[] = [];
        const rowCells = withoutConvertedResult(seg.cells, mark, opts.knowledge, opts.language);
        for (const piece of parseRowCells(withColumnUnits(rowCells, seg.group, mark), mark, seg.group, isKnownName)) {
          if (piece.kind === "heading") {
            namePrefix = { text: piece.text, x: line.box.x, right: line.box.x + line.box.width, bottom: line.box.y + line.box.height, lineHeight: lineHeightOf(line), sectionBefore: section };
            if (!piece.text.includes(":") && piece.text.split(" ").length <= 4) {
              section = piece.text;
              if (outerLayout) [layout, outerLayout] = [outerLayout, null];
            }
            const namesBlock = takesBlockName(piece.text, blockName, blockNameUsed, isKnownName);
            // A block's name that is one of the section's specimen's tests ("Glucosa" over "Resultado: Negativo"
            // under "ORINA COMPLETA") is no section heading: the urine section goes on (its dipstick glucose had come
            // back as a blood glucose). "QUÍMICA SANGUÍNEA" names no urine test and ends it.
            const specimenBlock = namesBlock && specimen !== null && matchInSpecimen(piece.text, specimen, (n) => opts.knowledge.matchAnalyte(n, { language: opts.language })) !== null;
            if (!specimenBlock) specimen = specimenAfterHeading(piece.text, specimen);
            absoluteWord = ABSOLUTE_HEADING.exec(piece.text)?.[0] ?? null;
            if (namesBlock) {
              blockName = piece.text;
              blockNameUsed = false;
            }
          } else if (piece.kind === "range") {
            if (anchor && !inNotes && heldForNextRow(anchor.row, piece.ranges)) {
              pendingSexRange = { ...piece, linesSince: 0, group: gi, bottom: line.box.y + line.box.height, lineHeight: lineHeightOf(line), source: rawLine.text, anchor: anchor.row };
            } else if (anchor && !inNotes) {
              attachRange(anchor.row, piece.ranges, piece.printed);
              appendSource(anchor.row, rawLine.text);
            }
          } else if (piece.kind === "row") {
            // A line ending in a colon is a caption ("Colesterol total - referência por idade (mg/dL):"): what
            // it introduces follows; a dash or number on it is not a result.
            if (/[:：]\s*$/.test(text) && !rowOpensBand && !rowOpensLabel) continue;
            const sectionRows = out.filter((r) => r.section === section).slice(-8).map((r) => r.name);
            const neighbours = [...(section ? [section] : []), ...sectionRows];
            const ctx: RowContext = { page: linePage, section, specimen, absoluteWord, neighbours, language: opts.language, knowledge: opts.knowledge, match, previous: out[out.length - 1] };
            // "Urine Sugar | NO SAMPLE", "Pending", "Not done": no result was made; never a row (its "no" had read as a
            // negative urine sugar).
            if (NOT_A_RESULT.test(piece.result.trim())) continue;
            const row = acceptRow(piece, piece.absoluteTwin ? { ...ctx, absoluteWord: "absolute" } : ctx);
            if (ctx.leftSpecimen) specimen = null;
            if (!row) continue;
            // A cut-off beside a category word ("Glucose | >=126 mg/dL | Diabetes") is an interpretive table's row.
            // A censored result with its own printed range ("hs-CRP | <0.5 | mg/L | <1 low risk") stays.
            // So is a cut-off whose name says it is a target ("LDL-C target for high-risk patients < 1.8 … or
            // non-HDL-C < 2.6"), and one in a line listing several categories ("Vitamina D: carenza < 20 ·
            // insufficienza 20-29 · sufficienza 30-100").
            const threshold = (t: string) => mentionsCategory(t) || mentionsRiskOrTarget(t);
            // "Witamina D-25(OH) 37,9 ng/ml < 10 ciężki niedobór": the first band of an interpretive table printed in
            // the range column names a deficiency; it is no reference interval (a vitamin D of 37.9 had come back high
            // against "< 10"). The row stays, without that range.
            const bandWords = row.printedRange && /^[<>≤≥]/.test(row.rangeText ?? "") ? text.split(row.printedRange)[1]?.slice(0, 30) : undefined;
            if (bandWords && !/^[<>≤≥]/.test(row.result) && namesDeficiencyBand(bandWords.split(/\d/)[0]!)) {
              row.rangeText = undefined;
              row.printedRange = undefined;
            }
            if (/^[<>≤≥]/.test(row.result) && (!row.rangeText || threshold(row.name) || categoryCount(text) >= 2) && threshold(text)) continue;
            // The same with the comparison sign lost: a right-to-left line whose "<" the text layer's bidi pass
            // dropped ("LDL هدف: < 100 mg/dL" came out "LDL 100 :هدف mg/dL"): a bare number beside a target word,
            // with no range and no flag of its own.
            if (!row.rangeText && !row.flag && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) && threshold(text)) continue;
            // A line naming three categories or more is a legend, however its numbers are printed; so is one naming
            // two in a dotted list ("HbA1c: Normal < 5.7 % · Pre-diabetes 5.7 - 6.4 % · Diabetes ≥ 6.5 %", "HbA1c: normal < 5,7 %;
            // pré-diabetes 5,7 a 6,4 %; …").
            // Three risk levels or targets on one line ("LDL target: high risk < 70, moderate risk < 100, …") too.
            if (categoryCount(text) >= 3 || (categoryCount(text) >= 2 && /\s?[·•;]\s/.test(text)) || riskCount(text) >= 3) continue;
            if (prefix && lineRows.length === 0 && joinNamePrefix(row, prefix, line.box.y, seg.cells[0]?.box.x ?? line.box.x, match)) {
              section = prefix.sectionBefore;
              row.section = section;
            }
            // The same measurement printed again in conventional units (SI | conventional columns): one result.
            if (lineRows.some((r) => r.name === row.name && r.analyteId !== null && r.analyteId === row.analyteId)) continue;
            lineRows.push(row);
            // A serology screen prints a word and no unit or range ("HBSAG | Non Reactive | -") and comments
            // between its rows: a known name and the word in a cell of its own is a result row, not prose.
            const qualitativeCell = isQualitativeResult(row.result) && seg.cells.length >= 2 && row.matchConfidence >= 0.9;
            const strong = row.analyteId !== null && row.matchConfidence >= 0.85 && (Boolean(row.unit || row.rangeText) || qualitativeCell) && !/^[<>≤≥]/.test(row.result);
            if (inNotes && !strong) continue;
            inNotes = false;
            if (piece.resultAfterRange) afterRange.add(row);
            const held = pendingSexRange as PendingRange | null;
            if (held && held.group === gi && !row.rangeText && line.box.y - held.bottom < 1.5 * held.lineHeight) {
              attachRange(row, held.ranges, held.printed);
              appendSource(row, held.source);
              pendingSexRange = null;
            }
            row.source = { page: page.pageNumber, text: rawLine.text, box: { ...rawLine.box } };
            const e = { lineConfidence: rawLine.confidence, ocr: linePage.source === "ocr", block: isBlockRow };
            evidence.set(row, e);
            row.confidence = rowConfidence(evidenceOf(row, e.lineConfidence, e.ocr, e.block));
            out.push(row);
            openAgeBand = rowOpensBand;
            lastByGroup[gi] = {
              row,
              bottom: line.box.y + line.box.height,
              nameX: seg.cells[0]?.box.x ?? line.box.x,
              lineHeight: lineHeightOf(line),
            };
          }
        }
      });
    }
    const held = pendingSexRange as PendingRange | null;
    if (held) flushPendingRange(held);
    pendingSexRange = null;
    dropValuesAfterRange(out, pageStart, afterRange);
    rangeToPercentTwin(out, pageStart);
  }
  dropCensoredTargets(out, new Set(pages.filter((p) => p.source === "ocr").map((p) => p.pageNumber)));
  // Ranges and units attached after the row was built change its evidence: score it again.
  for (const row of out) {
    const e = evidence.get(row);
    if (e) row.confidence = rowConfidence(evidenceOf(row, e.lineConfidence, e.ocr, e.block));
  }
  return out;
}

/** A label that ends in its colon ("Maiores de 20 anos:", "Doença Coronariana:") without the colon; null otherwise. */
function colonLabel(text: string): string | null {
  return /[:：]\s*$/.test(text) ? text.replace(/[:：]\s*$/, "").trim() : null;
}

/**
 * A bare number under a column whose heading gives its unit ("결과(%)", "%", "/mm³") gets that unit, so the
 * percentage and the absolute count printed side by side are two results, each with its own unit and range.
 */
function withColumnUnits(cells: Cell[], group: HeaderGroup | null, mark: DecimalMark): Cell[] {
  const unitColumns = group?.columns.filter((c) => c.role === "result" && c.unit) ?? [];
  if (!group || unitColumns.length === 0) return cells;
  const tokens = cells.map((c) => tokenizeCell(c.text, mark));
  const bare = (i: number) => tokens[i]!.length === 1 && tokens[i]![0]!.kind === "number" && !(tokens[i]![0] as { comparator?: string }).comparator && tokens[i + 1]?.[0]?.kind !== "unit";
  // The bare numbers before the first range: as many as the headed units, they take them in order (a short "%"
  // heading does not sit over its right-aligned values); otherwise each takes the unit of the column it is under.
  const firstRange = tokens.findIndex((t) => t.some((k) => k.kind === "range"));
  const before = tokens.map((_, i) => i).filter((i) => i > 0 && (firstRange < 0 || i < firstRange) && bare(i));
  const byOrder = before.length === unitColumns.length;
  return cells.map((cell, i) => {
    const unit = byOrder ? unitColumns[before.indexOf(i)]?.unit : bare(i) ? columnUnitOf(cell, group) : undefined;
    return unit ? { ...cell, text: `${cell.text} ${unit}` } : cell;
  });
}

/** A line that is one test's name and nothing else ("Ureia" printed above its values). */
function isLoneTestName(cells: Cell[], isKnownName: (text: string) => boolean): boolean {
  return cells.length === 1 && !/\d/.test(cells[0]!.text) && isKnownName(cells[0]!.text);
}

/**
 * "Total Cholesterol | <200 mg/dL | Desirable" in a lipid target table under the measured "Total Cholesterol | 226":
 * a censored value for a test the report also gives a measured value for is a cut-off of an interpretive table,
 * not a second result. The measured one stays.
 */
function dropCensoredTargets(out: LabRow[], ocrPages: Set<number>): void {
  const measured = new Set(out.filter((r) => r.analyteId && /^\d/.test(r.result)).map((r) => r.analyteId));
  for (let i = out.length - 1; i >= 0; i--) {
    const r = out[i]!;
    // On a photo a colon can be read as ">" ("Neutrophils > 58 % (40 - 75)"): a row there with its own range is
    // a result the trust step re-reads, kept.
    if (r.analyteId && /^[<>≤≥]/.test(r.result) && !(ocrPages.has(r.page) && r.rangeText) && measured.has(r.analyteId)) out.splice(i, 1);
  }
}

/**
 * On a page whose rows print the value before the range, a row whose only number after the name came after its
 * range lost its value (OCR dropped a highlighted cell) and took the previous-results column's number instead
 * ("Fer sérique | [38 lost] | 50 - 170 | 45"): such a row is removed — a missing value is shown as missing, a
 * wrong one would be believed. Pages that print the range before the value keep their rows.
 */
function dropValuesAfterRange(out: LabRow[], from: number, afterRange: WeakSet<LabRow>): void {
  const page = out.slice(from);
  const late = page.filter((r) => afterRange.has(r)).length;
  const usual = page.length - late;
  if (late === 0 || usual < 3 || usual < 4 * late) return;
  const keep = page.filter((r) => !afterRange.has(r));
  out.splice(from, page.length, ...keep);
}

/**
 * How many leading cells of a row lie left of the table under the heading: the heading's test-name column is its
 * leftmost, a later cell starts at that column's edge with a name, and every cell before it ends clearly left of
 * it (a sidebar); all of them when the whole line lies left of the table. 0 when the row is the table's alone. A name column whose heading is centred over the names
 * never matches a later cell's edge, so such tables are left as they are.
 */
function besideTable(cells: Cell[], layout: HeaderLayout, lineHeight: number): number {
  const columns = layout.groups[0]?.columns ?? [];
  const name = columns.find((c) => c.role === "name");
  if (!name || columns.some((c) => c.x0 < name.x0) || cells.length === 0) return 0;
  const tol = 1.5 * lineHeight;
  if (cells.every((c) => c.box.x + c.box.width < name.x0 - 0.5 * lineHeight)) return cells.length;
  for (let k = 1; k < cells.length; k++) {
    const cell = cells[k]!;
    if (Math.abs(cell.box.x - name.x0) > tol || !/^\p{L}/u.test(cell.text.trim())) continue;
    const before = cells.slice(0, k);
    return before.every((c) => c.box.x + c.box.width < name.x0 - 0.5 * lineHeight) ? k : 0;
  }
  return 0;
}

/**
 * Cells in reading order. A right-to-left table (Arabic, Hebrew, Persian) prints its name column on the right:
 * on a page with RTL text, a row whose leftmost cell is a number and whose rightmost cell is a name (in any
 * script: "WBC" too) reads from the right. Numbers and units inside such rows come out of the producer's bidi
 * reordering mirrored ("200>" for "<200", "µL/3^10" for "10^3/µL") and are put back.
 */
function readingOrder(cells: Cell[], rtlPage: boolean): Cell[] {
  if (!rtlPage || cells.length < 2) return cells;
  const first = cells[0]!.text.trim();
  const last = cells[cells.length - 1]!.text.trim();
  const rtlLast = RTL_LETTER.test(last);
  const numberFirst = /^[<>≤≥]?\s*\d/.test(first) || /^\d[\d.,]*\s*[<>≤≥]$/.test(first);
  if (!(rtlLast || (numberFirst && /\p{L}{2,}/u.test(last) && !looksLikeUnit(last)))) return cells;
  if (!rtlLast && !numberFirst) return cells;
  // A bilingual row with a left-to-right name on the left ("Total Cholesterol | 212 | H | mg/dL | < 200 | الكوليسترول
  // الكلي") runs its columns left to right; read from the right, its range came first and was taken as the result.
  // A sex-labelled range on the left ("Male: 4.5 - 6.0") is the range column of a right-to-left row, not a name.
  const labelledRange = tokenizeCell(first, ".").every((t) => t.kind === "range");
  if (!numberFirst && /^\p{Script=Latin}{2}/u.test(first) && !looksLikeUnit(first) && !labelledRange) return cells;
  return [...cells].reverse().map((c) => ({ ...c, text: unmirror(c.text) }));
}

/**
 * Undoes the visual reordering of comparators and powers of ten in a right-to-left row (see readingOrder), and the
 * brackets of a right-to-left name whose Latin abbreviation came out mirrored ("گلبول سفید )WBC(").
 */
function unmirror(text: string): string {
  const close = text.indexOf(")");
  const mirrored = RTL_LETTER.test(text) && close >= 0 && close < text.indexOf("(");
  return (mirrored ? text.replace(/[()]/g, (b) => (b === "(" ? ")" : "(")) : text)
    .replace(/^(\d[\d.,]*)\s*([<>≤≥])$/u, (_m, n: string, c: string) => `${({ "<": ">", ">": "<", "≤": "≥", "≥": "≤" } as Record<string, string>)[c]}${n}`)
    .replace(/^(\S*[\p{L}µμ]\S*)\/(\d+)\^(\d+)$/u, "$3^$2/$1");
}

/**
 * Whether a text-only line names the next block. Between a block's name and its result line labs print
 * labelled lines ("Material: Soro  Método: Enzimático", "Method: ECLIA") and notes ("Calculado pela equação de
 * Martin/Hopkins"): a labelled line never names a block, and while the current block name is a known analyte
 * that no result line has used yet, only another known analyte name replaces it.
 */
function takesBlockName(text: string, current: string | undefined, used: boolean, isKnownName: (t: string) => boolean): boolean {
  if ((text.split(" ").length > 6 && !isKnownName(text)) || isNoteHeading(text)) return false;
  if (/\S\s*[:：]\s*\S/u.test(text)) return false;
  // "VALOR DE REFERÊNCIA" alone over a block's result line names a column, not the test.
  if (headerRoleOf(text)) return false;
  if (current !== undefined && !used && isKnownName(current)) return isKnownName(text);
  return true;
}

interface PendingRange {
  ranges: string[];
  printed: string[];
  group: number;
  /** Lines read since the range line: only the line right after it may take it. */
  linesSince: number;
  bottom: number;
  lineHeight: number;
  source: string;
  /** The row above the range line, which gets it when no row follows. */
  anchor: LabRow;
}

/**
 * True when a one-sex range line ("M: 435-555") belongs to the row below rather than to the row above: the row
 * above already has its range (unlabelled, or this sex's band).
 */
function heldForNextRow(above: LabRow, ranges: string[]): boolean {
  const label = /^([MF]):/.exec(ranges[0] ?? "")?.[1];
  if (!label || ranges.length !== 1 || !above.rangeText) return false;
  return !/(?:^|\/\s*)[MF]:/.test(above.rangeText) || above.rangeText.includes(`${label}:`);
}

function flushPendingRange(held: PendingRange): void {
  attachRange(held.anchor, held.ranges, held.printed);
  appendSource(held.anchor, held.source);
}

interface NamePrefix {
  text: string;
  x: number;
  /** Where the line ends: a name's second line may be indented under it, up to its end. */
  right: number;
  bottom: number;
  lineHeight: number;
  /** The section before this line was taken as a heading (restored when it was a name's first line). */
  sectionBefore: string | undefined;
}

/**
 * A name printed over two lines: when the text-only line right above the row, starting under the same x, and
 * the row's name together name an analyte other than the row's name alone, the row is that analyte. Section
 * headings above a row ("HAEMATOLOGY" over "Haemoglobin") name the same analyte together or none, and change
 * nothing.
 */
function joinNamePrefix(row: LabRow, prefix: NamePrefix, top: number, nameX: number, match: (name: string, unit?: string) => AnalyteMatch): boolean {
  // The second line starts under the first, or indented under it ("CONCENTRAÇÃO DE HEMOGLOBINA" over
  // "            CORPUSCULAR MÉDIA: 34,8 g/dL", a monospaced report that right-aligns its names to the colon).
  const under = Math.abs(nameX - prefix.x) <= 2 * prefix.lineHeight || (nameX > prefix.x && nameX < prefix.right);
  if (top - prefix.bottom > prefix.lineHeight || !under) return false;
  // A name's first line is a few plain words: no colon, no digits, no brackets (a labelled or result line is not).
  if (/[:：\d()[\]]/.test(prefix.text) || prefix.text.split(/\s+/).length > 4) return false;
  // A heading that names a specimen ("尿常规", "URINALYSIS") is the section, not part of the name.
  if (specimenOfHeading(prefix.text) !== null) return false;
  const combined = cleanName(`${prefix.text} ${row.name}`);
  const m = match(combined, row.unit);
  if (!m.analyte || m.confidence < MATCH_THRESHOLD || m.analyte.id === row.analyteId || m.confidence < row.matchConfidence) return false;
  row.name = combined;
  row.analyteId = m.analyte.id;
  row.matchConfidence = m.confidence;
  return true;
}

/** What a report prints where a test was not done. */
const NOT_A_RESULT = /^(?:no sample|sample not (?:received|collected|sent)|not received|not collected|not done|not performed|pending|to follow|awaited|result awaited|insufficient sample|qns|sample rejected|rejected|cancell?ed|n\/a)$/iu;

/** A value alone on its line, with the flag arrow a phone app prints beside it ("0.344 ↓", "30.46 个"). */
const LONE_VALUE = /^[<>≤≥]?\d+(?:[.,]\d+)?(?:\s*[↑↓*个T])?$/u;
/**
 * A line that holds a Chinese app's reference label and what follows it ("红细胞平均体积 参考区间: 82.0~100.0 fL");
 * OCR often drops the colon as a speck. (Latin labels are left to the block layout: "Result: 10.9 g/dL Reference
 * range: 13.0 - 18.0" is one row.)
 */
const CARD_RANGE_LINE = /^(.*?)\s*(?:参考区间|参考范围|參考區間|參考範圍)\s*[:：]?\s*(\S.*)$/u;

/**
 * A titled heading row (HeaderLayout.titled) that drops a column the table's own heading has ("Fórmula blanca |
 * Absolutos | Ref. | Relativos | Ref." under "Estudio | Resultado | Unidades | Valores de referencia"): a sub-table's.
 * A table heading repeated, or a new table's complete heading, is not.
 */
function isSubTableHeading(header: HeaderLayout, table: HeaderLayout): boolean {
  if (!header.titled) return false;
  const roles = new Set(header.groups.flatMap((g) => g.columns.map((c) => c.role)));
  return table.groups.some((g) => g.columns.some((c) => !roles.has(c.role)));
}

/** The absolute-count word of a section heading ("ABSOLUTE COUNTS", "Абсолютные значения", "绝对值"). */
const ABSOLUTE_HEADING = /absolut\p{L}*|absolu\p{L}*|абсолютн\p{L}*|абс\.?(?=\s|$)|bezwzgl\p{L}*|mutlak|绝对值|絶対数/iu;

/** Words of sub-headings inside a urine or stool section ("Physical examination", "Microscopy", "沉渣"). */
const EXAM_SUBHEADING = /physical|chemical|microscop|macroscop|sediment|dipstick|strip|examination|exam\b|physik|chemisch|mikroskop|physique|chimique|fisic|físic|quimic|químic|chimic|sediment|физ|хим|микроскоп|мікроскоп|осад|物理|化学|显微|镜检|沉渣|干化学|一般性状/iu;

/** The specimen context after a heading: the specimen it names, kept across examination sub-headings, else none. */
function specimenAfterHeading(text: string, current: SpecimenHint | null): SpecimenHint | null {
  const named = specimenOfHeading(text);
  if (named) return named;
  return current && EXAM_SUBHEADING.test(text) && !BLOOD_HEADING.test(text) ? current : null;
}

/** A heading that names blood ("QUÍMICA SANGUÍNEA", "Blood chemistry", "Биохимия крови") ends a urine section. */
const BLOOD_HEADING = /sangu|blood|serum|s[ée]ric|plasma|кров|сыворот|血|bloed|blut|krv|sang\b/iu;

/** Invisible direction marks (LRM, RLM, embeddings, isolates) that OCR of right-to-left pages glues to numbers. */
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** One of them (no "g" flag: safe for repeated test()). */
const BIDI_MARK = new RegExp(BIDI_MARKS.source, "u");

/**
 * A page without direction marks: "92\u200f" (OCR of an Arabic report) is the number 92; with the mark glued on it
 * was no number, and the value was lost or read as text. OCR digits of such a line are uncertain (Persian digits
 * came out as other numbers: a fasting glucose of 98 read "18"), so an OCR line that carried marks counts as read
 * with at most half confidence: its rows go to review and are never escalated.
 */
function withoutBidiMarks(page: LabPageInput): LabPageInput {
  if (!page.lines.some((l) => BIDI_MARK.test(l.text))) return page;
  const clean = (t: string) => t.replace(BIDI_MARKS, "");
  return {
    ...page,
    lines: page.lines.map((l) => {
      if (!BIDI_MARK.test(l.text)) return l;
      const confidence = page.source === "ocr" || l.ocr ? Math.min(l.confidence, 0.5) : l.confidence;
      return { ...l, confidence, text: clean(l.text).replace(/\s{2,}/g, " ").trim(), words: l.words.map((w) => ({ ...w, text: clean(w.text) })).filter((w) => w.text.length > 0) };
    }),
  };
}

/** Adds a further printed line (a wrapped name, a range on its own line) to a row's evidence. */
function appendSource(row: LabRow, text: string): void {
  if (row.source && !row.source.text.includes(text)) row.source = { ...row.source, text: `${row.source.text} ⏎ ${text}` };
}

/** Runs of one non-Latin script (CJK, Arabic, Hebrew, Devanagari, Cyrillic, Greek, Thai, Hangul …). */
/** (Bengali, Myanmar, Sinhala, Tamil, Khmer, Lao, Georgian, Ethiopic and the other Indic scripts too: "Fasting Glucose သွေးတွင်းသကြား".) */
const OTHER_SCRIPT_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Thai}\p{Script=Hangul}\p{Script=Bengali}\p{Script=Myanmar}\p{Script=Sinhala}\p{Script=Tamil}\p{Script=Khmer}\p{Script=Lao}\p{Script=Georgian}\p{Script=Ethiopic}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Thai}\p{Script=Hangul}\p{Script=Bengali}\p{Script=Myanmar}\p{Script=Sinhala}\p{Script=Tamil}\p{Script=Khmer}\p{Script=Lao}\p{Script=Georgian}\p{Script=Ethiopic}\p{Script=Gujarati}\p{Script=Gurmukhi}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{M}\s.()-]*/gu;
/** Letters of scripts no report is printed in (Canadian syllabics, Armenian …), and control characters. */
const UNPRINTED_SCRIPT_LETTERS =
  /[\u0000-\u0008\u0530-\u058f\u1400-\u167f\u13a0-\u13ff\u2c00-\u2c5f\ua000-\ua4cf\ue000-\uf8ff]/gu;
/** One letter of those scripts (no "g" flag: safe for repeated test()). */
const OTHER_SCRIPT_LETTER = new RegExp(OTHER_SCRIPT_RUN.source, "u");

/**
 * Matches a name; a bilingual name — a local-script name printed with its Latin abbreviation or English name
 * glued on or beside it ("游离甲状腺素FT4", "白细胞计数 WBC", "גלוקוז Glucose", "Neutrophils / न्यूट्रोफिल") — is
 * matched part by part when the whole is not known: the local part decides, the Latin part confirms (or stands
 * in when the local part is unknown).
 */
const LATIN_ABSOLUTE = /(^|\s)(?:ABS|Abs|abs)\.?(?=\s|$)/u;
/** A Cyrillic name marked absolute in Latin letters ("Эозинофилы ABS"). */
const cyrillicMarkedAbsolute = (name: string) => /\p{Script=Cyrillic}{3,}/u.test(name) && LATIN_ABSOLUTE.test(name);

export function matchMixedScript(name: string, matchOne: (n: string) => AnalyteMatch): AnalyteMatch {
  // "فيتامين 12ب": a text layer's bidi pass put the number of "ب12" (B12) before its letter. Read in logical order;
  // matched as printed, the vitamin B12 row had come back as vitamin D.
  const logical = name.replace(/(?<=^|\s)(\d{1,2})([\p{Script=Arabic}\p{Script=Hebrew}]{1,2})(?=\s|$)/gu, "$2$1");
  if (logical !== name) {
    const m = matchOne(logical);
    if (m.analyte && m.confidence >= MATCH_THRESHOLD) return m;
  }
  const whole = matchOne(name);
  if (whole.analyte && whole.confidence >= MATCH_THRESHOLD) return whole;
  // "Эозинофилы ABS": a Cyrillic name marked absolute in Latin letters is the absolute count ("абс."), never the
  // percentage its Cyrillic words alone name; with no absolute analyte for it, it is no known test.
  if (cyrillicMarkedAbsolute(name)) {
    const m = matchOne(name.replace(LATIN_ABSOLUTE, "$1абс."));
    return m.analyte && m.confidence >= MATCH_THRESHOLD ? m : { ...whole, analyte: null, confidence: 0 };
  }
  // Readings of the name without what is not part of it, tried in this order, each a little less sure than the
  // name itself:
  const variants: string[] = [];
  // a performing-site code after the name ("Testosterone, Serum A, 04", "TSH 01");
  const siteless = name.replace(/\s+(?:[A-Z]{1,2},\s*)?\d{2}$/u, "").trim();
  if (/\p{L}{2}/u.test(siteless)) variants.push(siteless);
  // letters of no script a lab prints in, left by a text layer whose map to Unicode is broken ("Neutrophils %
  // ՘ᓵᒤᓆᓙՕ");
  const legible = name.replace(UNPRINTED_SCRIPT_LETTERS, " ").replace(/\s+/g, " ").trim();
  if (/\p{L}{2}/u.test(legible)) variants.push(legible);
  // Cyrillic look-alikes in a word with Latin letters or digits ("НbА1с");
  variants.push(foldHomoglyphWords(name));
  // a speck OCR read as a lone small letter after the name ("Plaquetas o");
  const speckless = name.replace(/\s+\p{Ll}$/u, "");
  if (/\p{L}{3}/u.test(speckless)) variants.push(speckless);
  // dotted initials read with a zero or a one ("S.G.0.T").
  variants.push(dottedInitialLetters(name));
  for (const variant of variants) {
    if (variant === name) continue;
    const m = matchOne(variant);
    if (m.analyte && m.confidence >= MATCH_THRESHOLD) return { analyte: m.analyte, confidence: m.confidence * 0.95 };
  }
  const dash = name.split(/\s+[-–—]\s+|\s*;\s+/);
  if (dash.length === 2 || dash.length === 3) {
    // "TSH - HORMÔNIO TIREOESTIMULANTE", "T4 LIVRE – TIROXINA LIVRE", "Vitamin B12; Cyanocobalamin": a name and
    // another name for it; both parts that are known must agree. A third part is a qualifier ("- ULTRA SENSÍVEL").
    const parts = dash.map(matchOne).filter((m) => m.analyte && m.confidence >= MATCH_THRESHOLD);
    const ids = new Set(parts.map((m) => m.analyte!.id));
    if (ids.size === 1) return { analyte: parts[0]!.analyte, confidence: Math.max(...parts.map((m) => m.confidence)) * (parts.length === 2 ? 1 : 0.9) };
  }
  const hasLatin = (s: string) => /\p{Script=Latin}{2,}/u.test(s);
  let slash = name.split(/\s+\/\s+/);
  // "कोलेस्ट्रॉल / Cholesterol Total": the local-script name first, the Latin one after the slash.
  const onlyOtherScript = (s: string) => !/\p{L}/u.test(s.replace(OTHER_SCRIPT_RUN, ""));
  if (slash.length === 2 && onlyOtherScript(slash[0]!) && hasLatin(slash[1]!)) slash = [slash[1]!, slash[0]!];
  // The words holding local-script letters, with any Latin letters glued to them ("C反应蛋白" is C-reactive protein,
  // "载脂蛋白A1"): the glued letters are part of the local name.
  const words = name.split(/\s+/);
  const gluedLocal = words.filter((w) => OTHER_SCRIPT_LETTER.test(w)).join(" ");
  const local = slash.length > 1 ? slash.slice(1).join(" ") : (name.match(OTHER_SCRIPT_RUN) ?? []).join(" ").trim();
  // Letters of no script a lab prints in ("ᓮᓢᓮᒑ", "Ֆ"): a text layer whose map to Unicode is broken (an Arabic name
  // column, shaped glyphs mapped to Canadian syllabics) left them beside the English name; they are no part of it.
  const latin = (slash.length > 1 ? slash[0]! : name.replace(OTHER_SCRIPT_RUN, " "))
    .replace(/[（）[\]:：]/g, " ")
    .replace(UNPRINTED_SCRIPT_LETTERS, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (slash.length === 2 && !hasLatin(latin)) return sameScriptBilingual(slash, matchOne) ?? whole;
  if (!local) return whole;
  if (!hasLatin(latin)) {
    // "钾 K", "无机磷 P": a one-letter symbol beside the local name confirms nothing; the local name decides.
    const alone = matchOne(local);
    return alone.analyte && alone.confidence >= MATCH_THRESHOLD ? { analyte: alone.analyte, confidence: alone.confidence * 0.95 } : whole;
  }
  const glued = slash.length === 1 && gluedLocal !== local ? matchOne(gluedLocal) : null;
  const gluedOk = Boolean(glued?.analyte && glued.confidence >= MATCH_THRESHOLD);
  const a = gluedOk ? glued! : matchOne(local);
  // The Latin words apart from the glued ones ("CRP" of "C反应蛋白 CRP").
  const latinApart = words.filter((w) => !OTHER_SCRIPT_LETTER.test(w)).join(" ");
  let b = matchOne(gluedOk && hasLatin(latinApart) ? latinApart : latin);
  // "载脂蛋白A1 ApoA1": the Latin part is "A1 ApoA1"; its last word is the abbreviation.
  // "TSH Receptor Ab أجسام مضادة لمستقبلات TSH": the Latin name split by the local one; its longest piece first.
  if (!(b.analyte && b.confidence >= MATCH_THRESHOLD) && slash.length === 1) {
    const pieces = name.split(OTHER_SCRIPT_RUN).map((p) => p.replace(/[（）[\]:：]/g, " ").trim()).filter(hasLatin).sort((x, y) => y.length - x.length);
    for (const piece of pieces.filter((p) => p !== latin)) {
      const m = matchOne(piece);
      if (m.analyte && m.confidence >= MATCH_THRESHOLD) {
        b = m;
        break;
      }
    }
  }
  const lastWord = latin.split(" ").filter((w) => /\p{L}{2}/u.test(w)).pop();
  if (!(b.analyte && b.confidence >= MATCH_THRESHOLD) && lastWord && lastWord !== latin) b = matchOne(lastWord);
  const okA = a.analyte && a.confidence >= MATCH_THRESHOLD;
  const okB = b.analyte && b.confidence >= MATCH_THRESHOLD;
  if (okA && okB && a.analyte!.id === b.analyte!.id) return { analyte: a.analyte, confidence: Math.max(a.confidence, b.confidence) };
  // Two different analytes: the local name decides unless its match is weak and the Latin one sure ("فيتامين 12ب
  // Vitamin B12": the Arabic letter for B was not read as part of the name, which left a vague "vitamin").
  if (okA && okB && b.confidence >= a.confidence + 0.25) return { analyte: b.analyte, confidence: Math.min(b.confidence, 0.75) };
  if (okA) return { analyte: a.analyte, confidence: okB ? Math.min(a.confidence, 0.75) : a.confidence * 0.95 };
  if (okB) return { analyte: b.analyte, confidence: b.confidence * 0.9 };
  return whole;
}

/**
 * The analyte of the given specimen a name stands for under that specimen's heading: the whole name, else its
 * local-script or Latin part ("葡萄糖GLU": GLU), each read with the specimen added ("GLU (urine)").
 */
function matchInSpecimen(name: string, specimen: SpecimenHint, matchOne: (n: string) => AnalyteMatch): AnalyteMatch | null {
  const local = (name.match(OTHER_SCRIPT_RUN) ?? []).join(" ").trim();
  const latin = name.replace(OTHER_SCRIPT_RUN, " ").replace(/[（）[\]:：]/g, " ").replace(/\s+/g, " ").trim();
  for (const n of [name, local, latin]) {
    if (!n || !/\p{L}{2}/u.test(n)) continue;
    const m = matchOne(`${n} (${specimen})`);
    if (m.analyte && m.confidence >= MATCH_THRESHOLD && m.analyte.specimen === specimen) return m;
  }
  return null;
}

/**
 * Two names in one script joined by " / " (Kazakh / Russian "Жалпы холестерин / Холестерин общий", "ГГТ / ГГТП"):
 * both known and the same analyte, or one known and the other a whole name of its own (six letters or more)
 * that the knowledge base does not know — never one analyte of a ratio ("free / total").
 */
function sameScriptBilingual(parts: string[], matchOne: (n: string) => AnalyteMatch): AnalyteMatch | null {
  const [a, b] = parts.map(matchOne) as [AnalyteMatch, AnalyteMatch];
  const ok = (m: AnalyteMatch) => m.analyte !== null && m.confidence >= MATCH_THRESHOLD;
  if (ok(a) && ok(b)) return a.analyte!.id === b.analyte!.id ? { analyte: a.analyte, confidence: Math.max(a.confidence, b.confidence) } : null;
  const known = ok(a) ? a : ok(b) ? b : null;
  const other = ok(a) ? parts[1]! : parts[0]!;
  if (!known || known.confidence < 0.9 || (other.match(/\p{L}/gu) ?? []).length < 6 || /\d/.test(other)) return null;
  return { analyte: known.analyte, confidence: known.confidence * 0.9 };
}

/** Cyrillic capitals and small letters that look like Latin ones. */
const HOMOGLYPHS: Record<string, string> = {
  А: "A", В: "B", Е: "E", К: "K", М: "M", Н: "H", О: "O", Р: "P", С: "C", Т: "T", Х: "X", а: "a", е: "e", о: "o", р: "p", с: "c", х: "x", у: "y",
};

/**
 * OCR with a Cyrillic model reads Latin codes inside Russian names with look-alike letters ("25-ОН витамин D",
 * "НbА1с"): in a word that also holds digits or Latin letters, Cyrillic look-alikes become Latin. Words wholly in
 * Cyrillic ("АЛТ", "витамин") are left alone.
 */
function foldHomoglyphWords(name: string): string {
  return name.replace(/\S+/g, (w) =>
    /[\dA-Za-z]/.test(w) && /[\u0400-\u04ff]/.test(w) && [...w].every((ch) => !/[\u0400-\u04ff]/.test(ch) || ch in HOMOGLYPHS)
      ? [...w].map((ch) => HOMOGLYPHS[ch] ?? ch).join("")
      : w,
  );
}

/**
 * "S.G.0.T Serum", "(1.D.Bilirubin)": OCR reads the letter O of dotted initials as a zero and I as a one, and the
 * name goes unmatched (an AST lost on a real Indian scan). In a run of single capitals joined by dots, a 0 or 1 in
 * a letter's place is that letter. A number before a dot and a word ("1. Glucose") is no such run.
 */
function dottedInitialLetters(name: string): string {
  return name.replace(/(?<![\p{L}\d])(?:[A-Z01]\.){2,}[A-Z01](?![\p{L}\d])/gu, (run) =>
    /[A-Z]/.test(run) ? run.replace(/0/g, "O").replace(/1/g, "I") : run,
  );
}

/** After a wrapped name grew, keeps the better of the old and the new match. */
function rematch(row: LabRow, match: (name: string, unit?: string) => ReturnType<LabKnowledge["matchAnalyte"]>): void {
  const m = match(row.name, row.unit);
  if (m.analyte && m.confidence >= MATCH_THRESHOLD && m.confidence >= row.matchConfidence) {
    row.analyteId = m.analyte.id;
    row.matchConfidence = m.confidence;
  } else if (!m.analyte && cyrillicMarkedAbsolute(row.name)) {
    // "Сегментоядерные нейтрофилы" with "ABS" on its second line: the count no analyte holds, not the percentage.
    row.analyteId = null;
    row.matchConfidence = 0;
  }
}

/** Range labels that name an interpretive category ("дефицит: < 20"), not the reference interval. */
const CATEGORY_LABEL = /^(?:дефицит|недостаточность|токсичн|deficien|insufficien|toxic|optimal|desirable|défici|carenc|insufici|deficien|mangel)\p{L}*\s*:/iu;

/** True when a text is a reference range and nothing else ("superior a 20 ng/mL", "≥ 240 mg/dL", "70 a 99"). */
function isRangeText(text: string, mark: DecimalMark): boolean {
  const tokens = tokenizeCell(text, mark);
  const ranges = tokens.filter((t) => t.kind === "range" || (t.kind === "number" && t.comparator));
  return ranges.length > 0 && tokens.every((t) => t.kind === "range" || t.kind === "unit" || (t.kind === "number" && t.comparator) || (t.kind === "text" && /^(?:igual ou|equal or|igual o)$/iu.test(t.text)));
}

/** Drops category-labelled ranges when an unlabelled reference range is printed beside them. */
function referenceOnly(ranges: string[]): string[] {
  const plain = ranges.filter((r) => !CATEGORY_LABEL.test(r));
  return plain.length > 0 && plain.length < ranges.length ? plain : ranges;
}

/**
 * "H: 4,5 - 5,9" / "M: 4,0 - 5,2": in Portuguese, Spanish and French "H" is men (homens, hombres, hommes) and "M"
 * women (mulheres, mujeres) — in English "M" is men. Where a row prints both an H and an M band, M is the women's.
 */
function romanceSexLetters(ranges: string[], printed: string[], printedBefore = ""): string[] {
  // Azerbaijani "K: 130 - 160 / Q: 120 - 150": K is kişi (men) before Q (qadın, women; a letter no other language
  // labels a band with, so it is read as none), not the K of "kvinner" or "kobiety" (which follows an M band). A man's
  // haemoglobin had been judged against the women's band.
  if (ranges.length === 2 && /^K\s*[:.]/.test(printed[0]?.trim() ?? "") && /^F:/.test(ranges[0]!) && !/^[MF]:/.test(ranges[1]!)) {
    return [ranges[0]!.replace(/^F:/, "M:"), `F: ${ranges[1]!}`];
  }
  const hasH = /(?:^|\s)H\s*[:.]/.test(printedBefore) || printed.some((p) => /^H\s*[:.]/.test(p.trim()));
  if (!hasH) return ranges;
  return ranges.map((r, i) => (/^M\s*[:.]/.test(printed[i]?.trim() ?? "") ? r.replace(/^M:/, "F:") : r));
}

/**
 * "中性粒細胞 Neut | 74.8 | % | 7.93 | 10^9/L | 40.0 - 75.0": a percentage and its absolute count on one line with one
 * range column after both. Read in order the range went to the count, and a neutrophil count of 7.93 × 10^9/L
 * was judged against 40–75. A range the count lies far outside (below a third of its lower bound or above three
 * times its upper bound) that frames the percentage, within 0–100, is the percentage's.
 */
function rangeToPercentTwin(rows: LabRow[], from: number): void {
  for (let i = Math.max(from, 1); i < rows.length; i++) {
    const pct = rows[i - 1]!;
    const abs = rows[i]!;
    if (!pct.analyteId?.endsWith("_pct") || !abs.analyteId?.endsWith("_abs") || pct.rangeText || !abs.rangeText) continue;
    if (pct.name !== abs.name || pct.source?.text !== abs.source?.text) continue;
    const bounds = numericRange(abs.rangeText);
    const [p, a] = [Number(pct.result), Number(abs.result)];
    if (!bounds || !Number.isFinite(p) || !Number.isFinite(a)) continue;
    const { min: lo, max: hi } = bounds;
    const far = (v: number) => v < lo / 3 || v > hi * 3;
    if (hi > 100 || !far(a) || far(p)) continue;
    pct.rangeText = abs.rangeText;
    pct.printedRange = abs.printedRange;
    abs.rangeText = undefined;
    abs.printedRange = undefined;
  }
}

function attachRange(row: LabRow, newRanges: string[], printed: string[]): void {
  const ranges = romanceSexLetters(newRanges, printed, row.printedRange);
  const all = [...(row.rangeText ? [row.rangeText] : []), ...ranges];
  row.rangeText = joinRanges(all);
  // A specific gravity read as "1020" was scaled to 1.020 (repair.ts); its reference, printed on a line under it
  // ("Valor de referência: 1005 até 1030"), goes on the same scale, or 1.020 reads as far below 1005.
  if (row.rangeText && row.repairs.includes("specific_gravity_scale")) row.rangeText = scaleSpecificGravityRange(row.rangeText);
  row.printedRange = [row.printedRange, ...printed].filter(Boolean).join(" ");
}

const METADATA_LABELS = new Set(Object.values(META_LABELS).flat());

interface RowContext {
  page: LabPageInput;
  section: string | undefined;
  /** The specimen the section heading names, when it names one. */
  specimen: SpecimenHint | null;
  /** Set when a row showed that the page has left the specimen's section (see acceptRow). */
  leftSpecimen?: boolean;
  /** The absolute-count word of the section heading ("Absolute counts", "Абсолютные значения"), when there is one. */
  absoluteWord: string | null;
  /** The section heading and the names of the rows printed just above, for the matcher's tie-breaking. */
  neighbours: string[];
  language: string | undefined;
  knowledge: LabKnowledge;
  match: (name: string, unit?: string) => ReturnType<LabKnowledge["matchAnalyte"]>;
  /** The row accepted just before this one (an "i.e." row restates it as an absolute count). */
  previous?: LabRow;
}

/** A row that restates the percentage above it as an absolute count: "Neutrophiles % 59,5 %" then "Soit 5,67 G/L". */
const RESTATED_AS_COUNT = /^(?:soit|d['’]où|dont|i\.?\s?e\.?|entspricht|equivale a|cioè|ou seja)$/iu;

/**
 * A clotting test prints the control plasma's time beside the patient's ("Prothrombin Time (Control) 12.0 sec",
 * "Tempo de Protrombina - Controle", "Testigo"): the control is the reagent's, never the patient's result (a real
 * report's control time came back as the patient's prothrombin time).
 */
const CONTROL_NAME = /(?:^|[\s(\-–,:/])(?:control|controle|controlo|contrôle|témoin|temoin|testigo|kontrolle|kontrol|controllo|контроль|mnpt|mean normal(?: pt)?|normal plasma|plasma normal|pool normal)(?=$|[\s):.,\]])/iu;

/** The patient's own line under a test's heading ("PROTHROMBIN TIME" / "Patient 14.2 sec"): it takes the heading's name. */
const PATIENT_ROW = /^(?:patient|patient value|patient time|patient result|test|paciente|patiente|patient\(e\)|valor do paciente|valor paciente|пациент|hasta)$/iu;

const PER_FIELD_UNIT = /(?:^|\/|\s)(?:campo|hpf|lpf|c|field|champ|gesichtsfeld|p\.?\s?c\.?|п\/з|п\.з\.)\b|x\s?campo|por campo|per field/iu;
/**
 * The urine analytes a blood count's or a dipstick's name stands for: `count`, the sediment count (a value per
 * field or per volume); `dipstick`, the test strip's pad (a word or a "+" grade). One table for the three readings
 * below: per field anywhere, and under a urine heading in a language whose aliases do not say "urine".
 */
const URINE_FORMS: Record<string, { count?: string; dipstick?: string }> = {
  wbc: { count: "Urine WBC", dipstick: "Leukocyte esterase" },
  rbc: { count: "Urine RBC", dipstick: "Urine blood" },
  hemoglobin: { dipstick: "Urine blood" },
  urine_leukocyte_esterase: { count: "Urine WBC" },
  urine_blood: { count: "Urine RBC" },
};
const PER_VOLUME_UNIT = /\/\s*(?:mm3|mm³|µl|μl|ul|ml|l)\b|\/(?:mm3|mm³|µl|μl|ul|ml)$/i;
/** A count per volume ("85 /mm³", "Inferior a 10.000 /mL"), not a "+" grade. */
const isCountPerVolume = (p: ParsedRow) => /\d/.test(p.result) && !/^\d?\s*\+/.test(p.result) && PER_VOLUME_UNIT.test(p.unit ?? "") && !STRIP_UNIT.test(p.unit ?? "");
/** A test strip's pad read as cells per microlitre ("25 Leu/µL", "10 Ery/µL"): the dipstick, not the sediment. */
const STRIP_UNIT = /^(?:leu|ery|eri)\s*\//i;

/** The urine analyte `name` gives, carrying the confidence of the match it replaces, or null. */
function urineMatch(name: string | undefined, m: AnalyteMatch, match: (name: string, unit?: string) => AnalyteMatch): AnalyteMatch | null {
  const urine = name ? match(name) : null;
  return urine?.analyte?.specimen === "urine" ? { ...urine, confidence: m.confidence } : null;
}

/** Under a urine heading, "Leucocytes"/"Hématies": a count per volume is the sediment's, a word or grade the dipstick's. */
function urineCounterpart(m: AnalyteMatch, p: ParsedRow, match: (name: string, unit?: string) => AnalyteMatch): AnalyteMatch | null {
  const forms = m.analyte && m.confidence >= MATCH_THRESHOLD ? URINE_FORMS[m.analyte.id] : undefined;
  if (!forms) return null;
  const dipstick = !/\d/.test(p.result) || /\+/.test(p.result) || STRIP_UNIT.test(p.unit ?? "");
  return urineMatch(isCountPerVolume(p) ? forms.count : dipstick ? forms.dipstick : undefined, m, match);
}

/** The dipstick's name with a count per volume ("Leucócitos | Inferior a 10.000 /mL"): the sediment count. */
function dipstickAsCount(m: AnalyteMatch, p: ParsedRow, match: (name: string, unit?: string) => AnalyteMatch): AnalyteMatch {
  const count = m.analyte?.specimen === "urine" ? URINE_FORMS[m.analyte.id]?.count : undefined;
  return (isCountPerVolume(p) && urineMatch(count, m, match)) || m;
}

/** The title of a reference table ("Tabela de Referência - T4 Livre"): the lines under it are bands, not results. */
const REFERENCE_TABLE_TITLE = /^(?:tabela|tabla|table|tableau|tabelle|reference|referência|referencia|référence|valores de refer|valeurs de réf)/iu;
/** Result-column words that are a heading of their own when alone on a line ("ABSOLUTE COUNT", "SI UNITS"). */
const ABSOLUTE_OR_UNIT_SYSTEM = /^(?:abs|абс|si\b|conv)/i;
/** A line that starts with a value: a number, a comparator or a limit word ("inferior a 0,03 mg/dL"). */
const VALUE_START = /^\s*(?:[<>≤≥]|(?:inferior|superior|menor|maior|abaixo|acima|less|greater|below|above)\s+(?:a|de|que|than|to)?\s*\d|\d)/iu;
/** A result label printed alone on its line ("RESULTADO", "Result:"). */
const RESULT_LABEL_ONLY = new RegExp(
  `^\\s*(?:${HEADER_WORDS.result.filter((w) => !ABSOLUTE_OR_UNIT_SYSTEM.test(w)).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s*[:：]?\\s*$`,
  "iu",
);

/** Lower-case words of running text that a justified line can put under a table's name column. */
const PROSE_WORDS = new Set([
  "a", "an", "the", "at", "in", "on", "of", "to", "is", "are", "be", "by", "for", "and", "or", "as", "if", "it", "with",
  "test", "tests", "result", "results", "sample", "samples", "report", "reports", "please", "note", "all", "any",
  "de", "la", "le", "les", "el", "los", "las", "en", "et", "ou", "un", "une", "des", "du", "und", "die", "der", "das",
  "ein", "eine", "il", "di", "da", "do", "dos", "das", "em", "na", "no", "com", "con", "per", "van", "het", "een",
]);

/** "Soit 5,67 10^3/µL" under "Neutrophiles % 59,5 %": the absolute count of the analyte above, or null. */
function restatedAsCount(p: ParsedRow, ctx: RowContext): LabRow | null {
  const above = ctx.previous;
  if (!above?.analyteId || !/%/.test(above.unit ?? "") || /%/.test(p.unit ?? "")) return null;
  const base = above.name.replace(/%/g, "").trim();
  for (const word of ["absolute", "absolu", "count"]) {
    const m = ctx.match(`${base} ${word}`, p.unit);
    if (m.analyte && m.confidence >= MATCH_THRESHOLD && m.analyte.id !== above.analyteId && m.analyte.unit !== "%") {
      return acceptRow({ ...p, name: `${base} (${p.name.trim()})` }, { ...ctx, previous: undefined, absoluteWord: word });
    }
  }
  return null;
}

function acceptRow(p: ParsedRow, ctx: RowContext): LabRow | null {
  const { page, section, neighbours, language, knowledge, match } = ctx;
  const letters = (p.name.match(/\p{L}/gu) ?? []).length;
  const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(p.name);
  // One letter is no name, but for the chemical symbols of potassium and phosphorus printed with a concentration
  // and a range ("K | 4.9 H | mmol/L | 3.6〜4.8").
  const symbol = /^[KP]$/.test(p.name.trim()) && /mmol|meq|mg\/dl/i.test(p.unit ?? "") && p.ranges.length > 0;
  if (letters < 2 && !(cjk && letters >= 1) && !symbol) return null;
  if (CONTROL_NAME.test(p.name)) return null;
  if (PATIENT_ROW.test(p.name.trim()) && ctx.section && ctx.match(ctx.section).confidence >= MATCH_THRESHOLD && /\d/.test(p.result)) {
    p = { ...p, name: ctx.section };
  } else if (METADATA_LABELS.has(p.name.toLowerCase())) return null; // "Patient: …", "Date of birth: …"
  const restated = RESTATED_AS_COUNT.test(p.name.trim()) ? restatedAsCount(p, ctx) : null;
  if (restated) return restated;
  // A lower-case function word is a word of running text spread over a justified line ("Test results released
  // pertain to …" laid out under a table's columns), never a test's name ("at" is no antithrombin, "test" no testosterone).
  if (PROSE_WORDS.has(p.name.trim())) return null;
  let m = neighbours.length
    ? matchMixedScript(p.name, (n) => matchWithLookalikes(n, (v) => knowledge.matchAnalyte(v, { language, unit: p.unit, neighbours })))
    : match(p.name, p.unit);
  let known = m.analyte !== null && m.confidence >= MATCH_THRESHOLD;
  // OCR read the analyte's unit one glyph wrong and the misreading is another analyte's unit ("UL" or "U/L" for a
  // haematocrit's L/L is an enzyme unit): the name alone finds the analyte, and the value reads in its own unit.
  let unitLookalike = false;
  if (!known && page.source === "ocr" && p.unit && /\d/.test(p.result)) {
    const bare = match(p.name);
    const unit = bare.analyte && bare.confidence >= MATCH_THRESHOLD ? lookalikeUnit(p.unit, bare.analyte, p.result) : null;
    if (unit) {
      m = bare;
      known = true;
      p = { ...p, unit };
      unitLookalike = true;
    }
  }
  // Cells counted per microscope field ("0-2 /campo", "3-5 /HPF") are urine sediment, wherever they are printed:
  // red cells and leukocytes per field are never the blood counts or the dipstick's blood and esterase.
  const perField = PER_FIELD_UNIT.test(p.unit ?? "");
  if (perField && known && m.analyte) {
    const sediment = URINE_FORMS[m.analyte.id]?.count;
    const sm = sediment ? match(sediment) : null;
    if (sm?.analyte?.id.startsWith("urine_")) m = { ...sm, confidence: m.confidence };
  }
  if ((ctx.specimen === "urine" || ctx.specimen === "stool") && !(perField && m.analyte?.specimen === "urine")) {
    // Under a urine (or stool) heading "Glucose", "Protein", "Leukocytes" are that specimen's analytes; a name
    // that only a blood analyte has is not a blood result there (a dipstick "Glucose: negative" is no glucose).
    const inSpecimen = matchInSpecimen(p.name, ctx.specimen, (n) => knowledge.matchAnalyte(n, { language, unit: p.unit })) ?? (ctx.specimen === "urine" ? urineCounterpart(m, p, match) : null);
    // Past the urine section without a heading (a chemistry block after it): a measured value whose printed
    // range fits the blood analyte and contradicts the urine one ("Creatinine 86 µmol/L 62-106") is blood.
    const printed = numericRange(p.ranges[0]);
    const blood = known && m.analyte !== null && m.analyte.specimen !== ctx.specimen ? m.analyte : null;
    const bloodFits = blood !== null && printed !== null && Boolean(p.unit) && /^\d/.test(p.result) && !rangeContradicts(blood, printed, p.unit);
    if (inSpecimen && !(bloodFits && rangeContradicts(inSpecimen.analyte!, printed!, p.unit))) {
      m = dipstickAsCount(inSpecimen, p, match);
      known = true;
    } else if (bloodFits && (!inSpecimen || rangeContradicts(inSpecimen.analyte!, printed!, p.unit))) {
      ctx.leftSpecimen = true;
    } else if (known && m.analyte?.specimen !== ctx.specimen) return null;
  }
  if (known && ctx.absoluteWord && !/%/.test(p.unit ?? "")) {
    // Under an "Absolute counts" heading, "Neutrophils 4.1" is the absolute count, not the percentage.
    for (const word of [ctx.absoluteWord, "absolute"]) {
      const abs = match(`${p.name} ${word}`, p.unit);
      if (abs.analyte && abs.confidence >= MATCH_THRESHOLD && abs.analyte.id !== m.analyte?.id && abs.analyte.unit !== "%") {
        m = abs;
        break;
      }
    }
  }
  if (!known && !p.unit && p.ranges.length === 0) return null;
  if (!known && isIdentifierLabel(p.name)) return null; // "Accreditation No. 12345", "Page 1 of 2"
  // A date inside an unknown name ("Data … Geração 03/11/2020 do Dr.") is a signature or footer line, not a test.
  if (!known && /\b\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})\b/.test(p.name)) return null;
  // Interpretive tables, legends and prose print names and numbers that are not measurements.
  if (isInterpretiveName(p.name) || isRestatementName(p.name)) return null;
  if (isProse(p.name) && !(known && m.confidence >= 0.9)) return null;
  // A lone "<7.0" with neither unit nor range is a range-like token (a target, a cut-off), never a value.
  if (/^[<>≤≥]/.test(p.result) && !p.unit && p.ranges.length === 0) return null;
  // A range as the "result" of a name no analyte has ("Cord Blood: 30 - 70 ng/dL, Newborn: 75 - 260") is a line
  // of a reference table; a known name keeps it (urine sediment counts print "10-12 /HPF").
  const rangeShaped = /^\d+(?:\.\d+)?-\d+(?:\.\d+)?$/.test(p.result);
  if (!known && rangeShaped) return null;
  // Only counts under a microscope are printed as a range ("10-12 /HPF"); a range beside a blood test's name is a
  // band of a note or an interpretive table ("eGFR 30-44: CKD G3b if sustained …").
  if (known && rangeShaped && m.analyte?.specimen !== "urine" && m.analyte?.specimen !== "stool" && !perField) return null;
  // A measured analyte's result in words is a qualitative word ("Negative", "Trace"), never a phrase of a table
  // that explains the results ("Platelets | Risk of thrombosis").
  if (known && m.analyte?.valueType === "quantitative" && !/\d/.test(p.result) && !isQualitativeResult(p.result)) return null;
  // "HBsAg | 0.22 Negatif | >=1": a screening test's index printed with the lab's verdict. The test is read as
  // negative or positive (the index against the positivity cut-off is no reference interval: a negative HIV screen
  // had come back "low"); the index stays in the printed result.
  const verdict = known && m.analyte?.valueType === "binary" && /^\d/.test(p.result) && p.ranges.length >= 2 && isQualitativeResult(p.ranges[0]!) ? p.ranges[0]! : null;
  if (verdict) p = { ...p, result: verdict, printedResult: `${p.printedResult} ${p.printedRanges[0] ?? verdict}`, ranges: p.ranges.slice(1), printedRanges: p.printedRanges.slice(1) };
  let row: LabRow = {
    name: p.name,
    result: p.result,
    printedResult: p.printedResult,
    unit: p.unit,
    rangeText: joinRanges(referenceOnly(romanceSexLetters(p.ranges, p.printedRanges))),
    printedRange: p.printedRanges.length ? p.printedRanges.join(" ") : undefined,
    flag: p.flag,
    previousResult: p.previous,
    section,
    analyteId: known ? (m.analyte?.id ?? null) : null,
    matchConfidence: known ? m.confidence : 0,
    page: page.pageNumber,
    repairs: unitLookalike ? ["unit_misread"] : [],
    ...(p.otherNumbers.length ? { otherNumbers: p.otherNumbers } : {}),
  };
  if (page.source === "ocr" && row.unit) {
    const fixed = repairOcrUnit(row.unit);
    if (fixed !== row.unit) row = { ...row, unit: fixed, repairs: [...row.repairs, "unit_misread"] };
  }
  if (page.source === "ocr" && known) row = repairOcrRow(row, m.analyte);
  if (row.analyteId === "urine_specific_gravity") row = scaleSpecificGravity(row);
  return row;
}
