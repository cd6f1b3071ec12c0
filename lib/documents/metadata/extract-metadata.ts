// Report metadata (dates, laboratory, patient) from labelled text: "Collection date: 12.03.2025",
// "Geschlecht: weiblich", "Возраст: 45 лет". Labels come from ./labels (18 languages); values are parsed into
// the contract's forms (YYYY-MM-DD, "male"/"female"/"other", age in whole years as text).

import { splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { bsAnchors, withGregorianDates } from "./bikram-sambat";
import { countryFromPhone, findCountry } from "./countries";
import { DEPARTMENT_WORDS, LAB_WORDS, META_LABELS, SEX_VALUES, STREET_WORDS, type MetaField } from "./labels";
import { cityFromAddressLine, findLabCity } from "./lab-city";
import { ageOn, documentDateOrder, parseDate } from "./parse-date";
import { standardThai } from "./thai-glyphs";
import { birthFromNationalId, honorificName, isNameTail, NATIONAL_ID_LABEL, nameContinues, sexFromHonorific, withIdeographs } from "./patient";

export interface ReportMetadata {
  labDate: string | null;
  resultsDate: string | null;
  labName: string | null;
  labCity: string | null;
  labCountry: string | null;
  patientName: string | null;
  patientAge: string | null;
  patientSex: "male" | "female" | "other" | null;
  birthDate: string | null;
}

// Arabic "لا" set as a ligature comes out of some PDFs as "ال" ("الاسم" reads "االسم"): labels match both ways.
const arabicVariants = (label: string) => (label.includes("لا") ? [label, label.replaceAll("لا", "ال")] : [label]);
const LABELS: { field: MetaField; label: string }[] = (Object.entries(META_LABELS) as [MetaField, string[]][])
  .flatMap(([field, labels]) => labels.flatMap(arabicVariants).map((label) => ({ field, label })))
  .sort((a, b) => b.label.length - a.label.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Thai tone marks are lost in some PDFs' text (a NUL in their place): a label matches with or without them.
const THAI_MARKS = /[\u0e48-\u0e4b]/gu;
const canonical = (s: string) => s.toLowerCase().replace(THAI_MARKS, "");
// Fonts without a Unicode map for Latin Extended letters drop them from the text ("Datum odb ru" for "Datum
// odběru", "Th i gian l y m u" for "Thời gian lấy mẫu"): such a letter may be missing, or a space, in a label that
// keeps at least three other letters.
const LATIN_EXTENDED = /[\u0100-\u024f\u1e00-\u1eff]/gu;
const tolerant = (label: string) => (label.match(/[a-z]/g) ?? []).length >= 3;
const labelPattern = (label: string) => {
  const p = escape(canonical(label)).replace(/([\u0e01-\u0e47])/gu, "$1[\u0e48-\u0e4b]?");
  return tolerant(label) ? p.replace(LATIN_EXTENDED, (c) => `(?:${c}|\\s?)`) : p;
};
const ALTERNATIVES = LABELS.map((l) => labelPattern(l.label)).join("|");
// "Sexo....: Masculino": dot leaders may stand between a label and its colon; "Prélèvement du : 10/11/2026" a
// connecting word.
const CONNECTOR = "(?:\\s+(?:du|de la|del|de|le|am|vom|on|em|el|il))";
// Bilingual labels print the translation after a slash: "Patient Name / रोगी का नाम: …", "Collected / 采样: …".
// Only a translation in another script: "Patient / Date of birth:" is two labels, not one.
const TRANSLATION = "(?:\\s*/\\s*[^:：/|A-Za-z]{1,30}?)";
const LABEL_RE = new RegExp(`(?<=^|[\\s|;,/(])(${ALTERNATIVES})${CONNECTOR}?${TRANSLATION}?\\s*\\.*\\s*[:：]`, "giu");
// Dates are often printed without a colon: "Prélèvement du 17/11/2026", "Édité le 17/11/2026", "geb. 12.08.1961".
const DATE_FIELDS = new Set<MetaField>(["labDate", "resultsDate", "birthDate"]);
const DATE_LABEL_RE = new RegExp(
  `(?<=^|[\\s|;,/(])(${LABELS.filter((l) => DATE_FIELDS.has(l.field)).map((l) => labelPattern(l.label)).join("|")})${CONNECTOR}?\\s+(?=\\d{1,4}[./\\s-](?:\\d|\\p{L}{3}))`,
  "giu",
);
const FIELD_OF = new Map(LABELS.map((l) => [canonical(l.label), l.field]));
const looseKey = (s: string) => canonical(s).replace(LATIN_EXTENDED, "").replace(/\s+/g, "");
const LOOSE_FIELD_OF = new Map(LABELS.filter((l) => tolerant(l.label)).reverse().map((l) => [looseKey(l.label), l.field]));
const fieldOf = (label: string) => FIELD_OF.get(canonical(label).replace(/\s+/g, " ")) ?? LOOSE_FIELD_OF.get(looseKey(label));

/**
 * A cell's text as the labels expect it: NULs of lost glyphs dropped; the colon of right-to-left labels put
 * back where bidi reordering moved it ("اسم المري:ض" → "اسم المريض:", ":גיל 44" → "גיל: 44"); a label glued to
 * the value before it parted ("Олександрівна Вік: 29" from "ОлександрівнаВік: 29").
 */
function normaliseCell(text: string): string {
  let t = text.replace(/\u0000/g, "");
  t = t.replace(/([\u0600-\u06ff]+):([\u0600-\u06ff])(?=\s|$)/gu, "$1$2:");
  t = t.replace(/(^|\s):([\u0590-\u05ff]+)/gu, "$1$2:");
  // "1405/08/18 (2026/11/09) :تاریخ پذیرش": a right-to-left label printed after its left-to-right value.
  t = t.replace(/^([\d\s/().:-]+?)\s*:([\u0600-\u06ff][\u0600-\u06ff\s]*)$/u, "$2: $1");
  t = t.replace(/(\p{Ll})(\p{Lu}[\p{L}.]*(?:\s\p{L}+)?)(?=\s*[:：])/gu, (all, a: string, b: string) => (fieldOf(b) ? `${a} ${b}` : all));
  return t;
}

const LABEL_TEST = new RegExp(LABEL_RE.source, "iu");
const bareLabel = (cell: string) => cell.replace(/[\s:：.]+$/, "").trim();
const wholeLabel = (cell: string) => fieldOf(bareLabel(cell)) ?? fieldOf(`${bareLabel(cell)}.`); // "Rep. | : 09/11/2026"

/** Whether a value fits its field: dates and ages hold a digit, names none, a sex parses. */
function fits(field: MetaField, value: string): boolean {
  if (field === "patientName") return !/\d/.test(value);
  if (field === "sex") return parseSex(value) !== null;
  return field === "labName" || /\d/.test(value);
}

type CellRow = { text: string; box: Line["box"] }[];

/**
 * The cell printed right under a label cell ("DOB" over "14/03/1961" in a sidebar): same left edge, the next
 * line, and a value rather than another label.
 */
function valueBelow(lines: Line[], rows: CellRow[], li: number, cell: CellRow[number], field: MetaField): string | null {
  const below = rows[li + 1];
  const line = lines[li]!;
  if (!below || lines[li + 1]!.box.y - line.box.y > 2.5 * Math.max(line.box.height, 1)) return null;
  const c = below.find((b) => Math.abs(b.box.x - cell.box.x) <= Math.max(4, cell.box.height * 0.6));
  if (!c || wholeLabel(c.text) || LABEL_TEST.test(c.text) || !fits(field, c.text)) return null;
  return c.text;
}

/** Every labelled value in the lines, in reading order. */
export function findLabelledValues(lines: Line[]): { field: MetaField; value: string; line: number }[] {
  const out: { field: MetaField; value: string; line: number }[] = [];
  const rows: CellRow[] = lines.map((line) => splitCells(line, 1.2).map((c) => ({ text: normaliseCell(c.text), box: c.box })));
  rows.forEach((row, li) => {
    const cells = row.map((c) => c.text);
    cells.forEach((cell, ci) => {
      const whole = wholeLabel(cell);
      const next = cells[ci + 1];
      if (whole && !/[:：]\s*\S/.test(cell)) {
        // A label alone in its cell: its value is the next cell, or the cell under it when the next one is far
        // off (a sidebar beside the results table) or missing.
        const box = row[ci]!.box;
        const gap = next ? row[ci + 1]!.box.x - (box.x + box.width) : Infinity;
        // A row of labels over a row of values ("Patient | DOB | Sex" / "DOE, Ann | 01/02/1970 | F"): the next cell is
        // another label, never this one's value.
        const nextIsLabel = next !== undefined && (Boolean(wholeLabel(next)) || LABEL_TEST.test(next));
        const below = gap > 8 * Math.max(box.height, 1) || nextIsLabel ? valueBelow(lines, rows, li, row[ci]!, whole) : null;
        const value = below ?? (nextIsLabel ? null : next) ?? null;
        if (value) out.push({ field: whole, value, line: li });
        if (value || next) return;
      }
      const colon = [...cell.matchAll(LABEL_RE)];
      const bareDates = [...cell.matchAll(DATE_LABEL_RE)].filter((d) => !colon.some((c) => Math.abs((c.index ?? 0) - (d.index ?? 0)) < c[0].length));
      const hits = [...colon, ...bareDates].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      hits.forEach((h, hi) => {
        const field = fieldOf(h[1] ?? "");
        // "Lab specialist: Dr …", "Laborleiter": a lab label inside a longer label names a person, not the lab.
        if (!field || (field === "labName" && (h.index ?? 0) > 0)) return;
        const start = (h.index ?? 0) + h[0].length;
        const end = hits[hi + 1]?.index ?? cell.length;
        // "Date of collection:" closing its line: the value is printed under it.
        const under = !next && (h.index ?? 0) === 0 ? valueBelow(lines, rows, li, row[ci]!, field) : null;
        const value = cell.slice(start, end).trim() || (hi === hits.length - 1 ? (next ?? under ?? "") : "");
        if (value) out.push({ field, value, line: li });
      });
    });
  });
  return out;
}

/** Sex words with their Latin Extended letters dropped by such fonts ("mu" for "muž"), when still unambiguous. */
const LOOSE_SEX: Record<string, "male" | "female" | "other"> = Object.fromEntries(
  Object.entries(SEX_VALUES)
    .map(([w, s]) => [w.replace(LATIN_EXTENDED, ""), s] as const)
    .filter(([w], _i, all) => w.length >= 2 && !(w in SEX_VALUES) && all.filter(([x]) => x === w).every(([, s]) => s === all.find(([x]) => x === w)![1])),
);

function parseSex(value: string): ReportMetadata["patientSex"] {
  for (const w of value.toLowerCase().split(/[\s,/()|.]+/)) {
    const s = SEX_VALUES[w] ?? LOOSE_SEX[w];
    if (s) return s;
  }
  return null;
}

function parseAge(value: string): number | null {
  const noDates = value.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, " ");
  const m = noDates.match(/(?<![\d.,])(\d{1,3})(?![\d.,]\d)/);
  const n = m ? Number(m[1]) : NaN;
  return n >= 0 && n <= 125 ? n : null;
}

const HONORIFICS = /^(?:mr|mrs|ms|miss|mx|dr|prof|master|baby|sr|sra|srta|herr|frau|m|mme|mlle|madame|monsieur|mevr|mevrouw|dhr|sig|sig\.ra|г-н|г-жа|นาย|นางสาว|นาง|ด\.ช|ด\.ญ)\.?\s+/iu;

/**
 * The patient's name as printed, without what is not the name: inline extras cut off ("Krüger, Helmut geb.
 * 14.06.1952" → "Krüger, Helmut"), titles and honorifics dropped ("MR.", "様"). The order and case stay the lab's:
 * turning "FAVRE Nicolas" round is a guess that is wrong for family-name-first names (Hungarian, Chinese, Japanese,
 * Korean, Vietnamese), and the response field is documented as printed.
 */
function cleanPersonName(value: string): string | null {
  let v = withIdeographs(value).replace(/\s+/g, " ").trim();
  v = v.split(/\s(?=\S*\d)|\s(?:geb\.|née?|born|b\.)\s/iu)[0] ?? v; // stop at the first token with a digit
  v = v.split(/\s+[^\s:：]+\s?[:：]|\s+\(/u)[0] ?? v; // … and at the next label ("MRN:") or a bracket
  v = v.replace(/[,;]+$/, "").replace(HONORIFICS, "").replace(/\s*(?:様|さん|殿|님|씨)$/u, "").trim();
  if (!v || /\d/.test(v) || v.length > 80 || (v.match(/\p{L}/gu) ?? []).length < 2) return null;
  return v;
}

/** Languages spoken as a first language mainly in one country: the lab's country when no address names one. */
const COUNTRY_OF_LANGUAGE: Record<string, string> = {
  cs: "CZ", fi: "FI", no: "NO", nb: "NO", sv: "SE", pl: "PL", tr: "TR", ja: "JP", ko: "KR", th: "TH", el: "GR",
  hu: "HU", ro: "RO", it: "IT", da: "DK", he: "IL", fa: "IR", vi: "VN", uk: "UA", ru: "RU", bg: "BG", hr: "HR",
  sk: "SK", sl: "SI", lt: "LT", lv: "LV", et: "EE", id: "ID", ms: "MY",
};
const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** A phone, fax, e-mail or web line, or a street address: never a lab name. */
function isContactOrAddress(text: string): boolean {
  // "St. Luke's Medical Center": "St." opening a name is a saint; a street's "St." follows the street's name.
  const street = text.replace(/^\s*st\.\s+(?=\p{Lu})/iu, "");
  return /(?:tel|phone|fax|e-?mail|www\.|https?:|телефон|тел\.|電話|电话)/iu.test(text) || (text.match(/\d/g) ?? []).length >= 5 || STREET_WORDS.test(street);
}

/** Scripts written without spaces between words, or whose lab words are phrases: matched inside the text. */
const INFIX_SCRIPT = /[\u3040-\u9fff\u0600-\u06ff\u0590-\u05ff\u0e00-\u0e7f\uac00-\ud7af]|\s/u;

/** Whether a line names an institution: a laboratory or hospital word, a brand ending in "lab", a compound. */
function hasLabWord(text: string): boolean {
  const lower = text.toLowerCase();
  if (LAB_WORDS.some((w) => INFIX_SCRIPT.test(w) && lower.includes(w))) return true;
  // Words split on anything but letters: "«Уральская медицинская лаборатория»" has "лаборатория".
  return lower.split(/[^\p{L}\p{N}]+/u).some((w) =>
    LAB_WORDS.includes(w) ||
    (/^lab[a-z]{2,}$/.test(w) && !/befund|bericht|report|result/.test(w)) ||
    // "HUSLAB", "Biolab": a brand ending in "lab"; "Huisartsenlaboratorium": a compound with "laborator".
    (/^\p{L}{2,}labs?$/u.test(w) && !/^(?:col|sy)lab/.test(w)) || /.laborator|.лаборатор/u.test(w));
}

/** "北京协和医院 检验科" → "北京协和医院": the institution, without the department printed after it. */
function institutionOnly(name: string): string {
  const cut = name.match(/^(.*?(?:医院|醫院|病院|中心))\s*\S*(?:科|室)$/u);
  return cut?.[1] ? cut[1] : name;
}

/** A department line: opens with a department word, or ends with one ("… HEMATOLOGY SECTION", "… Department"). */
function isDepartmentLine(text: string): boolean {
  const t = text.toLowerCase().trim();
  return DEPARTMENT_WORDS.some((w) => t.startsWith(w)) || DEPARTMENT_END.test(t);
}

const DEPARTMENT_END = /\b(?:section|department|dept\.?|division|unit|abteilung|service|services)$/;

/**
 * "KAROO PATHOLOGY" / "Laboratories Inc. · 41 Cape Road …": a name whose last words went to the next line, where
 * they open it before the address; "Al-Waha Medical Laboratories مختبرات الواحة الطبية": the Latin-script name of a
 * bilingual line (the Arabic or Hebrew one repeats it).
 */
function withWrappedTail(lines: Line[], index: number, name: string): string {
  let out = name;
  const latin = out.match(/^([\p{Script=Latin}\d\s.,&'’()-]*\p{Script=Latin}[\p{Script=Latin}\s.,&'’()-]*?)\s+[\u0590-\u06ff][\u0590-\u06ff\s«»".-]*$/u);
  if (latin?.[1] && hasLabWord(latin[1])) out = latin[1].trim();
  const next = lines[index + 1];
  if (!next || out.split(/\s+/).length > 4) return out;
  const head = (splitCells(next, 1.2)[0]?.text ?? "").split(/\s+[·|•]\s+|,\s*/u)[0]?.trim() ?? "";
  if (/^(?:laborator\p{L}*|labs?|diagnostics?|clinic|pathology|medical (?:center|centre)|hospital)\b/iu.test(head) && head.split(/\s+/).length <= 3 && !/\d|[:：]/.test(head) && !out.toLowerCase().endsWith(head.toLowerCase())) {
    out = `${out} ${head}`;
  }
  return out;
}

/** Legal-form suffixes printed after a lab's name ("S.r.l.", "S.A.S.", "d.o.o."): not part of the name. */
const LEGAL_SUFFIX = /[\s,]+(?:inc\.?|s\.\s?r\.\s?l\.?|srl|s\.\s?a\.\s?s\.?|d\.\s?o\.\s?o\.?|s\.\s?r\.\s?o\.?|spol\. s r\.\s?o\.|kft\.?|s\.\s?p\.\s?a\.?|sp\. z o\.\s?o\.?)$/iu;

/**
 * "Hôpital Sainte-Adélaïde — Service de biologie médicale", "LAKMINI HOSPITALS (PVT) LTD - LABORATORY SERVICES":
 * the institution, without the department printed after a dash on the same line, nor its legal form.
 */
function withoutDepartment(name: string): string {
  const parts = name.split(/\s+[—–-]\s+/u);
  const kept = parts.length > 1 && isDepartmentLine(parts.at(-1)!) ? parts.slice(0, -1).join(" - ") : name;
  return kept.replace(LEGAL_SUFFIX, "").trim();
}

const REPORT_WORDS = /\b(report|befund|bericht|compte rendu|résultats|informe|referto|sonuç|rapor|отч[её]т|результат|wyniki|sprawozdanie|uitslag|laudo|protokoll)/i;

/** The laboratory's name line (label, else a top-of-page line with a laboratory word) and its address. */
function findLab(lines: Line[], labelled: string | null, labelLine: number | null, fieldLines: Set<number>) {
  // "Lab Phone: 800-555-0199", "Lab No.: AP/26/118830": a labelled value that is a number is no lab name.
  const usable = labelled && !isContactOrAddress(labelled) && !/\d{3}/.test(labelled) && /\p{L}{3}/u.test(labelled);
  let index = usable ? labelLine : null;
  let name = usable ? labelled : null;
  if (!name) {
    const top = lines.slice(0, Math.min(lines.length, 12));
    for (let i = 0; i < top.length && !name; i++) {
      for (const cell of splitCells(top[i]!, 1.2)) {
        const identifier = /\b(?:lab|laboratory)\s*(?:no|nr|number|id|ref)\b/i.test(cell.text);
        if (hasLabWord(cell.text) && !identifier && !REPORT_WORDS.test(cell.text) && !/[:：]/.test(cell.text) && !isContactOrAddress(cell.text)) {
          name = institutionOnly(cell.text.trim());
          index = i;
          // "Ballinacurra Regional" / "Hospital": a name wrapped over two lines starts on the line above.
          const above = i > 0 ? splitCells(top[i - 1]!, 1.2).find((c) => Math.abs(c.box.x - cell.box.x) <= 3) : undefined;
          const close = above && top[i]!.box.y - top[i - 1]!.box.y <= 1.8 * Math.max(top[i]!.box.height, 1);
          if (above && close && name.split(/\s+/).length <= 2 && /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(above.text.trim()) && !REPORT_WORDS.test(above.text)) {
            name = `${above.text.trim()} ${name}`;
            index = i - 1;
          }
          break;
        }
      }
    }
  }
  // No laboratory word: the page's first line, when it reads as a name and an address follows within three lines
  // ("Medicover Kft." over "1 Fictive utca, 1000 Budapest").
  if (!name && lines.length) {
    const first = splitCells(lines[0]!, 1.2)[0]?.text.trim() ?? "";
    const address = lines.slice(1, 4).some((l) => cityFromAddressLine(splitCells(l, 1.2).map((c) => c.text).join(" · "))?.strong);
    if (address && /^\p{Lu}/u.test(first) && !/\d|[:：]/.test(first) && first.split(/\s+/).length <= 6 && !REPORT_WORDS.test(first) && !isContactOrAddress(first)) {
      name = first;
      index = 0;
    }
  }
  // A department line ("Laboratório de Análises Clínicas", "CLINICAL CHEMISTRY AND HEMATOLOGY SECTION") next to
  // an institution line: the institution is the lab — above the department, or below it when the department
  // heads the page.
  // "St. Raphael Diagnostic Clinic": a saint's "St." beside an institution word is no street.
  const institution = hasLabWord;
  const nameLike = (t: string) =>
    Boolean(t) && !/\d|[:：]/.test(t) && (!isContactOrAddress(t) || (institution(t) && !/(?:tel|phone|fax|e-?mail|www\.|https?:)/iu.test(t))) && t.split(/\s+/).length <= 8 && !REPORT_WORDS.test(t);
  if (name && index !== null && isDepartmentLine(name)) {
    const above = index > 0 ? lines[index - 1]!.text.trim() : "";
    const below = lines[index + 1]?.text.trim() ?? "";
    if (nameLike(above)) {
      name = above;
      index -= 1;
    } else if (index === 0 && DEPARTMENT_END.test(name.toLowerCase().trim()) && nameLike(below) && !isDepartmentLine(below)) {
      // Only a line that ends like a department ("… SECTION"): "Laboratoire de biologie médicale Biolys" opens
      // with a department word but is the lab itself.
      name = below;
      index += 1;
    }
  }
  if (name && index !== null) name = withWrappedTail(lines, index, name);
  if (name) name = withoutDepartment(name);
  const around = index === null ? lines.slice(0, 5) : lines.slice(index, index + 5);
  const text = around.map((l) => l.text).join("\n");
  const country = findCountry(text) ?? countryFromPhone(text);
  // Cells apart: "Bv. España 2511 - Montevideo | Dir. Tec. …" is an address and, in its own column, a director.
  const cellLines = lines.map((l) => {
    const cells = splitCells(l, 1.2).map((c) => ({ text: c.text, x0: c.box.x, x1: c.box.x + c.box.width }));
    return { text: cells.map((c) => c.text).join(" · "), box: l.box, cells };
  });
  const labCell = index === null || !name ? undefined : cellLines[index]!.cells.find((c) => c.text.includes(name!.split(/\s+/)[0]!));
  const isLabel = (cell: string) => Boolean(wholeLabel(cell)) || LABEL_TEST.test(normaliseCell(cell));
  const labColumn = labCell ? { x0: labCell.x0, x1: labCell.x1 } : undefined;
  const city = findLabCity(cellLines, { labIndex: index, labName: name, labelled: fieldLines, labColumn, isLabel });
  return { name, city, country: country?.en ?? null };
}

/** A name cut at the end of its line ("PEREIRA DA" / "SILVA") with the rest from the next line's first cell. */
function withNextLine(lines: Line[], li: number, value: string): string {
  const next = lines[li + 1];
  if (!nameContinues(value) || !next || Math.abs(next.box.x - lines[li]!.box.x) > 4) return value;
  const tail = splitCells(next, 1.2)[0]?.text ?? "";
  return isNameTail(tail) ? `${value.trim()} ${tail.trim()}` : value;
}

/** "Madame DUPUIS Claire" printed without a label in the header (the first 15 lines). */
function findHonorificName(lines: Line[]): string | null {
  for (const line of lines.slice(0, 15)) {
    for (const cell of splitCells(line, 1.2)) {
      const name = honorificName(cell.text);
      if (name) return cell.text.trim();
    }
  }
  return null;
}

/**
 * "NGATA, Hemi NHI ZKW4419 DOB 02-Feb-1964 M": an unlabelled "SURNAME, Given" opening the line that prints the
 * birth date is the patient.
 */
function nameBesideBirthDate(lines: Line[], values: { field: MetaField; line: number }[]): string | null {
  for (const v of values) {
    if (v.field !== "birthDate") continue;
    // One given name (and an initial): the words after it are the line's labels ("Dossier", "NHI").
    const m = lines[v.line]!.text.match(/^(\p{Lu}{2,}(?:[ '-]\p{Lu}{2,})*,\s*\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s\p{Lu}\.?)?)(?=\s|$)/u);
    if (m?.[1]) return m[1];
  }
  return null;
}

/** Birth date (and sex) from a labelled national identity number ("Personnr: 19620315-1244"). */
function nationalIdBirth(lines: Line[], labDate: string | null): ReturnType<typeof birthFromNationalId> {
  const refYear = Number((labDate ?? new Date().toISOString()).slice(0, 4));
  for (const line of lines.slice(0, 30)) {
    const m = line.text.match(NATIONAL_ID_LABEL);
    if (m?.[1] && m[2]) return birthFromNationalId(m[1], m[2], refYear);
  }
  return { birthDate: null, sex: null };
}

/**
 * Extracts report metadata. `language` settles day/month order of ambiguous numeric dates together with the
 * lab's country. The patient's age comes from a printed age, else from birth date and sampling date.
 */
export function extractMetadata(printed: Line[], opts: { language?: string } = {}): ReportMetadata {
  const lines = printed.map((l) => (/[\uf700-\uf71a\u0000]/u.test(l.text) ? { ...l, text: standardThai(l.text), words: l.words.map((w) => ({ ...w, text: standardThai(w.text) })) } : l));
  const values = findLabelledValues(lines);
  const first = (f: MetaField) => values.find((v) => v.field === f);
  const labLabel = first("labName");
  const fieldLines = new Set(values.filter((v) => v.field !== "labName").map((v) => v.line));
  const lab = findLab(lines, labLabel ? labLabel.value.trim() : null, labLabel?.line ?? null, fieldLines);
  const order = documentDateOrder(lines.map((l) => l.text).join("\n"));
  const hints = { language: opts.language, country: lab.country ?? undefined, ...(order ? { order } : {}) };
  const bs = bsAnchors(lines.map((l) => l.text).join("\n"), (t) => parseDate(t, hints));
  const date = (f: MetaField) => {
    for (const v of values) if (v.field === f) {
      const d = parseDate(withGregorianDates(v.value, bs), hints);
      if (d) return d;
    }
    return null;
  };
  const labDate = date("labDate") ?? date("genericDate");
  const ids = nationalIdBirth(lines, labDate);
  const birthDate = date("birthDate") ?? ids.birthDate;
  const resultsDate = date("resultsDate");
  let age: number | null = null;
  for (const v of values) if (v.field === "age" && age === null) age = parseAge(v.value);
  // "Née le : 02/05/1985 (41 ans)", "Год рождения: 1985 (41 год)": the age in brackets after the birth date.
  for (const v of values) {
    const m = v.field === "birthDate" ? v.value.match(/\((\d{1,3})\s*(?:год|года|лет|г\.|years?|yrs?|y|ans|jahre|anos|años|anni|lat|év|let|roky|år|vuotta)\)/iu) : null;
    if (age === null && m) age = Number(m[1]);
  }
  const ageRef = labDate ?? resultsDate;
  // "Năm sinh: 1981", "Год рождения: 1985": only the birth year is printed — the age the year difference gives.
  for (const v of values) {
    const year = v.field === "birthDate" ? v.value.trim().match(/^(\d{4})(?!\d|[./-]\d)/)?.[1] : undefined;
    if (age === null && year && ageRef) age = Number(ageRef.slice(0, 4)) - Number(year);
  }
  if (age === null && birthDate && ageRef) age = ageOn(birthDate, ageRef);
  let sex: ReportMetadata["patientSex"] = null;
  for (const v of values) if (v.field === "sex" && !sex) sex = parseSex(v.value);
  // "geb. 14.06.1952 m", "DOB 02-Feb-1964 M Dr …": the sex printed right after the birth date.
  for (const v of values) {
    const rest = v.field === "birthDate" ? v.value.replace(/^\S+\s*/, "").trim() : "";
    const token = rest.split(/\s+/)[0] ?? "";
    if (!sex && (/^\p{L}+\.?$/u.test(rest) || /^\p{L}$/u.test(token))) sex = parseSex(token);
  }
  // "Age/Sex: 34 Y / F", "27 YRS / M": one value holds both.
  for (const v of values) {
    if (v.field !== "ageSex") continue;
    if (age === null) age = parseAge(v.value);
    sex ??= parseSex(v.value.replace(/\d+\s*(?:y|yrs?|years?|a|anos|años)\b/giu, " "));
  }
  let patientName: string | null = null;
  let printedName: string | null = null;
  for (const v of values) {
    if (v.field !== "patientName" || patientName) continue;
    printedName = withNextLine(lines, v.line, v.value);
    patientName = cleanPersonName(printedName);
  }
  // "Nom : DUPONT | Prénom : Jean", "Vorname: Max | Name: Muster": a given name printed apart joins the family
  // name in reading order.
  const nameAt = values.findIndex((v) => v.field === "patientName");
  const givenAt = values.findIndex((v) => v.field === "givenName");
  const given = givenAt >= 0 ? cleanPersonName(values[givenAt]!.value) : null;
  if (patientName && given && !patientName.includes(given)) patientName = givenAt < nameAt ? `${given} ${patientName}` : `${patientName} ${given}`;
  const unlabelled = patientName ? null : (findHonorificName(lines) ?? nameBesideBirthDate(lines, values));
  if (unlabelled) {
    printedName = unlabelled;
    patientName = cleanPersonName(unlabelled);
  }
  // The patient's sex, when no field prints it: a sex word standing alone on the patient's line ("männlich"),
  // the national number, the honorific before the name ("Madame", "Mevr.").
  const nameLine = values.find((v) => v.field === "patientName")?.line;
  if (!sex && nameLine !== undefined) {
    for (const cell of splitCells(lines[nameLine]!, 1.2)) if (!sex && /^\p{L}{4,}$/u.test(cell.text.trim())) sex = parseSex(cell.text);
  }
  sex ??= ids.sex ?? (printedName ? sexFromHonorific(printedName) : null);
  const inferred = COUNTRY_OF_LANGUAGE[(opts.language ?? "").slice(0, 2)];
  const labCountry = lab.country ?? (inferred ? (REGION_NAMES.of(inferred) ?? null) : null);
  return {
    labDate,
    resultsDate,
    labName: lab.name,
    labCity: lab.city,
    labCountry,
    patientName,
    patientAge: age === null ? null : String(age),
    patientSex: sex,
    birthDate,
  };
}
