// The contract's 14 family relations as data: degree of kinship to the patient, lineage side, sex and
// generation, plus display names in the 12 complete languages. Degrees follow the usual genetic-counselling
// convention (NSGC pedigree nomenclature, Bennett et al. 2008): parents, siblings, children = first degree;
// grandparents, aunts, uncles = second degree.

export const RELATION_KEYS = [
  "father", "mother", "brother", "sister",
  "paternal_grandfather", "paternal_grandmother", "maternal_grandfather", "maternal_grandmother",
  "paternal_uncle", "paternal_aunt", "maternal_uncle", "maternal_aunt",
  "son", "daughter",
] as const;
export type RelationKey = (typeof RELATION_KEYS)[number];

export type Lineage = "paternal" | "maternal" | "both" | "descendant";

export interface Relation {
  key: RelationKey;
  degree: 1 | 2;
  /** Which parent's line the relative belongs to; siblings share both lines, children neither. */
  lineage: Lineage;
  sex: "male" | "female";
  /** Generation relative to the patient: grandparents -2, parents/aunts/uncles -1, siblings 0, children +1. */
  generation: -2 | -1 | 0 | 1;
  names: Record<string, string>;
}

const n = (en: string, de: string, fr: string, es: string, it: string, pt: string, tr: string, nl: string, pl: string, ru: string, zh: string, ar: string) =>
  ({ en, de, fr, es, it, pt, tr, nl, pl, ru, zh, ar });

export const RELATIONS: readonly Relation[] = [
  { key: "father", degree: 1, lineage: "paternal", sex: "male", generation: -1, names: n("Father", "Vater", "Père", "Padre", "Padre", "Pai", "Baba", "Vader", "Ojciec", "Отец", "父亲", "الأب") },
  { key: "mother", degree: 1, lineage: "maternal", sex: "female", generation: -1, names: n("Mother", "Mutter", "Mère", "Madre", "Madre", "Mãe", "Anne", "Moeder", "Matka", "Мать", "母亲", "الأم") },
  { key: "brother", degree: 1, lineage: "both", sex: "male", generation: 0, names: n("Brother", "Bruder", "Frère", "Hermano", "Fratello", "Irmão", "Erkek kardeş", "Broer", "Brat", "Брат", "兄弟", "الأخ") },
  { key: "sister", degree: 1, lineage: "both", sex: "female", generation: 0, names: n("Sister", "Schwester", "Sœur", "Hermana", "Sorella", "Irmã", "Kız kardeş", "Zus", "Siostra", "Сестра", "姐妹", "الأخت") },
  { key: "paternal_grandfather", degree: 2, lineage: "paternal", sex: "male", generation: -2, names: n("Paternal grandfather", "Großvater väterlicherseits", "Grand-père paternel", "Abuelo paterno", "Nonno paterno", "Avô paterno", "Baba tarafı dede", "Grootvader (vaderskant)", "Dziadek ze strony ojca", "Дедушка по отцу", "祖父", "الجد لأب") },
  { key: "paternal_grandmother", degree: 2, lineage: "paternal", sex: "female", generation: -2, names: n("Paternal grandmother", "Großmutter väterlicherseits", "Grand-mère paternelle", "Abuela paterna", "Nonna paterna", "Avó paterna", "Baba tarafı nine", "Grootmoeder (vaderskant)", "Babcia ze strony ojca", "Бабушка по отцу", "祖母", "الجدة لأب") },
  { key: "maternal_grandfather", degree: 2, lineage: "maternal", sex: "male", generation: -2, names: n("Maternal grandfather", "Großvater mütterlicherseits", "Grand-père maternel", "Abuelo materno", "Nonno materno", "Avô materno", "Anne tarafı dede", "Grootvader (moederskant)", "Dziadek ze strony matki", "Дедушка по матери", "外祖父", "الجد لأم") },
  { key: "maternal_grandmother", degree: 2, lineage: "maternal", sex: "female", generation: -2, names: n("Maternal grandmother", "Großmutter mütterlicherseits", "Grand-mère maternelle", "Abuela materna", "Nonna materna", "Avó materna", "Anne tarafı nine", "Grootmoeder (moederskant)", "Babcia ze strony matki", "Бабушка по матери", "外祖母", "الجدة لأم") },
  { key: "paternal_uncle", degree: 2, lineage: "paternal", sex: "male", generation: -1, names: n("Paternal uncle", "Onkel väterlicherseits", "Oncle paternel", "Tío paterno", "Zio paterno", "Tio paterno", "Amca", "Oom (vaderskant)", "Stryj", "Дядя по отцу", "伯父/叔父", "العم") },
  { key: "paternal_aunt", degree: 2, lineage: "paternal", sex: "female", generation: -1, names: n("Paternal aunt", "Tante väterlicherseits", "Tante paternelle", "Tía paterna", "Zia paterna", "Tia paterna", "Hala", "Tante (vaderskant)", "Ciotka ze strony ojca", "Тётя по отцу", "姑母", "العمة") },
  { key: "maternal_uncle", degree: 2, lineage: "maternal", sex: "male", generation: -1, names: n("Maternal uncle", "Onkel mütterlicherseits", "Oncle maternel", "Tío materno", "Zio materno", "Tio materno", "Dayı", "Oom (moederskant)", "Wuj", "Дядя по матери", "舅父", "الخال") },
  { key: "maternal_aunt", degree: 2, lineage: "maternal", sex: "female", generation: -1, names: n("Maternal aunt", "Tante mütterlicherseits", "Tante maternelle", "Tía materna", "Zia materna", "Tia materna", "Teyze", "Tante (moederskant)", "Ciotka ze strony matki", "Тётя по матери", "姨母", "الخالة") },
  { key: "son", degree: 1, lineage: "descendant", sex: "male", generation: 1, names: n("Son", "Sohn", "Fils", "Hijo", "Figlio", "Filho", "Oğul", "Zoon", "Syn", "Сын", "儿子", "الابن") },
  { key: "daughter", degree: 1, lineage: "descendant", sex: "female", generation: 1, names: n("Daughter", "Tochter", "Fille", "Hija", "Figlia", "Filha", "Kız", "Dochter", "Córka", "Дочь", "女儿", "الابنة") },
];

const BY_KEY = new Map(RELATIONS.map((r) => [r.key, r]));

/** The relation row of a contract relation value (validated upstream, so always found). */
export function relationOf(key: RelationKey): Relation {
  return BY_KEY.get(key)!;
}

/** Same-generation kin group, for deciding whether two relatives are first-degree to each other. */
function sibship(key: RelationKey): string {
  const r = relationOf(key);
  if (r.generation === 0) return "self";
  if (r.generation === 1) return "children";
  if (r.generation === -1) return r.key === "father" || r.key === "paternal_uncle" || r.key === "paternal_aunt" ? "paternal_sibs" : "maternal_sibs";
  return r.lineage === "paternal" ? "paternal_gp" : "maternal_gp";
}

/**
 * Whether two relatives of the patient are first-degree relatives of each other (parent–child or siblings).
 * WHY: Amsterdam II needs "one affected relative is a first-degree relative of the other two"; this works out
 * kinship between two relatives from their relation to the patient alone.
 */
export function areFirstDegree(a: RelationKey, b: RelationKey): boolean {
  const sa = sibship(a), sb = sibship(b);
  // Two members of one sibship are siblings (two paternal aunts, father and paternal uncle, brother and sister).
  if (sa === sb) return sa !== "paternal_gp" && sa !== "maternal_gp" ? true : false;
  const parentChild = (parent: string, child: string) =>
    (parent === "paternal_gp" && child === "paternal_sibs") ||
    (parent === "maternal_gp" && child === "maternal_sibs") ||
    (parent === "self" && child === "children");
  if (parentChild(sa, sb) || parentChild(sb, sa)) return true;
  // Father/mother are the parents of the patient's siblings.
  const parentOfSibs = (x: RelationKey, y: RelationKey) => (x === "father" || x === "mother") && sibship(y) === "self";
  return parentOfSibs(a, b) || parentOfSibs(b, a);
}
