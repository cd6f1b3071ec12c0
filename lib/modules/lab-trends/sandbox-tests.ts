// The invented tests the sandbox endpoints analyse (the sandbox checks the request as production does, then
// answers this sample without charging). Five visits of one invented adult: glucose printed in mg/dL and later
// in mmol/L, LDL falling on treatment, ALT settling, haemoglobin steady.
import type { BloodTestInput } from "./request-schemas";

const visit = (date: string, glucose: [number, string], ldl: number, hdl: number, alt: number, hb: number): BloodTestInput => ({
  lab_date: date,
  label: "Sandbox laboratory",
  parameters: [
    { short_name: "Glucose", result: glucose[0], unit: glucose[1] },
    { short_name: "LDL-C", result: ldl, unit: "mg/dL" },
    { short_name: "HDL-C", result: hdl, unit: "mg/dL" },
    { short_name: "ALT", result: alt, unit: "U/L" },
    { short_name: "Hb", result: hb, unit: "g/dL" },
  ],
});

export const SANDBOX_TESTS: readonly BloodTestInput[] = [
  visit("2025-01-14", [112, "mg/dL"], 168, 41, 58, 14.1),
  visit("2025-04-15", [108, "mg/dL"], 151, 43, 49, 14.3),
  visit("2025-07-16", [6.0, "mmol/L"], 132, 44, 41, 14.0),
  visit("2025-10-14", [5.7, "mmol/L"], 118, 46, 33, 14.2),
  visit("2026-01-13", [5.5, "mmol/L"], 104, 47, 29, 14.1),
];
