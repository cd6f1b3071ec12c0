// The pedigree layout: one row per generation, paternal relatives left of maternal ones.
import { describe, expect, it } from "vitest";
import { layoutPedigree } from "./pedigree-layout";
import type { PedigreeMember } from "./types";

const m = (id: string, relation: PedigreeMember["relation"]): PedigreeMember => ({ id, relation });

describe("layoutPedigree", () => {
  it("puts grandparents above parents above the patient above children, paternal side on the left", () => {
    const { people, height } = layoutPedigree([m("a", "daughter"), m("b", "maternal_grandmother"), m("c", "mother"), m("d", "father"), m("e", "paternal_grandfather"), m("f", "sister")]);
    const y = (rel: string) => people.find((p) => p.relation === rel)!.y;
    const x = (rel: string) => people.find((p) => p.relation === rel)!.x;
    expect(y("paternal_grandfather")).toBe(y("maternal_grandmother"));
    expect(y("paternal_grandfather")).toBeLessThan(y("father"));
    expect(y("father")).toBeLessThan(y("self"));
    expect(y("self")).toBe(y("sister"));
    expect(y("self")).toBeLessThan(y("daughter"));
    expect(x("father")).toBeLessThan(x("mother"));
    expect(x("paternal_grandfather")).toBeLessThan(x("maternal_grandmother"));
    expect(x("self")).toBeLessThan(x("sister"));
    expect(height).toBeGreaterThan(y("daughter"));
  });
  it("draws only the patient for an empty tree", () => {
    expect(layoutPedigree([]).people.map((p) => p.relation)).toEqual(["self"]);
  });
});
