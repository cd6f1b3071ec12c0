// Language of a document's text: the script first (Han with kana = ja, Hangul = ko, Cyrillic split by letters
// only Ukrainian/Serbian/Bulgarian use, Arabic vs Persian letters …), then, for Latin script, stopword and
// diacritic profiles of 25 languages. Lab reports are short and full of numbers, so the profiles include the
// labels such reports print (Ergebnis, résultat, wynik …).

const LATIN_PROFILES: Record<string, string[]> = {
  en: ["the", "and", "of", "for", "result", "results", "date", "patient", "reference", "range", "unit", "test", "report", "with", "blood", "count"],
  de: ["der", "die", "das", "und", "ergebnis", "einheit", "referenzbereich", "befund", "untersuchung", "datum", "geschlecht", "blutbild", "mit", "von", "für", "nicht"],
  fr: ["le", "la", "les", "et", "des", "du", "résultat", "résultats", "unité", "valeurs", "référence", "patient", "date", "sexe", "prélèvement", "pour"],
  es: ["el", "la", "los", "las", "y", "del", "resultado", "unidad", "valores", "referencia", "paciente", "fecha", "sexo", "edad", "para", "con"],
  it: ["il", "lo", "gli", "e", "di", "della", "risultato", "unità", "valori", "riferimento", "paziente", "data", "sesso", "età", "esame", "per"],
  pt: ["o", "os", "as", "e", "do", "da", "resultado", "unidade", "valores", "referência", "paciente", "data", "sexo", "idade", "não", "para"],
  nl: ["de", "het", "een", "en", "van", "uitslag", "eenheid", "referentiewaarden", "patiënt", "datum", "geslacht", "leeftijd", "onderzoek", "bloed", "voor", "niet"],
  pl: ["i", "w", "z", "na", "wynik", "jednostka", "norma", "zakres", "pacjent", "data", "płeć", "wiek", "badanie", "krwi", "morfologia", "nie"],
  tr: ["ve", "bir", "ile", "sonuç", "birim", "referans", "aralığı", "hasta", "tarihi", "cinsiyet", "yaş", "tetkik", "adı", "için", "değil", "kan"],
  cs: ["a", "v", "na", "výsledek", "jednotka", "referenční", "meze", "pacient", "datum", "pohlaví", "věk", "vyšetření", "krevní", "není", "pro", "je"],
  sk: ["a", "v", "na", "výsledok", "jednotka", "referenčné", "pacient", "dátum", "pohlavie", "vek", "vyšetrenie", "nie", "pre", "je", "krvný", "hodnoty"],
  sv: ["och", "i", "på", "för", "resultat", "enhet", "referensintervall", "patient", "datum", "kön", "ålder", "undersökning", "inte", "med", "blod", "av"],
  no: ["og", "i", "på", "for", "resultat", "enhet", "referanseområde", "pasient", "dato", "kjønn", "alder", "ikke", "med", "blod", "av", "prøve"],
  da: ["og", "i", "på", "for", "resultat", "enhed", "referenceinterval", "patient", "dato", "køn", "alder", "ikke", "med", "blod", "af", "prøve"],
  fi: ["ja", "on", "tulos", "yksikkö", "viitearvot", "potilas", "päivämäärä", "sukupuoli", "ikä", "tutkimus", "ei", "veri", "näyte", "mies", "nainen", "arvo"],
  ro: ["și", "de", "la", "cu", "rezultat", "unitate", "valori", "referință", "pacient", "data", "sex", "vârsta", "analize", "nu", "pentru", "sânge"],
  hu: ["és", "a", "az", "eredmény", "mértékegység", "referencia", "beteg", "dátum", "nem", "életkor", "vizsgálat", "vér", "nő", "férfi", "érték", "egy"],
  hr: ["i", "u", "na", "rezultat", "jedinica", "referentni", "interval", "pacijent", "datum", "spol", "dob", "nalaz", "krvi", "nije", "za", "je"],
  sl: ["in", "v", "na", "rezultat", "enota", "referenčne", "vrednosti", "bolnik", "datum", "spol", "starost", "izvid", "krvi", "ni", "za", "je"],
  lt: ["ir", "į", "rezultatas", "vienetai", "norma", "pacientas", "data", "lytis", "amžius", "tyrimas", "kraujo", "ne", "su", "yra", "vyras", "moteris"],
  lv: ["un", "uz", "rezultāts", "mērvienība", "norma", "pacients", "datums", "dzimums", "vecums", "izmeklējums", "asins", "nav", "ar", "ir", "vīrietis", "sieviete"],
  et: ["ja", "on", "tulemus", "ühik", "referentsväärtus", "patsient", "kuupäev", "sugu", "vanus", "uuring", "vere", "ei", "mees", "naine", "väärtus", "proov"],
  ca: ["el", "la", "els", "i", "de", "resultat", "unitat", "valors", "referència", "pacient", "data", "sexe", "edat", "amb", "per", "no"],
  id: ["dan", "yang", "di", "hasil", "satuan", "nilai", "rujukan", "pasien", "tanggal", "jenis", "kelamin", "umur", "pemeriksaan", "darah", "tidak", "untuk"],
  vi: ["và", "của", "kết", "quả", "đơn", "vị", "tham", "chiếu", "bệnh", "nhân", "ngày", "giới", "tính", "tuổi", "xét", "nghiệm"],
};

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

function detectScript(text: string): { lang: string; share: number } | null {
  const letters = count(text, /\p{L}/gu) || 1;
  const han = count(text, /\p{Script=Han}/gu);
  const kana = count(text, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const scripts: [string, number][] = [
    [kana > 0 ? "ja" : "zh", han + kana],
    ["ko", count(text, /\p{Script=Hangul}/gu)],
    ["cyrillic", count(text, /\p{Script=Cyrillic}/gu)],
    ["arabic", count(text, /\p{Script=Arabic}/gu)],
    ["he", count(text, /\p{Script=Hebrew}/gu)],
    ["el", count(text, /\p{Script=Greek}/gu)],
    ["th", count(text, /\p{Script=Thai}/gu)],
    ["hi", count(text, /\p{Script=Devanagari}/gu)],
    ["ka", count(text, /\p{Script=Georgian}/gu)],
    ["hy", count(text, /\p{Script=Armenian}/gu)],
  ];
  const [lang, n] = scripts.sort((a, b) => b[1] - a[1])[0]!;
  // Lab reports mix Latin units (mg/dL) into any script, so 25% of letters decide.
  if (n / letters < 0.25) return null;
  if (lang === "cyrillic") {
    if (count(text, /[ђћџљњј]/gi) > 0) return { lang: "sr", share: n / letters };
    if (count(text, /[іїєґ]/gi) > 1) return { lang: "uk", share: n / letters };
    if (count(text, /[ыэё]/gi) === 0 && count(text, /ъ/gi) > 1) return { lang: "bg", share: n / letters };
    return { lang: "ru", share: n / letters };
  }
  if (lang === "arabic") return { lang: count(text, /[پچژگکی]/g) > 2 ? "fa" : "ar", share: n / letters };
  return { lang, share: n / letters };
}

/**
 * Detects the main language of `text` (ISO 639-1). Confidence 0..1 reflects how clearly the winner beats the
 * runner-up; "en" with low confidence when the text is too short to tell.
 */
export function detectLanguage(text: string): { language: string; confidence: number } {
  const script = detectScript(text);
  if (script) return { language: script.lang, confidence: Math.round(Math.min(0.99, 0.5 + script.share / 2) * 100) / 100 };
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return { language: "en", confidence: 0.1 };
  const freq = new Map<string, number>();
  for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1);
  const scores = Object.entries(LATIN_PROFILES).map(([lang, list]) => {
    // Distinct profile words count fully, repeats weakly: a report repeats "mg" and "date" many times.
    const score = list.reduce((s, w) => s + (freq.has(w) ? 1 + Math.log(freq.get(w)!) * 0.5 : 0), 0);
    return [lang, score] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] === 0) return { language: "en", confidence: 0.1 };
  const margin = (best[1] - (second?.[1] ?? 0)) / best[1];
  return { language: best[0], confidence: Math.round(Math.min(0.99, 0.4 + margin * 0.6) * 100) / 100 };
}
