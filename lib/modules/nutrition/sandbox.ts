// The sandbox answers with the plan of an invented patient, computed by the same code as production (so every
// number in it is real), in the requested language. Whatever the caller sends is validated like production.
import type { DietPlanRequest } from "./schemas";

export const SANDBOX_REQUEST: DietPlanRequest = {
  patient: {
    age: 46, gender: "female", weight: 78, height: 165, conditions: ["prediabetes", "high cholesterol"], allergies: ["shellfish"],
    dietary_preferences: ["mediterranean"], activity_level: "light", dietary_restrictions: ["low_sodium"], liked_foods: ["salmon", "lentils"],
    disliked_foods: ["liver"], meal_frequency: 3, budget: "moderate", medications: ["atorvastatin 20 mg"],
  },
  blood_test: {
    lab_date: "2026-09-14",
    parameters: [
      { short_name: "Ferritin", result: 8, unit: "ng/mL" },
      { short_name: "25-OH Vitamin D", result: 17, unit: "ng/mL" },
      { short_name: "LDL Cholesterol", result: 162, unit: "mg/dL" },
      { short_name: "Triglycerides", result: 210, unit: "mg/dL" },
      { short_name: "HbA1c", result: 6.0, unit: "%" },
      { short_name: "Glucose", result: 108, unit: "mg/dL" },
      { short_name: "Vitamin B12", result: 420, unit: "pg/mL" },
      { short_name: "eGFR", result: 92, unit: "mL/min/1.73m2" },
    ],
  },
  health_goals: ["weight_management", "heart_health"],
};
