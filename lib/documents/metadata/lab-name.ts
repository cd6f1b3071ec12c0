// The laboratory's name: a labelled value, else the institution line at the top of the page (a laboratory,
// hospital or clinic word in many scripts, a brand ending in "lab"), never a department line under it, an address
// or a phone line; and the lab's city and country from its address.

import { splitCells } from "../rebuild-rows";
import type { Line } from "../types";
import { countryFromPhone, findCountry } from "./countries";
import { cityFromAddressLine, findLabCity } from "./lab-city";
import { DEPARTMENT_WORDS, LAB_WORDS, STREET_WORDS } from "./labels";
import { LABEL_TEST, normaliseCell, wholeLabel } from "./labelled-values";

/** A phone, fax, e-mail or web line, or a street address: never a lab name. */
function isContactOrAddress(text: string): boolean {
  // "St. Example's Medical Center": "St." opening a name is a saint; a street's "St." follows the street's name.
  const street = text.replace(/^\s*st\.\s+(?=\p{Lu})/iu, "");
  return /(?:tel|phone|fax|e-?mail|www\.|https?:|телефон|тел\.|電話|电话)/iu.test(text) || (text.match(/\d/g) ?? []).length >= 5 || STREET_WORDS.test(street);
}

/** Scripts written without spaces between words, or whose lab words are phrases: matched inside the text. */
const INFIX_SCRIPT = /[\u3040-\u9fff\u0600-\u06ff\u0590-\u05ff\u0e00-\u0e7f\uac00-\ud7af]|\s/u;

// Turkish capitals lower-case to a dotted "i̇" ("HASTANESİ") or a plain "i" ("LABORATUVARI"): words are compared
// with the combining dot dropped and the dotless "ı" read as "i".
const fold = (s: string) => s.toLowerCase().replace(/\u0307/gu, "").replace(/ı/gu, "i");
const FOLDED_LAB_WORDS = LAB_WORDS.map(fold);

/** Whether a line names an institution: a laboratory or hospital word, a brand ending in "lab", a compound. */
export function hasLabWord(text: string): boolean {
  const lower = fold(text);
  if (FOLDED_LAB_WORDS.some((w) => INFIX_SCRIPT.test(w) && lower.includes(w))) return true;
  // Words split on anything but letters: "«Тестовая лаборатория»" has "лаборатория".
  return lower.split(/[^\p{L}\p{N}]+/u).some((w) =>
    FOLDED_LAB_WORDS.includes(w) ||
    // "Labormedizin", "Laboratórium", "Laboratuvarları", "Лабораторийн": a word built on "lab-" in any Latin or
    // Cyrillic form (report titles are ruled out by REPORT_WORDS).
    (/^(?:lab\p{L}{2,}|лаборатор\p{L}*|зертхана\p{L}*)$/u.test(w) && !/befund|bericht|report|result/.test(w)) ||
    // "NORDLAB", "Biolab": a brand ending in "lab"; "Testlaboratorium": a compound with "laborator".
    (/^\p{L}{2,}labs?$/u.test(w) && !/^(?:col|sy)lab/.test(w)) || /.laborator|.лаборатор/u.test(w) ||
    // "Landssjúkrahúsið", "Regionsygehuset", "Universitetssjukhuset": Nordic hospitals are compounds.
    /.(?:sj[úu]krah[úu]s|sygehus|sjukhus|sykehus|sairaala)\p{L}*$/u.test(w));
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

/** Department words that open a lab's own name as often as a department's ("Laboratorio de Análisis Ficticio"). */
const WEAK_DEPARTMENT = /^(?:laboratório de|laboratorio de|laboratoire de|institut für|zentrallabor|检验中心)/u;

// Words of a discipline or a section heading: a line made only of them ("HAEMATOLOGY", "Clinical Biochemistry",
// "Laboratory Medicine - Haematology", "Patología Clínica") names a department, never an institution. "Harbour
// Pathology" and "Apollo Clinical Laboratory" keep a word of their own and are institutions.
const DISCIPLINE_WORDS = new Set([
  "haematology", "hematology", "biochemistry", "chemistry", "clinical", "chemical", "pathology", "microbiology", "serology",
  "immunology", "immunochemistry", "immunoassay", "laboratory", "laboratories", "lab", "labs", "medicine", "medical", "sciences",
  "science", "blood", "cytology", "histopathology", "histology", "molecular", "biology", "endocrinology", "hormones", "hormone",
  "urinalysis", "transfusion", "coagulation", "virology", "parasitology", "genetics", "toxicology", "diagnostics", "diagnostic",
  "special", "routine", "general", "central", "core", "emergency", "investigations", "tests", "analysis", "services", "service",
  "diagnósticos", "diagnosticos", "diagnóstico", "diagnostico", "radiology", "imaging", "health", "checks", "checkup", "check", "ultrasound", "x", "ray", "ecg", "home", "collection", "sonography",
  "hematología", "hematologia", "bioquímica", "bioquimica", "química", "quimica", "clínica", "clinica", "clínico", "clinico",
  "clínicas", "clinicas", "clínicos", "clinicos", "patología", "patologia", "laboratorial", "microbiología", "microbiologia",
  "inmunología", "imunologia", "serología", "serologia", "análisis", "analisis", "análises", "analises", "laboratorio",
  "laboratório", "laboratorios", "laboratórios", "hématologie", "biochimie", "chimie", "biologie", "médicale", "medicale",
  "immunologie", "sérologie", "hämatologie", "klinische", "chemie", "laboratoriumsmedizin", "labormedizin", "mikrobiologie",
  "ematologia", "chimica", "biochimica", "analisi", "cliniche", "medicina", "médica", "medica", "klinisch", "klinische",
  "laboratorium", "dienst", "afdeling", "klinisk", "kemi", "biokemi", "biokemisk",
  "and", "of", "the", "for", "&", "y", "e", "et", "und", "de", "del", "da", "do", "di", "della", "des", "la", "le",
]);
// Words that make a discipline line a (generic) laboratory name rather than a heading: "Clinical Laboratory".
const INSTITUTION_NOUN = /^(?:laborator\p{L}*|labs?|hospital|clinic|centre|center|institute)$/u;

/**
 * How a line with an institution word reads: a department ("Department of Pathology", "Clinical Biochemistry
 * Section", "HAEMATOLOGY"), a generic name made only of discipline words ("Clinical Laboratory"), or an institution.
 */
function lineKind(text: string): "department" | "generic" | "institution" {
  const t = fold(text).trim();
  if (isDepartmentLine(text) && !WEAK_DEPARTMENT.test(t)) return "department";
  const words = t.split(/[^\p{L}&]+/u).filter(Boolean);
  // "Laboratory Medicine", "Medicina Laboratorial": the discipline, not a laboratory.
  const generic = words.some((w) => INSTITUTION_NOUN.test(w)) && !words.some((w) => /^(?:medicine|medicina|sciences?|laboratorial)$/u.test(w));
  if (words.length && words.every((w) => DISCIPLINE_WORDS.has(w))) return generic ? "generic" : "department";
  return "institution";
}

/** A person's line (a signature, a director, a consultant), never the lab's name even with "Pathology" in it. */
const PERSON = /\(\s*path\p{L}*\s*\)|(?<!\p{L})(?:m[._]?d\.?|mbbs|m\.d\.|dcp|dnb|frcpath|phd|ph\.d|consultant|pathologist|biochemist|microbiologist|haematologist|hematologist|in-?charge|signatory|bioquímic[oa]|pharmacien|biologiste)(?!\p{L})/iu;

/**
 * "FICTIVE PATHOLOGY" / "Laboratories Inc. · 41 Test Road …": a name whose last words went to the next line, where
 * they open it before the address; "Example Medical Laboratories مختبرات المثال الطبية": the Latin-script name of a
 * bilingual line (the Arabic or Hebrew one repeats it).
 */
function withWrappedTail(lines: Line[], index: number, name: string): string {
  let out = name;
  const latin = out.match(/^([\p{Script=Latin}\d\s.,&'’()-]*\p{Script=Latin}[\p{Script=Latin}\s.,&'’()-]*?)\s+[\u0590-\u06ff][\u0590-\u06ff\s«»".-]*$/u);
  if (latin?.[1] && hasLabWord(latin[1])) out = latin[1].trim();
  // "مختبرات المثال الطبية Example Medical Laboratories": the same with the Arabic or Hebrew name first.
  const latinAfter = out.match(/^[\u0590-\u06ff][\u0590-\u06ff\s«»".-]*\s+(\p{Script=Latin}[\p{Script=Latin}\d\s.,&'’()-]*)$/u);
  if (latinAfter?.[1] && hasLabWord(latinAfter[1])) out = latinAfter[1].trim();
  const next = lines[index + 1];
  if (!next || out.split(/\s+/).length > 4) return out;
  const head = (splitCells(next, 1.2)[0]?.text ?? "").split(/\s+[·|•]\s+|,\s*/u)[0]?.trim() ?? "";
  if (/^(?:laborator\p{L}*|labs?|diagnostics?|clinic|pathology|medical (?:center|centre)|hospital)\b/iu.test(head) && head.split(/\s+/).length <= 3 && !/\d|[:：]/.test(head) && !out.toLowerCase().endsWith(head.toLowerCase()) && !isDepartmentLine(head)) {
    out = `${out} ${head}`;
  }
  // "Centro Hospitalar" / "do Exemplo": a name that goes on on the next line with a particle and a place.
  const close = next.box.y - lines[index]!.box.y <= 2.5 * Math.max(lines[index]!.box.height, 1);
  if (close && /^(?:de|do|da|dos|das|del|de la|di|of|du|des)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u.test(head) && !hasLabel(next)) out = `${out} ${head}`;
  return out;
}

const hasLabel = (l: Line) => splitCells(l, 1.2).some((c) => LABEL_TEST.test(normaliseCell(c.text)) || Boolean(wholeLabel(c.text)));

/**
 * What OCR prints around a logo's name: punctuation before it ("= PARTH"), a short lower-case fragment of the
 * emblem ("mye Ruby Hall Clinic").
 */
function withoutLogoNoise(name: string): string {
  // Bidi marks a text layer keeps at a script change; "000 «…»": OCR's zeros for the Cyrillic "ООО" of a company.
  const t = name.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "").replace(/^0{3}(?=\s*«\p{Script=Cyrillic})/u, "ООО").replace(/^[^\p{L}\p{N}«"„“(]+/u, "");
  const m = t.match(/^(\p{Ll}{1,3})\s+(\p{Lu}.*)$/u);
  return m?.[2] && m[2].split(/\s+/).length >= 2 ? m[2] : t;
}

/** An accreditation or certification line ("NABL Accredited Laboratory", "ISO 15189 certified"): never the lab. */
// "Laboratório registrado no CRM/PR sob o número 2136": a registration statement names the register, not the lab.
const ACCREDITATION = /accredit|certified|certificad|akkreditiert|accrédit|registrad[oa]|registered|registriert|enregistré|inscrit[oa]? (?:no|na|au|en)|sob o n[úu]mero|iso\s?\d{4,5}|(?<!\p{L})(?:nabl|cap|cola|jci|ukas|dakks|cofrac|enac|ema|nata|ianz|sanas|cbahi)(?!\p{L})/iu;

/** A referring doctor's or hospital's line ("Ref. Dr. … Hospital", "Referred by: …"): never the lab. */
const REFERRAL = /^(?:ref(?:\.|\s|erred|erring|\b)|requested by|sent by|referido|encaminhad|adressé|überwiesen|zuweiser)/iu;

/** Endings of a web or mail domain's first label that name the kind of institution ("examplelab" → "Example Lab"). */
const DOMAIN_KINDS = ["pathlabs", "pathlab", "labs", "lab", "diagnostics", "diagnostic", "hospitals", "hospital", "clinic", "healthcare", "pathology", "laboratory", "laboratories", "medical"];

/**
 * The lab's name from its web or mail domain ("www.examplelab.com", "info@flabs.in"), when the name itself is only
 * in the logo: the domain's first label, split before a word of the institution's kind.
 */
function nameFromDomain(lines: Line[]): string | null {
  const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  for (const l of lines) {
    for (const m of l.text.toLowerCase().matchAll(/(?:www\.?|@)([a-z][a-z0-9-]{2,40})\.(?:com|net|org|co|in|pk|pt|br|es|ng|lk|bd|np|ae|sa|eg|uk|au|za|ke|ph|my|sg|id|mx|ar|cl|pe|co\.\w+|com\.\w+)(?![a-z])/gu)) {
      const label = m[1]!.replace(/-/g, "");
      if (/^(?:gmail|yahoo|hotmail|outlook|rediffmail|icloud|live|mail|proton|nhs|gov)/.test(label)) continue;
      const kind = DOMAIN_KINDS.find((k) => label.endsWith(k));
      if (!kind) continue;
      const head = label.slice(0, -kind.length);
      return head.length >= 3 ? `${title(head)} ${title(kind)}` : title(label);
    }
  }
  return null;
}

/** Legal-form suffixes printed after a lab's name ("S.r.l.", "S.A.S.", "d.o.o."): not part of the name. */
// OCR reads the o of "d.o.o." and "Sp. z o.o." as a zero.
const LEGAL_SUFFIX = /[\s,]+(?:inc\.?|s\.\s?r\.\s?l\.?|srl|s\.\s?a\.\s?s\.?|d\.\s?[o0]{1,2}\.\s?[o0]{1,2}\.?|s\.\s?r\.\s?o\.?|spol\. s r\.\s?o\.|kft\.?|s\.\s?p\.\s?a\.?|sp\. z [o0]\.\s?[o0]\.?|gmbh|sdn\.? bhd\.?)$/iu;

/**
 * "Hôpital Sainte-Adélaïde — Service de biologie médicale", "LAKMINI HOSPITALS (PVT) LTD - LABORATORY SERVICES":
 * the institution, without the department printed after a dash on the same line, nor its legal form.
 */
function withoutDepartment(name: string): string {
  const parts = name.split(/\s+[—–~-]\s+/u);
  const kept = parts.length > 1 && isDepartmentLine(parts.at(-1)!) ? parts.slice(0, -1).join(" - ") : name;
  return kept.replace(LEGAL_SUFFIX, "").trim();
}

const latinScript = (t: string) => (t.match(/\p{Script=Latin}/gu) ?? []).length * 2 > (t.match(/\p{L}/gu) ?? []).length;

/**
 * The institution printed above a department line: the nearest of the three lines above that reads as a name in
 * the department's script ("All India Institute of … " over a line in Hindi over "Department of Pathology").
 */
function institutionAbove(lines: Line[], index: number, department: string, nameLike: (t: string) => boolean): { text: string; index: number } | null {
  for (let j = index - 1; j >= Math.max(0, index - 3); j--) {
    const text = lines[j]!.text.trim();
    if (nameLike(text) && latinScript(text) === latinScript(department) && !isDepartmentLine(text)) return { text, index: j };
  }
  return null;
}

/**
 * "National Reference laboratory, Block E, Sector 18, …": the name without the address it goes on with (a part
 * with a number or a street, block or sector word).
 */
function withoutAddress(name: string): string {
  const parts = name.split(/,\s*/);
  const at = parts.findIndex((p, i) => i > 0 && (/\d/.test(p) || STREET_WORDS.test(` ${p} `) || /(?:^|\s)(?:block|sector|plot|phase|floor|building|house|near|opp\.?|opposite)(?=[\s.]|$)/iu.test(p)));
  return at > 0 ? parts.slice(0, at).join(", ").trim() : name;
}

/**
 * "FICTIVA | LABS & DIAGNOSTIC CENTRES": a logo word set apart from the rest of the name on the same line joins
 * it (capitalised words, no digit, label or colon, close by).
 */
function withWordsBefore(line: Line, cellText: string): string {
  const cells = splitCells(line, 1.2);
  const at = cells.findIndex((c) => c.text === cellText);
  let out = cellText;
  for (let i = at - 1; i >= 0; i--) {
    const c = cells[i]!;
    const next = cells[i + 1]!;
    const gap = next.box.x - (c.box.x + c.box.width);
    const t = c.text.trim();
    if (gap > 4 * Math.max(line.box.height, 1) || !/^\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*)?$/u.test(t) || wholeLabel(t) || LABEL_TEST.test(t) || REPORT_WORDS.test(t)) break;
    out = `${t} ${out}`;
  }
  return out;
}

// Report titles ("Laboratorijski nalaz", "Laboratórne výsledky", "Шинжилгээний хариу"): never the lab's name. Letters
// of any script around the word count, so Cyrillic titles are caught too.
const REPORT_WORDS = /(?<!\p{L})(?:report|befund|bericht|compte rendu|résultats|informe|referto|sonuç|rapor|отч[её]т|результат|резултат|wyniki|sprawozdanie|uitslag|laudo|protokoll|nalaz|налаз|izvid|lelet|nález|výsled|niðurstöð|rezultat|raport|хариу|ผลการตรวจ|نتائج|نتيجة|گزارش|תוצאות|kết quả|hasil pemeriksaan|keputusan)/iu;

/** The last lines of each page (a page starts where the lines go back up): where a footer prints the lab. */
function footerLines(lines: Line[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const pageEnd = i === lines.length - 1 || lines[i + 1]!.box.y < lines[i]!.box.y - 50;
    if (!pageEnd) continue;
    for (let j = i; j >= Math.max(0, i - 5); j--) if (!out.includes(j)) out.push(j);
  }
  return out;
}

/** The laboratory's name line (label, else a top-of-page line with a laboratory word) and its address. */
/** A company's legal form before its quoted name (Russian, Ukrainian, Kazakh, Belarusian): 'ООО "Name"', 'ТОО «Name»'. */
const COMPANY = /^(?:ООО|ОАО|ЗАО|АО|ПАО|НАО|ТОО|ТОВ|ПрАТ|ПАТ|ПП|ЧУ|ЧУЗ|АНО|ГБУЗ|ГАУЗ|ГБУ|ГУЗ|МУЗ|ФГБУ|КГБУЗ|ОГБУЗ|УП|ЧУП|ОДО)\s*[«"„“][^«»"„“”]{2,60}[»"“”]/u;

export function findLab(lines: Line[], labelled: string | null, labelLine: number | null, fieldLines: Set<number>) {
  // "Lab Phone: 800-555-0199", "Lab No.: AP/26/118830": a labelled value that is a number is no lab name.
  const usable = labelled && !isContactOrAddress(labelled) && !/\d{3}/.test(labelled) && /\p{L}{3}/u.test(labelled);
  let index = usable ? labelLine : null;
  let name = usable ? labelled : null;
  // "St. Raphael Diagnostic Clinic": a saint's "St." beside an institution word is no street.
  const nameLike = (t: string) =>
    Boolean(t) && !/\d|[:：]/.test(t) && (!isContactOrAddress(t) || (hasLabWord(t) && !/(?:tel|phone|fax|e-?mail|www\.|https?:)/iu.test(t))) && t.split(/\s+/).length <= 8 && !REPORT_WORDS.test(t) && !PERSON.test(t);
  // A line of the patient's or the request's block ("Abdul Example" under "Patient Detail: | Registration …"): a
  // labelled line, or the values under a row of labels.
  const inFieldBlock = (j: number) => fieldLines.has(j) || (lines[j] !== undefined && hasLabel(lines[j]!)) || (lines[j - 1] !== undefined && hasLabel(lines[j - 1]!));
  const aboveDepartment = (i: number, department: string) =>
    institutionAbove(lines, i, department, (t) => nameLike(t)) ?? null;
  if (!name) {
    const top = lines.slice(0, Math.min(lines.length, 12));
    let generic: { name: string; index: number } | null = null;
    let department: { text: string; index: number } | null = null;
    scan: for (let i = 0; i < top.length; i++) {
      const cells = splitCells(top[i]!, 1.2);
      for (const [ci, cell] of cells.entries()) {
        // 'ООО "МедЭксперт" ИНН 3662170024': a company named with its legal form at the top of the page is the
        // laboratory, laboratory word or not (else a section heading such as "Клиника крови" below it was taken).
        const company = COMPANY.exec(cell.text.trim());
        if (company && i <= 3 && !inFieldBlock(i)) {
          name = company[0];
          index = i;
          break scan;
        }
        const identifier = /\b(?:lab|laboratory)\s*(?:no|nr|number|id|ref)\b/i.test(cell.text);
        // "Ref. | Dr. Example Hospital": the referral label in the cell before.
        const referral = REFERRAL.test(withoutLogoNoise(cell.text)) || (ci > 0 && REFERRAL.test(cells[ci - 1]!.text.trim()));
        if (!hasLabWord(cell.text) || identifier || REPORT_WORDS.test(cell.text) || /[:：]/.test(cell.text) || isContactOrAddress(cell.text) || PERSON.test(cell.text) || referral || ACCREDITATION.test(cell.text)) continue;
        // "DHANVANTARI | DIAGNOSTICS": a name set in spaced capitals is read with the words before it.
        const kind = lineKind(withWordsBefore(top[i]!, cell.text));
        if (kind === "department") {
          // "Department of Pathology, Fictive General Hospital": the institution printed on the department's line.
          const part = cell.text.split(/\s*[,|·•]\s*|\s+[-–—~]\s+/u).find((p) => p !== cell.text && hasLabWord(p) && lineKind(p) === "institution" && !isDepartmentLine(p) && nameLike(p.trim()) && !isContactOrAddress(p));
          if (part) {
            name = part.trim();
            index = i;
            break scan;
          }
          // The institution printed above the department (the first department only: lower ones are sections of
          // the report).
          const above = department ? null : aboveDepartment(i, cell.text);
          if (above && !inFieldBlock(above.index)) {
            name = above.text;
            index = above.index;
            break scan;
          }
          department ??= { text: cell.text, index: i };
          continue;
        }
        if (kind === "generic") {
          // "PARTH" / "PATHOLOGY LABORATORY": a logo word printed on the line above a generic name is its start.
          const prev = i > 0 ? splitCells(top[i - 1]!, 1.2).map((c) => withoutLogoNoise(c.text.trim())).filter((t) => /\p{L}{2}/u.test(t)).at(-1) : undefined;
          const near = i > 0 && top[i]!.box.y - (top[i - 1]!.box.y + top[i - 1]!.box.height) <= 1.5 * Math.max(top[i]!.box.height, 1);
          const start = prev && near && /^\p{Lu}[\p{Lu}'’.&-]*(?:\s+\p{Lu}[\p{Lu}'’.&-]*){0,2}$/u.test(prev) && !REPORT_WORDS.test(prev) && !hasLabel(top[i - 1]!) ? `${prev} ` : "";
          generic ??= { name: `${start}${cell.text.trim()}`, index: i };
          continue;
        }
        name = institutionOnly(withWordsBefore(top[i]!, cell.text).trim());
        index = i;
        // "Fictive Regional" / "Hospital": a name wrapped over two lines starts on the line above.
        const above = i > 0 ? splitCells(top[i - 1]!, 1.2).find((c) => Math.abs(c.box.x - cell.box.x) <= 3) : undefined;
        const close = above && top[i]!.box.y - top[i - 1]!.box.y <= 1.8 * Math.max(top[i]!.box.height, 1);
        if (above && close && name.split(/\s+/).length <= 2 && /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(above.text.trim()) && !REPORT_WORDS.test(above.text)) {
          name = `${above.text.trim()} ${name}`;
          index = i - 1;
        }
        break scan;
      }
    }
    // "CLINICAL CHEMISTRY AND HEMATOLOGY SECTION" heading the page over the institution: the line below it. Only a
    // line that ends like a department: "Laboratoire de biologie médicale Biolys" opens with a department word but
    // is the lab itself.
    const below = lines[1]?.text.trim() ?? "";
    if (!name && department?.index === 0 && DEPARTMENT_END.test(department.text.toLowerCase().trim()) && nameLike(below) && !isDepartmentLine(below) && !inFieldBlock(1)) {
      name = below;
      index = 1;
    }
    // "Clinical Laboratory" alone: a generic name, when the page prints no other. A department alone ("DEPARTMENT
    // OF PATHOLOGY", "HAEMATOLOGY") names no lab.
    // "AZ Example" over "Klinisch Laboratorium": the institution above a generic laboratory line is the lab.
    const aboveGeneric = generic && generic.index > 0 && !/\s/.test(generic.name.split(" ")[0]!) ? aboveDepartment(generic.index, generic.name) : null;
    if (!name && aboveGeneric && !inFieldBlock(aboveGeneric.index) && /\p{Lu}/u.test(aboveGeneric.text) && aboveGeneric.text.split(/\s+/).length <= 6) ({ text: name, index } = aboveGeneric);
    if (!name && generic) ({ name, index } = generic);
  }
  // The foot of a page: "Fictive Diagnostics, 12 Test Road, Testville" printed under the results.
  if (!name) {
    const footer = footerLines(lines);
    for (const i of footer) {
      const cells = splitCells(lines[i]!, 1.2);
      for (const [ci, cell] of cells.entries()) {
        const first = cell.text.split(/\s*[,|·•]\s*|\s+[-–—]\s+/u)[0]!.trim();
        const words = first.split(/\s+/);
        const referral = REFERRAL.test(first) || (ci > 0 && REFERRAL.test(cells[ci - 1]!.text.trim()));
        if (!hasLabWord(first) || words.length > 7 || lineKind(first) !== "institution" || !nameLike(first) || isContactOrAddress(first) || referral || isDepartmentLine(first) || ACCREDITATION.test(first)) continue;
        // A name's words are capitalised (particles aside): a sentence in the small print is no name.
        if (!words.every((w) => /^[\p{Lu}\d(&]/u.test(w) || /^(?:de|do|da|dos|das|del|di|of|and|the|du|des|la|le|y|e|et|und|für)$/u.test(w))) continue;
        name = first;
        index = i;
        break;
      }
      if (name) break;
    }
  }
  // Only a web or mail domain names the lab ("www.examplelab.com").
  let fromDomain = false;
  if (!name) {
    name = nameFromDomain(lines);
    fromDomain = name !== null;
  }
  // No laboratory word: the page's first line, when it reads as a name and an address follows within three lines
  // ("Medicorum Példa Kft." over "1 Fictive utca, 1000 Budapest").
  if (!name && lines.length) {
    const first = splitCells(lines[0]!, 1.2)[0]?.text.trim() ?? "";
    const address = lines.slice(1, 4).some((l) => cityFromAddressLine(splitCells(l, 1.2).map((c) => c.text).join(" · "))?.strong);
    if (address && /^\p{Lu}/u.test(first) && !/\d|[:：]/.test(first) && first.split(/\s+/).length <= 6 && !REPORT_WORDS.test(first) && !isContactOrAddress(first) && !inFieldBlock(0)) {
      name = first;
      index = 0;
    }
  }
  // A labelled lab or a name opening with a department word ("Laboratório de Análises Clínicas" under "Hospital
  // Fictício"): the institution above it is the lab.
  if (name && index !== null && isDepartmentLine(name)) {
    const above = aboveDepartment(index, name);
    if (above && !inFieldBlock(above.index)) {
      name = above.text;
      index = above.index;
    } else if (lineKind(name) === "department" && index !== labelLine) {
      name = null;
      index = null;
    }
  }
  if (name && index !== null) name = withWrappedTail(lines, index, name);
  if (name && !fromDomain) name = withoutAddress(withoutDepartment(withoutLogoNoise(name)));
  const around = index === null ? lines.slice(0, 5) : lines.slice(index, index + 5);
  const text = around.map((l) => l.text).join("\n");
  const country = findCountry(text) ?? countryFromPhone(text);
  // Cells apart: "Bv. Ficticio 2511 - Montevideo | Dir. Tec. …" is an address and, in its own column, a director.
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

