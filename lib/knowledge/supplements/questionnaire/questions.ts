// The 25 questions of the DNA supplement advisor's questionnaire (extended-modules contract, "DNA supplement
// advisor": topics diet type … notes). Ids and allowed values are the API; labels live in ./i18n per language.
// Each question exists because a rule of the advisor reads it (diet → B12/iron/omega-3 needs, pregnancy and
// medications → safety rules, sun → vitamin D, conditions → kidney/liver cautions).

export type QuestionType = "single" | "multi" | "text";

export interface Question {
  id: string;
  type: QuestionType;
  required: boolean;
  /** Allowed values (single: one of them; multi: a list of them). Empty for text. */
  values: readonly string[];
  /** Text questions: longest answer kept. */
  maxLength?: number;
}

const FREQUENCY = ["never", "less_weekly", "weekly", "several_weekly", "daily"] as const;
const LEVEL = ["low", "moderate", "high"] as const;
const SERVINGS = ["none", "1_2", "3_4", "5_plus"] as const;

export const QUESTIONS: readonly Question[] = [
  { id: "diet_type", type: "single", required: true, values: ["omnivore", "flexitarian", "pescatarian", "vegetarian", "vegan", "keto_low_carb", "other"] },
  { id: "meals_per_day", type: "single", required: false, values: ["one", "two", "three", "four_plus"] },
  { id: "fruit_vegetables", type: "single", required: false, values: SERVINGS },
  { id: "fish", type: "single", required: false, values: FREQUENCY },
  { id: "red_meat", type: "single", required: false, values: FREQUENCY },
  { id: "dairy", type: "single", required: false, values: FREQUENCY },
  { id: "alcohol", type: "single", required: false, values: ["none", "occasional", "moderate", "heavy"] },
  { id: "smoking", type: "single", required: false, values: ["never", "former", "current"] },
  { id: "caffeine", type: "single", required: false, values: SERVINGS },
  { id: "sun_exposure", type: "single", required: false, values: LEVEL },
  { id: "physical_activity", type: "single", required: false, values: ["sedentary", "light", "moderate", "intense"] },
  { id: "sleep", type: "single", required: false, values: ["poor", "fair", "good"] },
  { id: "stress", type: "single", required: false, values: LEVEL },
  { id: "digestion", type: "multi", required: false, values: ["none", "bloating", "constipation", "diarrhoea", "reflux", "ibs"] },
  { id: "energy", type: "single", required: false, values: LEVEL },
  { id: "current_supplements", type: "multi", required: false, values: ["none", "multivitamin", "vitamin_d", "omega3", "iron", "b12", "magnesium", "calcium", "probiotic", "herbal", "other"] },
  { id: "medications", type: "multi", required: false, values: ["none", "anticoagulant", "antiplatelet", "metformin", "ppi", "statin", "levothyroxine", "oral_contraceptive", "antidepressant", "antihypertensive", "diuretic", "other"] },
  { id: "allergies", type: "multi", required: false, values: ["none", "fish", "shellfish", "soy", "gluten", "lactose", "nuts", "other"] },
  { id: "conditions", type: "multi", required: false, values: ["none", "kidney_disease", "liver_disease", "diabetes", "thyroid", "cardiovascular", "anaemia", "osteoporosis", "autoimmune", "ibd", "other"] },
  { id: "pregnancy", type: "single", required: true, values: ["no", "pregnant", "breastfeeding", "planning", "not_applicable"] },
  { id: "goals", type: "multi", required: false, values: ["energy", "immunity", "heart", "bones", "cognition", "sleep", "skin_hair", "sport", "weight", "longevity", "fertility"] },
  { id: "budget", type: "single", required: false, values: LEVEL },
  { id: "preferred_form", type: "multi", required: false, values: ["capsule", "tablet", "liquid", "powder", "gummy", "no_preference"] },
  { id: "age_group", type: "single", required: false, values: ["18_29", "30_49", "50_64", "65_plus"] },
  { id: "notes", type: "text", required: false, values: [], maxLength: 500 },
];

/** Every option value used by any question (each needs a label in every language, numeric ranges excepted). */
export const OPTION_VALUES: readonly string[] = [...new Set(QUESTIONS.flatMap((q) => q.values))];

/** Option values written the same in every language (numbers and ranges). */
export const NUMERIC_LABELS: Readonly<Record<string, string>> = {
  one: "1", two: "2", three: "3", four_plus: "4+", "1_2": "1–2", "3_4": "3–4", "5_plus": "5+",
  "18_29": "18–29", "30_49": "30–49", "50_64": "50–64", "65_plus": "65+",
};
