import { describe, expect, it } from "vitest";
import { asciiDigits, numbersIn, unknownNumbers } from "./number-guard";

describe("number guard", () => {
  it("reads numbers with either decimal mark", () => {
    expect(numbersIn("Hb 10.4 g/dL, Ferritin 9 ng/mL; Glukose 5,6 mmol/L")).toEqual([10.4, 9, 5.6]);
  });

  it("reads digits of other scripts", () => {
    expect(asciiDigits("٥٫٦")).toBe("5.6");
    expect(numbersIn("血红蛋白 １０.４")).toEqual([10.4]);
    expect(numbersIn("हीमोग्लोबिन १०.४")).toEqual([10.4]);
  });

  it("does not count test names that contain digits", () => {
    expect(numbersIn("HbA1c, vitamin B12, free T4, FT4, 25(OH)D, FIB-4, G3a, A2, omega-3")).toEqual([]);
  });

  it("flags numbers absent from the facts and accepts the ones present", () => {
    expect(unknownNumbers("Hemoglobin 10.4 g/dL (12–15.5)", [10.4, 12, 15.5])).toEqual([]);
    expect(unknownNumbers("Hemoglobin 10,40 g/dL", [10.4])).toEqual([]);
    expect(unknownNumbers("Hemoglobin 11.2 g/dL", [10.4])).toEqual([11.2]);
    expect(unknownNumbers("take 1000 IU daily", [10.4])).toEqual([1000]);
  });
});
