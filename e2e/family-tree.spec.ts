// Family-tree editor: a clinician draws a 3-generation pedigree with 6 relatives for a patient, analyses it
// (1 credit, same API as integrators) and sees the high-risk section; after a reload the tree is still there.
import { expect, test, type Page } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";
import { signIn } from "./sign-in";

interface Relative {
  relation: string;
  conditions?: string;
  age?: string;
  diagnosis?: string;
  deathAge?: string;
  cause?: string;
}

async function addRelative(page: Page, r: Relative): Promise<void> {
  await page.getByRole("button", { name: "Add relative", exact: true }).click();
  const form = page.getByRole("form", { name: "Add relative" });
  await form.getByLabel("Relation").selectOption(r.relation);
  if (r.age) await form.getByLabel("Age", { exact: true }).fill(r.age);
  if (r.conditions) await form.getByLabel("Conditions (comma-separated)").fill(r.conditions);
  if (r.diagnosis) await form.getByLabel("Age at diagnosis").fill(r.diagnosis);
  if (r.deathAge || r.cause) {
    await form.getByLabel("Deceased").check();
    if (r.deathAge) await form.getByLabel("Age at death").fill(r.deathAge);
    if (r.cause) await form.getByLabel("Cause of death").fill(r.cause);
  }
  await form.getByRole("button", { name: "Add relative" }).click();
  await expect(page.getByText("All changes saved.")).toBeVisible();
}

test("draws a 3-generation family tree, analyses it and keeps it after a reload", async ({ page, request }) => {
  const demo = demoCredentials();
  const patient = await (await request.post("/api/patients", { data: { username: demo.username, password: demo.password, display_name: "Family Tree E2E", birth_year: 1984, sex: "female" } })).json();
  expect(patient.status).toBe("success");

  await signIn(page);
  await expect(page.getByRole("link", { name: "Family health", exact: true })).toBeVisible();
  await page.goto(`/family-health?patient=${patient.data.id}`);
  await expect(page.getByText("No relatives yet.")).toBeVisible();
  await page.getByLabel("Patient age").fill("42");
  await page.getByLabel("Patient sex").selectOption("female");

  const relatives: Relative[] = [
    { relation: "maternal_grandmother", conditions: "Ovarian cancer", diagnosis: "58", deathAge: "63", cause: "Ovarian cancer" },
    { relation: "paternal_grandfather", deathAge: "49", cause: "Sudden cardiac death" },
    { relation: "mother", age: "68", conditions: "Breast cancer", diagnosis: "41" },
    { relation: "father", age: "70", conditions: "Heart attack", diagnosis: "52" },
    { relation: "brother", age: "45", conditions: "Type 2 diabetes" },
    { relation: "daughter", age: "12" },
  ];
  for (const r of relatives) await addRelative(page, r);

  const tree = page.getByTestId("pedigree");
  await expect(tree.locator("[data-person]")).toHaveCount(7); // the patient and 6 relatives
  await expect(tree.locator('[data-person="mother"]')).toHaveAttribute("data-affected", "true");
  await expect(tree.locator('[data-person="daughter"]')).toHaveAttribute("data-affected", "false");
  await expect(tree.locator('[data-person="paternal_grandfather"] [data-deceased="true"]')).toHaveCount(1);
  await expect(tree.locator('[data-person="mother"] circle')).toHaveCount(1);
  await expect(tree.locator('[data-person="father"] rect')).toHaveCount(1);

  await page.getByRole("button", { name: "Analyse family risk (1 credit)" }).click();
  const high = page.getByRole("region", { name: "High risk" });
  await expect(high).toBeVisible();
  await expect(high.getByText("Hereditary breast and ovarian cancer")).toBeVisible();
  await expect(high.getByText("Premature cardiovascular disease in the family")).toBeVisible();
  await expect(high.getByText("Sudden cardiac death / inherited heart disease")).toBeVisible();
  await expect(page.getByText(/BRCA1, BRCA2/)).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("pedigree").locator("[data-person]")).toHaveCount(7);
  await expect(page.getByRole("list", { name: "Relatives" }).getByText(/Breast cancer, diagnosed at 41/)).toBeVisible();
});

test("creates the patient from the family-health screen when none matches, then opens their tree", async ({ page }) => {
  await signIn(page);
  await page.goto("/family-health");
  const name = `Pedigree New ${Date.now()}`;
  await page.getByLabel("Find a patient").fill(name);
  await page.getByRole("button", { name: "Create a new patient" }).click();
  await page.getByLabel("Patient name").fill(name);
  await page.getByRole("button", { name: "Add patient" }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText("No relatives yet.")).toBeVisible();
});
