// What a clinic catalogue product contains, read from its name and description: the supplement keys the needs and
// the safety rules use. A product can hold several ("Vitamin D3 + K2" → vitamin_d, vitamin_k); the safety rules are
// checked for each, so a combination product is left out when any of its parts is. The printed dosage is read
// when the product holds one nutrient, so a clinic product above (or near) the upper intake level is caught too.

export const PRODUCT_KEY_PATTERNS: readonly { key: string; pattern: RegExp }[] = [
  { key: "vitamin_d", pattern: /vitamin[\s-]*d\b|vitamin[\s-]*d3|\bd3\b|cholecalciferol|ergocalciferol/i },
  { key: "vitamin_b12", pattern: /\bb[\s-]*12\b|cobalamin/i },
  { key: "folic_acid", pattern: /fol(ic|ate|inic|säure)|methylfolate|5[\s-]*mthf/i },
  { key: "omega3", pattern: /omega[\s-]*3|fish[\s-]*oil|\bepa\b|\bdha\b|krill|algae[\s-]*oil|algal[\s-]*oil/i },
  { key: "iron", pattern: /\biron\b|ferrous|ferric|\beisen\b/i },
  { key: "magnesium", pattern: /magnesium/i },
  { key: "calcium", pattern: /calcium/i },
  { key: "zinc", pattern: /\bzinc\b|\bzink\b/i },
  { key: "probiotic", pattern: /probiotic|lactobacill|bifidobacter|saccharomyces|\bcfu\b/i },
  { key: "vitamin_a", pattern: /vitamin[\s-]*a\b|retinol|retinyl/i },
  { key: "vitamin_k", pattern: /vitamin[\s-]*k\d?\b|\bk2\b|menaquinone|phylloquinone/i },
  { key: "curcumin", pattern: /curcumin|turmeric|kurkuma/i },
  { key: "ginkgo", pattern: /ginkgo/i },
  { key: "st_johns_wort", pattern: /st\.?[\s-]*john['’]?s[\s-]*wort|hypericum|johanniskraut|millepertuis|hip[ée]rico|iperico|sint[\s-]*janskruid|dziurawiec|zverobo|зверобо/i },
  { key: "green_tea_extract", pattern: /green[\s-]*tea|\begcg\b/i },
  { key: "niacin", pattern: /niacin|nicotinic|vitamin[\s-]*b3\b/i },
  { key: "potassium", pattern: /potassium/i },
  { key: "vitamin_c", pattern: /vitamin[\s-]*c\b|ascorb/i },
  { key: "selenium", pattern: /selenium/i },
  { key: "vitamin_e", pattern: /vitamin[\s-]*e\b|tocopher/i },
  { key: "vitamin_b6", pattern: /\bb[\s-]*6\b|pyridox/i },
];

/**
 * Herbal ingredients named in a product's name or description. The clinic chooses the category, so a herb inside a
 * product filed as a vitamin or mineral ("St John's Wort Mood + B12") would otherwise escape the herbal safety rules
 * (pregnancy, raised ALT, liver disease). Herbs whose safety in pregnancy is not established per NIH NCCIH "Herbs at
 * a Glance" (and EMA HMPC monographs); names in English, Latin and German.
 */
export const HERBAL_INGREDIENT_PATTERN =
  /ashwagandha|withania|st\.?[\s-]*john['’]?s[\s-]*wort|hypericum|johanniskraut|echinacea|valerian|baldrian|ginseng|panax|black[\s-]*cohosh|cimicifuga|actaea|milk[\s-]*thistle|silymarin|silybum|mariendistel|saw[\s-]*palmetto|serenoa|\bkava\b|dong[\s-]*quai|angelica[\s-]*sinensis|liquorice|licorice|glycyrrhiz|rhodiola|\bmaca\b|berberine|goldenseal|hydrastis|feverfew|chasteberry|vitex|agnus[\s-]*castus|m[öo]nchspfeffer|red[\s-]*clover|fenugreek|yohimb|ephedra|garcinia|\bsenna\b|cascara|passionflower|passiflora|\bherbal\b/i;

/** Whether a product holds a herb, whatever category the clinic filed it under. */
export function holdsHerb(p: { name: string; category?: string; description?: string }): boolean {
  return p.category === "herbal" || HERBAL_INGREDIENT_PATTERN.test(`${p.name} ${p.description ?? ""}`);
}

/** Supplement keys a product holds, from its name and description (empty when none is recognised). */
export function productKeys(p: { name: string; description?: string }): string[] {
  const text = `${p.name} ${p.description ?? ""}`;
  return PRODUCT_KEY_PATTERNS.filter((k) => k.pattern.test(text)).map((k) => k.key);
}

export type DoseUnit = "µg" | "mg" | "g" | "IU";
const UNIT_WORDS: Readonly<Record<string, DoseUnit>> = { iu: "IU", "i.u.": "IU", ie: "IU", µg: "µg", μg: "µg", mcg: "µg", ug: "µg", mg: "mg", g: "g" };

/** The first amount printed in a dosage text ("2000 IU per capsule" → 2000 IU), or undefined. */
export function parseDosage(text: string): { amount: number; unit: DoseUnit } | undefined {
  const m = /(\d+(?:[.,]\d+)?)\s*(i\.u\.|iu|ie|µg|μg|mcg|ug|mg|g)\b/i.exec(text.replace(/(\d)[ .](\d{3})\b/g, "$1$2"));
  if (!m) return undefined;
  const unit = UNIT_WORDS[m[2]!.toLowerCase()];
  return unit ? { amount: Number(m[1]!.replace(",", ".")), unit } : undefined;
}

const MASS: Readonly<Record<Exclude<DoseUnit, "IU">, number>> = { µg: 1, mg: 1000, g: 1_000_000 };
/** IU → µg per nutrient (vitamin D: 1 µg = 40 IU; vitamin A as retinol: 1 IU = 0.3 µg RAE). */
const IU_TO_UG: Readonly<Record<string, number>> = { vitamin_d: 1 / 40, vitamin_a: 0.3 };

/** `dose` in `unit`, or undefined when the two units cannot be converted for this nutrient. */
export function convertDose(key: string, dose: { amount: number; unit: DoseUnit }, unit: DoseUnit): number | undefined {
  const toUg = (d: { amount: number; unit: DoseUnit }): number | undefined =>
    d.unit === "IU" ? (IU_TO_UG[key] === undefined ? undefined : d.amount * IU_TO_UG[key]) : d.amount * MASS[d.unit];
  const ug = toUg(dose);
  if (ug === undefined) return undefined;
  if (unit === "IU") return IU_TO_UG[key] === undefined ? undefined : ug / IU_TO_UG[key];
  return ug / MASS[unit];
}
