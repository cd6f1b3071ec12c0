// Body map viewer: a report saved to a patient (seeded through the API, as an integrator would) is opened in
// the viewer, drawn for one credit, and shows the coloured figure, the legend, and a region's markers.
import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";
import { signIn } from "./sign-in";

function parameter(short_name: string, long_name: string, result: string, unit: string, min: number, max: number, evaluation: string, category: string) {
  return {
    category, long_name, short_name, result, unit, range_min: String(min), range_max: String(max), range_normal_min: min, range_normal_max: max,
    short_description: "About this value.", long_description: "More about this value.", evaluation, loinc: null, ucum_unit: unit,
    reference_range: `${min}-${max}`, type: "range",
  };
}

const REPORT = {
  metadata: { lab_date: "2026-10-02", results_date: null, lab_name: "Invented Lab", lab_city: null, lab_country: null, patient_name: null, patient_age: "58", patient_sex: "male" },
  parameters: [
    parameter("ALT", "Alanine aminotransferase", "92", "U/L", 7, 41, "high", "Liver"),
    parameter("LDL-C", "LDL cholesterol", "188", "mg/dL", 0, 130, "high", "Lipids"),
    parameter("TSH", "Thyroid stimulating hormone", "4.3", "mIU/L", 0.4, 4.0, "borderline_high", "Thyroid"),
    parameter("Hb", "Hemoglobin", "14.6", "g/dL", 13.5, 17.5, "normal", "Complete Blood Count"),
  ],
  interpretation: [{ shortcode: "summary_overview", item: "Results evaluated: 4." }],
  narrative_language: "en",
  language_fallback: false,
  health_score: { overall: 68, optimal: 1, normal: 0, warning: 3, critical: 0, total_parameters: 4, score_interpretation: "fair", recommendations: ["See your doctor."] },
  disease_risks: [],
};

test("the viewer shows the coloured figure and the legend of a saved report", async ({ page, request }) => {
  const demo = demoCredentials();
  const creds = { username: demo.username, password: demo.password };
  const patient = await (await request.post("/api/patients", { data: { ...creds, display_name: "Body Map E2E" } })).json();
  expect(patient.status).toBe("success");
  const saved = await (await request.post(`/api/patients/${patient.data.id}/reports`, { data: { ...creds, title: "Liver and lipids", lab_date: "2026-10-02", data: REPORT } })).json();
  expect(saved.status).toBe("success");

  await signIn(page);
  await expect(page.getByRole("link", { name: "Body map", exact: true })).toBeVisible();
  await page.goto(`/body-map?report=${saved.data.id}`);
  await expect(page.getByText("Liver and lipids")).toBeVisible();
  await page.getByRole("button", { name: "Draw body map (1 credit)" }).click();

  const figure = page.getByTestId("body-figure");
  await expect(figure).toBeVisible();
  await expect(figure.locator('[data-region="liver"]')).toHaveAttribute("data-level", "2");
  await expect(figure.locator('[data-region="heart_vessels"]')).toHaveAttribute("data-level", "2");
  await expect(figure.locator('[data-region="thyroid"]')).toHaveAttribute("data-level", "1");
  await expect(figure.locator('[data-region="blood"]')).toHaveAttribute("data-level", "0");
  // The liver is drawn in the out-of-range red.
  await expect(figure.locator('[data-region="liver"] path').first()).toHaveAttribute("fill", "#dc2626");

  const legend = page.getByRole("list", { name: "Legend" });
  await expect(legend.getByRole("listitem")).toHaveCount(3);
  await expect(legend).toContainText("Liver");
  await expect(legend).toContainText("ALT");
  await expect(legend).toContainText("Heart & vessels");
  await expect(legend).toContainText("LDL-C");

  // The signed illustration address answers the rendered PNG; an altered one is refused.
  const href = await page.getByRole("link", { name: "Illustration (PNG)" }).getAttribute("href");
  const png = await request.get(href!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect((await request.get(href!.replace("spec=v1.thy1", "spec=v1.thy2"))).status()).toBe(403);

  await figure.getByRole("button", { name: "Thyroid, level 1" }).click();
  const markers = page.getByRole("table", { name: "Markers of Thyroid" });
  await expect(markers.getByRole("row", { name: /TSH/ })).toContainText("4.3 mIU/L");
  await expect(markers.getByRole("row", { name: /TSH/ })).toContainText("Slightly high");
});
