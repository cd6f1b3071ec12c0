// Supplement catalogue: an admin imports a CSV (a bad row is shown with its line and reason and blocks the
// import; nothing is saved), imports the corrected file, finds products by search and category, adds,
// duplicates and deletes one, saves the advisor settings with the instructions counter, and tries the advisor on
// the sandbox case with the saved catalogue (clinic products named, only-mode gaps listed, safety over a retinol
// product for a pregnant case).
import { expect, test } from "@playwright/test";
import { signIn } from "./sign-in";

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

test("an admin manages the clinic catalogue, a CSV with a bad row is refused row by row", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  // Start from known settings (the e2e data directory outlives a run).
  await page.evaluate(() => fetch("/api/v1/dna-supplements/settings", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ settings: { mode: "prefer", instructions: "" } }) }));
  await page.goto("/supplements");
  await expect(page.getByRole("heading", { name: "Supplement catalogue" })).toBeVisible();

  const bad = "name,brand,category,dosage\nE2E Vitamin D3,Acme,vitamin,2000 IU\nE2E Turmeric,Acme,tonic,500 mg\n";
  await page.getByLabel("CSV file").setInputFiles(csvFile("bad.csv", bad));
  const rows = page.getByTestId("csv-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("3");
  await expect(rows.nth(1)).toContainText("category 'tonic' is not one of");
  await expect(page.getByText("1 problem(s): correct the file and choose it again. Nothing was saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Replace catalogue with these/ })).toBeDisabled();
  await page.getByRole("button", { name: "Discard" }).click();

  const good = "name,brand,category,dosage\nE2E Vitamin D3,Acme,vitamin,2000 IU\nE2E Omega-3,Acme,omega,1 g\nE2E Magnesium,Acme,mineral,300 mg\n";
  await page.getByLabel("CSV file").setInputFiles(csvFile("good.csv", good));
  await page.getByRole("button", { name: "Replace catalogue with these 3 products" }).click();
  await expect(page.getByRole("status")).toHaveText("Imported 3 products.");
  await expect(page.getByTestId("product-count")).toHaveText("3 / 200 products");

  await page.getByLabel("Search products").fill("omega");
  await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveCount(1);
  await page.getByLabel("Search products").fill("");
  await page.getByLabel("Category filter").selectOption("mineral");
  await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr")).toHaveText([/E2E Magnesium/]);
  await page.getByLabel("Category filter").selectOption("");

  await page.getByRole("button", { name: "Add product" }).click();
  await page.getByLabel("Name").fill("E2E Probiotic");
  await page.getByLabel("Product category").selectOption("probiotic");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status")).toHaveText("Added E2E Probiotic.");
  await page.getByRole("button", { name: "Duplicate E2E Omega-3" }).click();
  await expect(page.getByRole("cell", { name: "E2E Omega-3 (copy)", exact: true })).toBeVisible();
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete E2E Omega-3 (copy)" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted E2E Omega-3 (copy).");
  await expect(page.getByTestId("product-count")).toHaveText("4 / 200 products");

  await page.getByLabel("Catalogue mode").selectOption("only");
  await page.getByLabel(/Instructions to the writer/).fill("Prefer capsules.");
  await expect(page.getByTestId("instructions-counter")).toHaveText("16 / 1500");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status")).toHaveText("Settings saved.");
  await page.reload();
  await expect(page.getByLabel("Catalogue mode")).toHaveValue("only");
  await expect(page.getByText(/settings\.mode prefer → only/).first()).toBeVisible();

  // Try it: the sandbox plan with the saved catalogue (mode only, 4 products).
  const tryIt = page.getByRole("region", { name: "Try it" });
  await tryIt.getByRole("button", { name: "Run the advisor" }).click();
  await expect(tryIt.getByTestId("try-it-mode")).toHaveText("Mode only, 4 clinic products.");
  const recs = tryIt.getByRole("table", { name: "Recommendations" });
  await expect(recs.getByRole("row", { name: /E2E Vitamin D3 — Acme/ })).toContainText("Clinic catalogue");
  await expect(recs).not.toContainText("Evidence-based");
  await expect(tryIt.getByRole("list", { name: "Uncovered needs" })).toContainText("Vitamin B12");
  await tryIt.getByLabel("Use the clinic catalogue").uncheck();
  await tryIt.getByRole("button", { name: "Run the advisor" }).click();
  await expect(tryIt.getByTestId("try-it-mode")).toHaveText("Mode off, 0 clinic products.");
  await expect(recs).not.toContainText("Clinic catalogue");
  await expect(recs.getByRole("row", { name: /Vitamin B12/ })).toContainText("Evidence-based");

  // A retinol product never reaches a pregnant case, whatever the mode.
  await page.getByRole("button", { name: "Add product" }).click();
  await page.getByLabel("Name").fill("E2E Retinol 10000 IU");
  await page.getByLabel("Product category").selectOption("vitamin");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status")).toHaveText("Added E2E Retinol 10000 IU.");
  await tryIt.getByLabel("Test case").selectOption("pregnant");
  await tryIt.getByLabel("Use the clinic catalogue").check();
  await tryIt.getByRole("button", { name: "Run the advisor" }).click();
  await expect(tryIt.getByTestId("try-it-mode")).toHaveText("Mode only, 5 clinic products.");
  await expect(tryIt.getByRole("list", { name: "Left out" })).toContainText("E2E Retinol 10000 IU:");
  await expect(recs).not.toContainText("Retinol");
});
