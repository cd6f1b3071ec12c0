import { describe, expect, it } from "vitest";
import { ALL_CLEAR_SPEC, mapPanel, MAX_DRAWN } from "./map-panel";
import type { BodyMapParameter } from "./schemas";
import { parseSpec } from "./spec";

const ENGLISH: BodyMapParameter[] = [
  { short_name: "Hemoglobin", result: 10.1, evaluation: "low" },
  { short_name: "ALT", result: 80, evaluation: "high" },
  { short_name: "TSH", result: 4.6, evaluation: "slightly_high" },
  { short_name: "LDL cholesterol", result: 190, evaluation: "high" },
  { short_name: "Sodium", result: 140, evaluation: "normal" },
];
// The same panel printed in German, Russian, Chinese and as abbreviations, in another order.
const TRANSLATED: BodyMapParameter[] = [
  { short_name: "LDL-Cholesterin", result: 190, evaluation: "high" },
  { short_name: "Natrium", result: 140, evaluation: "normal" },
  { short_name: "ТТГ", result: 4.6, evaluation: "slightly_high" },
  { short_name: "血红蛋白", result: 10.1, evaluation: "low" },
  { short_name: "GPT", long_name: "Alanin-Aminotransferase", result: 80, evaluation: "high" },
];

describe("mapPanel", () => {
  it("places flagged markers, leaves normal ones out and lists the most severe regions first", () => {
    const map = mapPanel(ENGLISH);
    expect(map.flaggedCount).toBe(4);
    expect(map.regions.map((r) => [r.key, r.level])).toEqual([
      ["heart_vessels", 2],
      ["liver", 2],
      ["blood", 2],
      ["thyroid", 1],
    ]);
    expect(map.regions.flatMap((r) => r.markers)).not.toContain("Sodium");
    expect(map.spec).toBe("v1.thy1.hrt2.liv2.bld2");
    expect(map.unmapped).toHaveLength(0);
  });

  it("gives the same spec for the same flagged panel in any order and any language", () => {
    const a = mapPanel(ENGLISH).spec;
    expect(mapPanel([...ENGLISH].reverse()).spec).toBe(a);
    expect(mapPanel(TRANSLATED).spec).toBe(a);
    expect(mapPanel([...TRANSLATED].reverse()).spec).toBe(a);
  });

  it("draws at most six regions, chosen by severity then canonical order, and keeps all in the legend", () => {
    const panel: BodyMapParameter[] = [
      { short_name: "NSE", evaluation: "slightly_high" },
      { short_name: "TSH", evaluation: "slightly_high" },
      { short_name: "Troponin T", evaluation: "high" },
      { short_name: "GGT", evaluation: "slightly_high" },
      { short_name: "Lipase", evaluation: "high" },
      { short_name: "Cortisol", evaluation: "low" },
      { short_name: "Creatinine", evaluation: "slightly_high" },
      { short_name: "Calprotectin", unit: "ug/g", evaluation: "high" },
      { short_name: "Testosterone", evaluation: "low" },
      { short_name: "Calcium", evaluation: "slightly_low" },
    ];
    const map = mapPanel(panel);
    expect(map.regions.length).toBeGreaterThan(MAX_DRAWN);
    const drawn = map.regions.filter((r) => r.drawn).map((r) => r.key);
    expect(drawn).toHaveLength(6);
    // Six level-2 regions (calprotectin adds immune) outrank every level-1 region, whatever its canonical place.
    expect(drawn).toEqual(["heart_vessels", "pancreas", "adrenals", "gut", "reproductive", "immune"]);
    expect(map.regions.filter((r) => !r.drawn).map((r) => r.key)).toEqual(["brain_nerves", "thyroid", "liver", "kidneys", "bones"]);
    expect(map.spec).toBe("v1.hrt2.pan2.adr2.gut2.rep2.imm2");
    expect(parseSpec(map.spec)?.regions.size).toBe(6);
  });

  it("orders markers within a region most severe first, and farther out of range first at equal level", () => {
    const map = mapPanel([
      { short_name: "MCV", result: 101, range_normal_min: 80, range_normal_max: 100, evaluation: "slightly_high" },
      { short_name: "Hemoglobin", result: 9.0, range_normal_min: 13.5, range_normal_max: 17.5, evaluation: "low" },
      { short_name: "Hematocrit", result: 38, range_normal_min: 40, range_normal_max: 52, evaluation: "low" },
    ]);
    expect(map.regions.find((r) => r.key === "blood")?.markers).toEqual(["Hemoglobin", "Hematocrit", "MCV"]);
  });

  it("derives the level from result and range when no evaluation is sent", () => {
    const map = mapPanel([
      { short_name: "Glucose", result: "250", range_normal_min: 70, range_normal_max: 99 },
      { short_name: "TSH", result: 4.1, range_normal_min: 0.4, range_normal_max: 4.0 },
      { short_name: "Ferritin", result: 80, range_normal_min: 30, range_normal_max: 400 },
    ]);
    expect(map.regions.map((r) => [r.key, r.level])).toEqual([["pancreas", 2], ["thyroid", 1]]);
  });

  it("counts flagged markers that fit no region as unmapped and is all-clear when nothing is flagged", () => {
    const map = mapPanel([{ short_name: "Zeta-Marker 9", evaluation: "high" }, { short_name: "ALT", evaluation: "high" }]);
    expect(map.unmapped.map((p) => p.name)).toEqual(["Zeta-Marker 9"]);
    expect(map.unrecognised.map((r) => r.name)).toEqual(["Zeta-Marker 9"]);
    const clear = mapPanel([{ short_name: "ALT", evaluation: "normal" }]);
    expect(clear.regions).toEqual([]);
    expect(clear.spec).toBe(ALL_CLEAR_SPEC);
  });

  it("reports unnamed parameters and unknown evaluation words by position", () => {
    const map = mapPanel([{ result: 3 }, { short_name: "ALT", evaluation: "sky-high" }]);
    expect(map.errors).toHaveLength(2);
    expect(map.errors[0]).toContain("parameters[0]");
    expect(map.errors[1]).toContain("evaluation");
  });
});

describe("parseSpec", () => {
  it("reads back what specOf writes and refuses anything else", () => {
    expect(parseSpec("v1.thy1.hrt2")?.regions).toEqual(new Map([["thyroid", 1], ["heart_vessels", 2]]));
    expect(parseSpec(ALL_CLEAR_SPEC)?.allClear).toBe(true);
    for (const bad of ["v1.hrt2.thy1", "v1.hrt3", "v1.xyz2", "v2.hrt2", "v1.hrt2.hrt1", "v1", "v1.brn1.thy1.hrt1.liv1.pan1.adr1.kid1"]) {
      expect(parseSpec(bad), bad).toBeNull();
    }
  });
});
