// Country names as printed in lab addresses (English, native and a few neighbours' spellings), with the
// telephone prefix that identifies a lab's country when no name is printed. Output is the English name.

export interface Country {
  en: string;
  names: string[];
  phone: string;
}

export const COUNTRIES: Country[] = [
  { en: "Germany", names: ["germany", "deutschland", "allemagne", "alemania", "germania", "niemcy", "almanya", "германия"], phone: "49" },
  { en: "Austria", names: ["austria", "österreich", "autriche", "avusturya", "австрия"], phone: "43" },
  { en: "Switzerland", names: ["switzerland", "schweiz", "suisse", "svizzera", "suiza", "szwajcaria", "isviçre"], phone: "41" },
  { en: "France", names: ["france", "frankreich", "francia", "francja", "fransa", "франция"], phone: "33" },
  { en: "Belgium", names: ["belgium", "belgique", "belgië", "belgien", "bélgica"], phone: "32" },
  { en: "Netherlands", names: ["netherlands", "nederland", "the netherlands", "niederlande", "pays-bas", "países bajos"], phone: "31" },
  { en: "Spain", names: ["spain", "españa", "espana", "spanien", "espagne", "spagna", "hiszpania", "ispanya", "испания"], phone: "34" },
  { en: "Portugal", names: ["portugal", "portogallo", "portugalia", "portekiz"], phone: "351" },
  { en: "Italy", names: ["italy", "italia", "italien", "italie", "włochy", "italya", "италия"], phone: "39" },
  { en: "United Kingdom", names: ["united kingdom", "uk", "england", "scotland", "wales", "great britain", "royaume-uni", "reino unido", "vereinigtes königreich"], phone: "44" },
  { en: "Ireland", names: ["ireland", "éire", "irlanda", "irland"], phone: "353" },
  { en: "United States", names: ["united states", "usa", "u.s.a.", "united states of america", "estados unidos", "états-unis", "сша"], phone: "1" },
  { en: "Canada", names: ["canada", "kanada", "canadá"], phone: "1" },
  { en: "Poland", names: ["poland", "polska", "polen", "pologne", "polonia", "polonya", "польша"], phone: "48" },
  { en: "Czech Republic", names: ["czech republic", "czechia", "česká republika", "česko", "tschechien"], phone: "420" },
  { en: "Slovakia", names: ["slovakia", "slovensko", "slowakei", "slovenská republika"], phone: "421" },
  { en: "Hungary", names: ["hungary", "magyarország", "ungarn", "hongrie"], phone: "36" },
  { en: "Romania", names: ["romania", "românia", "rumänien", "roumanie"], phone: "40" },
  { en: "Bulgaria", names: ["bulgaria", "българия", "bulgarien"], phone: "359" },
  { en: "Greece", names: ["greece", "ελλάδα", "ellada", "griechenland", "grèce", "grecia"], phone: "30" },
  { en: "Turkey", names: ["turkey", "türkiye", "turkiye", "türkei", "turquie", "turquía", "turcja", "турция"], phone: "90" },
  { en: "Russia", names: ["russia", "россия", "российская федерация", "rosja", "russland", "russie", "rusia", "rusya"], phone: "7" },
  { en: "Ukraine", names: ["ukraine", "україна", "украина", "ukraina", "ucrania"], phone: "380" },
  { en: "Sweden", names: ["sweden", "sverige", "schweden", "suède", "suecia"], phone: "46" },
  { en: "Norway", names: ["norway", "norge", "norwegen", "norvège"], phone: "47" },
  { en: "Denmark", names: ["denmark", "danmark", "dänemark", "danemark"], phone: "45" },
  { en: "Finland", names: ["finland", "suomi", "finnland", "finlande"], phone: "358" },
  { en: "China", names: ["china", "中国", "中華人民共和國", "chine", "китай", "chiny", "çin"], phone: "86" },
  { en: "Japan", names: ["japan", "日本", "japon", "japón", "япония", "japonia", "japonya"], phone: "81" },
  { en: "South Korea", names: ["south korea", "korea", "대한민국", "한국"], phone: "82" },
  { en: "India", names: ["india", "भारत", "indien", "inde"], phone: "91" },
  { en: "Brazil", names: ["brazil", "brasil", "brasilien", "brésil"], phone: "55" },
  { en: "Mexico", names: ["mexico", "méxico", "mexique", "mexiko"], phone: "52" },
  { en: "Argentina", names: ["argentina", "argentine", "argentinien"], phone: "54" },
  { en: "Egypt", names: ["egypt", "مصر", "ägypten", "égypte"], phone: "20" },
  { en: "Saudi Arabia", names: ["saudi arabia", "السعودية", "المملكة العربية السعودية"], phone: "966" },
  { en: "United Arab Emirates", names: ["united arab emirates", "uae", "الإمارات", "الإمارات العربية المتحدة"], phone: "971" },
  { en: "Australia", names: ["australia", "australien", "australie"], phone: "61" },
  // Named as the runtime's CLDR English names, the form the rest of the service reports ("Hong Kong SAR China").
  ...([
    ["HK", ["hong kong", "hong kong sar", "hksar", "香港", "香港特別行政區"], "852"],
    ["KE", ["kenya"], "254"], ["NG", ["nigeria"], "234"], ["ZA", ["south africa", "suid-afrika"], "27"], ["GH", ["ghana"], "233"],
    ["SG", ["singapore", "新加坡"], "65"], ["MY", ["malaysia"], "60"], ["ID", ["indonesia"], "62"], ["PH", ["philippines", "pilipinas"], "63"],
    ["VN", ["vietnam", "viet nam", "việt nam"], "84"], ["TH", ["thailand", "ประเทศไทย"], "66"], ["IL", ["israel", "ישראל"], "972"],
    ["IR", ["iran", "ایران"], "98"], ["PK", ["pakistan"], "92"], ["BD", ["bangladesh"], "880"], ["LK", ["sri lanka"], "94"],
    ["NP", ["nepal"], "977"], ["NZ", ["new zealand", "aotearoa"], "64"], ["CO", ["colombia"], "57"], ["CL", ["chile"], "56"],
    ["PE", ["peru", "perú"], "51"], ["UY", ["uruguay"], "598"], ["MA", ["morocco", "maroc", "المغرب"], "212"],
    ["DZ", ["algeria", "algérie", "الجزائر"], "213"], ["TN", ["tunisia", "tunisie", "تونس"], "216"],
    ["CI", ["côte d'ivoire", "cote d'ivoire", "ivory coast"], "225"], ["CM", ["cameroon", "cameroun"], "237"],
    ["LU", ["luxembourg", "lëtzebuerg", "luxemburg"], "352"], ["LT", ["lithuania", "lietuva"], "370"], ["LV", ["latvia", "latvija"], "371"],
    ["EE", ["estonia", "eesti"], "372"], ["SI", ["slovenia", "slovenija"], "386"], ["HR", ["croatia", "hrvatska"], "385"],
    ["RS", ["serbia", "srbija", "србија"], "381"], ["BY", ["belarus", "беларусь", "рэспубліка беларусь"], "375"],
    ["KZ", ["kazakhstan", "қазақстан", "казахстан"], "7"], ["QA", ["qatar", "قطر"], "974"], ["KW", ["kuwait", "الكويت"], "965"],
    ["TW", ["taiwan", "臺灣", "台灣"], "886"],
    // Europe's and Asia's smaller countries, in English and their own languages ("Georgia", "Jordan" and Arabic
    // "عمان" stay out: a US state, a given name, the capital of Jordan).
    ["IS", ["iceland", "ísland"], "354"], ["MN", ["mongolia", "монгол улс", "mongolie"], "976"],
    ["BA", ["bosnia and herzegovina", "bosna i hercegovina", "босна и херцеговина", "bih"], "387"],
    ["MK", ["north macedonia", "северна македонија", "македонија"], "389"], ["ME", ["montenegro", "crna gora", "црна гора"], "382"],
    ["AL", ["albania", "shqipëria", "shqiperia"], "355"], ["XK", ["kosovo", "kosova"], "383"], ["MD", ["moldova", "republica moldova"], "373"],
    ["GE", ["საქართველო"], "995"], ["AM", ["armenia", "հայաստան"], "374"], ["AZ", ["azerbaijan", "azərbaycan"], "994"],
    ["UZ", ["uzbekistan", "o'zbekiston", "oʻzbekiston", "узбекистан"], "998"], ["KG", ["kyrgyzstan", "кыргызстан", "киргизия"], "996"],
    ["CY", ["cyprus", "κύπρος", "kıbrıs"], "357"], ["MT", ["malta"], "356"],
    ["JO", ["الأردن", "hashemite kingdom of jordan"], "962"], ["LB", ["lebanon", "لبنان", "liban"], "961"], ["IQ", ["iraq", "العراق"], "964"],
    ["SY", ["syria", "سوريا"], "963"], ["OM", ["oman", "sultanate of oman", "سلطنة عمان"], "968"], ["BH", ["bahrain", "البحرين"], "973"],
    ["YE", ["yemen", "اليمن"], "967"], ["LY", ["libya", "ليبيا"], "218"], ["SD", ["sudan", "السودان"], "249"],
    ["ET", ["ethiopia"], "251"], ["UG", ["uganda"], "256"], ["TZ", ["tanzania"], "255"], ["RW", ["rwanda"], "250"],
    ["ZM", ["zambia"], "260"], ["ZW", ["zimbabwe"], "263"], ["SN", ["senegal", "sénégal"], "221"],
    ["KH", ["cambodia", "កម្ពុជា"], "855"], ["LA", ["laos", "lao pdr"], "856"], ["MM", ["myanmar", "burma"], "95"],
    ["EC", ["ecuador"], "593"], ["BO", ["bolivia"], "591"], ["PY", ["paraguay"], "595"], ["VE", ["venezuela"], "58"],
    // Smaller African, Pacific and American countries: their names in English and the languages they print in.
    ["TL", ["timor-leste", "east timor", "timor leste"], "670"], ["FJ", ["fiji"], "679"], ["LI", ["liechtenstein"], "423"],
    ["MC", ["monaco", "principauté de monaco"], "377"], ["MU", ["mauritius", "maurice", "république de maurice"], "230"],
    ["NI", ["nicaragua"], "505"], ["NE", ["niger", "république du niger"], "227"], ["GW", ["guiné-bissau", "guinea-bissau", "guinée-bissau"], "245"],
    ["CD", ["rd congo", "r.d. congo", "république démocratique du congo", "democratic republic of the congo", "dr congo"], "243"],
    ["CG", ["république du congo", "congo-brazzaville"], "242"], ["TG", ["togo"], "228"], ["GN", ["guinée", "république de guinée"], "224"],
    ["TD", ["tchad", "chad"], "235"], ["ML", ["mali"], "223"], ["BF", ["burkina faso"], "226"], ["BJ", ["bénin", "benin"], "229"],
    ["GA", ["gabon"], "241"], ["MG", ["madagascar"], "261"], ["HT", ["haïti", "haiti"], "509"], ["NA", ["namibia"], "264"],
    ["BW", ["botswana"], "267"], ["MW", ["malawi"], "265"], ["MZ", ["moçambique", "mozambique"], "258"], ["AO", ["angola"], "244"],
    ["CV", ["cabo verde", "cape verde"], "238"], ["PG", ["papua new guinea"], "675"], ["HN", ["honduras"], "504"],
    ["SV", ["el salvador"], "503"], ["CU", ["cuba"], "53"], ["JM", ["jamaica"], "1"],
    ["GT", ["guatemala"], "502"], ["CR", ["costa rica"], "506"], ["PA", ["panamá", "panama"], "507"], ["DO", ["república dominicana", "dominican republic"], "1"],
  ] as const).map(([code, names, phone]) => ({ en: new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code, names: [...names], phone })),
];

/** Countries that are also the name of their city: printed in an address, they can be the lab's city. */
export const CITY_STATES = new Set(["hong kong", "singapore", "luxembourg", "kuwait", "monaco", "macau", "macao"]);

/** The country named in `text` (whole-word match, longest name first), or null. */
export function findCountry(text: string): Country | null {
  const lower = text.toLowerCase();
  let best: { c: Country; len: number } | null = null;
  for (const c of COUNTRIES) {
    for (const n of c.names) {
      const i = lower.indexOf(n);
      if (i < 0) continue;
      const before = lower[i - 1];
      const after = lower[i + n.length];
      const cjk = /[\u3040-\u9fff\u0600-\u06ff]/.test(n);
      const bounded = cjk || ((!before || !/[\p{L}\d]/u.test(before)) && (!after || !/[\p{L}\d]/u.test(after)));
      if (bounded && (!best || n.length > best.len)) best = { c, len: n.length };
    }
  }
  return best?.c ?? null;
}

/** The country of an international phone number printed in `text` ("+49 89 …", "0049 …"), or null. */
export function countryFromPhone(text: string): Country | null {
  const m = text.match(/(?:\+|\b00)(\d{1,3})[\s()-]/);
  if (!m || !m[1]) return null;
  const digits = m[1];
  const byLength = [...COUNTRIES].sort((a, b) => b.phone.length - a.phone.length);
  return byLength.find((c) => digits.startsWith(c.phone) && c.phone !== "1") ?? null;
}
