// Report metadata (dates, laboratory, patient) from labelled text: "Collection date: 12.03.2025",
// "Geschlecht: weiblich", "Возраст: 45 лет". Labels come from ./labels (18 languages); values are parsed into
// the contract's forms (YYYY-MM-DD, "male"/"female"/"other", age in whole years as text).

import { splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { countryFromPhone, findCountry } from "./countries";
import { DEPARTMENT_WORDS, LAB_WORDS, META_LABELS, SEX_VALUES, STREET_WORDS, type MetaField } from "./labels";
import { ageOn, documentDateOrder, parseDate } from "./parse-date";

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

const LABELS: { field: MetaField; label: string }[] = (Object.entries(META_LABELS) as [MetaField, string[]][])
  .flatMap(([field, labels]) => labels.map((label) => ({ field, label })))
  .sort((a, b) => b.label.length - a.label.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// "Sexo....: Masculino": dot leaders may stand between a label and its colon.
const LABEL_RE = new RegExp(`(?<=^|[\\s|;,/(])(${LABELS.map((l) => escape(l.label)).join("|")})\\s*\\.*\\s*[:：]`, "giu");
const FIELD_OF = new Map(LABELS.map((l) => [l.label, l.field]));

/** Every labelled value in the lines, in reading order. */
export function findLabelledValues(lines: Line[]): { field: MetaField; value: string; line: number }[] {
  const out: { field: MetaField; value: string; line: number }[] = [];
  lines.forEach((line, li) => {
    const cells = splitCells(line, 1.2).map((c) => c.text);
    cells.forEach((cell, ci) => {
      const bare = cell.toLowerCase().replace(/[\s:：.]+$/, "").trim();
      const whole = FIELD_OF.get(bare);
      const next = cells[ci + 1];
      if (whole && next && !/[:：]\s*\S/.test(cell)) {
        out.push({ field: whole, value: next, line: li });
        return;
      }
      const hits = [...cell.matchAll(LABEL_RE)];
      hits.forEach((h, hi) => {
        const field = FIELD_OF.get((h[1] ?? "").toLowerCase());
        if (!field) return;
        const start = (h.index ?? 0) + h[0].length;
        const end = hits[hi + 1]?.index ?? cell.length;
        const value = cell.slice(start, end).trim() || (hi === hits.length - 1 ? (next ?? "") : "");
        if (value) out.push({ field, value, line: li });
      });
    });
  });
  return out;
}

function parseSex(value: string): ReportMetadata["patientSex"] {
  for (const w of value.toLowerCase().split(/[\s,/()|.]+/)) {
    const s = SEX_VALUES[w];
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

const HONORIFICS = /^(?:mr|mrs|ms|miss|mx|dr|prof|master|baby|sr|sra|srta|herr|frau|m|mme|mlle|sig|sig\.ra|г-н|г-жа)\.?\s+/iu;

/**
 * The patient's name as printed, without what is not the name: inline extras cut off ("Krüger, Helmut geb.
 * 14.06.1952" → "Krüger, Helmut"), titles and honorifics dropped ("MR.", "様"). The order and case stay the lab's:
 * turning "FAVRE Nicolas" round is a guess that is wrong for family-name-first names (Hungarian, Chinese, Japanese,
 * Korean, Vietnamese), and the response field is documented as printed.
 */
function cleanPersonName(value: string): string | null {
  let v = value.replace(/\s+/g, " ").trim();
  v = v.split(/\s(?=\S*\d)|\s(?:geb\.|née?|born|b\.)\s/iu)[0] ?? v; // stop at the first token with a digit
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
  return /(?:tel|phone|fax|e-?mail|www\.|https?:|телефон|тел\.|電話|电话)/iu.test(text) || (text.match(/\d/g) ?? []).length >= 5 || STREET_WORDS.test(text);
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

const DEPARTMENT_END = /\b(?:section|department|dept\.?|division|unit|abteilung|service)$/;

const REPORT_WORDS = /\b(report|befund|bericht|compte rendu|résultats|informe|referto|sonuç|rapor|отч[её]т|результат|wyniki|sprawozdanie|uitslag|laudo|protokoll)/i;

/** The laboratory's name line (label, else a top-of-page line with a laboratory word) and its address. */
function findLab(lines: Line[], labelled: string | null, labelLine: number | null, hints: { language?: string }) {
  // "Lab Phone: 800-555-0199", "Lab No.: AP/26/118830": a labelled value that is a number is no lab name.
  const usable = labelled && !isContactOrAddress(labelled) && !/\d{3}/.test(labelled) && /\p{L}{3}/u.test(labelled);
  let index = usable ? labelLine : null;
  let name = usable ? labelled : null;
  if (!name) {
    const top = lines.slice(0, Math.min(lines.length, 12));
    for (let i = 0; i < top.length && !name; i++) {
      for (const cell of splitCells(top[i]!, 1.2)) {
        const words = cell.text.toLowerCase().split(/[\s,.()&-]+/);
        const cjkHit = LAB_WORDS.some((w) => /[\u3040-\u9fff\u0600-\u06ff]/.test(w) && cell.text.includes(w));
        const labWord = words.some((w) => LAB_WORDS.includes(w) || (/^lab[a-z]{2,}$/.test(w) && !/befund|bericht|report|result/.test(w)));
        const identifier = /\b(?:lab|laboratory)\s*(?:no|nr|number|id|ref)\b/i.test(cell.text);
        if ((cjkHit || labWord) && !identifier && !REPORT_WORDS.test(cell.text) && !/[:：]/.test(cell.text) && !isContactOrAddress(cell.text)) {
          name = institutionOnly(cell.text.trim());
          index = i;
          break;
        }
      }
    }
  }
  // A department line ("Laboratório de Análises Clínicas", "CLINICAL CHEMISTRY AND HEMATOLOGY SECTION") next to
  // an institution line: the institution is the lab — above the department, or below it when the department
  // heads the page.
  // "St. Raphael Diagnostic Clinic": a saint's "St." beside an institution word is no street.
  const institution = (t: string) => t.toLowerCase().split(/[\s,.()&-]+/).some((w) => LAB_WORDS.includes(w));
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
  const around = index === null ? lines.slice(0, 5) : lines.slice(index, index + 5);
  const text = around.map((l) => l.text).join("\n");
  const country = findCountry(text) ?? countryFromPhone(text);
  let city: string | null = null;
  for (const l of around) {
    const m =
      l.text.match(/(?:^|[\s,])(?:[A-Z]{1,2}-)?(?:\d{5}-\d{3}|\d{4}-\d{3}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,6})\s+(\p{Lu}[\p{L}'.-]+(?:[\s-]\p{Lu}[\p{L}'.-]+)?)/u) ??
      l.text.match(/(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?),\s*[A-Z]{2}\s+\d{5}/u) ??
      l.text.match(/(\p{Lu}[\p{L}'-]+)\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/u) ??
      l.text.match(/(?:^|,\s*)(\p{Lu}[\p{L}.'-]+(?: \p{Lu}[\p{L}.'-]+)?)\s*,\s*[\p{L} ]+$/u) ??
      l.text.match(/([\u4e00-\u9fff]{2,3}市)/u) ?? l.text.match(/(?:г\.|город)\s*(\p{Lu}[\p{L}-]+)/u);
    if (m && m[1] && !findCountry(m[1]) && m[1] !== name && !STREET_WORDS.test(` ${m[1]} `)) {
      city = m[1].trim();
      break;
    }
  }
  void hints;
  return { name, city, country: country?.en ?? null };
}

/**
 * Extracts report metadata. `language` settles day/month order of ambiguous numeric dates together with the
 * lab's country. The patient's age comes from a printed age, else from birth date and sampling date.
 */
export function extractMetadata(lines: Line[], opts: { language?: string } = {}): ReportMetadata {
  const values = findLabelledValues(lines);
  const first = (f: MetaField) => values.find((v) => v.field === f);
  const labLabel = first("labName");
  const lab = findLab(lines, labLabel ? labLabel.value.trim() : null, labLabel?.line ?? null, opts);
  const order = documentDateOrder(lines.map((l) => l.text).join("\n"));
  const hints = { language: opts.language, country: lab.country ?? undefined, ...(order ? { order } : {}) };
  const date = (f: MetaField) => {
    for (const v of values) if (v.field === f) {
      const d = parseDate(v.value, hints);
      if (d) return d;
    }
    return null;
  };
  const birthDate = date("birthDate");
  const labDate = date("labDate") ?? date("genericDate");
  const resultsDate = date("resultsDate");
  let age: number | null = null;
  for (const v of values) if (v.field === "age" && age === null) age = parseAge(v.value);
  const ageRef = labDate ?? resultsDate;
  if (age === null && birthDate && ageRef) age = ageOn(birthDate, ageRef);
  let sex: ReportMetadata["patientSex"] = null;
  for (const v of values) if (v.field === "sex" && !sex) sex = parseSex(v.value);
  // "Age/Sex: 34 Y / F", "27 YRS / M": one value holds both.
  for (const v of values) {
    if (v.field !== "ageSex") continue;
    if (age === null) age = parseAge(v.value);
    sex ??= parseSex(v.value.replace(/\d+\s*(?:y|yrs?|years?|a|anos|años)\b/giu, " "));
  }
  let patientName: string | null = null;
  for (const v of values) if (v.field === "patientName" && !patientName) patientName = cleanPersonName(v.value);
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
