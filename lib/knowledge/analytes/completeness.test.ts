import { describe, expect, it } from "vitest";
import { aliasTables } from "./aliases";
import { CATEGORY_LABELS } from "./categories";
import { convert } from "./convert";
import { completenessProblems, findAliasCollisions, loadAliasCoverage, routineLanguageGaps } from "./data-checks";
import { renderNameIndexModule } from "./generate-name-index";
import { NAME_INDEX_FINGERPRINT, NAME_INDEX_ORDERED } from "./generated/name-index";
import { getKnowledgeBase } from "./knowledge-base";
import { parseUnit } from "./parse-unit";
import { ALIAS_LANGUAGES, ANALYTE_CATEGORIES, BODY_REGIONS, type AnalyteCategory } from "./types";

const UNIT_HINT_KINDS = new Set(["percent", "count", "mass", "molar", "activity", "ratio"]);
/** Categories where an analyte may have no body region (a urine property, a blood group, a gas tension). */
const REGION_OPTIONAL: ReadonlySet<AnalyteCategory> = new Set(["urinalysis", "serology", "blood_gas", "tumour_markers"]);

describe("analyte data completeness", () => {
  const kb = getKnowledgeBase();

  it("loads without inconsistencies (duplicate ids, alias tables naming unknown analytes)", () => {
    expect(kb.problems).toEqual([]);
    expect(kb.analytes.length).toBeGreaterThanOrEqual(200);
  });

  it("has every field a record needs (LOINC, unit, range, scale, sources, descriptions)", () => {
    expect(completenessProblems(kb)).toEqual([]);
  });

  it("uses known ids, categories, regions and units", () => {
    const bad: string[] = [];
    for (const a of kb.analytes) {
      if (!/^[a-z0-9]+(_[a-z0-9]+)*$/.test(a.id)) bad.push(`${a.id}: id not snake_case`);
      if (!ANALYTE_CATEGORIES.includes(a.category)) bad.push(`${a.id}: category ${a.category}`);
      for (const r of a.regions) if (!(BODY_REGIONS as readonly string[]).includes(r)) bad.push(`${a.id}: region ${r}`);
      if (a.regions.length === 0 && !REGION_OPTIONAL.has(a.category)) bad.push(`${a.id}: no body region`);
      if (a.unit !== "" && parseUnit(a.unit)?.ucum !== a.unit) bad.push(`${a.id}: unit "${a.unit}" is not canonical UCUM`);
      for (const alt of a.alternateUnits) {
        if (parseUnit(alt.ucum) === null) bad.push(`${a.id}: alternate unit "${alt.ucum}" not understood`);
        else if (a.unit !== "" && convert(1, alt.ucum, a.unit, a) === null) bad.push(`${a.id}: "${alt.ucum}" not convertible to ${a.unit}`);
      }
      for (const hint of a.unitHints ?? []) {
        const basis = parseUnit(`mg/L ${hint}`)?.ucum === `mg/L{${hint}}`;
        if (!UNIT_HINT_KINDS.has(hint) && !basis && parseUnit(hint) === null) bad.push(`${a.id}: unit hint "${hint}" is neither a unit, a kind nor a basis`);
      }
      if (a.valueType !== "quantitative" && !a.qualitative) bad.push(`${a.id}: ${a.valueType} without a result scale`);
    }
    expect(bad).toEqual([]);
  });

  it("has an English display label for every category", () => {
    for (const c of ANALYTE_CATEGORIES) expect(CATEGORY_LABELS[c]).toMatch(/^[A-Z]/);
  });

  it("has an alias table for each of the 38 non-English alias languages", () => {
    const missing = ALIAS_LANGUAGES.filter((l) => l !== "en" && aliasTables[l] === undefined);
    expect(missing).toEqual([]);
  });

  it("gives every routine analyte at least one alias in all 39 languages", () => {
    expect(routineLanguageGaps(kb)).toEqual([]);
    const coverage = loadAliasCoverage(kb);
    for (const lang of ALIAS_LANGUAGES) expect(coverage[lang] ?? 0).toBeGreaterThan(0);
  });

  it("has no name shared by two analytes that neither unit, unit hints nor specimen can separate", () => {
    // Each entry: the normalised name, the analytes it leads to and the languages it comes from.
    expect(findAliasCollisions(kb)).toEqual([]);
  });

  it("ships a precomputed name index that matches the data and the normaliser", () => {
    const regenerate = "stale: run `npx tsx lib/knowledge/analytes/generate-name-index.ts` and commit generated/name-index.ts";
    expect(kb.fingerprint, regenerate).toBe(NAME_INDEX_FINGERPRINT);
    expect(kb.indexSource, regenerate).toBe("precomputed");
    const fresh = renderNameIndexModule();
    expect(fresh.includes(JSON.stringify(NAME_INDEX_ORDERED)), regenerate).toBe(true);
  });
});
