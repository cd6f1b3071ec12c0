// Upload & results and Patients: a clinician uploads a real lab report, reads the values, interpretation and
// health score, saves the analysis to a new patient and finds it again on the patient's page. Documents the
// service cannot use are refused in plain words, cost nothing, and leave the form usable.
import { expect, test } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";
import { signIn } from "./sign-in";

const REPORT = "fixtures/lab-reports/en-us-cbc-chem.pdf";

test("a clinician analyses a report, saves it to a new patient and finds it again", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole("link", { name: "Upload & results", exact: true }).click();

  await page.getByLabel("Report files").setInputFiles(REPORT);
  await expect(page.getByRole("list", { name: "Chosen files" })).toContainText("en-us-cbc-chem.pdf");
  await expect(page.getByLabel("Report language")).toHaveValue("en");
  await page.getByRole("button", { name: "Analyze report" }).click();

  // While it works the page says so; then the results replace the form.
  await expect(page.getByRole("status").filter({ hasText: /Uploading|Reading the document/ }).or(page.getByTestId("analysis-results"))).toBeVisible();
  await expect(page.getByTestId("analysis-results")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("row", { name: /^Hemoglobin/ })).toContainText("g/dL");
  await expect(page.getByTestId("parameters-table").getByRole("row", { name: /^Glucose \(fasting\)/ })).toContainText("High");
  await expect(page.getByRole("heading", { name: "Interpretation" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Summary" })).not.toBeEmpty();
  await expect(page.getByTestId("health-score-overall")).toHaveText(/^\d{1,3}\s*\/\s*100$/);
  await expect(page.getByRole("heading", { name: "Disease risks" })).toBeVisible();
  await expect(page.getByText("Maple Ridge Clinical Laboratory")).toBeVisible();

  // Save to a new patient.
  await page.getByLabel("New patient").check();
  await page.getByLabel("Patient name").fill("Test Patient E2E");
  await page.getByLabel("Report title").fill("E2E check-up");
  await page.getByRole("button", { name: "Save to patient" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved to Test Patient E2E" })).toBeVisible();

  // Find it again from the Patients page.
  await page.getByRole("link", { name: "Patients", exact: true }).click();
  await page.getByLabel("Search patients").fill("patient e2e");
  await page.getByRole("list", { name: "Patients" }).getByRole("link", { name: /Test Patient E2E/ }).click();
  await expect(page.getByRole("heading", { name: "Test Patient E2E" })).toBeVisible();
  await page.getByRole("list", { name: "Saved reports" }).getByRole("link", { name: /E2E check-up/ }).click();
  await expect(page.getByRole("heading", { name: "E2E check-up" })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Hemoglobin/ })).toContainText("g/dL");
  await expect(page.getByTestId("health-score-overall")).toBeVisible();
});

const UNUSABLE: { label: string; file: { name: string; mimeType: string; buffer: Buffer } | string; says: RegExp }[] = [
  {
    label: "a text file renamed .pdf",
    file: { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("Shopping list: milk, eggs, bread.\n") },
    says: /could not be read|No laboratory values/,
  },
  { label: "an encrypted PDF without its password", file: "fixtures/lab-reports/en-gb-si-units.encrypted.pdf", says: /protected by a password/ },
];

for (const c of UNUSABLE) {
  test(`${c.label} is refused in plain words, free of charge, and the form stays usable`, async ({ page, request }) => {
    const demo = demoCredentials();
    const remaining = async () =>
      ((await (await request.post("/api/quota/check", { data: { username: demo.username, password: demo.password } })).json()) as { quota: { remaining: number } }).quota.remaining;
    const before = await remaining();
    await signIn(page);
    await page.goto("/analyses");
    await page.getByLabel("Report files").setInputFiles(c.file);
    await page.getByRole("button", { name: "Analyze report" }).click();
    await expect(page.getByRole("alert").filter({ hasText: c.says })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Upload & results" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze report" })).toBeEnabled();
    expect(await remaining()).toBe(before);
  });
}
