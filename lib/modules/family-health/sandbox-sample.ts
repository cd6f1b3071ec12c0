// The sandbox's invented family (no real person): three generations with premature heart disease on the
// father's side, breast cancer at 42 on the mother's side, and a borderline HbA1c.
import type { FamilyHealthRequest } from "./schemas";

export const SANDBOX_REQUEST: FamilyHealthRequest = {
  patient_data: { age: 44, gender: "female" },
  family_members: [
    { relation: "father", age: 70, conditions: ["Myocardial infarction", "Type 2 diabetes"], age_at_diagnosis: 51 },
    { relation: "mother", age: 68, conditions: ["Breast cancer"], age_at_diagnosis: 42 },
    { relation: "paternal_grandfather", deceased: true, age_at_death: 60, cause_of_death: "Heart attack" },
    { relation: "maternal_grandmother", deceased: true, age_at_death: 75, conditions: ["Alzheimer's disease"], age_at_diagnosis: 72 },
    { relation: "brother", age: 47, conditions: ["High cholesterol"] },
  ],
  health_profile: { current_medications: ["Atorvastatin"], chronic_conditions: [], lifestyle_factors: ["non-smoker"], allergies: [] },
  blood_test_data: [
    { parameter: "LDL cholesterol", value: 4.6, unit: "mmol/L" },
    { parameter: "HbA1c", value: 5.9, unit: "%" },
  ],
};
