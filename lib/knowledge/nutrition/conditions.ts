// Medical conditions a caller may name (free text, several languages) and what each changes in the plan.
// The ids are used by the energy/macro rules and the food filters.
import { mentions } from "./text-match";
import type { Sourced } from "./types";

export const CONDITION_IDS = ["diabetes", "prediabetes", "ckd", "hypertension", "dyslipidemia", "heart_disease", "celiac", "gout", "lactose_intolerance", "fatty_liver", "osteoporosis", "anemia", "hypothyroidism", "pregnancy"] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];

export interface ConditionRule extends Sourced {
  id: ConditionId;
  words: readonly string[];
  /** Restrictions the condition implies (diet-rules.ts keys). */
  implies: readonly ("low_sodium" | "gluten_free" | "dairy_free" | "low_sugar")[];
}

export const CONDITION_RULES: readonly ConditionRule[] = [
  { id: "prediabetes", words: ["prediabet", "pre-diabet", "impaired fasting", "insulin resistance", "prädiabet", "prédiabète", "prediabete", "prediyabet"], implies: ["low_sugar"], source: "ADA Standards of Care in Diabetes 2024, section 3" },
  { id: "diabetes", words: ["diabet", "t2dm", "t1dm", "dm2", "zucker", "şeker hastal", "cukrzyc", "диабет", "糖尿病", "سكري"], implies: ["low_sugar"], source: "ADA Standards of Care in Diabetes 2024, section 5" },
  { id: "ckd", words: ["ckd", "kidney", "renal", "nephropath", "niere", "rein", "riñón", "renale", "rim", "böbrek", "nier", "nerk", "почк", "肾", "كلى"], implies: ["low_sodium"], source: "KDIGO 2024 CKD guideline" },
  { id: "hypertension", words: ["hypertens", "high blood pressure", "bluthochdruck", "hipertens", "ipertens", "yüksek tansiyon", "nadciśnien", "гипертон", "高血压", "ضغط الدم"], implies: ["low_sodium"], source: "2017 ACC/AHA hypertension guideline (DASH, sodium < 1,500–2,300 mg)" },
  { id: "dyslipidemia", words: ["cholesterol", "lipid", "hyperlipid", "dyslipid", "cholesterin", "colesterol", "colesterolo", "kolesterol", "холестерин", "血脂", "كوليسترول"], implies: [], source: "EAS/ESC 2019 dyslipidaemia guideline" },
  { id: "heart_disease", words: ["heart", "coronary", "cardiovascular", "cvd", "cad", "infarct", "herz", "cardiaque", "cardíac", "cardiac", "kalp", "hart", "serc", "сердц", "心脏", "قلب"], implies: ["low_sodium"], source: "AHA 2021 dietary guidance to improve cardiovascular health (Lichtenstein, Circulation)" },
  { id: "celiac", words: ["celiac", "coeliac", "zöliakie", "cœliaque", "celíac", "celiachia", "çölyak", "coeliakie", "celiakia", "целиак", "乳糜泻", "سيلياك"], implies: ["gluten_free"], source: "ESsCD 2019 coeliac disease guideline" },
  { id: "gout", words: ["gout", "hyperuric", "gicht", "goutte", "gota", "gotta", "gut hastal", "jicht", "dna moczanowa", "подагр", "痛风", "نقرس"], implies: [], source: "ACR 2020 gout guideline" },
  { id: "lactose_intolerance", words: ["lactose", "laktose", "lactosa", "lattosio", "lactose", "laktoz", "laktoza", "лактоз", "乳糖", "لاكتوز"], implies: ["dairy_free"], source: "EFSA 2010 opinion on lactose thresholds (hard filter decided for simplicity)" },
  { id: "fatty_liver", words: ["fatty liver", "nafld", "masld", "nash", "steatosis", "fettleber", "stéatose", "hígado graso", "steatosi", "yağlı karaciğer"], implies: ["low_sugar"], source: "EASL–EASD–EASO 2016 NAFLD guideline" },
  { id: "osteoporosis", words: ["osteopor", "osteopen", "osteoporoz", "остеопороз", "骨质疏松", "هشاشة العظام"], implies: [], source: "NOF/BHOF 2022 clinician's guide (calcium and vitamin D)" },
  { id: "anemia", words: ["anemi", "anaemi", "anämie", "anémie", "anemia", "anemie", "анеми", "贫血", "فقر الدم"], implies: [], source: "WHO 2011 haemoglobin thresholds" },
  { id: "hypothyroidism", words: ["hypothyr", "hashimoto", "schilddrüsenunterfunktion", "hipotiroid", "ipotiroid", "гипотиреоз", "甲减", "قصور الغدة الدرقية"], implies: [], source: "ATA 2014 hypothyroidism guideline" },
  { id: "pregnancy", words: ["pregnan", "schwanger", "enceinte", "grossesse", "embaraz", "gravidanza", "gravidez", "hamile", "zwanger", "ciąża", "беремен", "怀孕", "حمل"], implies: [], source: "ACOG / FDA–EPA 2021 advice about eating fish (low-mercury choices, no raw shellfish)" },
];

/** Condition ids named in a free-text list. Why: callers write conditions in their own words and languages. */
export function conditionsIn(texts: readonly string[]): Set<ConditionId> {
  const found = new Set<ConditionId>();
  for (const raw of texts) {
    const t = raw.toLowerCase().normalize("NFKC");
    for (const rule of CONDITION_RULES) if (rule.words.some((w) => mentions(t, w))) found.add(rule.id);
  }
  // "prediabetes" also contains "diabet": the more specific reading wins unless diabetes is named separately.
  if (found.has("prediabetes") && !texts.some((t) => /diabet/i.test(t.replace(/pr[eä]-?diab[eé]t\w*/gi, "")))) found.delete("diabetes");
  return found;
}

/** High-mercury fish the FDA–EPA 2021 advice tells pregnant people to avoid; raw shellfish likewise. */
export const PREGNANCY_AVOID_FOODS: readonly string[] = ["swordfish", "tuna_yellowfin", "oysters", "squid", "beef_liver", "chicken_liver", "red_wine", "beer", "cod_liver_oil"];
