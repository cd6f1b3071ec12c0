// Drug–nutrient and drug–food interactions the plan checks medications against. A medication is matched by name
// (generic or common brand, any case) to a drug class; each row says what it conflicts with and how: a supplement
// to avoid or time apart, foods to avoid or keep steady. A conflict always becomes a caution in the answer.
import type { Sourced } from "./types";

export type InteractionAction = "avoid_supplement" | "separate_timing" | "avoid_foods" | "keep_consistent" | "monitor";

export interface DrugClass {
  id: string;
  /** Lower-case generic and brand names, or name endings written as "-pril". */
  names: readonly string[];
}

export interface Interaction extends Sourced {
  drugClass: string;
  action: InteractionAction;
  /** Supplement keys (supplement-limits.ts) concerned. */
  supplements: readonly string[];
  /** Food keys concerned (for avoid_foods / keep_consistent). */
  foods: readonly string[];
  /** Food-table nutrient whose rich sources are concerned (e.g. vitamin_k for warfarin, potassium for ACE inhibitors). */
  nutrient?: "vitamin_k" | "potassium" | "sodium";
  /** English caution (translated catalogue key = `interaction_<drugClass>_<action>`). */
  caution: string;
}

export const DRUG_CLASSES: readonly DrugClass[] = [
  { id: "vitamin_k_antagonist", names: ["warfarin", "coumadin", "jantoven", "acenocoumarol", "sintrom", "phenprocoumon", "marcumar", "falithrom"] },
  { id: "levothyroxine", names: ["levothyroxine", "l-thyroxine", "thyroxine", "synthroid", "euthyrox", "eltroxin", "levoxyl", "tirosint", "liothyronine"] },
  { id: "statin_cyp3a4", names: ["simvastatin", "lovastatin", "atorvastatin", "zocor", "lipitor", "mevacor", "sortis"] },
  { id: "calcium_channel_blocker_cyp3a4", names: ["felodipine", "nifedipine", "amlodipine", "nisoldipine"] },
  { id: "maoi", names: ["phenelzine", "nardil", "tranylcypromine", "parnate", "isocarboxazid", "marplan", "selegiline", "emsam", "rasagiline", "moclobemide", "linezolid"] },
  { id: "metformin", names: ["metformin", "glucophage", "glucophage xr", "janumet", "synjardy", "xigduo"] },
  { id: "ace_inhibitor", names: ["-pril", "lisinopril", "enalapril", "ramipril", "perindopril", "captopril"] },
  { id: "arb", names: ["-sartan", "losartan", "valsartan", "candesartan", "irbesartan", "telmisartan", "olmesartan"] },
  { id: "potassium_sparing_diuretic", names: ["spironolactone", "aldactone", "eplerenone", "amiloride", "triamterene"] },
  { id: "tetracycline_quinolone", names: ["doxycycline", "minocycline", "tetracycline", "ciprofloxacin", "levofloxacin", "moxifloxacin", "-floxacin", "-cycline"] },
  { id: "bisphosphonate", names: ["alendronate", "fosamax", "risedronate", "ibandronate", "-dronate"] },
  { id: "lithium", names: ["lithium"] },
  { id: "proton_pump_inhibitor", names: ["omeprazole", "esomeprazole", "pantoprazole", "lansoprazole", "rabeprazole", "-prazole"] },
  { id: "antiplatelet", names: ["clopidogrel", "plavix", "aspirin", "ticagrelor", "prasugrel"] },
  { id: "thiazide", names: ["hydrochlorothiazide", "chlorthalidone", "indapamide", "bendroflumethiazide"] },
  { id: "calcineurin_inhibitor", names: ["tacrolimus", "cyclosporine", "ciclosporin"] },
];

const GRAPEFRUIT = ["grapefruit", "grapefruit_juice"];
const TYRAMINE = ["cheddar", "parmesan", "swiss_cheese", "american_cheese", "salami", "pork_sausage", "beef_jerky", "miso", "natto", "soy_sauce", "sauerkraut", "yeast_extract", "beer", "red_wine", "herring_pickled"];

export const INTERACTIONS: readonly Interaction[] = [
  { drugClass: "vitamin_k_antagonist", action: "keep_consistent", supplements: [], foods: [], nutrient: "vitamin_k", caution: "Warfarin-type anticoagulant: keep vitamin K foods (leafy greens) steady from week to week rather than avoiding them; sudden changes alter the INR.", source: "NIH ODS Vitamin K fact sheet; Holbrook 2005, Arch Intern Med (warfarin–food interactions)" },
  { drugClass: "vitamin_k_antagonist", action: "avoid_supplement", supplements: ["omega3"], foods: ["cranberries", "grapefruit", "grapefruit_juice"], caution: "Warfarin-type anticoagulant: fish-oil supplements, large amounts of cranberry or grapefruit can raise bleeding risk; only with the prescriber's agreement and INR checks.", source: "Holbrook 2005, Arch Intern Med; warfarin prescribing information (FDA label)" },
  { drugClass: "levothyroxine", action: "separate_timing", supplements: ["calcium", "iron", "magnesium", "zinc"], foods: ["soymilk_unsweetened", "tofu_firm", "coffee"], caution: "Levothyroxine: take it on an empty stomach and keep calcium, iron, magnesium or zinc supplements (and soy or coffee) at least 4 hours apart.", source: "Levothyroxine prescribing information (FDA label); ATA 2014 hypothyroidism guideline (Jonklaas, Thyroid)" },
  { drugClass: "statin_cyp3a4", action: "avoid_foods", supplements: [], foods: GRAPEFRUIT, caution: "Simvastatin, lovastatin or atorvastatin: avoid grapefruit and grapefruit juice; they raise the statin level (muscle side effects).", source: "FDA labels for simvastatin/lovastatin/atorvastatin; Bailey 2013, CMAJ (grapefruit–drug interactions)" },
  { drugClass: "calcium_channel_blocker_cyp3a4", action: "avoid_foods", supplements: [], foods: GRAPEFRUIT, caution: "Felodipine-type blood-pressure medicine: avoid grapefruit and grapefruit juice.", source: "Bailey 2013, CMAJ; felodipine prescribing information" },
  { drugClass: "calcineurin_inhibitor", action: "avoid_foods", supplements: [], foods: GRAPEFRUIT, nutrient: "potassium", caution: "Tacrolimus or ciclosporin: avoid grapefruit; ask before potassium-rich supplements or salt substitutes.", source: "Tacrolimus and ciclosporin prescribing information; Bailey 2013, CMAJ" },
  { drugClass: "maoi", action: "avoid_foods", supplements: [], foods: TYRAMINE, caution: "MAO inhibitor: avoid tyramine-rich foods (aged cheese, cured or fermented meat, soy sauce, miso, sauerkraut, yeast extract, tap beer, wine); they can cause a dangerous rise in blood pressure.", source: "Phenelzine/tranylcypromine prescribing information; Gillman 2018, J Neural Transm (tyramine content of foods)" },
  { drugClass: "metformin", action: "monitor", supplements: ["vitamin_b12"], foods: [], caution: "Metformin: long-term use lowers vitamin B12; B12 should be checked regularly, and a B12 supplement is compatible.", source: "ADA Standards of Care in Diabetes 2024, section 9; Aroda 2016, J Clin Endocrinol Metab (DPPOS)" },
  { drugClass: "ace_inhibitor", action: "avoid_supplement", supplements: [], foods: [], nutrient: "potassium", caution: "ACE inhibitor: no potassium supplements or potassium salt substitutes without the prescriber; large amounts of potassium-rich foods need care when potassium is high or kidney function is reduced.", source: "ACE inhibitor prescribing information (hyperkalaemia); KDIGO 2024 CKD guideline" },
  { drugClass: "arb", action: "avoid_supplement", supplements: [], foods: [], nutrient: "potassium", caution: "Angiotensin receptor blocker: no potassium supplements or potassium salt substitutes without the prescriber; care with large amounts of potassium-rich foods when potassium is high or kidney function is reduced.", source: "ARB prescribing information (hyperkalaemia); KDIGO 2024 CKD guideline" },
  { drugClass: "potassium_sparing_diuretic", action: "avoid_supplement", supplements: [], foods: [], nutrient: "potassium", caution: "Potassium-sparing diuretic: avoid potassium supplements and salt substitutes; keep potassium-rich foods moderate.", source: "Spironolactone prescribing information (FDA label)" },
  { drugClass: "tetracycline_quinolone", action: "separate_timing", supplements: ["calcium", "iron", "magnesium", "zinc"], foods: ["milk_whole", "milk_2pct", "milk_skim", "yogurt_plain_lowfat"], caution: "Tetracycline or quinolone antibiotic: take it 2 hours before or 6 hours after calcium, iron, magnesium or zinc supplements and dairy.", source: "Doxycycline and ciprofloxacin prescribing information (FDA labels)" },
  { drugClass: "bisphosphonate", action: "separate_timing", supplements: ["calcium", "iron", "magnesium"], foods: [], caution: "Bisphosphonate: take it with water at least 30 minutes before food, drinks or mineral supplements.", source: "Alendronate prescribing information (FDA label)" },
  { drugClass: "lithium", action: "keep_consistent", supplements: [], foods: [], nutrient: "sodium", caution: "Lithium: keep salt and fluid intake steady; a sudden low-sodium diet raises lithium levels.", source: "Lithium prescribing information (FDA label)" },
  { drugClass: "proton_pump_inhibitor", action: "monitor", supplements: ["vitamin_b12", "magnesium"], foods: [], caution: "Proton pump inhibitor: long-term use can lower vitamin B12 and magnesium; these are worth checking.", source: "FDA Drug Safety Communication 2011 (PPIs and low magnesium); Lam 2013, JAMA (PPIs and B12)" },
  { drugClass: "antiplatelet", action: "avoid_supplement", supplements: ["omega3"], foods: [], caution: "Antiplatelet medicine: fish-oil supplements add to bleeding tendency; discuss with the prescriber first.", source: "AHA 2019 omega-3 advisory (Skulas-Ray, Circulation); clopidogrel prescribing information" },
  { drugClass: "thiazide", action: "monitor", supplements: ["calcium", "vitamin_d"], foods: [], caution: "Thiazide diuretic: it keeps calcium in the body; calcium or vitamin D supplements need a calcium check.", source: "Hydrochlorothiazide prescribing information (hypercalcaemia)" },
];

/** Drug classes a free-text medication name belongs to. Why: callers send brand or generic names, any case. */
export function drugClassesOf(medication: string): string[] {
  const name = medication.toLowerCase().normalize("NFKC");
  const words = name.split(/[^a-z0-9-]+/).filter(Boolean);
  return DRUG_CLASSES.filter((c) =>
    c.names.some((n) => (n.startsWith("-") ? words.some((w) => w.endsWith(n.slice(1)) && w.length > n.length + 2) : name.includes(n))),
  ).map((c) => c.id);
}
