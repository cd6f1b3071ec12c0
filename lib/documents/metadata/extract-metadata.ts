// Report metadata (dates, laboratory, patient) from labelled text: "Collection date: 12.03.2025",
// "Geschlecht: weiblich", "Возраст: 45 лет". Labelled values come from ./labelled-values, the lab from ./lab-name;
// values are parsed into the contract's forms (YYYY-MM-DD, "male"/"female"/"other", age in whole years as text).

import { splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { bsAnchors, withGregorianDates } from "./bikram-sambat";
import { findLab, hasLabWord } from "./lab-name";
import { findLabelledValues, wholeLabel } from "./labelled-values";
import type { MetaField } from "./labels";
import { AGE_UNITS } from "./labels-by-language";
import { MORE_ID_LABELS } from "./national-ids";
import { ageOn, documentDateOrder, parseDate } from "./parse-date";
import { parseSex } from "./parse-sex";
import { birthFromNationalId, honorificName, isNameTail, NATIONAL_ID_LABEL, nameContinues, sexFromHonorific, withIdeographs } from "./patient";
import { splitStackedLines } from "./stacked-lines";
import { standardThai } from "./thai-glyphs";

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

// Month and day/week units of an infant's or a toddler's age.
const MONTH_UNITS = "months?|mths?|mnths?|mo|meses|mês|mois|monate?|monat|mesi|maanden|miesięcy|miesiące|mjeseci|meseci|mesiacov|měsíců|ay|aylık|เดือน|شهر|أشهر|اشهر|ماه|сар|мес\\.?|месяц\\p{L}*|місяц\\p{L}*|tháng|bulan|개월|か月|ヶ月|个月|個月";
const DAY_UNITS = "days?|d|días|dias|jours|tage|dní|gün|วัน|يوم|أيام|روز|хоног|дней|дня|днів|weeks?|wks?|semanas|semaines|wochen|settimane|ngày|hari|일|日|天";
const INFANT_AGE = new RegExp(`^\\s*(\\d{1,3})\\s*-?\\s*(?:(${MONTH_UNITS})|(?:${DAY_UNITS}))(?![\\p{L}])`, "iu");

function parseAge(value: string): number | null {
  // "8 Months", "3 meses", "5 เดือน", "10 days": under a year is 0 years; "45 Month Female" is 3 years (whole years
  // of the months printed).
  const infant = value.match(INFANT_AGE);
  if (infant) return infant[2] ? Math.floor(Number(infant[1]) / 12) : 0;
  const noDates = value.replace(/\d{1,4}[./-]\d{1,2}[./-]\d{1,4}/g, " ").replace(/\d{1,2}:\d{2}/g, " ");
  const m = noDates.match(/(?<![\d.,])(\d{1,3})(?![\d.,]\d)/);
  const n = m ? Number(m[1]) : NaN;
  return n >= 0 && n <= 125 ? n : null;
}

const HONORIFICS = /^(?:mr|mrs|ms|miss|mx|dr|prof|master|baby|b\/o|sr|sra|srta|exmo|exma|senhor|senhora|herrn|herr|frau|m|mme|mlle|madame|monsieur|mevr|mevrouw|mw|mej|dhr|hr|sig|sig\.ra|г-н|г-жа|นาย|นางสาว|นาง|ด\.ช|ด\.ญ|السيد|السيدة|آقای|خانم|מר|גב'|ông|bà|bpk|ibu|tn|ny|nn|encik|puan)\.?\s+/iu;
// Punctuation a name cell keeps from its label or a text layer's artefacts (": ", ">: ", "- ").
const LEADING_PUNCTUATION = /^[\s:：>.,;|*\-–—=]+/u;

/**
 * The patient's name as printed, without what is not the name: inline extras cut off ("Krüger, Helmut geb.
 * 14.06.1952" → "Krüger, Helmut"), titles and honorifics dropped ("MR.", "様"). The order and case stay the lab's:
 * turning "FAVRE Nicolas" round is a guess that is wrong for family-name-first names (Hungarian, Chinese, Japanese,
 * Korean, Vietnamese), and the response field is documented as printed.
 */
function cleanPersonName(value: string): string | null {
  // "247484-ISABELLE MARIA …": the patient's code printed before the name, joined by a dash.
  let v = withIdeographs(value).replace(/\s+/g, " ").trim().replace(/^\d{3,12}\s*[-–]\s*(?=\p{L})/u, "");
  v = v.split(/\s(?=\S*\d)|\s(?:geb\.|née?|born|b\.)\s/iu)[0] ?? v; // stop at the first token with a digit
  v = v.split(/\s+[^\s:：]+\s?[:：]|\s+\(/u)[0] ?? v; // … and at the next label ("MRN:") or a bracket
  v = beforeBareLabel(v);
  // ">: MR. TESTA", ": Mrs. Example": punctuation and honorifics off the front, as often as they are stacked.
  for (let before = ""; before !== v; ) {
    before = v;
    v = v.replace(LEADING_PUNCTUATION, "").replace(HONORIFICS, "");
  }
  v = v.replace(/[,;:.]+$/, "").replace(/\s*(?:様|さん|殿|님|씨)$/u, "").trim();
  if (!v || /\d/.test(v) || v.length > 80 || (v.match(/\p{L}/gu) ?? []).length < 2) return null;
  return v;
}

const AGE_UNIT = AGE_UNITS.join("|");
const AGE_IN_BRACKETS = new RegExp(`\\(\\s*(\\d{1,3})\\s*(?:${AGE_UNIT})\\s*\\)`, "iu");
/** "26A 4M 5D", "26 a 4 m 5 d": years (anos, años), months and days, as Brazilian and Spanish systems print an age. */
const AGE_YEARS_MONTHS_DAYS = /(?<![\p{L}\d])(\d{1,3})\s*a\s+\d{1,2}\s*m(?:\s+\d{1,2}\s*d)?(?![\p{L}\d])/iu;

// "25 Yrs.", "55 YEARS/7 MONTHS", "38 Y / F": a cell that is an age with its unit, in the header's first lines.
const AGE_CELL = /^(\d{1,3})\s*(?:years?|yrs?\.?|y)(?:\s*[/,]\s*\d{1,2}\s*(?:months?|mths?|m)\.?)?(?:\s*[/,]\s*(?:m|f|male|female))?$/iu;

/** An age printed without a label: a cell that is only an age with an English unit ("25 Yrs."), in the header. */
function unlabelledAge(lines: Line[]): number | null {
  for (const line of lines.slice(0, 20)) {
    for (const cell of splitCells(line, 1.2)) {
      const m = cell.text.trim().match(AGE_CELL);
      if (m) return Number(m[1]);
    }
  }
  return null;
}

/**
 * "Jón Dæmisson Kennitala" (the number cut off at its digits), "Petar Primer Pol M": a name runs up to a label
 * printed without a colon, when what follows the label is its value (a number, a sex word), or up to an identity
 * number's label closing it.
 */
const ID_WORD = new RegExp(String.raw`^(?:${MORE_ID_LABELS}|personnummer|personnr|fødselsnummer|cpr(?:-nr)?|henkilötunnus|hetu|rodné číslo|mrn|uhid|nhi|nric|mykad)\.?$`, "iu");
function beforeBareLabel(name: string): string {
  const words = name.split(" ");
  for (let i = 1; i < words.length; i++) {
    for (let k = 3; k >= 1; k--) {
      const label = words.slice(i, i + k).join(" ");
      // Name labels are left alone: "Hasta" (Turkish "patient") is also a surname ("Deneme Hasta").
      const field = wholeLabel(label);
      const id = ID_WORD.test(label);
      if (label.length < 3 || (!id && (!field || field === "patientName" || field === "givenName"))) continue;
      const after = words[i + k];
      if ((after === undefined && id) || (after !== undefined && (/\d/.test(after) || parseSex(after)))) return words.slice(0, i).join(" ");
    }
  }
  return name;
}

/** "(M/45Y)", "(45 Y / F)", "(Female, 45 yrs)": the age and sex printed in brackets after a name. */
function ageSexInBrackets(name: string): { age: number; sex: ReportMetadata["patientSex"] } | null {
  // "Example Person, 34 years, female", "EXAMPLE PERSON - 34 Y - F": the same after a comma or a dash.
  const m = name.match(/\(([^()]{2,24})\)/u) ?? name.match(/(?:,|\s[-–])\s*(\d{1,3}\s*(?:y|yrs?|years?|ans|años|anos|jahre|j)\.?\s*(?:[,/–-]\s*\p{L}{1,8}\.?)?)\s*$/iu);
  const inside = m?.[1] ?? "";
  const n = inside.match(/(?<!\d)(\d{1,3})\s*(?:y|yrs?|years?)?\.?(?![\d/.-]\d)/iu);
  const sex = parseSex(inside.replace(/\d+\s*(?:y|yrs?|years?)\b\.?/giu, " "));
  return n && sex && Number(n[1]) <= 125 ? { age: Number(n[1]), sex } : null;
}

/** Languages spoken as a first language mainly in one country: the lab's country when no address names one. */
const COUNTRY_OF_LANGUAGE: Record<string, string> = {
  cs: "CZ", fi: "FI", no: "NO", nb: "NO", sv: "SE", pl: "PL", tr: "TR", ja: "JP", ko: "KR", th: "TH", el: "GR",
  hu: "HU", ro: "RO", it: "IT", da: "DK", he: "IL", fa: "IR", vi: "VN", uk: "UA", ru: "RU", bg: "BG", hr: "HR",
  sk: "SK", sl: "SI", lt: "LT", lv: "LV", et: "EE", id: "ID", ms: "MY", is: "IS", mn: "MN", kk: "KZ",
  sr: "RS", bs: "BA", mk: "MK", sq: "AL", ka: "GE", hy: "AM", az: "AZ", uz: "UZ", ky: "KG", ne: "NP", si: "LK", my: "MM",
  km: "KH", lo: "LA", am: "ET", mt: "MT",
};
const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

/** A name cut at the end of its line ("ALVES DA" / "COSTA") with the rest from the next line's first cell. */
function withNextLine(lines: Line[], li: number, value: string): string {
  const next = lines[li + 1];
  if (!nameContinues(value) || !next || Math.abs(next.box.x - lines[li]!.box.x) > 4) return value;
  const tail = splitCells(next, 1.2)[0]?.text ?? "";
  return isNameTail(tail) ? `${value.trim()} ${tail.trim()}` : value;
}

/** "Madame PETITOT Lise" printed without a label in the header (the first 15 lines). */
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
 * "TESTA, Hemi NHI ZZZ0000 DOB 02-Feb-1964 M": an unlabelled "SURNAME, Given" opening the line that prints the
 * birth date is the patient.
 */
function nameBesideBirthDate(lines: Line[], values: { field: MetaField; line: number }[]): string | null {
  for (const v of values) {
    if (v.field !== "birthDate") continue;
    // One given name (and an initial): the words after it are the line's labels ("Dossier", "NHI").
    const m = lines[v.line]!.text.match(/^(\p{Lu}{2,}(?:[ '-]\p{Lu}{2,})*,\s*\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s\p{Lu}\.?)?)(?=\s|$)/u);
    if (m?.[1]) return m[1];
    // "Example Person Name | DN: 05/04/1990 (33 Anos)": a cell of two to six capitalised words, apart from the
    // birth date's label, opening that line.
    const cells = splitCells(lines[v.line]!, 1.2);
    const first = cells[0]?.text.trim() ?? "";
    if (cells.length > 1 && !wholeLabel(first) && !/[:：\d]/.test(first) && !hasLabWord(first) && /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|d[aeo]s?|de la|del|van|von|bin|binti)){1,5}$/u.test(first)) return first;
  }
  return null;
}

/** Salutations of a letter's address window ("Exmo. Senhor", "Monsieur", "Frau") standing alone above the name. */
const SALUTATION = /^(?:ex(?:mo|ma)\.?\s+(?:sr|senhor|sra|senhora)\.?|sr\.?\s+d\.?|sra\.?\s+d(?:ña|na)\.?|monsieur|madame|herrn?|frau|mr\.?|mrs\.?|ms\.?)$/iu;

/** The name printed on the line under a salutation standing alone, in the same column. */
function nameUnderSalutation(lines: Line[]): string | null {
  for (let i = 0; i < Math.min(lines.length - 1, 20); i++) {
    const cell = splitCells(lines[i]!, 1.2).find((c) => SALUTATION.test(c.text.trim()));
    if (!cell) continue;
    const under = splitCells(lines[i + 1]!, 1.2).find((c) => Math.abs(c.box.x - cell.box.x) <= Math.max(6, cell.box.height));
    const text = under?.text.trim() ?? "";
    if (/^\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){1,5}$/u.test(text) && !/\d/.test(text) && !hasLabWord(text)) return `${cell.text.trim()} ${text}`;
  }
  return null;
}

/**
 * "Exmo. Senhor", "Exma. Sra.", "Sehr geehrter Herr": the salutation a report addressed to the patient prints in
 * its header (never the form for either sex, "Exmo(a). Sr(a).").
 */
function salutationSex(lines: Line[]): ReportMetadata["patientSex"] {
  for (const line of lines.slice(0, 15)) {
    for (const cell of splitCells(line, 1.2)) {
      const t = cell.text.trim();
      if (/\((?:a|o)\)/iu.test(t)) continue;
      if (/^ex(?:mo|\.?mo)\.?\s+(?:sr|senhor)\b/iu.test(t) || /^sehr geehrter herr\b/iu.test(t)) return "male";
      if (/^ex(?:ma|\.?ma)\.?\s+(?:sra|senhora)\b/iu.test(t) || /^sehr geehrte frau\b/iu.test(t)) return "female";
    }
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

// Arabic-Indic, Persian, Devanagari, Bengali, Thai and Mongolian digits ("١٤٠٥/٠٨/١٨", "๑๒/๑๑/๒๕๖๙") read as 0-9.
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0x1810];
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\u1810-\u1819]/gu, (c) => {
    const code = c.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}
// Bidi marks a text layer or OCR keeps where the script changes ("… Laboratories مختبرات …\u200e").
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const withoutBidiMarks = (l: Line): Line =>
  BIDI_MARKS.test(l.text) ? { ...l, text: l.text.replace(BIDI_MARKS, ""), words: l.words.map((w) => ({ ...w, text: w.text.replace(BIDI_MARKS, "") })) } : l;
const readable = (text: string) => westernDigits(standardThai(text));

// A Chinese label spread over the width of its field ("性   别:女", "病 历 号:1XXX"): its characters joined again,
// or each character is a word of its own and no label is found. Only single characters are joined: a name printed
// "山田 太郎" or "佐藤 健一" before the next label keeps its space.
const SPACED_HAN_LABEL = /^\p{sc=Han}$/u;
const HAN_LABEL_END = /^\p{sc=Han}[:：]/u;
function withSpacedHanLabelsJoined(l: Line): Line {
  if (!/\p{sc=Han}\s+\p{sc=Han}/u.test(l.text)) return l;
  const chainEnd = (i: number): number => {
    let j = i;
    while (j + 1 < l.words.length && j - i < 4 && SPACED_HAN_LABEL.test(l.words[j]!.text) && /^\p{sc=Han}/u.test(l.words[j + 1]!.text)) j++;
    return j > i && HAN_LABEL_END.test(l.words[j]!.text) ? j : -1;
  };
  const known = (i: number, j: number) => wholeLabel(l.words.slice(i, j + 1).map((w) => w.text).join("").replace(/[:：].*$/u, "")) !== undefined;
  const words: Line["words"] = [];
  for (let i = 0; i < l.words.length; i++) {
    let j = chainEnd(i);
    // "性別: 女 出 生 日 期:": right after a label the first character is that label's value, unless only the
    // longer run is a label we know ("病 区:      病 历 号:" — a label left empty, then "病历号").
    if (j > 0 && i > 0 && /[:：]$/.test(l.words[i - 1]!.text) && !known(i, j)) {
      const from = chainEnd(i + 1);
      if (from > 0 || j - i < 2) j = -1;
    }
    if (j > 0) {
      const run = l.words.slice(i, j + 1);
      const x1 = Math.max(...run.map((w) => w.box.x + w.box.width));
      words.push({ text: run.map((w) => w.text).join(""), box: { ...run[0]!.box, width: x1 - run[0]!.box.x }, confidence: Math.min(...run.map((w) => w.confidence)) });
      i = j;
    } else words.push(l.words[i]!);
  }
  if (words.length === l.words.length) return l;
  return { ...l, text: words.map((w) => w.text).join(" "), words };
}

/**
 * Extracts report metadata. `language` settles day/month order of ambiguous numeric dates together with the
 * lab's country. The patient's age comes from a printed age, else from birth date and sampling date.
 */
export function extractMetadata(printed: Line[], opts: { language?: string } = {}): ReportMetadata {
  const lines = splitStackedLines(printed.map(withoutBidiMarks).map(withSpacedHanLabelsJoined)).map((l) => (/[\uf700-\uf71a\u0000]|\p{Nd}/u.test(l.text) ? { ...l, text: readable(l.text), words: l.words.map((w) => ({ ...w, text: readable(w.text) })) } : l));
  const values = findLabelledValues(lines);
  const first = (f: MetaField) => values.find((v) => v.field === f);
  const labLabel = first("labName");
  const fieldLines = new Set(values.filter((v) => v.field !== "labName").map((v) => v.line));
  const lab = findLab(lines, labLabel ? labLabel.value.trim() : null, labLabel?.line ?? null, fieldLines);
  const order = documentDateOrder(lines.map((l) => l.text).join("\n"));
  const hints = { language: opts.language, country: lab.country ?? undefined, ...(order ? { order } : {}) };
  const bs = bsAnchors(lines.map((l) => l.text).join("\n"), (t) => parseDate(t, hints));
  // A date years ahead of today is another calendar's (a Bikram Sambat "2083-07-26" OCR'd without its A.D. twin).
  const latestYear = new Date().getUTCFullYear() + 2;
  const date = (f: MetaField) => {
    for (const v of values) if (v.field === f) {
      const d = parseDate(withGregorianDates(v.value, bs), hints);
      if (d && Number(d.slice(0, 4)) <= latestYear) return d;
    }
    return null;
  };
  // The date the sample reached the lab stands in for the collection date only when none is printed.
  const labDate = date("labDate") ?? date("receivedDate") ?? date("genericDate");
  const ids = nationalIdBirth(lines, labDate);
  const birthDate = date("birthDate") ?? ids.birthDate;
  // A report printing one bare "Date:" dates both the sample and the report.
  const resultsDate = date("resultsDate") ?? date("printedDate") ?? date("genericDate");
  let age: number | null = null;
  for (const v of values) if (v.field === "age" && age === null) age = parseAge(v.value);
  // "Née le : 02/05/1985 (41 ans)", "Год рождения: 1985 (41 год)": the age in brackets after the birth date.
  // "01/02/1988 (38 A)", "1990.01.01 ( 23 éves )": any language's unit word, spaces inside the brackets.
  for (const v of values) {
    const m = v.field === "birthDate" ? v.value.match(AGE_IN_BRACKETS) : null;
    if (age === null && m) age = Number(m[1]);
  }
  // "Dob: 45 god." (Croatian "dob" is the age, English "DOB" the birth date): a bare age under a birth-date label.
  for (const v of values) {
    if (age === null && v.field === "birthDate" && new RegExp(`^\\d{1,3}\\s*(?:${AGE_UNIT})?$`, "iu").test(v.value.trim())) age = parseAge(v.value);
  }
  age ??= unlabelledAge(lines);
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
    // "16-10-1984 (37 A) M": the age in brackets between them.
    const rest = v.field === "birthDate" ? v.value.replace(/^\S+\s*/, "").replace(/^\(\s*\d{1,3}\s*\p{L}{0,6}\.?\s*\)\s*/u, "").trim() : "";
    const token = rest.split(/\s+/)[0] ?? "";
    if (!sex && (/^\p{L}+\.?$/u.test(rest) || /^\p{L}$/u.test(token))) sex = parseSex(token);
  }
  // "Age: 45 Y / M": a sex after a slash in the age's value.
  for (const v of values) {
    const tail = v.field === "age" ? v.value.match(/^\s*\d{1,3}\s*\p{L}{0,5}\.?\s*[/,]\s*(\p{L}{1,8})\.?\s*$/u)?.[1] : undefined;
    if (!sex && tail) sex = parseSex(tail);
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
  // Only a given name printed near the family name (within two lines) belongs to it.
  const near = givenAt >= 0 && (nameAt < 0 || Math.abs(values[givenAt]!.line - values[nameAt]!.line) <= 2);
  const given = near ? cleanPersonName(values[givenAt]!.value) : null;
  if (patientName && given && !patientName.includes(given)) patientName = givenAt < nameAt ? `${given} ${patientName}` : `${patientName} ${given}`;
  // "Нэр: Болд" (Mongolian prints the given name under its own label, the patronymic apart or not at all).
  if (!patientName && given && nameAt < 0) patientName = given;
  const unlabelled = patientName ? null : (findHonorificName(lines) ?? nameUnderSalutation(lines) ?? nameBesideBirthDate(lines, values));
  if (unlabelled) {
    printedName = unlabelled;
    patientName = cleanPersonName(unlabelled);
  }
  // "TESTA EXAMPLE (M/45Y)", "Example Person (45 Y / F)": age and sex in brackets after the printed name.
  const bracket = printedName ? ageSexInBrackets(printedName) : null;
  if (bracket) {
    age ??= bracket.age;
    sex ??= bracket.sex;
  }
  // The patient's sex, when no field prints it: a sex word standing alone on the patient's line ("männlich"),
  // the national number, the honorific before the name ("Madame", "Mevr.").
  const nameLine = values.find((v) => v.field === "patientName")?.line;
  if (!sex && nameLine !== undefined) {
    for (const cell of splitCells(lines[nameLine]!, 1.2)) if (!sex && /^\p{L}{4,}$/u.test(cell.text.trim())) sex = parseSex(cell.text);
  }
  sex ??= ids.sex ?? (printedName ? sexFromHonorific(printedName) : null) ?? salutationSex(lines);
  // "Paciente: NOME 07/10/1999 26A 4M 5D": the age in years, months and days on the patient's line.
  const ymd = age === null && nameLine !== undefined ? AGE_YEARS_MONTHS_DAYS.exec(lines[nameLine]!.text) : null;
  if (ymd) age = Number(ymd[1]);
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
