// The review step (issues 8 and 15): a report with a misread row (potassium printed as 45 mmol/L, a value no
// human sample can show) is uploaded; the reading's warning shows above the results and the review step opens
// by itself with that row highlighted beside its printed line; the clinician corrects the value, the
// evaluation changes, the report is saved, and reopening it shows the corrected value, a marker and who/when.
import { expect, test, type Page } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";
import { signIn } from "./sign-in";

/** The report, laid out as a lab prints it; turned into a PDF by Chromium's own print-to-PDF in the test. */
const REPORT_HTML = `<!doctype html><html><body style="font-family:sans-serif;font-size:12px">
<h2>Harbour View Laboratory</h2>
<p>Patient: Review Test &nbsp; Sex: Female &nbsp; Age: 52 years &nbsp; Collected: 02/11/2026</p>
<table style="border-collapse:collapse" cellpadding="4">
<tr><th align="left">Test</th><th align="left">Result</th><th align="left">Unit</th><th align="left">Reference range</th></tr>
<tr><td>Sodium</td><td>140</td><td>mmol/L</td><td>136 - 145</td></tr>
<tr><td>Potassium</td><td>45</td><td>mmol/L</td><td>3.5 - 5.1</td></tr>
<tr><td>Chloride</td><td>101</td><td>mmol/L</td><td>98 - 107</td></tr>
<tr><td>Creatinine</td><td>0.9</td><td>mg/dL</td><td>0.6 - 1.1</td></tr>
<tr><td>Glucose</td><td>92</td><td>mg/dL</td><td>70 - 99</td></tr>
</table></body></html>`;

async function reportPdf(page: Page): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent(REPORT_HTML);
  const pdf = await printer.pdf({ format: "A4" });
  await printer.close();
  return pdf;
}

test("a low-confidence row is highlighted, corrected, re-evaluated, saved, and reopened with who and when", async ({ page }) => {
  test.setTimeout(150_000);
  const demo = demoCredentials();
  await signIn(page);
  const pdf = await reportPdf(page);
  await page.goto("/analyses");
  await page.getByLabel("Report files").setInputFiles({ name: "review-potassium.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Analyze report" }).click();
  await expect(page.getByTestId("analysis-results")).toBeVisible({ timeout: 90_000 });

  // The warning above the results, and the review step already open, the misread row highlighted.
  await expect(page.getByTestId("document-warning")).toContainText(/low confidence|should be reviewed/);
  const review = page.getByTestId("review-step");
  await expect(review).toBeVisible();
  const potassium = review.getByTestId("review-row").filter({ hasText: "Potassium" });
  await expect(potassium).toHaveAttribute("data-needs-review", "true");
  await expect(potassium.getByTestId("source-line")).toContainText("Potassium 45 mmol/L 3.5 - 5.1");
  await expect(potassium).toContainText("outside what a human sample can show");
  // Confident rows are not in the list of rows to check.
  await expect(review.getByTestId("review-row").filter({ hasText: "Sodium" })).toHaveCount(0);

  const table = page.getByTestId("parameters-table");
  const row = table.getByRole("row", { name: /^Potassium/ });
  await expect(row).toHaveAttribute("data-needs-review", "true");
  await expect(row).toContainText("45");
  // An implausible value is not interpreted: whatever it shows now, the correction below must change it.
  const before = (await row.locator("td").last().innerText()).trim();
  expect(before).not.toBe("High");

  // Correct the value: the row is re-evaluated at once.
  await potassium.getByRole("button", { name: "Correct Potassium" }).click();
  await potassium.getByLabel("Value").fill("5.4");
  await potassium.getByRole("button", { name: "Apply correction" }).click();
  await expect(potassium.getByTestId("corrected-marker")).toBeVisible();
  await expect(row).toContainText("5.4");
  await expect(row.locator("td").last()).toHaveText("High");
  await expect(row.getByTestId("corrected-marker")).toBeVisible();

  // Save to a new patient, with the correction.
  await page.getByLabel("New patient").check();
  await page.getByLabel("Patient name").fill("Review Patient E2E");
  await page.getByLabel("Report title").fill("Reviewed potassium");
  await page.getByRole("button", { name: "Save to patient" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved to Review Patient E2E with 1 correction" })).toBeVisible();

  // Reopen: the corrected value with its marker, and the history (who, when, before, after).
  await page.getByRole("link", { name: /Open Review Patient E2E.s reports/ }).click();
  await expect(page.getByRole("heading", { name: "Reviewed potassium" })).toBeVisible();
  const saved = page.getByTestId("parameters-table").getByRole("row", { name: /^Potassium/ });
  await expect(saved).toContainText("5.4");
  await expect(saved.locator("td").last()).toHaveText("High");
  await expect(saved.getByTestId("corrected-marker")).toBeVisible();
  const history = page.getByTestId("correction-history").getByTestId("correction-entry");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(demo.email);
  await expect(history).toContainText("Potassium");
  await expect(history).toContainText("Value");
  await expect(history.locator("td").nth(4)).toHaveText("45");
  await expect(history.locator("td").nth(5)).toHaveText("5.4");
  await expect(history.locator("td").first()).toContainText(String(new Date().getFullYear()));

  // A reopened report can be corrected further; each correction is stored at once and joins the history.
  await page.getByRole("button", { name: "Review and correct rows" }).click();
  const again = page.getByTestId("review-step");
  await again.getByLabel("Show all rows").check();
  const sodium = again.getByTestId("review-row").filter({ hasText: "Sodium" });
  await sodium.getByRole("button", { name: "Correct Sodium" }).click();
  await sodium.getByLabel("Value").fill("150");
  await sodium.getByRole("button", { name: "Apply correction" }).click();
  await expect(history).toHaveCount(2);
  const sodiumRow = page.getByTestId("parameters-table").getByRole("row", { name: /^Sodium/ });
  await expect(sodiumRow.locator("td").last()).toHaveText("High");
  await page.reload();
  await expect(page.getByTestId("correction-history").getByTestId("correction-entry")).toHaveCount(2);
  await expect(page.getByTestId("parameters-table").getByRole("row", { name: /^Sodium/ }).getByTestId("corrected-marker")).toBeVisible();
});
