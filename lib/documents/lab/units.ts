// Is this printed token a unit? A structural check (atoms joined by "/" with optional powers of ten) that
// needs no list of analytes, so "GOT/AST" is a name and "mmol/L", "x10⁹/L", "Mio/µl", "мкмоль/л" are units.
// Converting units is the knowledge base's job (parseUnit); here we only need to know where the unit is.

/** Base units and count words; an SI prefix (µ u m n p f k d c) may precede a base unit. */
const BASES = new Set([
  "g", "gm", "gms", "l", "mol", "u", "iu", "ui", "e", "ie", "eq", "kat", "s", "sec", "min", "h", "hr", "d", "day", "24h",
  "г", "л", "моль", "ед", "од", "нэгж", "ме", "мо", "е", "сек", "с", "мин", "ч", "час", "год", "кл", "克", "升", "秒", "分", "小时",
  // Tajik spells mole without the soft sign and the hour "соат" ("мкмол/л", "мм/соат"); Turkmen, Uzbek and
  // Azerbaijani print the hour "sag", "soat", "saat" ("mm/sag")
  "мол", "соат", "sag", "soat", "saat",
  // Turkish "dk" (dakika), the minute ("mL/dk/1.73 m2")
  "dk",
  // Written out in full by some Russian laboratory systems ("грамм/литр", "мкмоль/литр", "10⁹/литр")
  "грамм", "литр",
  // Arabic: gram, litre, decilitre, millilitre, hour
  "جم", "جرام", "غرام", "لتر", "ديسيلتر", "دسل", "مل", "ساعة",
]);
const COUNTS = new Set([
  "hpf", "lpf", "hp", "field", "cells", "zellen", "mio", "mln", "млн", "tsd", "tys", "тыс", "k", "m", "t", "gpt", "tpt",
  "giga", "tera", "cmm", "mm", "mm2", "mm3", "mm²", "mm³", "m2", "m²", "1.73m2", "1.73m²", "1,73m2", "1,73m²", "1.73",
  "1,73", "kpa", "mmhg", "au", "ru", "ekv", "мм", "мм3", "мм³", "μl", "mcl", "mcg", "fl", "pl", "dl", "ml", "ul",
  "cumm", "cu.mm", "lakh", "lakhs", "mill", "million", "millions", "mil", "miles", "millones", "milhões", "milhoes",
  "thou", "thousand", "tsd.", "mio.", "uur", "مم", "مليون", "ألف",
  // Urine test strips count cells per microlitre: "75 Leu/µL", "10 Ery/µL" (Eri in Spanish).
  "leu", "ery", "eri",
  // Japanese and Chinese reports count red cells and platelets in myriads (万, 10⁴) and thousands (千): "万/μL".
  "万", "千",
]);
// "mk" as Russian units spelt in Latin letters print micro ("mkmol/l", мкмоль).
const PREFIX = /^(?:mc|mk|µ|u|m|n|p|f|k|d|c|мк|м|н|п|ф|к|д)/;

function isUnitWord(w: string): boolean {
  if (BASES.has(w) || COUNTS.has(w)) return true;
  const m = w.match(PREFIX);
  return !!m && BASES.has(w.slice(m[0].length));
}

/** Units printed without a slash. */
const BARE_UNITS = new Set([
  "фемтолитр", "пикограмм", "%", "‰", "gm%", "g%", "mg%", "fl", "pg", "sec", "secs", "seconds", "s", "seg", "seg.", "segundos", "sek.", "sn", "saniye", "ratio", "index", "mg", "g", "°c", "mmhg", "kpa", "fL", "ng", "mm", "iu",
  "u", "mu", "mm/h", "mm/hr", "фл", "пг", "%.", "секунд", "сек", "秒", "cells", "ph units", "mmol/mol", "g/l",
  "/mm³", "/mm3", "/µl", "/ul", "/hpf", "/lpf", "nmol/l", "µl", "ul", "ml", "dl", "cumm", "/cumm", "cells/cumm",
  "mm/1st", "mm/1sthr", "mm/1st hr", "mm/1hr", "mm/1h", "فمتولتر", "بيكوجرام",
  // counts per microscope field: "в п/з" (uk/ru "в полі/поле зору"), "/Gesichtsfeld", "/champ"
  // nucleated red cells counted per 100 white cells
  "/100wbc", "/100wbcs", "/100leukocytes", "/100leucocytes",
  "в п/з", "в п/зр", "в п/зр.", "в п.з.", "/gesichtsfeld", "/champ", "/campo", "mm/1a hora", "mm/1ª hora",
  "т/л", "arb.j.", "arb. j.", "wpw", "w p.w.", "/cu mm", "cu mm", "cells/cu mm", "/cu. mm", "x campo", "xcampo", "por campo", "p/campo", "/c", "x c", "per field", "/field", "par champ",
]);

// The times sign may be the Cyrillic letter "х" a Russian lab typed for it ("х10^9/л").
const POWER = /^(?:[x×х*]\s*)?(?:10\s*(?:\^|\*|e|E)?\s*[-⁻]?[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+|10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+|e(?:9|12|6|3))$/;

function isAtom(part: string): boolean {
  const p = part.trim().toLowerCase().replace(/μ/g, "µ").replace(/^[x×х*]\s*/, "");
  if (p === "") return true; // "/HPF", "/µL"
  if (isUnitWord(p) || POWER.test(p)) return true;
  // A power of ten glued to an atom: "10^9l", "10³µl", "x10e9"; or a count prefix: "1000/µl".
  const m = p.match(/^(?:10\s*(?:\^|\*|e)?\s*[-⁻]?[0-9⁰¹²³⁴⁵⁶⁷⁸⁹]+|10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+|\d+)\s*(.*)$/);
  return !!m && m[1] !== undefined && (m[1] === "" || isUnitWord(m[1]));
}

/** True when the token (possibly "x 10^9/L" with spaces) reads as a unit of measure. */
export function looksLikeUnit(token: string): boolean {
  const t = token.trim().replace(/μ/g, "µ");
  if (!t || t.length > 24) return false;
  const lower = t.toLowerCase();
  if (BARE_UNITS.has(lower)) return true;
  // "10^3uL", "10^/6ul": a count per microlitre printed without its slash.
  if (/^10\^\/?(?:3|6|9|12)[uµ]?l$/.test(lower)) return true;
  if (!/[a-zа-яіїєґµ%‰²³⁹¹⁰⁶秒分克升/\u0600-\u06ff]/i.test(t)) return false;
  if (!t.includes("/")) return POWER.test(lower) || (/^[x×х*]\s*10/.test(lower) && isAtom(lower));
  const parts = lower.split("/");
  return parts.length <= 3 && parts.every(isAtom) && parts.some((p) => p.trim() !== "");
}

/** Normalises a printed unit for output: micro sign unified, spaces around "/" dropped. */
export function normalizeUnit(printed: string): string {
  const unit = printed.trim().replace(/μ/g, "µ").replace(/\s*\/\s*/g, "/").replace(/\s+/g, " ");
  // "µl/10³": a count unit turned around by a right-to-left text run; a count is per volume, never the reverse.
  const turned = /^((?:[µu]|m|c|d)?l|mm[³3])\/((?:[x×]\s*)?10(?:\^?\d{1,2}|[⁰¹²³⁴⁵⁶⁷⁸⁹]+))$/i.exec(unit);
  return turned ? `${turned[2]}/${turned[1]}` : unit;
}
