// Printed dates → YYYY-MM-DD. Numeric dates are read day-first except where the convention is month-first
// (United States, or English without a known country and a slash: "03/12/2025"); a part above 12 settles it.
// Month names are read in 17 languages, nominative and genitive ("12 марта 2025", "12 marca 2025").

import { fromBuddhistYear, isSolarHijriYear, japaneseEraYear, solarHijriToGregorian } from "./calendars";

const MONTHS: string[][] = [
  ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene", "gennaio", "gen", "janeiro", "januari", "stycznia", "styczeń", "sty", "ocak", "январь", "января", "янв", "січня", "ledna", "leden", "ianuarie", "január", "ιανουαρίου"],
  ["february", "feb", "februar", "février", "févr", "fév", "febrero", "febbraio", "fevereiro", "fev", "februari", "lutego", "luty", "lut", "şubat", "subat", "февраль", "февраля", "фев", "лютого", "února", "únor", "februarie", "február", "φεβρουαρίου"],
  ["march", "mar", "maret", "marts", "mac", "märz", "mär", "mrz", "mars", "marzo", "março", "maart", "mrt", "marca", "marzec", "mart", "март", "марта", "мар", "березня", "března", "březen", "martie", "március", "μαρτίου"],
  ["april", "apr", "avril", "avr", "abril", "abr", "aprile", "kwietnia", "kwiecień", "kwi", "nisan", "апрель", "апреля", "апр", "квітня", "dubna", "duben", "aprilie", "április", "απριλίου"],
  ["may", "mai", "mayo", "maggio", "mag", "maio", "mei", "maja", "maj", "mayıs", "mayis", "май", "мая", "травня", "května", "květen", "május", "μαΐου", "μαίου"],
  ["june", "jun", "juni", "juin", "junio", "giugno", "giu", "junho", "czerwca", "czerwiec", "cze", "haziran", "июнь", "июня", "июн", "червня", "června", "červen", "iunie", "június", "ιουνίου"],
  ["july", "jul", "julai", "juli", "juillet", "juil", "julio", "luglio", "lug", "julho", "lipca", "lipiec", "lip", "temmuz", "июль", "июля", "июл", "липня", "července", "červenec", "iulie", "július", "ιουλίου"],
  ["august", "aug", "agustus", "ogos", "août", "aout", "agosto", "ago", "augustus", "sierpnia", "sierpień", "sie", "ağustos", "agustos", "август", "августа", "авг", "серпня", "srpna", "srpen", "augusti", "augusztus", "αυγούστου"],
  ["september", "sep", "sept", "septembre", "septiembre", "settembre", "set", "setembro", "września", "wrzesień", "wrz", "eylül", "eylul", "сентябрь", "сентября", "сен", "вересня", "září", "septembrie", "szeptember", "σεπτεμβρίου"],
  ["october", "oct", "oktober", "okt", "octobre", "octubre", "ottobre", "ott", "outubro", "out", "października", "październik", "paź", "ekim", "октябрь", "октября", "окт", "жовтня", "října", "říjen", "octombrie", "október", "οκτωβρίου"],
  ["november", "nov", "novembre", "noviembre", "novembro", "listopada", "listopad", "lis", "kasım", "kasim", "ноябрь", "ноября", "ноя", "листопада", "listopadu", "noiembrie", "νοεμβρίου"],
  ["december", "dec", "desember", "disember", "dezember", "dez", "décembre", "déc", "diciembre", "dic", "dicembre", "dezembro", "december", "grudnia", "grudzień", "gru", "aralık", "aralik", "декабрь", "декабря", "дек", "грудня", "prosince", "prosinec", "decembrie", "δεκεμβρίου"],
];
// More languages, month by month: Croatian, Serbian (Latin and Cyrillic), Slovak, Slovene, Icelandic, Finnish,
// Lithuanian, Latvian, Estonian, Indonesian/Malay, Bulgarian, Dutch and Scandinavian forms, Greek nominatives.
// Croatian "listopad" (October) is left out: Czech and Polish "listopad" is November.
const MORE_MONTHS: string[][] = [
  ["oca", "tammik", "يناير", "كانون الثاني", "siječanj", "siječnja", "januar", "јануар", "januára", "janúar", "tammikuu", "tammikuuta", "sausis", "sausio", "janvāris", "jaanuar", "януари", "ιανουάριος", "ιαν", "jan."],
  ["şub", "şubat", "helmik", "فبراير", "veljača", "veljače", "februar", "фебруар", "februára", "febrúar", "helmikuu", "helmikuuta", "vasaris", "vasario", "februāris", "veebruar", "февруари", "φεβρουάριος", "φεβ", "peb", "pebruari", "februarie"],
  ["márc", "mart", "مارس", "ožujak", "ožujka", "mart", "март", "marec", "marca", "marec", "mars", "maaliskuu", "maaliskuuta", "kovas", "kovo", "marts", "märts", "μάρτιος", "μαρ", "maart"],
  ["nis", "ápr", "apríl", "أبريل", "ابريل", "إبريل", "travanj", "travnja", "april", "април", "apríl", "apríla", "apríl", "huhtikuu", "huhtikuuta", "balandis", "balandžio", "aprīlis", "aprill", "απρίλιος", "απρ"],
  ["maí", "máj", "مايو", "svibanj", "svibnja", "maj", "мај", "máj", "mája", "maí", "toukokuu", "toukokuuta", "gegužė", "gegužės", "maijs", "mai", "май", "μάιος", "μαΐ"],
  ["haz", "jún", "يونيو", "lipanj", "lipnja", "jun", "јун", "jún", "júna", "júní", "kesäkuu", "kesäkuuta", "birželis", "birželio", "jūnijs", "juuni", "юни", "ιούνιος", "ιουν"],
  ["tem", "júl", "يوليو", "srpanj", "srpnja", "jul", "јул", "júl", "júla", "júlí", "heinäkuu", "heinäkuuta", "liepa", "liepos", "jūlijs", "juuli", "юли", "ιούλιος", "ιουλ"],
  ["ağu", "ágú", "ágúst", "أغسطس", "اغسطس", "kolovoz", "kolovoza", "avgust", "август", "augusta", "ágúst", "elokuu", "elokuuta", "rugpjūtis", "rugpjūčio", "augusts", "august", "август", "αύγουστος", "αυγ", "agt", "agu"],
  ["eyl", "szept", "rujna", "سبتمبر", "rujan", "rujna", "septembar", "септембар", "septembra", "syyskuu", "syyskuuta", "rugsėjis", "rugsėjo", "septembris", "september", "септември", "σεπτέμβριος", "σεπ"],
  ["eki", "okt", "أكتوبر", "اكتوبر", "oktobar", "октобар", "októbra", "október", "lokakuu", "lokakuuta", "spalis", "spalio", "oktobris", "oktoober", "октомври", "οκτώβριος", "οκτ"],
  ["kas", "nóv", "نوفمبر", "novembar", "новембар", "novembra", "nóvember", "marraskuu", "marraskuuta", "lapkritis", "lapkričio", "novembris", "november", "ноември", "νοέμβριος", "νοε", "nopember", "studeni", "studenoga", "studenog"],
  ["ara", "des", "ديسمبر", "decembar", "децембар", "decembra", "desember", "joulukuu", "joulukuuta", "gruodis", "gruodžio", "decembris", "detsember", "декември", "δεκέμβριος", "δεκ", "des", "prosinac", "prosinca"],
];
const MONTH_INDEX = new Map<string, number>();
MONTHS.forEach((names, i) => names.forEach((n) => MONTH_INDEX.set(n, i + 1)));
MORE_MONTHS.forEach((names, i) => names.forEach((n) => MONTH_INDEX.has(n) || MONTH_INDEX.set(n, i + 1)));

// Thai month names and their abbreviations ("12 พ.ย. 2569"), read with the year that follows (Buddhist era or A.D.).
const THAI_MONTHS = [
  ["มกราคม", "ม.ค."], ["กุมภาพันธ์", "ก.พ."], ["มีนาคม", "มี.ค."], ["เมษายน", "เม.ย."], ["พฤษภาคม", "พ.ค."], ["มิถุนายน", "มิ.ย."],
  ["กรกฎาคม", "ก.ค."], ["สิงหาคม", "ส.ค."], ["กันยายน", "ก.ย."], ["ตุลาคม", "ต.ค."], ["พฤศจิกายน", "พ.ย."], ["ธันวาคม", "ธ.ค."],
];
const THAI_MONTH_RE = new RegExp(
  `(?<!\\d)(\\d{1,2})\\s*(${THAI_MONTHS.flat().map((m) => m.replace(/\./g, "\\.?")).join("|")})\\s*(?:พ\\.ศ\\.|ค\\.ศ\\.)?\\s*(\\d{4})`,
  "u",
);
const thaiMonth = (name: string) => THAI_MONTHS.findIndex((names) => names.some((n) => n.replace(/\./g, "") === name.replace(/\./g, ""))) + 1;

export interface DateHints {
  language?: string;
  /** English country name of the lab, when known (decides MM/DD vs DD/MM). */
  country?: string;
  /** Day/month order the document itself shows (see documentDateOrder); wins over language and country. */
  order?: "dmy" | "mdy";
}

/**
 * English-language reports outside the US print day first; these marks of India, the UK, Australia, New Zealand
 * and Africa's English-speaking countries say so when no date on the page settles it ("03/11/2026"). A city
 * followed by a six-digit postcode ("Pune 411004") is India, China, Russia, Singapore or Vietnam: all day first.
 */
const DAY_FIRST_MARKS = /\blakhs?\b|\bcumm\b|\bPIN\b|\+91\b|\bIndia\b|\bNHS\b|\+44\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b(?:NSW|VIC|QLD|TAS|ACT)\s\d{4}\b|\bPty\.? Ltd\b|\+61\b|\+64\b|\+234\b|\+254\b|\+27\b|\bNigeria\b|\bKenya\b|\+92\b|\bPakistan\b|\bKarachi\b|\bLahore\b|\bIslamabad\b|\bRawalpindi\b|\bCNIC\b|\+880\b|\bBangladesh\b|\bDhaka\b|\+94\b|\bSri Lanka\b|\bColombo\b|\+977\b|\bNepal\b|\bKathmandu\b|\+233\b|\bGhana\b|\+256\b|\bUganda\b|\+255\b|\bTanzania\b|\+260\b|\bZambia\b|\+263\b|\bZimbabwe\b|\+60\b|\bMalaysia\b|\+65\b|\bSingapore\b|\+852\b|\bHong Kong\b|\+353\b|\bIreland\b|\+971\b|\bU\.?A\.?E\b|\bDubai\b|\+966\b|\bSaudi\b|\+974\b|\bQatar\b|\+20\b|\bEgypt\b|\+234\b|\+251\b|\bEthiopia\b|\+250\b|\bRwanda\b|\+265\b|\bMalawi\b|\+267\b|\bBotswana\b|\b\p{Lu}\p{L}+[ ,-]+\d{6}\b/u;

/**
 * The day/month order a document's own numeric dates show: a date whose first number is above 12 is day
 * first (a birth date "14/03/1961" settles the collection date "03/11/2026" printed beside it), one whose second
 * is above 12 month first. Without such a date, English-language marks of day-first countries decide; else null.
 */
export function documentDateOrder(text: string): "dmy" | "mdy" | null {
  let dmy = false;
  let mdy = false;
  for (const m of text.matchAll(/(?<![\d.])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(?:\d{4}|\d{2})(?!\d)/g)) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    if (a > 12 && b <= 12) dmy = true;
    if (b > 12 && a <= 12) mdy = true;
  }
  if (dmy !== mdy) return dmy ? "dmy" : "mdy";
  if (!dmy && DAY_FIRST_MARKS.test(text)) return "dmy";
  return null;
}

const MONTH_FIRST_COUNTRIES = new Set(["United States", "Philippines"]);

function iso(y0: number, m0: number, d0: number): string | null {
  // Solar Hijri (Iran) and Buddhist-era (Thailand) years are printed as they are: convert them first.
  const hijri = isSolarHijriYear(y0) ? solarHijriToGregorian(y0, m0, d0) : null;
  const [y, m, d] = hijri ?? [fromBuddhistYear(y0), m0, d0];
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 February
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n <= 69 ? 2000 + n : 1900 + n; // two-digit years: POSIX strptime pivot
}

function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  return MONTH_INDEX.get(w) ?? null;
}

/** Finds and parses the first date in `text`; null when there is none. */
export function parseDate(text: string, hints: DateHints = {}): string | null {
  const t = text.replace(/\s+/g, " ");
  // 令和8年10月15日: a Japanese era year
  let m = t.match(/(令和|平成|昭和)\s*(\d{1,2}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?/);
  const eraYear = m ? japaneseEraYear(m[1]!, m[2]!) : null;
  if (m && eraYear) return iso(eraYear, Number(m[3]), Number(m[4]));
  // 2025年3月12日 / 2025년 3월 12일
  m = t.match(/(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?/);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // ISO-like: 2025-03-12, 2025/03/12, 2025.03.12
  m = t.match(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // "2026 оны 11 сарын 05" (Mongolian: year, month, day)
  m = t.match(/(\d{4})\s*оны\s*(\d{1,2})\s*(?:-?р|дугаар|дүгээр)?\s*сарын\s*(\d{1,2})/iu);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // "Ngày 12 tháng 11 năm 2026" (Vietnamese), "12 พ.ย. 2569" (Thai)
  m = t.match(/(\d{1,2})\s+tháng\s+(\d{1,2})\s+năm\s+(\d{4})/iu);
  if (m) return iso(Number(m[3]), Number(m[2]), Number(m[1]));
  m = t.match(THAI_MONTH_RE);
  if (m) return iso(Number(m[3]), thaiMonth(m[2]!), Number(m[1]));
  // Numeric day/month/year
  m = t.match(/(?<![\d.])(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d])/);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const y = fullYear(m[4] ?? "");
    const monthFirstConvention = hints.order ? hints.order === "mdy" :
      (hints.country !== undefined && MONTH_FIRST_COUNTRIES.has(hints.country)) ||
      (hints.country === undefined && (hints.language ?? "en") === "en" && m[2] === "/");
    const monthFirst = a > 12 ? false : b > 12 ? true : monthFirstConvention;
    return monthFirst ? iso(y, a, b) : iso(y, b, a);
  }
  // 12 March 2025, 12. März 2025, 12 de marzo de 2025, 12 марта 2025 г., 02-Nov-2026
  m = t.match(/(?<!\d)(\d{1,2})\.?(?:\s+|-)(?:de\s+)?([\p{L}]+\.?)(?:\s+|-)(?:de\s+)?(\d{4})/u);
  if (m) {
    const month = monthOf(m[2] ?? "");
    if (month) return iso(Number(m[3]), month, Number(m[1]));
  }
  // "21-Apr-25", "21 Apr 25 07:09": a month's name with a two-digit year.
  m = t.match(/(?<!\d)(\d{1,2})(?:\s+|-)([\p{L}]{3,9}\.?)(?:\s+|-)(\d{2})(?![\d:])/u);
  if (m) {
    const month = monthOf(m[2] ?? "");
    if (month) return iso(fullYear(m[3]!), month, Number(m[1]));
  }
  // 2026. november 5. (Hungarian), 2026 m. lapkričio 6 d.: year first, then the month's name
  m = t.match(/(?<!\d)(\d{4})\.?\s+(?:m\.\s+)?([\p{L}]+\.?)\s+(\d{1,2})(?!\d)/u);
  if (m) {
    const month = monthOf(m[2] ?? "");
    if (month) return iso(Number(m[1]), month, Number(m[3]));
  }
  // March 12, 2025 / Mar 12 2025
  m = t.match(/([\p{L}]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/u);
  if (m) {
    const month = monthOf(m[1] ?? "");
    if (month) return iso(Number(m[3]), month, Number(m[2]));
  }
  return null;
}

/** Completed years between a birth date and a reference date (both YYYY-MM-DD). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
