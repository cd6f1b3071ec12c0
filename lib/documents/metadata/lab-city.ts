// The laboratory's city from its printed address line: "Rua Inventada, 100 - Bairro Novo - Porto
// Alegre/RS - CEP 90000-000", "Survey No. 9, Fictive Road, Pune - 411045, Maharashtra", "г. Новосибирск",
// "546 30 Θεσσαλονίκη", "南京市江宁区…". An address line is cut into its parts (commas, " - ", "·", "|"); the city is
// the part printed with or beside the postcode, else the last part that is a place name (not a street, house
// number, phone, state or country).

import { CITY_STATES, findCountry } from "./countries";
import { wholeLabel } from "./labelled-values";
import { STREET_WORDS } from "./labels";

/** First-level regions printed after the city ("León, Guanajuato", "Jaipur, Rajasthan 302006"): never the city. */
const REGIONS = new Set([
  // India
  "andhra pradesh", "assam", "bihar", "chhattisgarh", "delhi", "goa", "gujarat", "haryana", "himachal pradesh", "jharkhand",
  "karnataka", "kerala", "madhya pradesh", "maharashtra", "odisha", "punjab", "rajasthan", "tamil nadu", "telangana",
  "uttar pradesh", "uttarakhand", "west bengal",
  // Mexico
  "aguascalientes", "baja california", "campeche", "chiapas", "chihuahua", "coahuila", "colima", "durango", "guanajuato",
  "guerrero", "hidalgo", "jalisco", "michoacán", "morelos", "nayarit", "nuevo león", "oaxaca", "puebla", "querétaro",
  "quintana roo", "san luis potosí", "sinaloa", "sonora", "tabasco", "tamaulipas", "tlaxcala", "veracruz", "yucatán", "zacatecas",
  // Brazil, Argentina, Australia, Canada, Philippines, Malaysia, Kenya
  "são paulo state", "minas gerais", "rio grande do sul", "santa catarina", "paraná", "bahia", "pernambuco", "goiás",
  "buenos aires province", "new south wales", "victoria", "queensland", "tasmania", "ontario", "quebec", "québec",
  "british columbia", "alberta", "metro manila", "selangor", "johor", "penang", "sabah", "sarawak",
]);

/** A phone, fax, e-mail, web or registration part of an address line. */
const CONTACT = /(?:^|[\s.(])(?:tel|tél|phone|ph|fax|mob|mobile|e-?mail|www|https?|тел|телефон|☎|טל|هاتف|تلفن|電話|电话|reg|licen[cs]e|licença|licencia|sanitária|sanitaria|alvará|лицензия|ліцензія|clia|cap|dir|gstin|cin|cnes|cnpj|crm|crf|nit|ruc|rfc|ntn|pan)(?=[\s.:#№(]|\d|$)/iu;
const PHONE_TAIL = /(?:tel|tél|phone|ph|fax|mob|тел|טל|هاتف|تلفن|電話|电话|☎)\.?\s*:?\s*[+\d(][\d\s()./-]*(?:\s*(?:ext|extn|x)\.?\s*\d+)?$/iu;

/** Postcode forms, with the city printed after or before them (UK and Irish forms only after the city). */
// "SE-751 85", "C.P. 03100" (código postal) too; "FO-100", "AD500": a country's letters before three digits.
const POSTCODE = String.raw`(?:C\.\s?P\.\s?)?(?:[A-Z]{2}-\d{3}(?!\d)|AD\d{3}(?!\d)|\d{3}\s\d{3}|\d{4}\s?[A-Z]{2}|(?:[A-Z]{1,2}-?)?\d{4,6}(?:-\d{3,4})?|(?:[A-Z]{1,2}-)?\d{3}\s\d{2}|\d{2}-\d{3}|\d{4}\s?[A-Z]{2}|CEP\s*\d{5}-?\d{3}|PIN\s*:?\s*\d{6})`;
// A place name: capitalised words; an all-capital word of two or three letters after it is a state ("NSW", "WA").
const PLACE = String.raw`\p{Lu}[\p{L}'.-]*(?:[\s-](?:\p{Lu}\p{Ll}[\p{L}'.-]*|\p{Lu}{4,}|de|do|da|del|la|le|sur|am|an|der|im))*`;
const CITY_AFTER_POSTCODE = new RegExp(String.raw`(?:^|\s)(?:${POSTCODE})\s+(${PLACE})(?:\s+[A-Z]{2,3})?$`, "u");
const CITY_BEFORE_POSTCODE = new RegExp(String.raw`^(?:.*?\s)??(${PLACE})\s+(?:[A-Z]{2,3}\s+)?(?:${POSTCODE}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4})$`, "u");
// UK and Irish postcodes in a part of their own ("London, NW1 6XE", "Dublin 8, D08 X2Y3") as well.
const POSTCODE_ONLY = new RegExp(String.raw`^(?:[A-Z]{2,3}\s+)?(?:${POSTCODE}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4})$|^[A-Z]{2}$`, "u");

/** Cities named by a marker: "г. Москва", "м. Львів", "จังหวัดเชียงใหม่", "東京都渋谷区", "서울특별시", "南京市". */
function markedCity(text: string): string | null {
  // "P.O. Box 1 Testtown", "B.P. 1234 Douala", "Posbus 1188, Keetmanshoop": the town after a post-office box.
  const box = text.match(new RegExp(String.raw`(?:P\.?\s?O\.?\s?Box|B\.?\s?P\.?|Caixa Postal|Apartado(?: Postal)?|Posbus|Postbus)\s*\d+(?:-\d+)?,?\s+(${PLACE})`, "u"));
  if (box?.[1] && !CONTACT.test(box[1])) return box[1].replace(/\s+[A-Z]{2,3}$/, "");
  // "Улаанбаатар хот" (Mongolian), "Алматы қ." / "Алматы қаласы" (Kazakh): the city before its marker.
  const after = text.match(/(?:^|[\s,])(\p{Lu}[\p{L}-]+)\s+(?:хот|хотын|қ\.|қаласы)(?=[\s,.]|$)/u);
  if (after?.[1]) return after[1];
  const cyr = text.match(/(?:^|[\s,(])(?:г|гр|м|город|місто)\.?\s*(\p{Lu}[\p{L}-]+(?:[\s-]\p{Lu}[\p{L}-]+)?)/u);
  if (cyr?.[1]) return cyr[1];
  const thai = text.match(/จังหวัด\s*([\u0e00-\u0e7f]+?)(?=\s|\d|$)/u) ?? text.match(/(กรุงเทพ[\u0e00-\u0e7f]*)/u);
  if (thai?.[1]) return thai[1];
  const jp = text.match(/([\u4e00-\u9fff]{2,3}[都道府県][\u4e00-\u9fff]{1,4}?[区市町村])/u);
  if (jp?.[1]) return jp[1];
  const kr = text.match(/(?:^|\s)([\uac00-\ud7af]+(?:특별시|광역시|특별자치시|시))(?=\s|$)/u);
  if (kr?.[1]) return kr[1];
  // Mainland prefecture cities are named without 市 ("南京市江宁区" → "南京"); the four municipalities ("北京市")
  // and Taiwan's cities, printed in traditional characters ("臺北市"), keep it as part of the name.
  const zh = text.match(/(?:^|[省:：\s])([\u4e00-\u9fff]{2,3}?)市/u);
  if (zh?.[1]) return MUNICIPALITIES.test(zh[1]) || /[區號臺電醫]/u.test(text) ? `${zh[1]}市` : zh[1];
  return null;
}

const MUNICIPALITIES = /^(?:北京|上海|天津|重庆|重慶)$/u;

const isRtl = (s: string) => /[\u0590-\u06ff]/u.test(s);

/** Street words the shared list leaves out (US and Commonwealth forms, Indian plot addresses). */
const MORE_STREET = /(?:^|\s)(?:col\.|colonia|barrio|bairro|fracc\.|immeuble|building|bldg|edificio|edifício|torre|tower|résidence|residency|bloc|complex|plaza|mall|house|bv|boul|carrera|cra|jr|pkwy|parkway|hwy|highway|way|ct|court|pl|place|terrace|crescent|close|sq|square|plaza|circle|cir|trail|sector|plot|shop|survey|no\.|bulevar|bul|бул|булевар|trg|трг|bb|ulica|ulice|nám|námestie|náměstí|cesta|utca|út|tér|plein|mahallesi|mah|cad|caddesi|sokak|sk|bulvarı|ถนน|ซอย|гудамж|хороо|дүүрэг|көшесі|даңғылы)(?=[\s.,:]|$)/iu;
// Street names written as one word with the street word at the end ("Nepstraat", "Hringbraut", "Vymyslená ulica"
// aside): Dutch, German, Nordic, Icelandic, Hungarian, Baltic and Finnish forms.
const STREET_SUFFIX = /\p{L}(?:straat|weg|laan|gracht|singel|kade|dreef|strasse|straße|gasse|gata|gatan|braut|vegur|stígur|stræti|vej|gade|vägen|veien|utca|iela|gatvė|tänav|katu|tie)(?=[\s.,]|$)/iu;

// Words of a report's fields and headings, never of a town ("Acceptance Date", "Análise", "Report Time"): a
// label cell printed beside the address is no city.
const FIELD_WORDS = new Set([
  "date", "datum", "data", "fecha", "tarih", "análise", "analise", "análisis", "analysis", "analisi", "exame", "examen",
  "test", "tests", "report", "result", "results", "sample", "specimen", "page", "página", "seite", "acceptance", "received",
  "collected", "reported", "patient", "doctor", "referred", "time", "hora", "registration", "department", "section",
  // A request's number beside the lab's name ("Petición 2611-0381", "Protokol 2611-33812"): its label is no town.
  "petición", "peticion", "solicitud", "orden", "pedido", "protocolo", "protokol", "protocole", "request", "order",
  "accession", "demande", "dossier", "auftrag", "auftragsnummer", "richiesta", "requisition",
]);

/** A part that names a place: letters only, a few words, capitalised where the script has case. */
function isPlace(part: string): boolean {
  const words = part.split(/\s+/);
  if (words.some((w) => FIELD_WORDS.has(w.toLowerCase())) || wholeLabel(part)) return false;
  if ((part.match(/\p{L}/gu) ?? []).length < 3 || /\d/.test(part) || words.length > 4 || CONTACT.test(part) || STREET_WORDS.test(` ${part} `) || MORE_STREET.test(part) || STREET_SUFFIX.test(part)) return false;
  if (/\.$/.test(part)) return false; // "Ote.", "Sr.": abbreviations, not towns
  if (REGIONS.has(part.toLowerCase()) || (findCountry(part)?.names.includes(part.toLowerCase()) && !CITY_STATES.has(part.toLowerCase())) || /^[A-Z]{2,3}$/.test(part)) return false;
  if (/\p{Lu}|\p{Ll}/u.test(part)) return /^\p{Lu}/u.test(part) && /^[\p{L}\p{M}'.\s-]+$/u.test(part);
  return /^[\p{L}\p{M}\s]+$/u.test(part) && !RTL_STREET.test(part);
}

/** Street, district and building words of Arabic, Persian and Hebrew addresses. */
const RTL_STREET = /(?:^|\s)(?:شارع|طريق|حي|ميدان|خیابان|میدان|کوچه|پلاک|بلوار|خ\.|רחוב|שד'|שדרות|בניין|קומה)(?=\s|$)/u;

/** The city an address line names, and whether a postcode or marker backs it (a bare last place part does not). */
export function cityFromAddressLine(line: string): { city: string; strong: boolean } | null {
  const marked = markedCity(line);
  if (marked) return { city: marked, strong: true };
  const parts = line
    // Mail and web addresses are contacts, not parts of the address ("… Gulberg, Testtown www.example.com").
    .replace(/\S+@\S+|(?:https?:\/\/|www\.?)\S+/giu, " · ")
    // "Testpur- 411 040", "Testabad- 500032": a city and its postcode joined by a dash.
    .replace(/(\p{L})-\s*(\d{3}\s\d{3}|\d{4,6})(?=$|\s*[(.,·|])/gu, "$1 $2")
    // "… HEALTHCARE COMPLEX. MUMBAI": a full stop after a whole word (five letters or more, no abbreviation) ends a part.
    .split(/\s*[·|•،;]\s*|\s+[-–—]\s+|,\s*|\s+\/\s+|(?<=\p{L}{5})\.\s+(?=\p{Lu})/u)
    // "Dhaka-1205", "Trois-Rivières (Québec) G8Z 0A0", "Colombo 05.": the city with a postcode, province or district.
    .map((p) => p.replace(PHONE_TAIL, "").replace(/\/[A-Z]{2}$/, "").replace(/(\p{L})-(\d{4,6})$/u, "$1 $2").trim())
    .map((p) => p.replace(/\s*\([\p{L}\s.-]+\)\s*/u, " ").replace(/\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/, " 00000").replace(/^(\p{Lu}\p{Ll}+)\s+\d{1,2}\.?$/u, "$1").replace(/(\d)[\s.,;]+$/u, "$1").trim())
    .map((p) => (isRtl(p) ? p.replace(/^\d+\s*/, "").replace(/\s*\.?$/, "") : p))
    // "Lagos State", "Bogotá D.C.": the city without its state word or district mark.
    .map((p) => p.replace(/^(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)\s+(?:State|D\.\s?[CF]\.?)$/u, "$1"))
    // "34000 Kadıköy/İSTANBUL", "Çankaya/Ankara": a Turkish district and its province — the province is the city.
    .map((p) => p.replace(/(\p{Lu}[\p{L}'-]+)\s*\/\s*(\p{Lu}[\p{L}'-]+)$/u, (all, a: string, b: string) => (isPlace(b) ? b : isPlace(a) ? a : all)))
    .filter(Boolean);
  const weak: string[] = [];
  // "Insurgentes Sur 1000, …": a street's name and house number opening the line read like a city and its
  // postcode; they count only when nothing later in the line names the city.
  let opening: string | null = null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (CONTACT.test(part) && /\d/.test(part)) continue;
    const after = part.match(CITY_AFTER_POSTCODE)?.[1];
    if (after && isPlace(after)) return { city: after, strong: true };
    const before = part.match(CITY_BEFORE_POSTCODE)?.[1];
    if (before && isPlace(before) && i === 0 && parts.length > 1 && !/\d{5}/.test(part)) opening ??= before;
    else if (before && isPlace(before)) return { city: before, strong: true };
    const stateBefore = before !== undefined && (REGIONS.has(before.toLowerCase()) || /^[A-Z]{2,3}$/.test(before));
    if (POSTCODE_ONLY.test(part) || stateBefore) {
      // "Pune - 411045", "Porto Alegre/RS - CEP …", "Kirkland, WA 98033": the place printed just before.
      for (let j = i - 1; j >= 0; j--) {
        if (isPlace(parts[j]!)) return { city: parts[j]!, strong: true };
        if (!/^[A-Z]{2,3}$/.test(parts[j]!) && !REGIONS.has(parts[j]!.toLowerCase())) break;
      }
      // "Col. Del Valle, C.P. 03100, Ciudad de México": else the place printed just after.
      const next = parts[i + 1];
      if (/^C\.\s?P\./u.test(part) && next && isPlace(next)) return { city: next, strong: true };
    }
    // "Hringbraut 1, 101 Reykjavík": a three-digit postcode (Iceland, Faroes) after a street part with its number.
    const three = part.match(/^\d{3}\s+(\p{Lu}[\p{L}-]+)$/u)?.[1];
    if (three && isPlace(three) && parts.slice(0, i).some((p) => /\p{L}{3,}\s+\d{1,4}[a-z]?$/u.test(p) || STREET_SUFFIX.test(p))) return { city: three, strong: true };
    if (isPlace(part)) weak.push(part);
  }
  // Without a postcode, only a line that is an address (a street or a house number) names a city.
  // A street, a house number before a word, a ward number after one ("Fictitol-10"), or an Indian block-and-plot
  // number ("D-1, Vasant Kunj, New Delhi").
  const address = parts.some((p) => STREET_WORDS.test(` ${p} `) || MORE_STREET.test(p) || STREET_SUFFIX.test(p) || RTL_STREET.test(p) || /^\d{1,5}(?:[/-]\d{1,4})?[A-Za-z]?\s*\p{L}{2}/u.test(p) || /^\p{Lu}\p{L}+-\d{1,3}$/u.test(p) || /^[A-Z]-\d{1,4}[A-Z]?$/.test(p));
  if (opening) return { city: opening, strong: true };
  const last = weak.at(-1);
  return last && address ? { city: last, strong: false } : null;
}

export interface CityLine {
  text: string;
  box: { y: number; height?: number };
  /** The line's cells with their left and right edges. */
  cells?: { text: string; x0: number; x1: number }[];
}

/** Text of the cells in the lab name's column when every labelled cell of the line lies left of it; else null. */
function besideLabColumn(line: CityLine, ctx: CityContext): string | null {
  const col = ctx.labColumn;
  if (!col || !line.cells || !ctx.isLabel) return null;
  // A label cell, or a cell opening with a label word and its value ("Geneem 10/11/2026 07:35").
  const labelled = line.cells.filter((c) => ctx.isLabel!(c.text) || ctx.isLabel!(c.text.split(/\s+/)[0] ?? ""));
  if (!labelled.length) return null;
  if (!labelled.some((c) => c.x1 > col.x0 - 10)) return line.cells.filter((c) => c.x0 >= col.x0 - 10).map((c) => c.text).join(" · ");
  // The lab's block on the left, the request's particulars on the right ("Rua de Bidau, Dili … | Data: 12/11/2026").
  const firstLabel = Math.min(...labelled.map((c) => c.x0));
  if (firstLabel <= col.x1 + 10) return null;
  return line.cells.filter((c) => c.x1 < firstLabel).map((c) => c.text).join(" · ");
}

export interface CityContext {
  /** Line of the lab's name (null when none was found). */
  labIndex: number | null;
  labName: string | null;
  /** Lines that hold a labelled report field (patient, dates): the patient block, never the lab's address. */
  labelled: Set<number>;
  /** Left and right edges of the lab name's cell, and a test for labelled cells (header blocks side by side). */
  labColumn?: { x0: number; x1: number };
  isLabel?: (cell: string) => boolean;
}

/**
 * The lab's city: from the address printed under its name (down to the first labelled line), else from a line
 * that repeats the name with the address (footers: "Ridgeview Clinical Laboratories, 1800 Fictive Pkwy, Dayton,
 * OH 45404"), else a postcode-backed address at the foot of a page outside the patient block.
 */
const LAB_ADDRESS_LABEL = /^\s*(?:endereço (?:da unidade|do laborat[óo]rio)|lab(?:oratory)? address|adresse du laboratoire|dirección del laboratorio|indirizzo del laboratorio|laboranschrift)\s*[:：]\s*/iu;

export function findLabCity(lines: CityLine[], ctx: CityContext): string | null {
  const start = ctx.labIndex ?? 0;
  let weak: string | null = null;
  for (let i = start; i < Math.min(lines.length, start + 5); i++) {
    let text = i === ctx.labIndex && ctx.labName ? lines[i]!.text.replace(ctx.labName, " ") : lines[i]!.text;
    if (ctx.labelled.has(i) && i !== ctx.labIndex) {
      // The patient block beside the lab's (left, the lab's on the right): the cells in the lab's column only.
      const right = besideLabColumn(lines[i]!, ctx);
      if (right === null) break;
      text = right;
    }
    const found = cityFromAddressLine(text);
    if (found?.strong) return found.city;
    weak ??= found?.city ?? null;
  }
  const name = ctx.labName?.toLowerCase();
  if (name && name.length >= 6) {
    for (let i = 0; i < lines.length; i++) {
      if (i >= start && i < start + 5) continue;
      const t = lines[i]!.text;
      if (!t.toLowerCase().includes(name)) continue;
      const found = cityFromAddressLine(t.slice(0, t.toLowerCase().indexOf(name)) + " · " + t.slice(t.toLowerCase().indexOf(name) + name.length));
      if (found) return found.city;
    }
  }
  // "Endereço da Unidade: Avenida …, Londrina - PR": a line labelled as the laboratory's (or its collection unit's)
  // address, wherever it is printed. A bare "Address:" is often the patient's: not taken.
  for (const line of lines) {
    const m = LAB_ADDRESS_LABEL.exec(line.text);
    const found = m ? cityFromAddressLine(line.text.slice(m[0].length)) : null;
    if (found) return found.city;
  }
  if (weak) return weak;
  const labelledLines = [...ctx.labelled];
  const first = Math.min(...labelledLines);
  const last = Math.max(...labelledLines);
  let contactCity: string | null = null;
  // The foot of the page: the last quarter of the printed extent. (A fixed 650 was PDF points; on a photo's pixel
  // lines it took the whole results table, and a count's "398 000" read as a postcode made "Plaquettes" the city.)
  const extent = Math.max(...lines.map((l) => l.box.y + (l.box.height ?? 0)));
  for (let i = 0; i < lines.length; i++) {
    const footer = lines[i]!.box.y > 0.77 * extent || i >= lines.length - 4;
    if (!footer || ctx.labelled.has(i) || (i >= first - 1 && i <= last + 2)) continue;
    const found = cityFromAddressLine(lines[i]!.text);
    if (found?.strong) return found.city;
    // "Tel 0300 1234567 · info@example.com · 7 Test Road, Testtown": the lab's own contact line in the footer
    // names its town without a postcode.
    if (found && /@|www|(?:^|\s)(?:tel|phone|ph|uan|helpline)(?=[\s.:]|\d)|☎/iu.test(lines[i]!.text)) contactCity ??= found.city;
  }
  return contactCity;
}
