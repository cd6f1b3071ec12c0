// Trends: three reports saved for one patient appear on the patient's timeline (newest first), the trend chart
// of an analyte shows three points on its reference band, and comparing the first and last report shows the
// change and whether it exceeds the reference change value.
import { expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

/** A v12 health-score answer as the results page would save it (values invented). */
function savedAnalysis(labDate: string, glucose: number, ldl: number) {
  const parameter = (long_name: string, short_name: string, result: number, unit: string, low: number, high: number, loinc: string) => ({
    category: "Chemistry", long_name, short_name, result: String(result), unit, range_min: String(low), range_max: String(high),
    range_normal_min: low, range_normal_max: high, short_description: "", long_description: "",
    evaluation: result > high ? "high" : result < low ? "low" : "normal", loinc, ucum_unit: unit, reference_range: `${low}-${high}`, type: "range",
  });
  return {
    metadata: { lab_date: labDate, results_date: null, lab_name: "E2E Lab", lab_city: null, lab_country: null, patient_name: null, patient_age: "52", patient_sex: "male" },
    parameters: [parameter("Glucose", "Glucose", glucose, "mg/dL", 70, 99, "2345-7"), parameter("LDL cholesterol", "LDL-C", ldl, "mg/dL", 0, 130, "13457-7")],
    interpretation: [{ shortcode: "summary_overview", item: "Results evaluated: 2." }],
    narrative_language: "en",
    language_fallback: false,
    health_score: { overall: 70, optimal: 1, normal: 0, warning: 1, critical: 0, total_parameters: 2, score_interpretation: "fair", recommendations: [] },
    disease_risks: [],
  };
}

test("three saved reports make a timeline, a trend chart with its band, and a comparison", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);

  // Save three reports for a new patient through the same API the results page uses (session, same origin).
  const patientId = await page.evaluate(async (reports) => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(path, { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await res.json()) as { status: string; data: { id: string } };
      if (json.status !== "success") throw new Error(JSON.stringify(json));
      return json.data;
    };
    const patient = await post("/api/patients", { display_name: "Trend Patient E2E", birth_year: 1973, sex: "male" });
    for (const r of reports) await post(`/api/patients/${patient.id}/reports`, r);
    return patient.id;
  }, [
    { title: "January check-up", lab_date: "2025-01-10", data: savedAnalysis("2025-01-10", 92, 168) },
    { title: "April check-up", lab_date: "2025-04-10", data: savedAnalysis("2025-04-10", 104, 142) },
    { title: "July check-up", lab_date: "2025-07-10", data: savedAnalysis("2025-07-10", 121, 118) },
  ]);

  await page.getByRole("link", { name: "Trends", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Trends" })).toBeVisible();
  await page.goto(`/trends?patient=${patientId}`);

  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline.getByRole("listitem")).toHaveCount(3);
  await expect(timeline.getByRole("listitem").first()).toContainText("July check-up");
  await expect(timeline.getByRole("listitem").last()).toContainText("January check-up");

  await expect(page.getByLabel("Glucose", { exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Show trends (1 credit)" }).click();
  const chart = page.getByTestId("trend-chart").filter({ hasText: "Glucose" });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(chart.getByTestId("trend-point")).toHaveCount(3);
  await expect(chart.locator(".recharts-reference-area")).toHaveCount(1);
  await expect(chart.getByTestId("trend-point").last()).toHaveAttribute("data-evaluation", "high");
  await expect(chart.getByRole("table", { name: "Glucose values" })).toContainText("121 mg/dL");

  await page.getByLabel("Earlier report").selectOption({ label: "2025-01-10 — January check-up" });
  await page.getByLabel("Later report").selectOption({ label: "2025-07-10 — July check-up" });
  await page.getByRole("button", { name: "Compare (1 credit)" }).click();
  const changes = page.getByRole("table", { name: "Changes between the two reports" });
  await expect(changes).toBeVisible({ timeout: 30_000 });
  const glucoseRow = changes.getByRole("row", { name: /^Glucose/ });
  await expect(glucoseRow).toContainText("92 mg/dL");
  await expect(glucoseRow).toContainText("121 mg/dL");
  await expect(glucoseRow).toContainText("+31.5%");
  await expect(glucoseRow).toContainText("significant");
  await expect(glucoseRow).toContainText("negative");
  await expect(changes.getByRole("row", { name: /^LDL-C/ })).toContainText("positive");
});
