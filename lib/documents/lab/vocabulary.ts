// Words that structure a printed lab table, in the languages our reports come in: column headings, printed
// flags, qualitative results and the sex labels of sex-specific ranges. All lower case; matching is done on
// lower-cased, accent-preserving text. Analyte names are NOT here: they live in the knowledge base.

import { FEMALE_LABELS, MALE_LABELS } from "@/lib/knowledge/analytes/parse-range";

export type ColumnRole = "name" | "result" | "unit" | "range" | "range_low" | "range_high" | "flag" | "previous" | "conversion";

/** Column headings by role. A heading cell matches when its text equals or starts with one of these. */
export const HEADER_WORDS: Record<ColumnRole, string[]> = {
  name: [
    "test", "tests", "analyte", "parameter", "parameters", "investigation", "examination", "test name", "analysis",
    "untersuchung", "analyse", "bezeichnung", "prüfung", "examen", "paramètre", "analyse", "prueba", "estudio", "determinación",
    "determinacion", "esame", "analisi", "parametro", "exame", "análise", "parâmetro", "onderzoek", "bepaling",
    "badanie", "parametr", "tetkik", "tahlil", "test adı", "parametre", "показатель", "исследование", "тест", "аналіз",
    "показник", "vyšetření", "undersökning", "analiză", "vizsgálat", "εξέταση", "项目", "检验项目", "項目", "検査項目",
    "الفحص", "التحليل",
    // more languages: Slovene, Croatian/Serbian/Bosnian, Slovak, Lithuanian, Latvian, Estonian, Icelandic, Finnish,
    // Swedish, Danish/Norwegian, Bulgarian, Serbian Cyrillic, Vietnamese, Korean, Thai, Hindi, Hebrew, Persian
    "preiskava", "pretraga", "pretrage", "vyšetrenie", "tyrimas", "tyrimai", "izmeklējums", "analīze", "uuring", "analüüs",
    "rannsókn", "tutkimus", "analys", "undersøgelse", "изследване", "анализа", "испитивање", "xét nghiệm",
    "tên xét nghiệm", "검사항목", "검사명", "รายการตรวจ", "การตรวจ", "जांच", "परीक्षण", "בדיקה", "آزمایش", "نام آزمایش",
    // Armenian
    "ցուցանիշ", "հետազոտություն", "անվանում",
    // Azerbaijani, Tajik, Urdu, Bengali
    "göstərici", "müayinə", "analiz", "таҳлил", "нишондиҳанда", "ٹیسٹ", "ٹیسٹ کا نام", "পরীক্ষা", "পরীক্ষার নাম",
  ],
  result: [
    "result", "results", "value", "your value", "finding", "ergebnis", "befund", "wert", "messwert", "résultat",
    "resultat", "valeur", "resultado", "valor", "risultato", "valore", "uitslag", "resultaat", "waarde", "wynik",
    "sonuç", "sonuc", "değer", "результат", "значение", "результат", "výsledek", "resultat", "rezultat", "eredmény",
    "αποτέλεσμα", "结果", "結果", "結果値", "ผลตรวจ", "ผลการตรวจ", "测定值", "検査値", "النتيجة",
    "izvid", "rezultati", "výsledok", "rezultatas", "rezultāts", "tulemus", "niðurstaða", "tulos", "resultat",
    "резултат", "резултати", "kết quả", "결과", "결과치", "ผลการตรวจ", "ผล", "परिणाम", "תוצאה", "نتیجه", "جواب", "արդյունք",
    "nəticə", "натиҷа", "نتیجہ", "ফলাফল", "riżultat", "rizultat",
    // SI | conventional result columns (Philippines, US): each holds a result with its flag and unit
    "si units", "si unit", "si", "conventional", "conventional units", "conventional unit", "conv. units",
    // the absolute-count column beside a percentage ("Resultado | % … | Absoluto | Unidad | Referencia")
    "absoluto", "absolutos", "absolute", "absolut", "absolu", "absolue", "absolute count", "abs.", "абс.", "абсолютное",
  ],
  unit: [
    "unit", "units", "einheit", "unité", "unite", "unidad", "unidades", "unità", "unita", "unidade", "eenheid",
    "jednostka", "jedn.", "birim", "sonuç birimi", "ед.", "ед. изм.", "единицы", "единица", "одиниці", "jednotka", "enhet",
    "unitate", "u.m.", "mértékegység", "egység", "μονάδα", "μονάδες", "单位", "單位", "単位", "الوحدة",
    "enota", "jedinica", "jedinice", "mj. jed.", "merna jedinica", "mjerna jedinica", "vienetai", "vnt.", "mērvienība",
    "mērv.", "ühik", "eining", "yksikkö", "enhed", "мерна единица", "мярка", "đơn vị", "단위", "หน่วย", "इकाई",
    "יחידות", "יחידה", "واحد", "միավոր", "չափման միավոր",
    "vahid", "ölçü vahidi", "воҳид", "اکائی", "یونٹ", "একক",
  ],
  range: [
    "reference", "references", "reference range", "reference values", "vlerat referente", "vlera referente", "vlerat e referencës", "ref. range", "ref range", "reference interval", "normal range", "normal values",
    "range", "ref.", "biological ref. interval", "biological reference interval", "biological ref interval", "bio. ref. interval",
    "bio ref interval", "biological reference range", "biological ref. range", "referenzbereich", "ref.-bereich", "ref.bereich", "ref. bereich", "ref-bereich", "referenz", "normbereich", "normalbereich", "normwert", "referenzwerte",
    "valeurs de référence", "valeurs normales", "valeurs usuelles", "valeurs de reference", "référence", "intervalle de référence", "normes", "valores de referencia",
    "valores de referência", "referência", "intervalo de referencia", "rango de referencia", "referencia", "valori di riferimento",
    "intervallo di riferimento", "riferimento", "referentiewaarden", "referentie", "normaalwaarden", "zakres referencyjny",
    "norma", "normy", "zakres", "referans aralığı", "referans", "referans değer", "referans değerleri", "normal değerler",
    "референсные значения", "референтные значения", "норма", "нормы", "референтний інтервал", "норма",
    "referenční meze", "referenční rozmezí", "referensintervall", "referens", "interval de referință",
    "valori de referință", "referenciatartomány", "normálérték", "τιμές αναφοράς", "τιμές αναφ.", "τιμές αναφ", "参考范围", "参考值", "參考值", "参考区间", "參考區間", "參考範圍", "参考区間", "基准值",
    "基準値", "基準範囲", "المعدل الطبيعي", "المدى المرجعي",
    "referenčne vrednosti", "referentne vrijednosti", "referentne vrednosti", "referentni interval", "ref. interval",
    "referenčné hodnoty", "referenčný interval", "normos", "norma ribos", "references intervāls", "atsauces vērtības",
    "referentsväärtus", "normväärtus", "viðmiðunarmörk", "viitearvo", "viitearvot", "referensområde", "referenceinterval",
    "referanseområde", "референтни стойности", "референтни граници", "референтне вредности", "giá trị tham chiếu",
    "khoảng tham chiếu", "참고치", "참고범위", "참고 범위", "ค่าอ้างอิง", "ค่าปกติ", "संदर्भ", "संदर्भ सीमा", "ערכי ייחוס",
    "טווח תקין", "ערכים תקינים", "محدوده مرجع", "محدوده طبیعی", "مقادیر مرجع",
    "նորմա", "նորման", "ռեֆերենս", "ռեֆերենսային արժեքներ", "հղման միջակայք",
    "normal hədd", "istinad", "меъёр", "نارمل حد", "نارمل رینج", "حوالہ", "স্বাভাবিক মান", "রেফারেন্স", "firxa normali", "firxa ta' referenza", "valuri normali",
  ],
  // A reference range printed as two columns, its lower and its upper limit ("MÍNIMO | MÁXIMO", "Реф. от | Реф. до").
  range_low: [
    "min", "min.", "minimum", "mínimo", "minimo", "lower limit", "low limit", "lower", "untere grenze", "limite inférieure",
    "límite inferior", "limite inferiore", "limite inferior", "ondergrens", "dolna granica", "alsó határ", "долна граница",
    "нижняя граница", "нижня межа", "реф. от", "референция от", "норма от", "от", "apatinė riba", "apakšējā robeža",
    "alumine piir", "alaraja", "下限", "하한", "下限値",
  ],
  range_high: [
    "max", "max.", "maximum", "máximo", "massimo", "upper limit", "high limit", "upper", "obere grenze", "limite supérieure",
    "límite superior", "limite superiore", "limite superior", "bovengrens", "górna granica", "felső határ", "горна граница",
    "верхняя граница", "верхня межа", "реф. до", "референция до", "норма до", "до", "viršutinė riba", "augšējā robeža",
    "ülemine piir", "yläraja", "上限", "상한", "上限値",
  ],
  // The result restated in another unit ("Conversion | 7,70 mmol/l" between the unit and the range): read as a
  // second result, it took the row's range away from the first.
  conversion: ["conversion", "conversión", "conversão", "umrechnung", "unités si", "unités s.i.", "unidades si", "si units", "si-einheiten", "valeur convertie", "résultat converti"],
  flag: ["flag", "flags", "flagg", "flag.", "markering", "kennzeichen", "hinweis", "indicateur", "indicador", "segnalazione", "flaga", "işaret", "флаг", "标志", "判定"],
  previous: [
    "previous", "previous result", "prior", "last result", "vorwert", "vorbefund", "letzter wert", "précédent", "antériorité", "anteriorite", "antériorités", "historique",
    "resultat précédent", "résultat antérieur", "antérieur", "anterior", "resultado anterior", "precedente",
    "valore precedente", "vorige", "vorige uitslag", "poprzedni", "poprzedni wynik", "önceki", "önceki sonuç",
    "предыдущий", "предыдущее", "пред. результат", "попередній", "předchozí", "föregående", "anterioară",
    "előző", "προηγούμενη", "上次", "前次", "前回", "前回値", "السابق", "forrige", "tidligere", "tidligere svar",
    "forrige svar", "edellinen", "aiempi",
    "əvvəlki", "қаблӣ", "پچھلا", "পূর্ববর্তী",
  ],
};

/**
 * Right-to-left flag words also in reversed letter order: OCR of a mixed Arabic and English line can give an
 * Arabic word backwards ("ضفخنم" for "منخفض", low), and the flag was lost.
 */
const withReversedRtl = (words: string[]) => [...words, ...words.filter((w) => /[\u0590-\u06ff]/u.test(w) && [...w].length > 2).map((w) => [...w].reverse().join(""))];

/** Printed words that mean "above range" / "below range"; symbols are handled separately. */
export const HIGH_WORDS = withReversedRtl([
  "high", "hi", "hoch", "erhöht", "élevé", "eleve", "haut", "alto", "alta", "elevado", "elevato", "hoog", "verhoogd",
  "wysoki", "podwyższony", "yüksek", "повышен", "выше", "высокий", "підвищений", "vysoký", "hög", "ridicat",
  "magas", "υψηλό", "高", "偏高", "مرتفع", "بالا", "tinggi", "cao", "สูง", "높음", "高値", "גבוה", "kõrge",
  // Latvian and Lithuanian status words, often abbreviated after the value ("5,2 Paaugst."); Armenian
  "paaugstināts", "paaugst.", "padidėjęs", "padid.", "բարձր",
  // Azerbaijani, Tajik, Urdu, Bengali
  "yüksək", "баланд", "زیادہ", "বেশি", "উচ্চ",
  // Maltese
  "għoli", "gholi",
  // Danish, Norwegian, Faroese, Turkmen, Lao, Khmer ("Alt", Catalan, is matched by case in normalizeFlag: "ALT" is a test)
  "høj", "forhøjet", "høy", "høgt", "ýokary", "ສູງ", "ខ្ពស់",
]);
export const LOW_WORDS = withReversedRtl([
  "low", "lo", "niedrig", "erniedrigt", "bas", "basse", "bajo", "baja", "basso", "bassa", "baixo", "laag",
  "verlaagd", "niski", "obniżony", "düşük", "понижен", "ниже", "низкий", "знижений", "nízký", "låg", "scăzut",
  "alacsony", "χαμηλό", "低", "偏低", "منخفض", "پایین", "پائین", "rendah", "thấp", "ต่ำ", "낮음", "低値", "נמוך",
  "pazemināts", "pazemin.", "sumažėjęs", "sumaž.", "ցածր",
  "aşağı", "паст", "کم", "কম", "নিম্ন", "baxx",
  // Danish, Norwegian, Faroese, Catalan, Turkmen, Lao, Khmer
  "lav", "nedsat", "lágt", "baix", "baixa", "pes", "ຕ່ຳ", "ຕໍ່າ", "ទាប",
]);

/** Results that are words, not numbers (urinalysis, serology). */
export const QUALITATIVE_WORDS = [
  "negative", "positive", "neg", "pos", "trace", "traces", "normal", "abnormal", "reactive", "non-reactive",
  "nonreactive", "non reactive", "not reactive", "weakly reactive", "non detected", "non-detected", "undetected",
  // "Non reactive" read as "Non" + "reactive" turned a negative screen into a positive one: the negation is
  // part of the word, in every language a lab prints it.
  "no reactivo", "reactivo", "não reagente", "nao reagente", "não reactivo", "não reativo", "reagente", "reativo",
  "non réactif", "non reactif", "réactif", "non reattivo", "reattivo", "nicht reaktiv", "reaktiv", "not detected", "detected", "absent", "present", "none", "nil", "clear", "cloudy", "turbid",
  "yellow", "pale yellow", "amber", "straw", "few", "moderate", "many", "rare", "occasional",
  "negativ", "positiv", "spuren", "klar", "trüb", "gelb", "hellgelb", "nicht nachweisbar", "nachweisbar", "keine", "reichlich", "vereinzelt", "massenhaft", "mäßig",
  "négatif", "negatif", "positif", "traces", "limpide", "jaune", "clair", "absence", "présence",
  "negativo", "positivo", "indicios", "trazas", "claro", "límpido", "amarillo", "giallo", "limpido", "assente",
  "presente", "negatief", "positief", "helder", "geel", "geen", "weinig", "matig", "veel", "talrijk", "spoor", "ujemny", "dodatni", "przejrzysty", "żółty", "słomkowy",
  "brak", "obecny", "pozitif", "berrak", "sarı", "eser", "yok", "var",
  "отрицательно", "отрицательный", "положительно", "положительный", "не обнаружено", "обнаружено", "следы",
  "прозрачная", "светло-желтый", "желтый", "соломенно-желтый", "негативний", "позитивний",
  "не выявлено", "выявлено", "отсутствует", "отсутствуют", "не виявлено", "виявлено", "сліди", "відсутній",
  "відсутні", "прозора",
  "âm tính", "dương tính", "negatívny", "pozitívny", "negativní", "pozitivní", "negatív", "pozitív",
  "弱阳性", "阴性", "阳性", "陰性", "陽性", "微量", "清", "黄色", "淡黄色", "透明",
  "سلبي", "إيجابي",
  // Bulgarian, Serbian/Croatian/Slovene, Russian/Ukrainian forms, Greek, Hebrew, Persian, Korean, Thai, Hindi,
  // Baltic, Finnish, Icelandic, Romanian
  "отрицателен", "отрицателна", "отрицателно", "отрицателни", "положителен", "положителна", "положително", "следи",
  "норма", "negativan", "negativno", "pozitivan", "pozitivno", "tragovi", "sledovi", "не обнаружен", "не обнаружена",
  "не обнаружены", "единичный", "единичные", "единичні", "немного", "умеренно", "значительно", "αρνητικό", "αρνητικό",
  "θετικό", "ίχνη", "שלילי", "חיובי", "עקבות", "منفی", "مثبت", "음성", "양성", "약양성", "ลบ", "บวก", "नकारात्मक",
  "सकारात्मक", "neigiamas", "teigiamas", "negatīvs", "pozitīvs", "negatiivne", "positiivne", "negatiivinen",
  "positiivinen", "neikvætt", "jákvætt", "urme", "absent", "nu s-a detectat",
  // How many cells, crystals or germs a microscope shows (urine sediment, stool): a result in words.
  "scanty", "numerous", "abundant", "plenty", "abundantes", "abundante", "escasos", "escasas", "escaso", "escasa",
  "moderados", "moderadas", "numerosos", "numerosas", "raros", "raras", "aislados", "aisladas", "ausentes", "ausente",
  "regular cantidad", "rares", "nombreux", "nombreuses", "quelques", "abondants", "abondantes", "absents", "rari",
  "numerosi", "scarsi", "assenti", "abbondanti", "einzelne", "zahlreich", "wenige", "viele",
  // Portuguese urine words: traces, and the colours printed as results ("Amarelo citrino").
  "traços", "traço", "tracos", "vestígios", "amarelo", "amarelo citrino", "amarelo claro", "amarelo escuro", "citrino",
  "palha", "âmbar", "incolor", "amarillo claro", "ámbar",
  // Polish (also as printed without diacritics): absent, present, few, numerous, single, clear, slightly cloudy.
  "nieobecne", "nieobecna", "nieobecny", "obecne", "obecna", "obecny", "nieliczne", "liczne", "bardzo liczne",
  "pojedyncze", "przejrzysty", "przejrzysta", "lekko mętny", "lekko metny", "mętny", "metny", "słomkowa", "slomkowa",
  // How urine looks, as the knowledge base's urine_appearance lists it: "Aspecto | Turbio | Transparente" is a
  // result and its reference, not a heading (read as one, it also ended the urine section for the rows below).
  "transparente", "turbio", "turbia", "ligeramente turbio", "turvo", "ligeiramente turvo", "trouble", "légèrement trouble",
  "leicht trüb", "slightly cloudy", "slightly turbid", "hazy", "slightly hazy", "opaque", "torbido", "leggermente torbido",
  "прозрачный", "мутная", "мутный", "слабо мутная", "清晰", "清亮", "微浑", "浑浊", "混浊", "微混",
];

/**
 * Sex labels in front of a range ("Men: 13.5-17.5", "Nam 4.20 - 5.40 / Nữ 3.80 - 5.00"), mapped to the label we
 * emit: the range parser's words for men and women (one list for both readers), plus the letters and initials a
 * document's cells print ("M", "H"ombres, "E"rkek, "U"omini, "D"onne, "V"rouwen, Greek "Α"/"Γ").
 */
export const SEX_LABELS: Record<string, "M" | "F"> = {
  ...Object.fromEntries(MALE_LABELS.map((w) => [w, "M" as const])),
  ...Object.fromEntries(FEMALE_LABELS.map((w) => [w, "F" as const])),
  m: "M", h: "M", u: "M", e: "M", м: "M", "mężczyzna": "M", α: "M", άνδρας: "M", άνδρες: "M",
  f: "F", w: "F", d: "F", v: "F", k: "F", ж: "F", ž: "F", kobieta: "F", γ: "F", γυναίκα: "F", γυναίκες: "F",
};

/** Words that introduce a reference range on its own line ("Ref:", "Norm:"). */
export const RANGE_INTRO_WORDS = [
  "ref", "ref.", "reference", "normal", "norm", "normbereich", "referenz", "référence", "normes", "referencia",
  "rif.", "rif", "v.r.", "riferimento", "referans", "norma", "норма", "参考", "基準",
  "参考区间", "参考范围", "参考值", "參考區間", "參考範圍", "參考值", "基准值", "基準値", "reference range", "ref. range",
];
