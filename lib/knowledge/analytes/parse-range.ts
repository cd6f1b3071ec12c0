// Printed reference ranges → numbers. Handles two-sided ranges in any common notation ("3.5-5.0", "3,5 – 5,0",
// "[3.5 - 5.3]", "0.5 to 1.5", "от 3,5 до 5,5"), one-sided ones with symbols or words in many languages
// ("< 5", "≤5", "bis 5", "до 5", "jusqu'à 5", "5以下", "> 60", "ab 60"), negative bounds ("-2.0 - +3.0"),
// thousands separators and titres ("<1:80"), and sex-specific ranges ("Men: 13.5-17.5 / Women: 12.0-15.5",
// "M 13.5-17.5 F 12.0-15.5", "Мужчины 130-160, Женщины 120-140").
//
// Sex rule: the patient's own range when the sex is known; otherwise (unknown or "other") the union of the
// printed ranges — the lowest lower bound and the highest upper bound — so a value is flagged only when it is
// outside the range of either sex. This never raises a false alarm; the cost is that a value normal for one
// sex only is not flagged, which the absence of the patient's sex makes unavoidable.
import { NUMBER_SOURCE, foldNumericText, parseNumberText } from "./parse-number";
import { unionOf, type Interval } from "./reference-interval";
import type { PatientContext } from "./types";

export interface ParsedRange {
  min: number | null;
  max: number | null;
  /** The printed text, trimmed. */
  text: string;
}

export interface RangeReadings {
  general: Interval | null;
  male: Interval | null;
  female: Interval | null;
  /** Same range with every ambiguous "d,ddd" read as a decimal comma (null when nothing was ambiguous). */
  decimalCommaReading: Omit<RangeReadings, "decimalCommaReading"> | null;
}

const LESS_WORDS = [
  "<=", "=<", "≤", "≦", "<", "up to", "upto", "until", "bis", "до", "jusqu'à", "jusqu'a", "jusqu’à", "jusqua", "hasta",
  "fino a", "fino", "até", "ate", "tot", "do", "max.", "max", "maximum", "below", "less than", "under", "unter",
  "kleiner als", "kleiner", "menos de", "inferior a", "inférieur à", "inferieur a", "moins de", "meno di",
  "inferiore a", "mniej niż", "poniżej", "ниже", "менее", "меньше", "не более", "alle", "alatt", "under", "alle",
  "mindre enn", "mindre end", "mindre än", "kisebb mint", "max", "sub", "pod", "manje od", "altında", "den az",
  "未満", "以下", "미만", "이하", "أقل من", "کمتر از", "פחות מ", "से कम", "น้อยกว่า", "dưới", "kurang dari",
];
const GREATER_WORDS = [
  ">=", "=>", "≥", "≧", ">", "over", "above", "greater than", "more than", "min.", "min", "minimum", "at least",
  "ab", "über", "uber", "größer als", "grösser als", "mehr als", "mindestens", "más de", "mas de", "superior a",
  "mayor de", "mayor que", "plus de", "supérieur à", "superieur a", "au moins", "più di", "superiore a", "oltre",
  "powyżej", "więcej niż", "выше", "более", "больше", "не менее", "boven", "meer dan", "över", "mer enn", "mer end",
  "yli", "üzeri", "üstü", "nad", "peste", "felett", "以上", "超", "초과", "이상", "أكثر من", "بیشتر از", "יותר מ",
  "से अधिक", "มากกว่า", "trên", "lebih dari",
];
/** Words printed before a pair of numbers that do not make it one-sided ("from 3.5 to 5", "от 3,5 до 5,5"). */
const FROM_WORDS = ["from", "от", "von", "de", "desde", "da", "od", "van", "z", "від", "από", "ab"];
const RANGE_SEPARATORS = [
  "-", "–", "to", "bis", "a", "à", "al", "à", "ad", "до", "do", "tot", "till", "til", "och", "ve", "és", "și", "и",
  "έως", "εως", "até", "ate", "y", "e", "und", "and", "till", "～", "〜", "至", "ー", "から", "~",
];

const COMPARATOR_RE = (words: readonly string[]) =>
  new RegExp(`(?:^|[\\s(\\[:;,])(${[...words].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})\\s*$`, "iu");
const LESS_BEFORE = COMPARATOR_RE(LESS_WORDS.filter((w) => !["未満", "以下", "미만", "이하"].includes(w)));
const GREATER_BEFORE = COMPARATOR_RE(GREATER_WORDS.filter((w) => !["以上", "超", "초과", "이상"].includes(w)));
const LESS_SYMBOL_BEFORE = /[<≤≦]=?\s*$/;
const GREATER_SYMBOL_BEFORE = /[>≥≧]=?\s*$/;
const LESS_AFTER = /^\s*(未満|以下|미만|이하|or less|and below|and less|или менее|и менее|и ниже|oder weniger|ou moins|o menos)/iu;
const GREATER_AFTER = /^\s*(以上|超|초과|이상|or more|and above|and over|или более|и более|и выше|oder mehr|ou plus|o más)/iu;
const SEPARATOR_RE = new RegExp(`^\\s*(${RANGE_SEPARATORS.map(escapeRe).join("|")})?\\s*$`, "iu");
const FROM_BEFORE = new RegExp(`(?:^|[\\s(\\[:])(${FROM_WORDS.map(escapeRe).join("|")})\\s*$`, "iu");

const NUMBER_RE = new RegExp(NUMBER_SOURCE, "gu");

/** Words for men / women in front of a sex-banded range, in the catalogue's languages (folded forms included). */
export const MALE_LABELS = [
  "men", "man", "male", "males", "männer", "mann", "männlich", "maennlich", "hommes", "homme", "hombres", "hombre",
  "varones", "varón", "uomini", "uomo", "homens", "homem", "mannen", "mężczyźni", "mężczyzn", "erkek", "erkekler",
  "muži", "muž", "muškarci", "muskarci", "moški", "férfiak", "férfi", "bărbați", "barbati", "män", "menn", "mænd",
  "miehet", "mehed", "vīrieši", "vyrai", "homes", "home", "pria", "laki-laki", "nam", "lelaki", "мужчины", "мужчин",
  "мужской", "муж", "чоловіки", "чол", "мъже", "мушкарци", "άνδρες", "ανδρες", "男性", "男", "남성", "남자", "남",
  "رجال", "ذكور", "مردان", "גברים", "पुरुष", "ชาย", "♂", "արական", "տղամարդիկ", "տղամարդ",
  "kişi", "kişilər", "мард", "мардон", "مرد", "পুরুষ",
];
export const FEMALE_LABELS = [
  "women", "woman", "female", "females", "frauen", "frau", "weiblich", "femmes", "femme", "mujeres", "mujer",
  "donne", "donna", "mulheres", "mulher", "vrouwen", "vrouw", "kobiety", "kobiet", "kadın", "kadınlar", "ženy",
  "žena", "žene", "ženske", "zene", "ženske", "nők", "nő", "femei", "kvinnor", "kvinner", "kvinder", "naiset",
  "naised", "sievietes", "moterys", "dones", "dona", "wanita", "perempuan", "nữ", "женщины", "женщин", "женский", "жен",
  "жінки", "жін", "жени", "жене", "γυναίκες", "γυναικες", "女性", "女", "여성", "여자", "여", "نساء", "إناث", "زنان",
  "נשים", "महिला", "หญิง", "♀", "իգական", "կանայք", "կին",
  "qadın", "qadınlar", "зан", "занон", "عورت", "خواتین", "মহিলা",
];
/** One-letter labels count only when a number (or comparator) follows: "M 13.5-17.5 F 12.0-15.5", "m: <50". */
const MALE_LETTERS = ["m", "h", "м"];
const FEMALE_LETTERS = ["f", "w", "k", "ж", "ž"];

const SEX_LABEL_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(${[...MALE_LABELS].sort((a, b) => b.length - a.length).map(escapeRe).join("|")})|(${[...FEMALE_LABELS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|")})|(${MALE_LETTERS.join("|")})|(${FEMALE_LETTERS.join("|")}))(?:\\.)?(?![\\p{L}])\\s*[:=.]?\\s*`,
  "giu",
);

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Parses a printed reference range. Returns null when no numeric range can be read ("negative", "see comment").
 * With sex-specific ranges, the patient's sex picks one; unknown sex takes the union (see file comment).
 */
export function parseRange(printed: string, patient?: PatientContext): ParsedRange | null {
  const readings = readRange(printed);
  if (readings === null) return null;
  const interval = chooseForPatient(readings, patient);
  if (interval === null) return null;
  return { min: interval.low, max: interval.high, text: printed.trim() };
}

/** The interval of a reading for a patient (sex rule of this file). */
export function chooseForPatient(
  readings: Omit<RangeReadings, "decimalCommaReading">,
  patient: PatientContext | undefined,
): Interval | null {
  if (patient?.sex === "male" && readings.male) return readings.male;
  if (patient?.sex === "female" && readings.female) return readings.female;
  if (readings.general) return readings.general;
  return unionOf([readings.male, readings.female].filter((x): x is Interval => x !== null));
}

const readCache = new Map<string, RangeReadings | null>();

/** All readings of a printed range (general and per sex, plus the decimal-comma reading). Cached. */
export function readRange(printed: string): RangeReadings | null {
  const cached = readCache.get(printed);
  if (cached !== undefined) return cached;
  const text = foldNumericText(printed).replace(/(?<!\d)1\s*:\s*(\d+)/g, "$1").trim();
  let result: RangeReadings | null = null;
  if (text !== "" && /\d/.test(text)) {
    const primary = readSexes(text, false);
    if (primary !== null) {
      const ambiguous = /\d,\d{3}(?!\d)/.test(text);
      result = { ...primary, decimalCommaReading: ambiguous ? readSexes(text, true) : null };
    }
  }
  if (readCache.size > 20_000) readCache.clear();
  readCache.set(printed, result);
  return result;
}

function readSexes(text: string, decimalComma: boolean): Omit<RangeReadings, "decimalCommaReading"> | null {
  const labels: { sex: "male" | "female"; start: number; end: number }[] = [];
  SEX_LABEL_RE.lastIndex = 0;
  for (let m = SEX_LABEL_RE.exec(text); m !== null; m = SEX_LABEL_RE.exec(text)) {
    const single = m[3] !== undefined || m[4] !== undefined;
    const rest = text.slice(m.index + m[0].length);
    if (single && !/^[<>≤≥≦≧\d(+-]/.test(rest)) continue;
    if (!single && !/\d/.test(rest.slice(0, 40))) continue;
    labels.push({ sex: m[1] !== undefined || m[3] !== undefined ? "male" : "female", start: m.index, end: m.index + m[0].length });
  }
  const sexes = new Set(labels.map((l) => l.sex));
  if (labels.length === 0 || (sexes.size === 1 && labels[0]!.start > 0 && readInterval(text.slice(0, labels[0]!.start), decimalComma))) {
    const general = readInterval(text, decimalComma);
    return general ? { general, male: null, female: null } : null;
  }
  let male: Interval | null = null;
  let female: Interval | null = null;
  labels.forEach((label, i) => {
    const segment = text.slice(label.end, labels[i + 1]?.start ?? text.length);
    const interval = readInterval(segment, decimalComma);
    if (interval === null) return;
    if (label.sex === "male") male ??= interval;
    else female ??= interval;
  });
  if (male === null && female === null) return null;
  return { general: null, male, female };
}

interface NumberToken {
  value: number;
  start: number;
  end: number;
}

/** Reads the first range in a segment: "[cmp] n", "n sep n", "n 以下". Null when there is none. */
/**
 * "3.9..6.1", "53...115", "2,5…7,1" → "3.9 - 6.1": dots as a range's separator (Mongolian and Russian LIS
 * printouts), rewritten before numbers are read, or "3.9." and ".6" are read as numbers.
 */
export function dotsAsRangeDash(text: string): string {
  return text.replace(/(\d)\s*(?:\.{2,3}|…)\s*(?=\d)/g, "$1 - ");
}

export function readInterval(printedSegment: string, decimalComma = false): Interval | null {
  const segment = dotsAsRangeDash(printedSegment);
  const numbers: NumberToken[] = [];
  NUMBER_RE.lastIndex = 0;
  for (let m = NUMBER_RE.exec(segment); m !== null; m = NUMBER_RE.exec(segment)) {
    const parsed = parseNumberText(m[0]);
    if (parsed === null) continue;
    const value = decimalComma && parsed.alternative !== undefined ? parsed.alternative : parsed.value;
    numbers.push({ value, start: m.index, end: m.index + m[0].length });
  }
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i]!;
    const before = segment.slice(i === 0 ? 0 : numbers[i - 1]!.end, n.start);
    const { negative, rest } = splitSign(before, i === 0);
    const first = negative ? -n.value : n.value;
    const after = segment.slice(n.end, numbers[i + 1]?.start ?? segment.length);
    // A comparator symbol always makes the range one-sided: "< 5", "≥ 60".
    if (LESS_SYMBOL_BEFORE.test(rest)) return { low: null, high: first };
    if (GREATER_SYMBOL_BEFORE.test(rest)) return { low: first, high: null };
    const pair = readPair(segment, n, numbers[i + 1], first);
    if (pair) return pair;
    // Words: "bis 5", "up to 5", "до 5", "ab 60", "от 60" (with a second number "от 3,5 до 5,5" was a pair).
    if (LESS_BEFORE.test(rest)) return { low: null, high: first };
    if (GREATER_BEFORE.test(rest) || FROM_BEFORE.test(rest)) return { low: first, high: null };
    if (LESS_AFTER.test(after)) return { low: null, high: first };
    if (GREATER_AFTER.test(after)) return { low: first, high: null };
  }
  return null;
}

/** "n sep m" with a separator word or dash between the two numbers; bounds ordered. */
function readPair(segment: string, n: NumberToken, next: NumberToken | undefined, first: number): Interval | null {
  if (next === undefined) return null;
  const between = segment.slice(n.end, next.start);
  let second: number;
  if (/^\s*-\s*$/.test(between)) {
    second = next.value;
  } else {
    const { negative, rest: separator } = splitSign(between, false);
    if (separator.trim() === "" || !SEPARATOR_RE.test(separator)) return null;
    second = negative ? -next.value : next.value;
  }
  return first <= second ? { low: first, high: second } : { low: second, high: first };
}

/**
 * Separates a minus sign written right before a number from the text before it. A "-" directly after another
 * separator or at the start is a sign ("-2.0 - 3.0", "-2 - -1"); a lone "-" between numbers is the separator.
 */
function splitSign(text: string, isFirst: boolean): { negative: boolean; rest: string } {
  const m = /^(.*?)([-+])$/s.exec(text);
  if (m === null) return { negative: false, rest: text };
  const rest = m[1]!;
  const sign = m[2]!;
  if (isFirst || /[-–]\s*$/.test(rest) || /(?:^|\s)(to|bis|до|a|à)\s*$/iu.test(rest)) {
    return { negative: sign === "-", rest };
  }
  return { negative: false, rest: text };
}
