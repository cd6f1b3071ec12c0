// "Label: value" pairs of report metadata as printed: labels from ./labels in many languages, with a connecting
// word ("Prélèvement du : …"), a translation ("Patient Name / रोगी का नाम: …"), without a colon before a date
// ("Édité le 17/11/2026"), in a cell of their own with the value beside or under them, several to a line; text
// layers' damage (bidi-moved colons, lost Thai tone marks, dropped Latin Extended letters) taken into account.

import { splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { META_LABELS, type MetaField, SEX_VALUES } from "./labels";
import { AGE_UNITS } from "./labels-by-language";
import { parseSex } from "./parse-sex";

// Arabic "لا" set as a ligature comes out of some PDFs as "ال" ("الاسم" reads "االسم"): labels match both ways.
const arabicVariants = (label: string) => (label.includes("لا") ? [label, label.replaceAll("لا", "ال")] : [label]);
const LABELS: { field: MetaField; label: string }[] = (Object.entries(META_LABELS) as [MetaField, string[]][])
  .flatMap(([field, labels]) => labels.flatMap(arabicVariants).map((label) => ({ field, label })))
  .sort((a, b) => b.label.length - a.label.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Thai tone marks are lost in some PDFs' text (a NUL in their place): a label matches with or without them.
const THAI_MARKS = /[\u0e48-\u0e4b]/gu;
// Arabic letters printed in more than one form: alef with or without hamza, final yā' or alef maqṣūra, tā' marbūṭa
// or hā' ("أنثى"/"انثى", "العينة"/"العينه"): one form in the keys, any form in the text.
// Turkish dotted and dotless i ("DOĞUM TARİHİ", "ADI SOYADI" for "doğum tarihi", "adı soyadı") do not fold to each
// other: keys take a plain "i", patterns any of the four.
const canonical = (s: string) =>
  s.toLowerCase().replace(THAI_MARKS, "").replace(/\u0307/gu, "").replace(/ı/gu, "i").replace(/[أإآ]/gu, "ا").replace(/ى/gu, "ي").replace(/ة/gu, "ه");
const arabicForms = (p: string) => p.replace(/ا/gu, "[اأإآ]").replace(/ي/gu, "[يى]").replace(/ه/gu, "[هة]");
// Fonts without a Unicode map for Latin Extended letters drop them from the text ("Datum odb ru" for "Datum
// odběru", "Th i gian l y m u" for "Thời gian lấy mẫu"): such a letter may be missing, or a space, in a label that
// keeps at least three other letters.
const LATIN_EXTENDED = /[\u0100-\u024f\u1e00-\u1eff]/gu;
const tolerant = (label: string) => (label.match(/[a-z]/g) ?? []).length >= 3;
const labelPattern = (label: string) => {
  const p = arabicForms(escape(canonical(label))).replace(/([\u0e01-\u0e47])/gu, "$1[\u0e48-\u0e4b]?");
  // OCR reads a Latin Extended letter as a Latin-1 one ("Méginio paémimas" for "Mėginio paėmimas"): any letter of
  // the two blocks stands for it.
  const extended = tolerant(label) ? p.replace(LATIN_EXTENDED, (c) => `(?:${c}|[\\u00c0-\\u024f]|\\s?)`) : p;
  // OCR and unaccented systems drop Latin-1 accents ("Preleve le", "Edite le", "Medecin"): the plain letter too.
  return extended.replace(/[\u00e0-\u00f6\u00f8-\u00ff]/gu, (c) => `(?:${c}|${c.normalize("NFD")[0]})`).replace(/i/g, "[iİıI]");
};
const ALTERNATIVES = LABELS.map((l) => labelPattern(l.label)).join("|");
// Armenian prints the label's colon as "՝" ("Հիվանդ՝ Հակոբյան Արմեն").
// "Sexo....: Masculino": dot leaders may stand between a label and its colon; "Prélèvement du : 10/11/2026" a
// connecting word.
const CONNECTOR = "(?:\\s+(?:du|de la|del|de|le|am|vom|on|em|el|il))";
// Bilingual labels print the translation after a slash: "Patient Name / रोगी का नाम: …", "Collected / 采样: …".
// Only a translation in another script: "Patient / Date of birth:" is two labels, not one.
const TRANSLATION = "(?:\\s*/\\s*[^:：/|A-Za-z]{1,30}?)";
// "Age (Years): 45", "Sex (M/F): M", "Leeftijd (jaar): 45": a unit or a hint in brackets between label and colon.
const HINT = "(?:\\s*\\([^():：]{1,14}\\))";
// "Collection DateTime:", "Fecha/Hora de toma:", "Date & time:": a time word joined to a date label.
const TIME_SUFFIX = "(?:\\s*(?:[/&]|and|y|et|und|e)?\\s*(?:time|hora|heure|zeit|uhrzeit|ora|hour|tijd|godzina|saat|время))";
// "Data de Coleta/Recebimento:", "Collected/Received:": a second date label after a slash names the same date.
const DATE_ALTERNATIVES = LABELS.filter((l) => ["labDate", "receivedDate", "resultsDate", "printedDate", "genericDate"].includes(l.field)).map((l) => labelPattern(l.label)).join("|");
const SECOND_DATE_LABEL = `(?:\\s*/\\s*(?:${DATE_ALTERNATIVES}))`;
const LABEL_RE = new RegExp(`(?<=^|[\\s|;,/(])(${ALTERNATIVES})${TIME_SUFFIX}?${SECOND_DATE_LABEL}?${CONNECTOR}?${HINT}?${TRANSLATION}?\\s*\\.*\\s*[:：՝]`, "giu");
// Dates are often printed without a colon: "Prélèvement du 17/11/2026", "Édité le 17/11/2026", "geb. 12.08.1961".
const DATE_FIELDS = new Set<MetaField>(["labDate", "receivedDate", "resultsDate", "printedDate", "birthDate"]);
const DATE_LABEL_RE = new RegExp(
  `(?<=^|[\\s|;,/(])(${LABELS.filter((l) => DATE_FIELDS.has(l.field)).map((l) => labelPattern(l.label)).join("|")})${CONNECTOR}?\\s+(?=\\d{1,4}[./\\s-](?:\\d|\\p{L}{3}))`,
  "giu",
);
// "Age 55 YEARS/7 MONTHS", "Leeftijd 45 jaar", "Age / Sex 45 Month Female": an age label without a colon, before a
// number and its unit.
const AGE_LABEL_RE = new RegExp(
  `(?<=^|[\\s|;,/(])(${LABELS.filter((l) => l.field === "age" || l.field === "ageSex").map((l) => labelPattern(l.label)).join("|")})\\s+(?=\\d{1,3}\\s*-?\\s*(?:${AGE_UNITS.join("|")}|months?|mths?|days?)(?![\\p{L}]))`,
  "giu",
);
// "เพศ ชาย", "Sex Male", "Pohlavie Ž": a sex label without a colon, before a sex word; "ชื่อ นาย สมมติ …", "Name Mr.
// Example": a name label without a colon, before an honorific.
const labelsOf = (field: MetaField) => LABELS.filter((l) => l.field === field).map((l) => labelPattern(l.label)).join("|");
const SEX_WORDS = Object.keys(SEX_VALUES).sort((a, b) => b.length - a.length).map(escape).join("|");
const SEX_LABEL_RE = new RegExp(`(?<=^|[\\s|;,/(])(${labelsOf("sex")})\\s+(?=(?:${SEX_WORDS})(?![\\p{L}]))`, "giu");
const NAME_LABEL_RE = new RegExp(
  `(?<=^|[\\s|;,/(])(${labelsOf("patientName")})\\s+(?=(?:mr|mrs|ms|miss|mme|mlle|madame|monsieur|herr|frau|sr|sra|nn|tn|ny|bpk|ibu|นาย|นางสาว|นาง|ด\\.ช\\.|ด\\.ญ\\.)\\.?\\s)`,
  "giu",
);
const OTHER_PERSON = /(?:doctor|doctor's|physician|physician's|consultant|referring|referred by|ref\.?|dr\.?|clinician|pathologist|technician|nurse|médecin|arzt|ärztin|medico|médico|doktor|hekim|hekimi|lekar|lekára|lékaře|лекар|врач|врача|лікар|лікаря|эмч|эмчийн|дәрігер|αιτών|ιατρός|رفرنس|الطبيب|پزشک|רופא|แพทย์|bác sĩ|dokter|mother's|father's|guardian)\s*$/iu;
const FIELD_OF = new Map(LABELS.map((l) => [canonical(l.label), l.field]));
// Latin-1 letters too: OCR reads "ė" as "é".
const looseKey = (s: string) => canonical(s).replace(LATIN_EXTENDED, "").replace(/[\u00c0-\u00ff]/gu, "").replace(/\s+/g, "");
const LOOSE_FIELD_OF = new Map(LABELS.filter((l) => tolerant(l.label)).reverse().map((l) => [looseKey(l.label), l.field]));
const unaccented = (s: string) => canonical(s).normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ");
const UNACCENTED_FIELD_OF = new Map(LABELS.map((l) => [unaccented(l.label), l.field]).reverse() as [string, MetaField][]);
const fieldOf = (label: string) => FIELD_OF.get(canonical(label).replace(/\s+/g, " ")) ?? LOOSE_FIELD_OF.get(looseKey(label)) ?? UNACCENTED_FIELD_OF.get(unaccented(label));

/**
 * A cell's text as the labels expect it: NULs of lost glyphs dropped; the colon of right-to-left labels put
 * back where bidi reordering moved it ("اسم المري:ض" → "اسم المريض:", ":גיל 44" → "גיל: 44"); a label glued to
 * the value before it parted ("Петрівна Вік: 29" from "ПетрівнаВік: 29").
 */
export function normaliseCell(text: string): string {
  // "Date/Time of collection", "Fecha/Hora de extracción": the time word between a date word and the rest of its
  // label is dropped.
  let t = text.replace(/\u0000/g, "").replace(/(?<!\p{L})(date|fecha|data|datum|tarih)\s*[/&]\s*(?:time|hora|heure|ora|zeit|uhrzeit|saat)(?!\p{L})/giu, "$1");
  t = t.replace(/([\u0600-\u06ff]+):([\u0600-\u06ff])(?=\s|$)/gu, "$1$2:");
  t = t.replace(/(^|\s):([\u0590-\u05ff]+)/gu, "$1$2:");
  // "1405/08/18 (2026/11/09) :تاریخ پذیرش": a right-to-left label printed after its left-to-right value.
  t = t.replace(/^([\d\s/().:-]+?)\s*:([\u0600-\u06ff][\u0600-\u06ff\s]*)$/u, "$2: $1");
  t = t.replace(/(\p{Ll})(\p{Lu}[\p{L}.]*(?:\s\p{L}+)?)(?=\s*[:：])/gu, (all, a: string, b: string) => (fieldOf(b) ? `${a} ${b}` : all));
  return t;
}

export const LABEL_TEST = new RegExp(LABEL_RE.source, "iu");
const bareLabel = (cell: string) => cell.replace(/[\s:：.]+$/, "").trim();
// "Rep. | : 09/11/2026"; "Report Released on | : 20-Jul-2023": a connecting word closing the label.
// "Data Colheita | 08-04-2022", "Fecha Extracción": a date word before a label that says the date alone.
export const wholeLabel = (cell: string) =>
  fieldOf(bareLabel(cell)) ?? fieldOf(`${bareLabel(cell)}.`) ?? fieldOf(bareLabel(cell).replace(/\s+(?:on|at|du|le|am|vom|em|el|il|de|del)$/iu, "")) ??
  datedLabel(bareLabel(cell));
function datedLabel(label: string): MetaField | undefined {
  const rest = label.match(/^(?:date|data|fecha|datum|dátum|tarih)\s+(\p{L}.{2,})$/iu)?.[1];
  const field = rest ? fieldOf(rest) : undefined;
  return field && DATE_FIELDS.has(field) ? field : undefined;
}

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
  // Same left edge; else, under a centred heading ("Пациент" over "Фролова Виктория Вадимовна"), the one cell the
  // label's span overlaps.
  const overlap = (b: CellRow[number]) => Math.min(b.box.x + b.box.width, cell.box.x + cell.box.width) - Math.max(b.box.x, cell.box.x);
  const overlapping = below.filter((b) => overlap(b) > 0);
  const c = below.find((b) => Math.abs(b.box.x - cell.box.x) <= Math.max(4, cell.box.height * 0.6)) ?? (overlapping.length === 1 ? overlapping[0] : undefined);
  if (!c || wholeLabel(c.text) || LABEL_TEST.test(c.text) || !fits(field, c.text)) return null;
  return c.text;
}

/**
 * "45 Month Female Billing Date | : 20-Jul-2023": a label printed close after the value before it, its colon in the
 * next cell, is a cell of its own.
 */
function withLabelsParted(row: CellRow): CellRow {
  const out: CellRow = [];
  row.forEach((cell, ci) => {
    const next = row[ci + 1];
    const words = cell.text.split(" ");
    if (next && /^[:：]/.test(next.text) && words.length > 1 && !wholeLabel(cell.text)) {
      for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
        const label = words.slice(-k).join(" ");
        if (label.length >= 3 && wholeLabel(label)) {
          const head = words.slice(0, -k).join(" ");
          const width = (cell.box.width * head.length) / cell.text.length;
          out.push({ text: head, box: { ...cell.box, width } }, { text: label, box: { ...cell.box, x: cell.box.x + width, width: cell.box.width - width } });
          return;
        }
      }
    }
    out.push(cell);
  });
  return out;
}

/**
 * "Name | : | Mr MANOJ KUMAR SHARMA": a colon printed in a column of its own between labels and values (an Indian
 * hospital system) joins the label before it, so the label's value is the cell after the colon and not the colon.
 * The age on such a report had been read as ":" and lost.
 */
function withColonsJoined(row: CellRow): CellRow {
  const out: CellRow = [];
  for (const cell of row) {
    const prev = out[out.length - 1];
    if (prev && /^[:：]$/.test(cell.text.trim()) && wholeLabel(prev.text) && !/[:：]\s*$/.test(prev.text)) {
      out[out.length - 1] = { text: `${prev.text}:`, box: { ...prev.box, width: cell.box.x + cell.box.width - prev.box.x } };
    } else out.push(cell);
  }
  return out;
}

/** Every labelled value in the lines, in reading order. */
export function findLabelledValues(lines: Line[]): { field: MetaField; value: string; line: number }[] {
  const out: { field: MetaField; value: string; line: number }[] = [];
  const rows: CellRow[] = lines.map((line) => withColonsJoined(withLabelsParted(splitCells(line, 1.2).map((c) => ({ text: normaliseCell(c.text), box: c.box })))));
  rows.forEach((row, li) => {
    const cells = row.map((c) => c.text);
    // "Дата | Пациент | Код/Логин | Дата рождения | Пол": a row of headings over a row of values, known or not.
    // Headings carry no colon ("Pacient: | Montse Exemple | Sexe: | Dona" is labels with their values).
    const headingRow = cells.length >= 3 && cells.filter((c) => wholeLabel(c)).length >= Math.max(2, cells.length / 2) && cells.every((c) => !/\d|[:：]/.test(c));
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
        // A cell closing with a colon is a label too, known or not ("Registration Location:").
        const nextIsLabel = next !== undefined && (headingRow || Boolean(wholeLabel(next)) || LABEL_TEST.test(next) || /^[^\d:：]{3,40}[:：]$/u.test(next.trim()));
        const below = gap > 8 * Math.max(box.height, 1) || nextIsLabel ? valueBelow(lines, rows, li, row[ci]!, whole) : null;
        const value = below ?? (nextIsLabel ? null : next) ?? null;
        if (value) out.push({ field: whole, value, line: li });
        if (value || next) return;
      }
      const colon = [...cell.matchAll(LABEL_RE)];
      const bareDates = [DATE_LABEL_RE, AGE_LABEL_RE, SEX_LABEL_RE, NAME_LABEL_RE].flatMap((re) => [...cell.matchAll(re)]).filter((d) => !colon.some((c) => Math.abs((c.index ?? 0) - (d.index ?? 0)) < c[0].length));
      const hits = [...colon, ...bareDates].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      hits.forEach((h, hi) => {
        const field = fieldOf(h[1] ?? "");
        // "Lab specialist: Dr …", "Laborleiter": a lab label inside a longer label names a person, not the lab.
        if (!field || (field === "labName" && (h.index ?? 0) > 0)) return;
        // "Referring Doctor Name:", "Эмчийн нэр:", "Hekim Adı:": a name label after a word for another person.
        if ((field === "patientName" || field === "givenName") && OTHER_PERSON.test(cell.slice(0, h.index ?? 0))) return;
        const start = (h.index ?? 0) + h[0].length;
        const end = hits[hi + 1]?.index ?? cell.length;
        // "Date of collection:" closing its line: the value is printed under it.
        const under = !next && (h.index ?? 0) === 0 ? valueBelow(lines, rows, li, row[ci]!, field) : null;
        // "Age / 51 العمر: Years": bidi reordering put the value between the label and its Arabic translation.
        const moved = h[0].match(/\/\s*(\d[\d.,/:-]*)\s+[\u0590-\u06ff]/u)?.[1];
        const rest = cell.slice(start, end).trim();
        const value = (moved ? `${moved} ${rest}`.trim() : rest) || (hi === hits.length - 1 ? (next ?? under ?? "") : "");
        if (value) out.push({ field, value, line: li });
      });
    });
  });
  return out;
}

