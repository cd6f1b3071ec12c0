// What a report says about its patient beyond "Label: value": the honorific before the name ("Madame PETITOT
// Lise", "Mevr. A. de Verzon") gives the sex and marks an unlabelled name; a national identity number gives the
// birth date (and, for Czech and Slovak numbers, the sex); a name cut at the end of a line ("ALVES DA" / "COSTA")
// goes on on the next one.

import { birthFromMoreIds, MORE_ID_LABELS } from "./national-ids";

/** Honorifics that say the patient's sex; "Dr." and "Prof." do not. */
const FEMALE_TITLES = /^(?:exma|senhora|mrs|ms|miss|madame|mme|mlle|mademoiselle|frau|mevr|mevrouw|mw|mej|sra|señora|srta|pani|sig\.ra|signora|г-жа|fru|นาง|นางสาว|ด\.ญ|خانم|السيدة|גב'|bà|ny|nn|ibu|puan)\.?$/iu;
const MALE_TITLES = /^(?:exmo|senhor|herrn|mr|monsieur|herr|dhr|de heer|sr|señor|pan|sig|signor|г-н|hr|นาย|ด\.ช|آقای|السيد|מר|ông|tn|bpk|encik)\.?$/iu;

/** The sex an honorific at the start of a printed name says, or null. */
export function sexFromHonorific(name: string): "male" | "female" | null {
  const first = name.trim().replace(/^[\s:：>.,;|*\-–—=]+/u, "").split(/\s+/)[0] ?? "";
  if (FEMALE_TITLES.test(first)) return "female";
  if (MALE_TITLES.test(first)) return "male";
  return null;
}

/**
 * An unlabelled cell that is a title and a name: "Madame PETITOT Lise", "Mr. John Fictive". Only full titles
 * (never the bare "M." that also abbreviates first names) and two to five name words with no digits.
 */
export function honorificName(cell: string): string | null {
  const m = cell.trim().match(/^(madame|monsieur|mme|mlle|mrs|mr|ms|miss|frau|herr|mevr|mevrouw|dhr|señora|señor|sra|sr|pani|pan)\.?\s+(\p{Lu}[\p{L}'.-]*(?:\s+[\p{L}'.-]+){1,4})$/iu);
  return m?.[2] && !/\d|[:：]/.test(m[2]) ? m[2] : null;
}

/** Words that never end a name: a name printed up to one of them goes on on the next line. */
const NAME_PARTICLES = /(?:^|\s)(?:da|de|do|dos|das|del|della|di|van|von|der|den|ter|le|la|bin|binti|al|el|ibn)$/iu;

/** Whether a printed name stops mid-way ("FICTICIO RUIZ," / "JOÃO PEDRO ALVES DA"). */
export function nameContinues(name: string): boolean {
  return /,\s*$/.test(name) || NAME_PARTICLES.test(name.trim());
}

/** A next-line cell that can be the rest of a name: letters only, one to three words, no label. */
export function isNameTail(cell: string): boolean {
  return /^\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2}$/u.test(cell.trim());
}

// CJK Radicals Supplement code points that some PDF fonts map ideographs to ("⻩丽娟" for "黄丽娟"): the ideograph.
const RADICALS: Record<string, string> = {
  "⻩": "黄", "⻔": "门", "⻓": "长", "⻅": "见", "⻢": "马", "⻋": "车", "⻛": "风", "⻜": "飞", "⻝": "食", "⻚": "页",
  "⻄": "西", "⻘": "青", "⻰": "龙", "⻳": "龟", "⻬": "齐", "⻮": "齿", "⻉": "贝", "⻈": "讠", "⻆": "角", "⻨": "麦",
};
export const withIdeographs = (s: string) => s.replace(/[\u2e80-\u2eff]/gu, (c) => RADICALS[c] ?? c);

/** Labels of national identity numbers that encode the birth date. */
export const NATIONAL_ID_LABEL = new RegExp(
  String.raw`(?:^|[\s|])(personnr|personnummer|person-?nr|fødselsnummer|fødselsnr|cpr(?:-nr)?|henkilötunnus|hetu|no\.?\s?k\/p|no\.?\s?kp|mykad|nric|i\/c\s?no|ic\s?no|rodné\s+č?íslo|rodné c\.|r\.\s?č\.|rč|${MORE_ID_LABELS})\.?\s*[:：]?\s*([\dА-ЯЁӨҮ][\d\s/+A-ZА-ЯЁӨҮ-]{9,15})`,
  "iu",
);

const date = (y: number, m: number, d: number) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCMonth() === m - 1 && t.getUTCDate() === d ? `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}` : null;
};

/**
 * Birth date (and sex where the number says it) from a national identity number: Swedish personnummer
 * (YYYYMMDD-NNNN or YYMMDD-NNNN), Norwegian fødselsnummer and Danish CPR (DDMMYY…), Finnish henkilötunnus
 * (DDMMYY, century sign "-" 1900s, "+" 1800s, "A" 2000s), Czech/Slovak rodné číslo (YYMMDD/NNNN, women's month + 50),
 * Malaysian MyKad (YYMMDD-PB-###G).
 */
export function birthFromNationalId(label: string, raw: string, refYear: number): { birthDate: string | null; sex: "male" | "female" | null } {
  const more = birthFromMoreIds(label, raw.trim(), refYear);
  if (more) return more;
  const l = label.toLowerCase();
  const v = raw.replace(/\s+/g, "");
  const century = (yy: number) => (2000 + yy > refYear ? 1900 + yy : 2000 + yy);
  if (/person/.test(l)) {
    const m = v.match(/^(\d{2})?(\d{2})(\d{2})(\d{2})[-+]?\d{4}/);
    if (!m) return { birthDate: null, sex: null };
    const y = m[1] ? Number(m[1] + m[2]) : century(Number(m[2]));
    return { birthDate: date(y, Number(m[3]), Number(m[4])), sex: null };
  }
  if (/henkilö|hetu/.test(l)) {
    const m = v.match(/^(\d{2})(\d{2})(\d{2})([-+A-F])/i);
    if (!m) return { birthDate: null, sex: null };
    const base = m[4] === "+" ? 1800 : m[4] === "-" ? 1900 : 2000;
    return { birthDate: date(base + Number(m[3]), Number(m[2]), Number(m[1])), sex: null };
  }
  if (/k\/?p|mykad|nric|i\/?c/.test(l)) {
    // Malaysian MyKad: YYMMDD-PB-###G, the last digit odd for men.
    const m = v.match(/^(\d{2})(\d{2})(\d{2})-?\d{2}-?\d{3}(\d)/);
    if (!m) return { birthDate: null, sex: null };
    return { birthDate: date(century(Number(m[1])), Number(m[2]), Number(m[3])), sex: Number(m[4]) % 2 ? "male" : "female" };
  }
  if (/fødsel|cpr/.test(l)) {
    const m = v.match(/^(\d{2})(\d{2})(\d{2})-?\d{4,5}/);
    return { birthDate: m ? date(century(Number(m[3])), Number(m[2]), Number(m[1])) : null, sex: null };
  }
  const m = v.match(/^(\d{2})(\d{2})(\d{2})\/?\d{3,4}/);
  if (!m) return { birthDate: null, sex: null };
  const month = Number(m[2]);
  const female = month > 50;
  return { birthDate: date(century(Number(m[1])), female ? month - 50 : month, Number(m[3])), sex: female ? "female" : "male" };
}
