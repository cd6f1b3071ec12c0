import { describe, expect, it } from "vitest";
import { analyteData } from "./data";
import { isPhysiologicallyPossible, PHYSIOLOGIC_BOUNDS } from "./physiologic-bounds";

const byId = new Map(analyteData.map((a) => [a.id, a] as const));

describe("physiologic bounds", () => {
  it.each(PHYSIOLOGIC_BOUNDS.map((b) => [b.analyteId, b] as const))("%s: a known analyte, in its canonical unit, wide enough for every reference and critical limit", (id, b) => {
    const a = byId.get(id);
    expect(a, `analyte ${id}`).toBeDefined();
    expect(b.unit).toBe(a!.unit);
    expect(b.low).toBeLessThan(b.high);
    expect(b.source.length).toBeGreaterThan(10);
    // A real result inside any default reference interval, or at a critical limit, is never implausible.
    for (const r of a!.ranges) {
      if (r.low !== null) expect(isPhysiologicallyPossible(id, r.low), `${id} range low ${r.low}`).toBe(true);
      if (r.high !== null) expect(isPhysiologicallyPossible(id, r.high), `${id} range high ${r.high}`).toBe(true);
    }
    if (a!.critical?.low !== undefined) expect(isPhysiologicallyPossible(id, a!.critical.low)).toBe(true);
    if (a!.critical?.high !== undefined) expect(isPhysiologicallyPossible(id, a!.critical.high)).toBe(true);
    // A value a hundred times over the upper bound (a lost decimal point) is caught.
    expect(isPhysiologicallyPossible(id, b.high * 100 + 1)).toBe(false);
  });

  it("catches the misreads seen on real reports: WBC 5,100 /µL read as 51.00 ×10⁹/L stays possible, 5100 ×10⁹/L does not", () => {
    expect(isPhysiologicallyPossible("wbc", 5100)).toBe(false);
    expect(isPhysiologicallyPossible("hemoglobin", 118)).toBe(false); // g/L printed, read as g/dL
    expect(isPhysiologicallyPossible("hemoglobin", 11.8)).toBe(true);
  });
});
