// The knowledge base's interval for a patient: children are judged only by intervals banded for their age.
import { describe, expect, it } from "vitest";
import { getAnalyte } from "./index";
import { referenceIntervalFor } from "./reference-interval";

const analyte = (id: string) => {
  const a = getAnalyte(id);
  if (!a) throw new Error(id);
  return a;
};

describe("referenceIntervalFor", () => {
  it("an adult's lymphocyte share has the adult interval; a one-month-old's has none (an infant's 60 % had been 'high')", () => {
    expect(referenceIntervalFor(analyte("lymphocytes_pct"), { ageYears: 35 })).not.toBeNull();
    expect(referenceIntervalFor(analyte("lymphocytes_pct"), { ageYears: 0.08 })).toBeNull();
  });

  it("a child whose age the data bands (WBC at 3 years) gets that band, not the adult interval", () => {
    const child = referenceIntervalFor(analyte("wbc"), { ageYears: 3 });
    const adult = referenceIntervalFor(analyte("wbc"), { ageYears: 35 });
    expect(child).not.toBeNull();
    expect(child).not.toEqual(adult);
  });

  it("with no age given the adult interval is used, as for an unlabelled adult report", () => {
    expect(referenceIntervalFor(analyte("lymphocytes_pct"), undefined)).toEqual(referenceIntervalFor(analyte("lymphocytes_pct"), { ageYears: 40 }));
  });
});
