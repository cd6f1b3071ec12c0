// The concordance rows as data: each names a panel marker and an analyte that exist, has a source, and the
// evaluation table gives each combination of genetic level and lab value its documented concordance.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "@/lib/knowledge/analytes";
import { panelMarker } from "@/lib/knowledge/dna";
import { PGX_GENES } from "@/lib/knowledge/dna/pgx/genes";
import { evaluateRule } from "./evaluate";
import { CONCORDANCE_RULES } from "./rules";
import type { ConcordanceRule, LabSide } from "./types";

describe("concordance rows", () => {
  it("have unique ids and a source each", () => {
    expect(new Set(CONCORDANCE_RULES.map((r) => r.id)).size).toBe(CONCORDANCE_RULES.length);
    for (const r of CONCORDANCE_RULES) expect(r.source.length, r.id).toBeGreaterThan(15);
  });

  it.each(CONCORDANCE_RULES.map((r) => [r.id, r] as const))("%s names an analyte of the knowledge base and markers of the panel", (_id, r) => {
    const analyte = getAnalyte(r.analyte);
    expect(analyte, r.analyte).toBeDefined();
    if (r.redFlag) expect(r.redFlag.unit).toBe(analyte?.unit);
    if (r.genetic.kind === "copies") {
      for (const id of [...r.genetic.rsids, ...r.genetic.patterns.flatMap((p) => p.all.map((c) => c.rsid))]) {
        expect(panelMarker(id)?.gene, id).toBe(r.genetic.gene === "F5/F2" ? (id === "rs6025" ? "F5" : "F2") : r.genetic.gene);
      }
    } else {
      expect(PGX_GENES.find((g) => g.gene === r.genetic.gene)?.reference).toBe(r.genetic.reference);
    }
  });
});

const rule = (over: Partial<ConcordanceRule> = {}): ConcordanceRule => ({ ...(CONCORDANCE_RULES[0] as ConcordanceRule), redFlag: undefined, ...over } as ConcordanceRule);
const lab = (status: "normal" | "borderline" | "abnormal", direction: "low" | "high" | null, value = 1, unit = "ng/mL"): LabSide =>
  ({ measured: true, status, direction, value, unit, critical: false });

describe("evaluateRule", () => {
  it.each([
    ["high", lab("abnormal", "high"), "confirms"],
    ["moderate", lab("abnormal", "high"), "confirms"],
    ["low", lab("abnormal", "high"), "watch"],
    ["high", lab("borderline", "high"), "watch"],
    ["high", lab("normal", null), "watch"],
    ["moderate", lab("normal", null), "neutral"],
    ["high", lab("abnormal", "low"), "contradicts"],
    ["low", lab("abnormal", "low"), "neutral"],
    ["high", { measured: false }, "watch"],
    ["none", lab("abnormal", "high"), "contradicts"],
  ] as const)("level %s with %j → %s", (level, side, expected) => {
    expect(evaluateRule(rule({ noVariantAbnormal: "contradicts" }), level, side)?.concordance).toBe(expected);
  });

  it("says nothing for no variant with a normal or unmeasured value, or a low-level variant unmeasured", () => {
    expect(evaluateRule(rule(), "none", lab("normal", null))).toBeNull();
    expect(evaluateRule(rule(), "none", { measured: false })).toBeNull();
    expect(evaluateRule(rule(), "low", { measured: false })).toBeNull();
  });

  it("reads a protective variant in its own direction", () => {
    const r = rule({ expects: "low" });
    expect(evaluateRule(r, "protective", lab("abnormal", "low"))?.reason).toBe("confirms_protective");
    expect(evaluateRule(r, "protective", lab("abnormal", "high"))?.concordance).toBe("contradicts");
    expect(evaluateRule(r, "protective", lab("normal", null))?.concordance).toBe("neutral");
  });

  it("raises the HFE red flag only for C282Y homozygosity with ferritin above 1000 µg/L", () => {
    const hfe = CONCORDANCE_RULES.find((r) => r.id === "hfe_ferritin") as ConcordanceRule;
    expect(evaluateRule(hfe, "high", lab("abnormal", "high", 1200))?.redFlag).toBe(true);
    expect(evaluateRule(hfe, "high", lab("abnormal", "high", 900))?.redFlag).toBe(false);
    expect(evaluateRule(hfe, "low", lab("abnormal", "high", 1200))?.redFlag).toBe(false);
    expect(evaluateRule(hfe, "high", lab("abnormal", "high", 1200, "mg/dL"))?.redFlag).toBe(false);
  });
});
