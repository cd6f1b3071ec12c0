import { describe, expect, it } from "vitest";
import { listAnalytes } from "@/lib/knowledge/analytes";
import { ANALYTE_REGION_ROWS } from "./analyte-regions";
import { CATEGORY_REGION_ROWS, CATEGORY_WORD_ROWS } from "./category-regions";
import { levelOfEvaluation } from "./levels";
import { placeMarker, regionsOfCategory } from "./place-marker";
import { REGION_NAMES } from "./region-names";
import { BODY_REGIONS, REGIONS, regionByCode } from "./regions";

describe("body-map regions", () => {
  it("lists the 13 contract keys in canonical order with brn, thy, hrt first and unique three-letter codes", () => {
    expect(REGIONS.map((r) => r.key)).toEqual([...BODY_REGIONS]);
    expect(REGIONS.slice(0, 3).map((r) => r.code)).toEqual(["brn", "thy", "hrt"]);
    expect(REGIONS.map((r) => r.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const codes = REGIONS.map((r) => r.code);
    expect(new Set(codes).size).toBe(13);
    for (const r of REGIONS) {
      expect(r.code).toMatch(/^[a-z]{3}$/);
      expect(regionByCode(r.code)).toBe(r.key);
    }
  });

  it("names every region in at least 10 languages, all different within a language", () => {
    for (const region of BODY_REGIONS) {
      const names = Object.values(REGION_NAMES[region]).filter((n) => n.trim().length > 0);
      expect(names.length, region).toBeGreaterThanOrEqual(10);
    }
    for (const lang of Object.keys(REGION_NAMES.blood)) {
      const inLang = BODY_REGIONS.map((r) => (REGION_NAMES[r] as Record<string, string>)[lang]);
      expect(new Set(inLang).size, lang).toBe(13);
    }
  });
});

describe("analyte → region table", () => {
  const analytes = listAnalytes();
  const rowsById = new Map<string, number>();
  for (const row of ANALYTE_REGION_ROWS) for (const id of row.analytes) rowsById.set(id, (rowsById.get(id) ?? 0) + 1);

  it("names only known analytes, each once, with a reason", () => {
    const known = new Set(analytes.map((a) => a.id));
    for (const row of ANALYTE_REGION_ROWS) {
      expect(row.reason.length, row.analytes.join()).toBeGreaterThan(15);
      expect(row.regions.length).toBeGreaterThan(0);
      for (const id of row.analytes) expect(known.has(id), id).toBe(true);
    }
    expect([...rowsById].filter(([, n]) => n > 1)).toEqual([]);
  });

  it("agrees with the knowledge base's regions for every analyte that has regions", () => {
    const byId = new Map(ANALYTE_REGION_ROWS.flatMap((row) => row.analytes.map((id) => [id, row.regions] as const)));
    for (const a of analytes.filter((x) => x.regions.length > 0)) {
      expect([...(byId.get(a.id) ?? [])].sort(), a.id).toEqual([...a.regions].sort());
    }
  });

  it("reaches every one of the 13 regions through the table and through the category words", () => {
    const viaTable = new Set(ANALYTE_REGION_ROWS.flatMap((r) => r.regions));
    const viaWords = new Set(CATEGORY_WORD_ROWS.map((r) => r.region));
    for (const region of BODY_REGIONS) {
      expect(viaTable.has(region), region).toBe(true);
      expect(viaWords.has(region), region).toBe(true);
    }
    expect(CATEGORY_REGION_ROWS.length).toBeGreaterThanOrEqual(20);
  });
});

describe("placing a printed marker", () => {
  it.each([
    ["Hemoglobin", undefined, "blood"],
    ["Гемоглобин", undefined, "blood"],
    ["血红蛋白", undefined, "blood"],
    ["ALT", undefined, "liver"],
    ["TSH", undefined, "thyroid"],
    ["Kreatinin", undefined, "kidneys"],
    ["LDL-Cholesterin", undefined, "heart_vessels"],
    ["Glukoza", undefined, "pancreas"],
    ["Cortisol", undefined, "adrenals"],
    ["Calprotectin", "ug/g", "gut"],
    ["Testosteron", undefined, "reproductive"],
    ["CRP", undefined, "immune"],
    ["Calcium", undefined, "bones"],
    ["CK", undefined, "muscles"],
    ["NSE", undefined, "brain_nerves"],
  ])("%s → %s", (name, unit, region) => {
    const placed = placeMarker({ name, unit });
    expect(placed?.regions).toContain(region);
    expect(placed?.via).toBe("analyte");
  });

  it("uses the long name when the short name is not enough", () => {
    expect(placeMarker({ name: "Xq-17", longName: "Alanine aminotransferase" })?.regions).toContain("liver");
  });

  it("falls back to the category (in several languages) and refuses what fits nowhere", () => {
    expect(placeMarker({ name: "Zeta-Marker 9", category: "Leberwerte" })).toEqual({ regions: ["liver"], analyteId: null, via: "category" });
    expect(regionsOfCategory("Lipids")).toEqual(["heart_vessels"]);
    expect(regionsOfCategory("甲状腺功能")).toEqual(["thyroid"]);
    expect(regionsOfCategory("Общий анализ крови")).toEqual(["blood"]);
    expect(regionsOfCategory("Proteins")).toEqual(["liver"]);
    expect(placeMarker({ name: "Zeta-Marker 9" })).toBeNull();
    expect(placeMarker({ name: "Zeta-Marker 9", category: "Miscellaneous" })).toBeNull();
  });
});

describe("evaluation → level", () => {
  it.each([
    ["high", 2], ["low", 2], ["bad", 2], ["critical_high", 2], ["slightly_high", 1], ["Slightly Low", 1],
    ["borderline_high", 1], ["normal", 0], ["weird", null],
  ] as const)("%s → %s", (evaluation, level) => {
    expect(levelOfEvaluation(evaluation)).toBe(level);
  });
});
