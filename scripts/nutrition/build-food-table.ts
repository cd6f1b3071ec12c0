// Rebuilds lib/knowledge/nutrition/data/foods.ts from the USDA food composition data (public domain).
//   npx tsx scripts/nutrition/build-food-table.ts <dir holding ABBREV.txt and FOOD_DES.txt>
// Input: the USDA National Nutrient Database for Standard Reference abbreviated file (ABBREV.txt, SR26; its foods
// and NDB numbers continue unchanged in FoodData Central as "SR Legacy") and FOOD_DES.txt for the food groups.
// scripts/nutrition/food-selection.tsv names the foods we keep (NDB number, key, display name, cost band, an
// omega-3 figure where it matters, extra allergen tags). Allergens, animal/plant kind and halal/kosher flags are
// derived here from the USDA food group and description, then the extra tags; the output is plain data.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
if (!dir) throw new Error("usage: build-food-table.ts <dir with ABBREV.txt and FOOD_DES.txt>");

const field = (s: string | undefined) => (s ?? "").replace(/^~|~$/g, "");
const lines = (file: string) => readFileSync(path.join(dir, file), "latin1").split(/\r?\n/).filter(Boolean).map((l) => l.split("^"));

const abbrev = new Map(lines("ABBREV.txt").map((r) => [field(r[0]), r]));
const groups = new Map(lines("FOOD_DES.txt").map((r) => [field(r[0]), { group: field(r[1]), desc: field(r[2]) }]));

// ABBREV.txt columns (0-based) per the SR documentation.
const COL = {
  kcal: 3, protein: 4, fat: 5, carb: 7, fiber: 8, sugar: 9, calcium: 10, iron: 11, magnesium: 12, potassium: 14,
  sodium: 15, zinc: 16, vitC: 20, folateDfe: 29, b12: 31, vitA: 33, vitE: 40, vitD: 41, vitK: 43, satFat: 44,
  servingG: 48, servingDesc: 49,
} as const;

type Kind = "plant" | "dairy" | "egg" | "poultry" | "beef" | "pork" | "lamb" | "game" | "fish" | "shellfish" | "other_animal";

function derive(ndb: string, key: string, extra: string[]): { kind: Kind; allergens: Set<string>; alcohol: boolean; group: string } {
  const g = groups.get(ndb);
  if (!g) throw new Error(`FOOD_DES has no ${ndb}`);
  const d = g.desc.toLowerCase();
  const allergens = new Set<string>();
  let kind: Kind = "plant";
  switch (g.group) {
    case "0100":
      if (d.startsWith("egg")) { kind = "egg"; allergens.add("egg"); } else { kind = "dairy"; allergens.add("milk"); }
      break;
    case "0500": kind = "poultry"; break;
    case "1000": kind = "pork"; break;
    case "1300": kind = "beef"; break;
    case "1700": kind = /lamb|goat/.test(d) ? "lamb" : /veal/.test(d) ? "beef" : "game"; break;
    case "0700": kind = /turkey|chicken/.test(d) ? "poultry" : /pork|salami|ham/.test(d) ? "pork" : "beef"; break;
    case "1500":
      if (d.startsWith("crustaceans")) { kind = "shellfish"; allergens.add("shellfish").add("crustacean"); }
      else if (d.startsWith("mollusks")) { kind = "shellfish"; allergens.add("shellfish").add("mollusc"); }
      else { kind = "fish"; allergens.add("fish"); }
      break;
    case "1200":
      if (d.startsWith("nuts,")) allergens.add(/coconut/.test(d) ? "coconut" : "tree_nut");
      break;
    default:
      break;
  }
  if (/^fish oil/.test(d)) { kind = "fish"; allergens.add("fish"); }
  if (/^butter/.test(d)) { kind = "dairy"; allergens.add("milk"); }
  if (/beef jerky|chicken broth/.test(d)) kind = /beef/.test(d) ? "beef" : "poultry";
  if (/^ice creams|^cheese|^cream|^yogurt|whey/.test(d) && g.group !== "1600") { kind = "dairy"; allergens.add("milk"); }
  for (const tag of extra) {
    if (tag === "+gelatin" || tag === "+honey") kind = "other_animal";
    else if (tag === "+pork") kind = "pork";
    else if (tag.startsWith("+")) allergens.add(tag.slice(1));
    else if (tag.startsWith("-")) allergens.delete(tag.slice(1));
  }
  if (key === "kimchi") allergens.add("fish");
  return { kind, allergens, alcohol: /^alcoholic/.test(d), group: g.group };
}

// Kosher: no pork, shellfish, rabbit or fish without fins and scales (catfish, eel, swordfish); meat, poultry and
// wine need supervision ("C" = if certified). Halal: no pork, alcohol or gelatin of unknown origin; meat and
// poultry need halal slaughter ("C").
function religious(key: string, kind: Kind, alcohol: boolean): { halal: "Y" | "C" | "N"; kosher: "Y" | "C" | "N" } {
  const meat = kind === "beef" || kind === "lamb" || kind === "poultry" || kind === "game";
  const halal = kind === "pork" || alcohol || key === "gelatin" ? "N" : meat ? "C" : "Y";
  const nonKosherFish = ["catfish", "eel", "swordfish"].includes(key);
  const kosher =
    kind === "pork" || kind === "shellfish" || key === "rabbit" || key === "gelatin" || nonKosherFish ? "N" : meat || alcohol ? "C" : "Y";
  return { halal, kosher };
}

const num = (r: string[], c: number): number | null => {
  const v = (r[c] ?? "").trim();
  return v === "" ? null : Number(v);
};

const rows: string[] = [];
for (const line of readFileSync(path.join(import.meta.dirname, "food-selection.tsv"), "utf8").split("\n")) {
  if (!line.trim() || line.startsWith("#")) continue;
  const [ndb = "", key = "", name = "", cost = "", omega3 = "", extraText = ""] = line.split("\t");
  const r = abbrev.get(ndb);
  if (!r) throw new Error(`ABBREV has no ${ndb} (${key})`);
  const { kind, allergens, alcohol, group } = derive(ndb, key, extraText.split(/\s+/).filter(Boolean));
  const { halal, kosher } = religious(key, kind, alcohol);
  const servingG = num(r, COL.servingG) ?? 100;
  const servingDesc = field(r[COL.servingDesc]).replace(/\s+/g, " ").trim() || "100 g";
  const n = (c: number) => { const v = num(r, c); return v === null ? "null" : String(v); };
  rows.push(
    `  [${JSON.stringify(key)}, ${JSON.stringify(name)}, ${Number(ndb)}, ${JSON.stringify(group)}, ${JSON.stringify(kind)}, ${servingG}, ${JSON.stringify(servingDesc)}, ` +
      `${n(COL.kcal)}, ${n(COL.protein)}, ${n(COL.fat)}, ${n(COL.carb)}, ${n(COL.fiber)}, ${n(COL.sugar)}, ${n(COL.satFat)}, ` +
      `${n(COL.calcium)}, ${n(COL.iron)}, ${n(COL.magnesium)}, ${n(COL.potassium)}, ${n(COL.sodium)}, ${n(COL.zinc)}, ` +
      `${n(COL.vitC)}, ${n(COL.folateDfe)}, ${n(COL.b12)}, ${n(COL.vitD)}, ${n(COL.vitK)}, ${n(COL.vitA)}, ${n(COL.vitE)}, ` +
      `${omega3 === "" ? "null" : omega3}, ${JSON.stringify([...allergens].sort().join(" "))}, ${alcohol ? 1 : 0}, ${JSON.stringify(halal)}, ${JSON.stringify(kosher)}, ${JSON.stringify(cost)}],`,
  );
}

const header = `// GENERATED by scripts/nutrition/build-food-table.ts from USDA food composition data — do not edit by hand.
// Source: USDA ARS, National Nutrient Database for Standard Reference (SR26 abbreviated file), public domain; the
// same foods and NDB numbers are published in FoodData Central as "SR Legacy" (fdc.nal.usda.gov, search by NDB
// number). omega3 (ALA + EPA + DHA, g) is transcribed from SR Legacy fatty-acid rows for omega-3-relevant foods only;
// null = not recorded. Values per 100 g edible portion. Allergens, kind and halal/kosher flags are derived by the
// script from the USDA food group and description plus the extra tags in food-selection.tsv.
import type { FoodRow } from "../types";

// key, name, ndb, usda_group, kind, serving_g, serving, kcal, protein_g, fat_g, carb_g, fiber_g, sugar_g, sat_fat_g,
// calcium_mg, iron_mg, magnesium_mg, potassium_mg, sodium_mg, zinc_mg, vitamin_c_mg, folate_dfe_ug, b12_ug,
// vitamin_d_ug, vitamin_k_ug, vitamin_a_rae_ug, vitamin_e_mg, omega3_g, allergens, alcohol, halal, kosher, cost
export const FOOD_ROWS: readonly FoodRow[] = [
`;
const out = path.join(import.meta.dirname, "../../lib/knowledge/nutrition/data/foods.ts");
writeFileSync(out, header + rows.join("\n") + "\n];\n");
console.log(`wrote ${rows.length} foods to ${path.relative(process.cwd(), out)}`);
