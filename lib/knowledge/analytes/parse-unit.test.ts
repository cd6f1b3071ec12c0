import { describe, expect, it } from "vitest";
import { parseUnit } from "./parse-unit";

// Printed unit → expected UCUM code and kind, as real reports print them.
const CASES: [string, string, string][] = [
  ["10^3/µL", "10*3/uL", "count"],
  ["10³/µL", "10*3/uL", "count"],
  ["x10⁹/L", "10*9/L", "count"],
  ["x10E9/L", "10*9/L", "count"],
  ["x10^9/l", "10*9/L", "count"],
  ["×10*9/L", "10*9/L", "count"],
  ["x 10 9/L", "10*9/L", "count"],
  ["10^12/L", "10*12/L", "count"],
  ["x10E12/L", "10*12/L", "count"],
  ["10^6/µL", "10*6/uL", "count"],
  ["Tsd./µl", "10*3/uL", "count"],
  ["Mio./µl", "10*6/uL", "count"],
  ["K/uL", "10*3/uL", "count"],
  ["M/uL", "10*6/uL", "count"],
  ["M/mm³", "10*6/uL", "count"],
  ["K/mm³", "10*3/uL", "count"],
  ["Г/л", "10*9/L", "count"],
  ["Т/л", "10*12/L", "count"],
  ["г/л", "g/L", "mass"],
  ["G/l", "10*9/L", "count"],
  ["T/l", "10*12/L", "count"],
  ["/nl", "10*9/L", "count"],
  ["/pl", "10*12/L", "count"],
  ["/µl", "/uL", "count"],
  ["/hpf", "/[HPF]", "count"],
  ["/HPF", "/[HPF]", "count"],
  ["ммоль/л", "mmol/L", "molar"],
  ["мкмоль/л", "umol/L", "molar"],
  ["г/л", "g/L", "mass"],
  ["×10^9/л", "10*9/L", "count"],
  ["×10¹²/л", "10*12/L", "count"],
  ["тыс/мкл", "10*3/uL", "count"],
  ["Ед/л", "U/L", "activity"],
  ["МЕ/л", "[IU]/L", "activity"],
  ["мкМЕ/мл", "u[IU]/mL", "activity"],
  ["мм/ч", "mm/h", "rate"],
  ["фл", "fL", "volume"],
  ["u/l", "U/L", "activity"],
  ["U/L", "U/L", "activity"],
  ["IU/L", "[IU]/L", "activity"],
  ["UI/L", "[IU]/L", "activity"],
  ["mEq/L", "meq/L", "molar"],
  ["mg/dl", "mg/dL", "mass"],
  ["mg/dL", "mg/dL", "mass"],
  ["g/dL", "g/dL", "mass"],
  ["g/l", "g/L", "mass"],
  ["µg/dL", "ug/dL", "mass"],
  ["μg/dL", "ug/dL", "mass"],
  ["ug/dl", "ug/dL", "mass"],
  ["mcg/dL", "ug/dL", "mass"],
  ["ng/ml", "ng/mL", "mass"],
  ["pg/mL", "pg/mL", "mass"],
  ["mmol/L", "mmol/L", "molar"],
  ["µmol/L", "umol/L", "molar"],
  ["umol/l", "umol/L", "molar"],
  ["nmol/l", "nmol/L", "molar"],
  ["pmol/L", "pmol/L", "molar"],
  ["fL", "fL", "volume"],
  ["fl", "fL", "volume"],
  ["pg", "pg", "mass"],
  ["%", "%", "percent"],
  ["mm/h", "mm/h", "rate"],
  ["mm/1h", "mm/h", "rate"],
  ["mm/Std.", "mm/h", "rate"],
  ["sec", "s", "time"],
  ["s", "s", "time"],
  ["Sek.", "s", "time"],
  ["ratio", "{ratio}", "ratio"],
  ["mIU/L", "m[IU]/L", "activity"],
  ["mIU/mL", "m[IU]/mL", "activity"],
  ["µIU/mL", "u[IU]/mL", "activity"],
  ["uIU/ml", "u[IU]/mL", "activity"],
  ["mU/l", "mU/L", "activity"],
  ["kU/L", "kU/L", "activity"],
  ["mmol/mol", "mmol/mol", "ratio"],
  ["mg/g", "mg/g", "ratio"],
  ["mg/mmol", "mg/mmol", "ratio"],
  ["mL/min/1.73m²", "mL/min/{1.73_m2}", "rate"],
  ["ml/min/1,73 m2", "mL/min/{1.73_m2}", "rate"],
  ["mmHg", "mm[Hg]", "pressure"],
  ["kPa", "kPa", "pressure"],
  ["mOsm/kg", "mosm/kg", "osmolality"],
  ["(mg/dL)", "mg/dL", "mass"],
  ["[U/L]", "U/L", "activity"],
  ["10*9/L", "10*9/L", "count"],
  ["u[IU]/mL", "u[IU]/mL", "activity"],
  ["mg/L FEU", "mg/L{FEU}", "mass"],
  ["µg/mL FEU", "ug/mL{FEU}", "mass"],
  ["ng/mL (DDU)", "ng/mL{DDU}", "mass"],
  // A superscript power the text layer flattened into digits ("10³/µL" read as "103/µL").
  ["103/µL", "10*3/uL", "count"],
  ["x109/L", "10*9/L", "count"],
  ["1012/L", "10*12/L", "count"],
];

describe("parseUnit", () => {
  it.each(CASES)("%s → %s (%s)", (printed, ucum, kind) => {
    expect(parseUnit(printed)).toEqual({ ucum, kind });
  });

  it.each(["", "   ", "Patient", "neg", "see comment", "H", "***"])("%j is not a unit", (printed) => {
    expect(parseUnit(printed)).toBeNull();
  });

  it("keeps G/l (giga per litre) apart from g/l (grams per litre)", () => {
    expect(parseUnit("G/l")?.kind).toBe("count");
    expect(parseUnit("g/l")?.kind).toBe("mass");
  });
});
