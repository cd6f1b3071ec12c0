// Printed unit → UCUM. Labs print the same unit a dozen ways ("10^3/µL", "x10E9/L", "Tsd./µl", "G/l",
// "ммоль/л", "mIU/mL"); conversion and unit-based disambiguation need one code per unit. A normalisation
// table handles what labs print; the UCUM library validates anything the table does not know.
import { getUcum } from "./ucum";

export type UnitKind =
  | "count"
  | "percent"
  | "mass"
  | "molar"
  | "activity"
  | "arbitrary"
  | "ratio"
  | "time"
  | "rate"
  | "volume"
  | "pressure"
  | "osmolality"
  | "titer"
  | "ph"
  | "other";

export interface ParsedUnit {
  ucum: string;
  kind: UnitKind;
}

/** Case-sensitive forms where capital letters are SI prefixes of a count: G/l = 10^9/L (German, Austrian labs). */
const CASE_SENSITIVE: [RegExp, string][] = [
  [/^G\/[lL]$/, "10*9/L"],
  [/^T\/[lL]$/, "10*12/L"],
  [/^M\/u[lL]$/, "10*6/uL"],
  [/^K\/u[lL]$/, "10*3/uL"],
  // Ukrainian/Russian SI prefixes: "Г/л" is giga per litre (10^9/L), "Т/л" tera per litre; lower-case "г/л" is grams.
  [/^Г\/л$/, "10*9/L"],
  [/^Т\/л$/, "10*12/L"],
  [/^M\/mm[3³]$/, "10*6/uL"],
  [/^K\/mm[3³]$/, "10*3/uL"],
];

/** Printed forms after cleaning (lower case, no spaces, µ→u, powers as 10*n) → UCUM. */
const PRINTED_TO_UCUM: Record<string, string> = {
  // counts
  "tsd/ul": "10*3/uL", "tsd/mm3": "10*3/uL", "thou/ul": "10*3/uL", "k/ul": "10*3/uL", "/nl": "10*9/L",
  "giga/l": "10*9/L", "gpt/l": "10*9/L", "mio/ul": "10*6/uL", "mill/ul": "10*6/uL", "m/ul": "10*6/uL",
  "tera/l": "10*12/L", "tpt/l": "10*12/L", "/pl": "10*12/L", "/ul": "/uL", "/mm3": "/uL", "cells/ul": "/uL",
  "zellen/ul": "/uL", "/ml": "/mL", "/l": "/L", "/hpf": "/[HPF]", "/hp": "/[HPF]", "/hpf(400x)": "/[HPF]",
  "/gf": "/[HPF]", "/gf400x": "/[HPF]", "/lpf": "/[LPF]", "/lp": "/[LPF]", "/campo": "/[HPF]",
  "/champ": "/[HPF]", "/pz": "/[HPF]", "/пз": "/[HPF]", "vzp": "/[HPF]", "/100wbc": "/100{WBC}",
  "/100leu": "/100{WBC}", "/100lkc": "/100{WBC}", "/100": "/100{WBC}", "/100wbcs": "/100{WBC}",
  "/100leukocytes": "/100{WBC}", "/100leucocytes": "/100{WBC}",
  // locale count words (Indian "cumm" = µL, "lakhs" = 10^5; Spanish/Portuguese thousands and millions)
  "cumm": "/uL", "/cumm": "/uL", "cells/cumm": "/uL", "/cu.mm": "/uL", "lakhs/cumm": "10*5/uL",
  "lakh/cumm": "10*5/uL", "lakhs/ul": "10*5/uL", "mill/cumm": "10*6/uL", "million/cumm": "10*6/uL",
  "millions/cumm": "10*6/uL", "mil/cumm": "10*3/uL", "thou/cumm": "10*3/uL", "miles/ul": "10*3/uL",
  "miles/mm3": "10*3/uL", "mil/ul": "10*3/uL", "mil/mm3": "10*3/uL", "millones/ul": "10*6/uL",
  "millones/mm3": "10*6/uL", "milhoes/mm3": "10*6/uL", "milhões/mm3": "10*6/uL", "milhoes/ul": "10*6/uL",
  "milhões/ul": "10*6/uL", "mio/mm3": "10*6/uL", "tsd/nl": "10*12/L", "e9/l": "10*9/L", "e12/l": "10*12/L",
  "e6/l": "10*6/L", "e3/ul": "10*3/uL",
  // Japanese and Chinese myriads and thousands: 万 = 10^4, 千 = 10^3 ("赤血球数 398 万/μL", "血小板数 21.4 万/μL")
  "万/ul": "10*4/uL", "万/mm3": "10*4/uL", "千/ul": "10*3/uL", "千/mm3": "10*3/uL",
  // percent
  "%": "%", "pct": "%", "percent": "%", "procent": "%", "%ofhb": "%", "%hb": "%",
  // mass concentration
  "g/dl": "g/dL", "gm/dl": "g/dL", "gr/dl": "g/dL", "g%": "g/dL", "gm%": "g/dL", "gms%": "g/dL", "g/l": "g/L", "gm/l": "g/L", "mg/dl": "mg/dL",
  "mgr/dl": "mg/dL", "mg%": "mg/dL", "mg/l": "mg/L", "mg/ml": "mg/mL", "ug/dl": "ug/dL", "ug%": "ug/dL",
  "ug/l": "ug/L", "ug/ml": "ug/mL", "ng/ml": "ng/mL", "ng/dl": "ng/dL", "ng/l": "ng/L", "pg/ml": "pg/mL",
  "pg/l": "pg/L", "pg/dl": "pg/dL", "ug/g": "ug/g", "mg/kg": "mg/kg", "ug/24h": "ug/(24.h)",
  "mg/24h": "mg/(24.h)", "g/24h": "g/(24.h)", "mg/d": "mg/d", "g/d": "g/d", "pg": "pg", "fmol": "fmol",
  // molar concentration
  "mmol/l": "mmol/L", "umol/l": "umol/L", "nmol/l": "nmol/L", "pmol/l": "pmol/L", "fmol/l": "fmol/L",
  "mol/l": "mol/L", "mmol/dl": "mmol/dL", "mmol/24h": "mmol/(24.h)", "umol/24h": "umol/(24.h)",
  "mmol/kg": "mmol/kg", "mmol/mol": "mmol/mol", "mmol/molcrea": "mmol/mol", "mmol/molhb": "mmol/mol",
  "meq/l": "meq/L", "mval/l": "meq/L", "mekv/l": "meq/L",
  // activity and international units
  "u/l": "U/L", "iu/l": "[IU]/L", "ui/l": "[IU]/L", "e/l": "U/L", "ie/l": "[IU]/L", "ku/l": "kU/L",
  "kiu/l": "k[IU]/L", "kui/l": "k[IU]/L", "u/ml": "U/mL", "iu/ml": "[IU]/mL", "ui/ml": "[IU]/mL",
  "ku/ml": "kU/mL", "miu/ml": "m[IU]/mL", "mui/ml": "m[IU]/mL", "mu/ml": "mU/mL", "miu/l": "m[IU]/L",
  "mui/l": "m[IU]/L", "mu/l": "mU/L", "uiu/ml": "u[IU]/mL", "uui/ml": "u[IU]/mL", "uu/ml": "uU/mL",
  "uiu/l": "u[IU]/L", "ukat/l": "ukat/L", "nkat/l": "nkat/L", "iu/dl": "[IU]/dL", "u/dl": "U/dL",
  "u/g": "U/g", "u/ghb": "U/g", "u/gfhb": "U/g",
  // arbitrary units, indices
  "au/ml": "[arb'U]/mL", "ru/ml": "{RU}/mL", "ur/ml": "{RU}/mL", "eu/ml": "{EU}/mL", "eu/dl": "{EU}/dL",
  "index": "{index}", "coi": "{COI}", "s/co": "{s_co_ratio}", "ai": "{AI}", "au": "[arb'U]",
  // ratios
  "ratio": "{ratio}", "{ratio}": "{ratio}", "1": "1", "mg/g": "mg/g", "mg/gcrea": "mg/g", "mg/gcr": "mg/g",
  "g/g": "g/g", "g/gcrea": "g/g", "mg/mmol": "mg/mmol", "mg/mmolcrea": "mg/mmol", "mg/mmolcr": "mg/mmol",
  "g/mol": "g/mol", "g/molcrea": "g/mol", "inr": "{INR}",
  // time
  "s": "s", "sec": "s", "secs": "s", "sek": "s", "seconds": "s", "sekunden": "s", "secondes": "s",
  "segundos": "s", "secondi": "s", "sekund": "s", "saniye": "s", "sn": "s", "min": "min", "h": "h", "hr": "h",
  // rates
  "mm/h": "mm/h", "mm/1h": "mm/h", "mm/hr": "mm/h", "mm/1hr": "mm/h", "mm/std": "mm/h", "mm/1std": "mm/h",
  "mm/hod": "mm/h", "mm/godz": "mm/h", "mm/saat": "mm/h", "mm/t": "mm/h", "mm/ora": "mm/h", "mm/hora": "mm/h",
  "mm/heure": "mm/h", "mm/uur": "mm/h", "mm/1sthr": "mm/h", "mm/1sthour": "mm/h", "mm/firsthour": "mm/h",
  "ml/min": "mL/min", "ml/min/1.73m2": "mL/min/{1.73_m2}", "ml/min/1,73m2": "mL/min/{1.73_m2}",
  "ml/min/1.73m^2": "mL/min/{1.73_m2}", "ml/min/1.73": "mL/min/{1.73_m2}", "ml/min/1,73": "mL/min/{1.73_m2}",
  "ml/min/1.73qm": "mL/min/{1.73_m2}", "ml/min/1,73qm": "mL/min/{1.73_m2}",
  "ml/min/1.73m*2": "mL/min/{1.73_m2}", "ml/min/{1.73_m2}": "mL/min/{1.73_m2}",
  // volume, pressure, osmolality, titer, pH
  "fl": "fL", "um3": "fL", "µm3": "fL", "mmhg": "mm[Hg]", "mm[hg]": "mm[Hg]", "kpa": "kPa",
  "mosm/kg": "mosm/kg", "mosmol/kg": "mosm/kg", "mosm/kgh2o": "mosm/kg", "mosm/l": "mosm/L",
  "mosmol/l": "mosm/L", "titer": "{titer}", "titre": "{titer}", "titr": "{titer}", "ph": "[pH]",
};

/** Russian, Ukrainian, Bulgarian, Serbian and Mongolian ("нэгж", unit) unit spellings, longest first. */
const CYRILLIC_UNIT_PARTS: [string, string][] = [
  // Written out in full ("грамм/литр", "фемтолитр", "пикограмм"), as some Russian laboratory systems print them.
  ["фемтолитр", "fl"], ["пикограмм", "pg"], ["миллилитр", "ml"], ["литр", "l"], ["грамм", "g"],
  ["мкмоль", "umol"], ["ммоль", "mmol"], ["нмоль", "nmol"], ["пмоль", "pmol"], ["моль", "mol"],
  // Tajik: mole without the soft sign, hour "соат"
  ["мкмол", "umol"], ["ммол", "mmol"], ["соат", "h"],
  ["нэгж", "u"], ["мкме", "uiu"], ["мкед", "uu"], ["мме", "miu"], ["мед", "mu"], ["ме", "iu"], ["ед", "u"], ["од", "u"],
  ["мкг", "ug"], ["мг", "mg"], ["нг", "ng"], ["пг", "pg"], ["мкл", "ul"], ["мл", "ml"], ["дл", "dl"],
  ["фл", "fl"], ["мм рт.ст.", "mmhg"], ["мм рт ст", "mmhg"], ["ммрт.ст.", "mmhg"], ["кпа", "kpa"], ["мм", "mm"],
  ["час", "h"], ["ч", "h"], ["сек", "s"], ["мин", "min"], ["тыс", "tsd"], ["хил", "tsd"], ["млн", "mio"],
  ["г", "g"], ["л", "l"], ["с", "s"], ["кл", ""],
];
const CYRILLIC_RE = new RegExp(CYRILLIC_UNIT_PARTS.map(([c]) => c.replace(/\./g, "\\.")).join("|"), "g");
const CYRILLIC_MAP = new Map(CYRILLIC_UNIT_PARTS);

const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-",
};

/** Cleans a printed unit into the table's key space. Exported for tests of odd spellings. */
export function cleanUnitText(printed: string): string {
  let s = printed.trim().replace(/^[([{]\s*(.*?)\s*[)\]}]$/, "$1");
  // Superscript powers ("10⁹/L", "mm³") before compatibility folding would flatten "10⁹" into "109".
  s = s.replace(/([0-9a-zA-Z])([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_m, base: string, sup: string) => {
    const digits = [...sup].map((c) => SUPERSCRIPTS[c] ?? c).join("");
    return /\d/.test(base) ? `${base}^${digits}` : `${base}${digits}`;
  });
  s = s.normalize("NFKC").toLowerCase();
  s = s.replace(/[µμ]/g, "u").replace(/\bmc(?=(g|mol|l|iu|u)\b)/g, "u");
  // Russian units written in Latin letters (Turkmen, Uzbek, Azerbaijani reports): "mkmol/l" (мкмоль), "mm/sag" and
  // "mm/saat" (millimetres per hour, the ESR).
  s = s.replace(/\bmk(?=(g|mol|l|iu|me)\b)/g, "u").replace(/\/(?:sag|saat|soat)$/, "/h");
  s = s.replace(CYRILLIC_RE, (m) => CYRILLIC_MAP.get(m) ?? m);
  // Powers of ten: "x10^9", "×10E9", "10*9", "10exp9", "x10(9)", "10**9".
  s = s.replace(/(?:[x×*]\s*)?10\s*(?:\^|\*\*|\*|e|exp)\s*\(?\s*(-?\d+)\s*\)?/g, "10*$1");
  s = s.replace(/(?:[x×*]\s*)10\s*\(\s*(\d+)\s*\)/g, "10*$1");
  // OCR lost the superscript: "x10 9/L", "x 10 3/uL".
  s = s.replace(/[x×*]\s*10\s+(\d{1,2})\s*\//g, "10*$1/");
  s = s.replace(/\s+/g, "");
  // A text layer or OCR that lost the superscript entirely: "103/µL", "x109/L", "1012/L" (no lab counts per 103 µL).
  s = s.replace(/^[x×*]?10(3|6|9|12)\/(ul|l|mm3|cumm)$/, "10*$1/$2");
  // "10^3uL", "10^/6ul": a count per microlitre printed without its slash (Turkish hospital systems).
  s = s.replace(/^10\*?\/?(3|6|9|12)(ul|l)$/, "10*$1/$2").replace(/^10\^\/?(3|6|9|12)(ul|l)$/, "10*$1/$2");
  // Turkish "dk" (dakika) is the minute: "mL/dk/1.73 m2".
  s = s.replace(/\/dk(?=\/|$)/, "/min");
  s = s.replace(/([a-zа-я])\.(?=[/a-zа-я]|$)/g, "$1");
  return s;
}

const cache = new Map<string, ParsedUnit | null>();

/**
 * Parses a printed unit into UCUM and a unit kind, or null when the text is not a unit we can use.
 * OCR repairs that need context (µg printed as pg) are not guessed here; the document pipeline does them.
 */
export function parseUnit(printed: string | null | undefined): ParsedUnit | null {
  if (printed === null || printed === undefined) return null;
  const cached = cache.get(printed);
  if (cached !== undefined) return cached;
  const result = parseUnitUncached(printed);
  if (cache.size > 20_000) cache.clear();
  cache.set(printed, result);
  return result;
}

/** UCUM codes the table produces: a unit already written in UCUM (as the data files are) passes unchanged. */
const KNOWN_UCUM = new Set([...Object.values(PRINTED_TO_UCUM), ...CASE_SENSITIVE.map(([, u]) => u)]);

/**
 * Basis words printed after a unit that change what the number means without changing the unit: D-dimer in
 * fibrinogen-equivalent (FEU) or D-dimer units (DDU). Kept as a UCUM annotation: "mg/L FEU" → "mg/L{FEU}".
 */
const BASIS_ANNOTATIONS = ["FEU", "DDU"];
const BASIS_RE = new RegExp(`^(.*?)[\\s(]*\\b(${BASIS_ANNOTATIONS.join("|")})\\)?\\s*$`, "i");

/** The basis annotation of a UCUM code ("FEU" for "mg/L{FEU}"), or null. */
export function unitAnnotation(ucum: string): string | null {
  const m = /\{([A-Za-z]+)\}$/.exec(ucum);
  return m && BASIS_ANNOTATIONS.includes(m[1]!.toUpperCase()) ? m[1]!.toUpperCase() : null;
}

/** The UCUM code without its basis annotation. */
export function withoutAnnotation(ucum: string): string {
  return unitAnnotation(ucum) === null ? ucum : ucum.replace(/\{[A-Za-z]+\}$/, "");
}

function parseUnitUncached(printed: string): ParsedUnit | null {
  const basis = BASIS_RE.exec(printed.trim());
  if (basis && basis[1]!.trim() !== "") {
    const base = parseUnitUncached(basis[1]!);
    return base && { ucum: `${withoutAnnotation(base.ucum)}{${basis[2]!.toUpperCase()}}`, kind: base.kind };
  }
  const raw = printed.trim();
  if (KNOWN_UCUM.has(raw)) return withKind(raw);
  const trimmed = raw.replace(/^[([{]\s*(.*?)\s*[)\]}]$/, "$1").replace(/\s+/g, "").replace(/[µμ]/g, "u");
  // A flag that slipped into the unit column ("H", "LL", "*") is not a unit.
  if (trimmed === "" || /^(H|L|HH|LL|N|A|\*+|!+)$/.test(trimmed)) return null;
  if (/[[{]|\*|\(\d/.test(raw) && !/\s/.test(raw)) {
    const direct = getUcum().validateUnitString(raw, false);
    if (direct.status === "valid" && direct.ucumCode !== null && !/^10\*\d+\/(ul|l|ml)$/.test(raw)) {
      return withKind(direct.ucumCode);
    }
  }
  for (const [re, ucum] of CASE_SENSITIVE) if (re.test(trimmed)) return withKind(ucum);
  const key = cleanUnitText(printed);
  if (key === "") return null;
  const known = PRINTED_TO_UCUM[key];
  if (known !== undefined) return withKind(known);
  const power = /^10\*(\d+)\/(ul|l|ml|nl|mm3|dl)$/.exec(key);
  if (power) {
    const volume = { ul: "uL", l: "L", ml: "mL", nl: "nL", mm3: "uL", dl: "dL" }[power[2] as "ul"];
    return withKind(`10*${power[1]}/${volume}`);
  }
  return validateWithUcum(key);
}

/** Last resort: spell litres and international units the UCUM way and let the library judge. */
function validateWithUcum(key: string): ParsedUnit | null {
  if (!/^[a-z0-9*/.^()%{}\[\]_-]+$/.test(key) || !/[a-z%]/.test(key)) return null;
  const candidate = key
    .replace(/(^|[^a-z])(k|m|u|n|p|f|d|c)?l(?=$|[^a-z])/g, (_m, pre: string, prefix: string | undefined) => `${pre}${prefix ?? ""}L`)
    .replace(/(^|[^a-z[])(k|m|u)?iu(?=$|[^a-z])/g, (_m, pre: string, prefix: string | undefined) => `${pre}${prefix ?? ""}[IU]`);
  const result = getUcum().validateUnitString(candidate, false);
  if (result.status !== "valid" || result.ucumCode === null) return null;
  return withKind(result.ucumCode);
}

function withKind(ucum: string): ParsedUnit {
  return { ucum, kind: unitKind(ucum) };
}

const KIND_CACHE = new Map<string, UnitKind>();

/** The kind of quantity a UCUM unit measures, used by unit hints ("percent", "count", "molar" …). */
export function unitKind(ucum: string): UnitKind {
  let kind = KIND_CACHE.get(ucum);
  if (kind === undefined) {
    kind = computeKind(ucum);
    KIND_CACHE.set(ucum, kind);
  }
  return kind;
}

function computeKind(u: string): UnitKind {
  // "Per 100 white cells" (nucleated red cells) is a percentage of the white count.
  if (u === "%" || u === "/100{WBC}") return "percent";
  if (u === "[pH]") return "ph";
  if (u === "{titer}") return "titer";
  if (u === "{ratio}" || u === "1" || u === "{INR}" || /^[munpf]?(g|mol)\/[munpf]?(g|mol)$/.test(u)) return "ratio";
  if (/^\{(index|COI|s_co_ratio|AI)\}$/.test(u)) return "ratio";
  if (/\[arb'U\]|\{RU\}|\{EU\}/.test(u)) return "arbitrary";
  if (/\[IU\]|\[iU\]|(^|[^a-z])[kmunp]?U(\/|$)|kat/.test(u)) return "activity";
  if (/eq\//.test(u) || /mol\//.test(u)) return "molar";
  if (/^[munpf]?g(\/|$)/.test(u)) return "mass";
  if (u === "fL") return "volume";
  if (u === "mm[Hg]" || u === "kPa") return "pressure";
  if (/^m?osm\//.test(u)) return "osmolality";
  if (u === "s" || u === "min" || u === "h") return "time";
  if (u === "mm/h" || u.startsWith("mL/min")) return "rate";
  if (/^(10\*\d+)?\/(uL|L|mL|nL|\[HPF\]|\[LPF\]|100\{WBCs\})$/.test(u) || /^10\*\d+\/[a-zA-Z]+$/.test(u)) return "count";
  return "other";
}
