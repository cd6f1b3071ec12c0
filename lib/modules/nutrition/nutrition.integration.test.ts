// The nutrition plan endpoints against a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// one credit per successful plan, nothing for a failure or the two sandbox paths, and the contract's validation
// codes naming the field at fault.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoint } from "@/lib/api/endpoint";
import { jsonRequest, readEnvelope, useAccount } from "@/lib/test/api-harness";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/lib/test/test-database";
import { dietPlanAnalyze, dietPlanSandbox, nutritionSandbox } from "./endpoints";

const ANALYZE = "/api/v1/nutrition/diet-plan/analyze";
const analyze = endpoint(dietPlanAnalyze);

const validBody = () => ({
  language: "de",
  patient: {
    patient_name: "Jane Roe", age: 52, gender: "male", weight: 92, height: 178, medical_conditions: ["Type 2 diabetes"], current_medications: ["Metformin 1000 mg", "Simvastatin"],
    allergies: ["walnut"], activity_level: "sedentary", meal_frequency: 4, budget: "low",
  },
  blood_test: {
    lab_date: "2026-10-02",
    parameters: [
      { short_name: "HbA1c", result: 58, unit: "mmol/mol" },
      { short_name: "Vitamin B12", result: 140, unit: "pg/mL" },
      { short_name: "Triglycerides", result: 2.6, unit: "mmol/L" },
      { short_name: "eGFR", result: 75, unit: "mL/min/1.73m2" },
      { short_name: "Ferritin", result: 25, unit: "ng/mL", reference_range: "30-400" },
    ],
  },
  health_goals: "weight_management",
});

describe.each(testDatabaseKinds())("nutrition plan endpoints on %s", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db.dispose();
  });
  const creditsOf = async (id: string) => (await db.prisma.account.findUniqueOrThrow({ where: { id } })).credits.toString();

  it("answers a computed plan for 1 credit, reading the sample's synonyms and converting SI units", async () => {
    const acc = await useAccount(db, 3);
    const { status, body } = await readEnvelope(await analyze(jsonRequest(ANALYZE, { username: acc.username, password: acc.password, ...validBody() })));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "success", api_version: "v1" });
    const plan = body.data.nutrition_plan;
    // 10·92 + 6.25·178 − 5·52 + 5 = 1777.5; × 1.2 = 2133 maintenance; BMI 29 → −500 = 1633
    expect(plan.daily_calories).toBe(1633);
    expect(plan.energy).toMatchObject({ bmr_kcal: 1778, activity_factor: 1.2, adjustment_kcal: -500, estimates_used: [] });
    const m = plan.macros;
    expect(Math.abs(4 * m.protein.grams + 4 * m.carbohydrates.grams + 9 * m.fats.grams - 1633)).toBeLessThan(1);
    // HbA1c 58 mmol/mol = 7.5 % → diabetes carbohydrate share 40 %
    expect(m.carbohydrates.percentage).toBe(40);
    expect(body.data.flagged_markers.map((f: { analyte_id: string }) => f.analyte_id)).toEqual(expect.arrayContaining(["hba1c", "vitamin_b12", "triglycerides", "ferritin"]));
    expect(body.data.supplements.some((s: { name: string }) => /B12/.test(s.name))).toBe(true);
    expect(body.data.cautions.length).toBeGreaterThanOrEqual(2); // metformin ↔ B12, simvastatin ↔ grapefruit
    expect(body.data.food_recommendations.power_foods.some((f: { food: string }) => /walnut|grapefruit/i.test(f.food))).toBe(false);
    expect(body.data.narrative_language).toBe("de");
    // The printed range wins over the knowledge base's: ferritin 25 against 30–400 is low.
    expect(body.data.nutrition_plan.educational_insights.blood_marker_education.find((e: { marker: string }) => /ferr/i.test(e.marker))?.normal_range).toBe("30–400 ng/mL");
    // A name sent by mistake is dropped with the unknown fields and never echoed.
    expect(JSON.stringify(body)).not.toContain("Jane Roe");
    expect(body.data.dietary_recommendations.length).toBeGreaterThan(3);
    expect(await creditsOf(acc.id)).toBe("2");
  });

  it.each([
    ["/api/v1/nutrition/diet-plan/sandbox", dietPlanSandbox],
    ["/api/v1/nutrition/sandbox", nutritionSandbox],
  ] as const)("%s answers the sample plan for free", async (path, def) => {
    const acc = await useAccount(db, 1);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await readEnvelope(await endpoint(def)(jsonRequest(path, { username: acc.username, password: acc.password, language: "fr" })));
      expect(status).toBe(200);
      expect(body.data.nutrition_plan.daily_calories).toBeGreaterThan(1000);
      expect(body.data.narrative_language).toBe("fr");
    }
    const bad = await readEnvelope(await endpoint(def)(jsonRequest(path, { username: acc.username, password: acc.password, patient: { age: 15, gender: "female" } })));
    expect(bad.body.error.code).toBe("VAL_2002");
    expect(await creditsOf(acc.id)).toBe("1");
  });

  const invalid: [string, string, string, (b: ReturnType<typeof validBody>) => unknown][] = [
    ["no patient", "VAL_2001", "patient", ({ patient: _p, ...b }) => b],
    ["no blood test", "VAL_2001", "blood_test", ({ blood_test: _b, ...b }) => b],
    ["no age", "VAL_2001", "patient.age", (b) => ({ ...b, patient: { ...b.patient, age: undefined } })],
    ["no gender", "VAL_2001", "patient.gender", (b) => ({ ...b, patient: { ...b.patient, gender: undefined } })],
    ["age 17", "VAL_2002", "patient.age", (b) => ({ ...b, patient: { ...b.patient, age: 17 } })],
    ["age 121", "VAL_2002", "patient.age", (b) => ({ ...b, patient: { ...b.patient, age: 121 } })],
    ["gender unknown", "VAL_2002", "patient.gender", (b) => ({ ...b, patient: { ...b.patient, gender: "x" } })],
    ["meal_frequency 7", "VAL_2002", "patient.meal_frequency", (b) => ({ ...b, patient: { ...b.patient, meal_frequency: 7 } })],
    ["meal_frequency 0", "VAL_2002", "patient.meal_frequency", (b) => ({ ...b, patient: { ...b.patient, meal_frequency: 0 } })],
    ["budget unknown", "VAL_2002", "patient.budget", (b) => ({ ...b, patient: { ...b.patient, budget: "cheap" } })],
    ["activity unknown", "VAL_2002", "patient.activity_level", (b) => ({ ...b, patient: { ...b.patient, activity_level: "extreme" } })],
    ["preference unknown", "VAL_2002", "patient.dietary_preferences", (b) => ({ ...b, patient: { ...b.patient, dietary_preferences: ["carnivore"] } })],
    ["weight not a number", "VAL_2002", "patient.weight", (b) => ({ ...b, patient: { ...b.patient, weight: "heavy" } })],
    ["lab_date malformed", "VAL_2002", "blood_test.lab_date", (b) => ({ ...b, blood_test: { ...b.blood_test, lab_date: "02.10.2026" } })],
    ["result not a number", "VAL_2002", "blood_test.parameters[0].result", (b) => ({ ...b, blood_test: { ...b.blood_test, parameters: [{ short_name: "TSH", result: "high" }] } })],
    ["too many parameters", "VAL_2006", "blood_test.parameters", (b) => ({ ...b, blood_test: { ...b.blood_test, parameters: Array.from({ length: 501 }, () => ({ short_name: "TSH", result: 1 })) } })],
    ["unsupported language", "VAL_2003", "xx", (b) => ({ ...b, language: "xx" })],
  ];

  it.each(invalid)("refuses %s with %s naming %s, free of charge", async (_label, code, field, mutate) => {
    const acc = await useAccount(db, 2);
    const { status, body } = await readEnvelope(await analyze(jsonRequest(ANALYZE, { username: acc.username, password: acc.password, ...(mutate(validBody()) as object) })));
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
    expect(body.error.details).toContain(field);
    expect(await creditsOf(acc.id)).toBe("2");
  });

  it("refuses without credentials or credits", async () => {
    const { body } = await readEnvelope(await analyze(jsonRequest(ANALYZE, validBody())));
    expect(body.error.code).toBe("AUTH_1001");
    const broke = await useAccount(db, 0);
    const none = await readEnvelope(await analyze(jsonRequest(ANALYZE, { username: broke.username, password: broke.password, ...validBody() })));
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe("QUOTA_1101");
  });
});
