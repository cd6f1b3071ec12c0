// Allergy families: what a caller may write in `allergies` (or as a restriction) and the allergen tags of the food
// table it excludes. Naming one member of a family excludes the whole family (cross-reactivity and cross-contact
// are common within tree nuts and within crustaceans), as allergy guidance advises when the tolerated members are
// not known. Words in the 12 narrative languages where they differ from English.
import { mentions } from "./text-match";
import type { Sourced } from "./types";

export interface AllergyFamily extends Sourced {
  id: string;
  /** Allergen tags of data/foods.ts excluded by this family. */
  tags: readonly string[];
  /** Lower-case words or stems that name the family or one of its members. */
  words: readonly string[];
}

export const ALLERGY_FAMILIES: readonly AllergyFamily[] = [
  { id: "tree_nuts", tags: ["tree_nut"], words: ["tree nut", "treenut", "nuts", "nut allergy", "nut ", "almond", "walnut", "cashew", "pistachio", "hazelnut", "filbert", "pecan", "brazil nut", "macadamia", "pine nut", "chestnut", "nüsse", "noix", "nueces", "noci", "nozes", "fındık", "ceviz", "noten", "orzechy", "орех", "坚果", "مكسرات"], source: "EAACI Food Allergy guideline 2014 (Muraro); FDA FALCPA major allergens (tree nuts)" },
  { id: "peanut", tags: ["peanut"], words: ["peanut", "groundnut", "erdnuss", "erdnüss", "arachide", "cacahuete", "maní", "arachidi", "amendoim", "yer fıstığı", "pinda", "orzeszki ziemne", "арахис", "花生", "فول سوداني"], source: "FDA FALCPA; EU Regulation 1169/2011 Annex II" },
  { id: "shellfish", tags: ["shellfish", "crustacean", "mollusc"], words: ["shellfish", "seafood allergy", "meeresfrüchte", "fruits de mer", "mariscos", "frutti di mare", "frutos do mar", "kabuklu", "schaaldieren", "skorupiaki", "моллюск", "贝类", "محار"], source: "FDA FALCPA (crustacean shellfish); EU Regulation 1169/2011 Annex II (crustaceans, molluscs)" },
  { id: "crustaceans", tags: ["crustacean"], words: ["crustacean", "shrimp", "prawn", "crab", "lobster", "crayfish", "garnele", "krebs", "crevette", "gamba", "camarón", "gambero", "camarão", "karides", "garnaal", "krewetk", "креветк", "虾", "روبيان"], source: "FDA FALCPA (crustacean shellfish); EAACI 2014" },
  { id: "molluscs", tags: ["mollusc"], words: ["mollusc", "mollusk", "clam", "oyster", "mussel", "scallop", "squid", "octopus", "calamari", "muschel", "moule", "huître", "mejillón", "ostra", "cozza", "midye", "mossel", "małż", "мидии", "蛤", "بلح البحر"], source: "EU Regulation 1169/2011 Annex II (molluscs)" },
  { id: "fish", tags: ["fish"], words: ["fish", "salmon", "tuna", "cod", "sardine", "anchov", "mackerel", "herring", "fish oil", "fisch", "poisson", "pescado", "pesce", "peixe", "balık", "vis", "ryb", "рыба", "鱼", "سمك"], source: "FDA FALCPA; EU Regulation 1169/2011 Annex II" },
  { id: "gluten", tags: ["gluten", "wheat"], words: ["gluten", "coeliac", "celiac", "glutine", "glúten", "glüten", "глютен", "麸质", "غلوتين"], source: "EU Regulation 1169/2011 Annex II (cereals containing gluten); ESsCD 2019 coeliac guideline" },
  { id: "wheat", tags: ["wheat"], words: ["wheat", "weizen", "blé", "trigo", "grano", "buğday", "tarwe", "pszenic", "пшениц", "小麦", "قمح"], source: "FDA FALCPA (wheat)" },
  { id: "milk", tags: ["milk"], words: ["milk", "dairy", "lactose", "casein", "whey", "milch", "lait", "leche", "latte", "leite", "süt", "melk", "mleko", "молок", "牛奶", "乳", "حليب"], source: "FDA FALCPA (milk); EU Regulation 1169/2011 Annex II (milk and lactose)" },
  { id: "egg", tags: ["egg"], words: ["egg", "ei", "œuf", "oeuf", "huevo", "uovo", "ovo", "yumurta", "jaj", "яйц", "鸡蛋", "蛋", "بيض"], source: "FDA FALCPA (egg)" },
  { id: "soy", tags: ["soy"], words: ["soy", "soya", "tofu", "edamame", "soja", "soia", "soya fasulyesi", "sojа", "соя", "大豆", "صويا"], source: "FDA FALCPA (soybeans)" },
  { id: "sesame", tags: ["sesame"], words: ["sesame", "tahini", "sesam", "sésame", "sésamo", "gergedan", "susam", "kunżut", "кунжут", "芝麻", "سمسم"], source: "FASTER Act 2021 (sesame the 9th US major allergen); EU Regulation 1169/2011 Annex II" },
  { id: "celery", tags: ["celery"], words: ["celery", "sellerie", "céleri", "apio", "sedano", "aipo", "kereviz", "selderij", "seler", "сельдере", "芹菜", "كرفس"], source: "EU Regulation 1169/2011 Annex II" },
  { id: "mustard", tags: ["mustard"], words: ["mustard", "senf", "moutarde", "mostaza", "senape", "mostarda", "hardal", "mosterd", "gorczyc", "горчиц", "芥末", "خردل"], source: "EU Regulation 1169/2011 Annex II" },
  { id: "sulphites", tags: ["sulphites"], words: ["sulphite", "sulfite", "sulfit", "solfiti", "sulfito", "sülfit", "siarczyn", "сульфит", "亚硫酸", "كبريتيت"], source: "EU Regulation 1169/2011 Annex II (sulphur dioxide and sulphites > 10 mg/kg)" },
  { id: "coconut", tags: ["coconut"], words: ["coconut", "kokos", "coco", "cocco", "hindistan cevizi", "кокос", "椰子", "جوز الهند"], source: "FDA 2022 guidance removed coconut from the tree-nut list; kept as its own family" },
];

const normalise = (s: string) => s.toLowerCase().normalize("NFKC").trim();

/** Families named in a free-text allergy entry (several may match: "nuts and shellfish"). */
export function allergyFamiliesIn(text: string): AllergyFamily[] {
  const t = normalise(text);
  if (t === "") return [];
  // "nuts" alone means tree nuts; "peanuts", "coconut" and "nutmeg" do not start with it.
  return ALLERGY_FAMILIES.filter((f) => f.words.some((w) => mentions(t, w)));
}
