// DNA screen: a clinician uploads a raw 23andMe-style file (generated here: an invented person, the panel's
// sandbox genotypes among pseudo-random filler rows), follows the upload and the job, reads the report by
// section and the pharmacogenomics table, saves it to a new patient and reopens it from the patient's page
// with the same findings. A file that is not genotype data is refused in plain words, and the form stays usable.
import { expect, test, type Page } from "@playwright/test";
import { fixtureText } from "../lib/modules/dna/testing/genotype-fixtures";
import { signIn } from "./sign-in";

const GENOME = Buffer.from(fixtureText({ format: "23andme", rows: 40_000, sex: "female" }));
const FILE = { name: "genome_Test_Person_v5_Full.txt", mimeType: "text/plain", buffer: GENOME };

async function openDnaScreen(page: Page) {
  await signIn(page);
  await page.getByRole("link", { name: "DNA", exact: true }).click();
  await expect(page.getByRole("heading", { name: "DNA interpretation" })).toBeVisible();
}

/** Gene, marker, genotype, finding and level of every finding row (the folded ones included). */
const findingRows = (page: Page) => page.getByTestId("dna-finding").allTextContents();

test("a clinician analyses a raw DNA file, reads the report and PGx table, saves it and reopens it", async ({ page }) => {
  test.setTimeout(150_000);
  await openDnaScreen(page);
  await page.screenshot({ path: "test-results/dna-1-form.png", fullPage: true });

  // The job itself takes well under a second (the file is read at submission); holding the first poll's answer
  // back a moment keeps the job's progress on screen long enough to be seen (the server is not changed).
  let firstPoll = true;
  await page.route("**/api/jobs/*", async (route) => {
    if (firstPoll) {
      firstPoll = false;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });

  await page.getByLabel("Genotype file").setInputFiles(FILE);
  await expect(page.getByRole("list", { name: "Chosen files" })).toContainText("genome_Test_Person_v5_Full.txt");
  await page.getByRole("button", { name: "Analyse DNA data" }).click();

  // Upload, then the job: the page says what is happening until the report replaces the form.
  await expect(page.getByRole("status").filter({ hasText: /Analysis submitted|Queued|Analysing the genotypes/ })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Analysis progress" })).toBeVisible();
  await page.screenshot({ path: "test-results/dna-2-progress.png", fullPage: true });
  await expect(page.getByTestId("dna-report")).toBeVisible({ timeout: 120_000 });

  // Where the data came from.
  const data = page.getByRole("region", { name: "Data" });
  await expect(data).toContainText("23andMe");
  await expect(data).toContainText("GRCh37");
  await expect(data).toContainText("Female");
  await expect(data).toContainText("of 334");

  // The report by section.
  for (const title of ["Medicines (pharmacogenomics)", "Health risks", "Carrier status", "Nutrition and metabolism", "Traits"]) {
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  }
  const risks = page.getByRole("region", { name: "Health risks" });
  await expect(risks.getByRole("row", { name: /^APOE/ }).first()).toContainText("ε3/ε4");
  await expect(risks.getByRole("row", { name: /^F5/ }).first()).toContainText(/Factor V Leiden/);

  // The pharmacogenomics table: diplotype, phenotype, medicines, and CPIC wording that names the tested alleles.
  const pgx = page.getByTestId("pgx-table");
  const cyp2c19 = pgx.getByRole("row", { name: /^CYP2C19/ });
  await expect(cyp2c19).toContainText("*1/*2");
  await expect(cyp2c19).toContainText("Intermediate metabolizer");
  await expect(cyp2c19).toContainText("clopidogrel");
  await expect(cyp2c19).toContainText(/Tested alleles: .*Untested alleles may change this call/);
  expect(await pgx.getByRole("row").count()).toBeGreaterThan(6);
  await page.screenshot({ path: "test-results/dna-3-report.png", fullPage: true });

  const analysed = await findingRows(page);
  expect(analysed.length).toBeGreaterThan(40);

  // Save to a new patient.
  await page.getByLabel("New patient").check();
  await page.getByLabel("Patient name").fill("Test Patient DNA");
  await page.getByLabel("Report title").fill("E2E raw DNA");
  await page.getByRole("button", { name: "Save to patient" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was saved to Test Patient DNA" })).toBeVisible();
  await page.screenshot({ path: "test-results/dna-4-saved.png" });

  // Reopen it from the patient's page: the saved-report view shows the same findings and PGx calls.
  await page.getByRole("link", { name: /Open it from Test Patient DNA/ }).click();
  await expect(page.getByRole("heading", { name: "Test Patient DNA" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E2E raw DNA" })).toBeVisible();
  await expect(page.getByTestId("dna-report")).toBeVisible();
  await expect(page.getByTestId("pgx-table").getByRole("row", { name: /^CYP2C19/ })).toContainText("*1/*2");
  expect(await findingRows(page)).toEqual(analysed);
  await page.screenshot({ path: "test-results/dna-5-reopened.png", fullPage: true });

  // The same report through the API the page reads (GET /api/reports/{id}, the session's cookie).
  const reportId = new URL(page.url()).searchParams.get("report");
  const res = await page.request.get(`/api/reports/${reportId}`);
  expect(res.status()).toBe(200);
  const saved = (await res.json()) as { data: { kind: string; data: { report: { pharmacogenomics: { gene: string; diplotype: string }[] } } } };
  expect(saved.data.kind).toBe("dna_interpretation");
  expect(saved.data.data.report.pharmacogenomics.find((p) => p.gene === "CYP2C19")?.diplotype).toBe("*1/*2");
});

test("a file that is not genotype data is refused in plain words and the form stays usable", async ({ page }) => {
  await openDnaScreen(page);
  const garbage = Array.from({ length: 120 }, (_, i) => `Shopping list ${i}: milk, eggs, bread`).join("\n");
  await page.getByLabel("Genotype file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from(garbage) });
  await page.getByRole("button", { name: "Analyse DNA data" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "genotype" });
  await expect(alert).toContainText("This could not be read as genotype data.");
  await expect(alert).toContainText(/not raw genotype data we can read/);
  await expect(page.getByRole("list", { name: "Chosen files" })).toContainText("notes.txt");
  await expect(page.getByRole("button", { name: "Analyse DNA data" })).toBeEnabled();
  await expect(page.getByTestId("dna-report")).toHaveCount(0);
  await page.screenshot({ path: "test-results/dna-6-garbage.png", fullPage: true });
});
