// Section headings printed right under a result row must not be glued to that row's name.
import { describe, expect, it } from "vitest";
import { isSectionHeading } from "./section-heading";

describe("section headings", () => {
  it.each(["Klinikai kémia", "Vizelet kémia", "Clinical chemistry", "Hämatologie", "Biochimie", "Teljes vizelet (általános+üledék)", "Hormones", "Urinalysis", "Гематология", "SEROLOJIA / SEROLOGY", "Hématologie / Hematology"])("%s is a heading", (t) => {
    expect(isSectionHeading(t)).toBe(true);
  });

  it.each(["Vitamin D (25-OH)", "Corpuscular Haemoglobin", "Hemoglobin", "Estimated Average Glucose (eAG)", "count", "Cholesterol", "D (25-OH)", "Cholesterol / HDL"])("%s is not a heading", (t) => {
    expect(isSectionHeading(t)).toBe(false);
  });
});

describe("analyte names that share a stem with a section word", () => {
  it.each(["Hematocrit", "Haematocrit", "Hämatokrit"])("%s alone is not read as a haematology heading", (t) => {
    expect(isSectionHeading(t)).toBe(false);
  });
});
