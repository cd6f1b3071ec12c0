// The web shell: sign-in, credits from the quota endpoint, the ledger, and the offline API reference.
import { expect, test } from "@playwright/test";
import { NAV_ITEMS } from "../components/ui/nav-items";
import { demoCredentials } from "./demo-credentials";

test("a wrong password is refused in plain words", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(demoCredentials().email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();
});

test("signed-out visitors are sent to the sign-in page", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);
});

test("a clinician signs in, sees the credits and the ledger", async ({ page }) => {
  const demo = demoCredentials();
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.email);
  await page.getByLabel("Password").fill(demo.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  // Other specs may already have spent credits on this server: the plan's total is what is fixed.
  await expect(page.getByTestId("credits-remaining")).toContainText("of 100 credits left");
  await page.getByRole("link", { name: "Account & credits" }).first().click();
  await expect(page.getByTestId("ledger-table")).toContainText("account:create");
  await expect(page.getByTestId("ledger-table")).toContainText("+100");
  // Areas not built yet say so instead of showing invented data (whichever they are at the time).
  const unbuilt = NAV_ITEMS.find((item) => !item.ready);
  if (unbuilt) {
    await page.goto(unbuilt.href);
    await expect(page.getByText("This area is not built yet")).toBeVisible();
  }
});

test("the API reference renders offline and lists the endpoints", async ({ page }) => {
  await page.goto("/docs");
  await expect(page.getByRole("heading", { name: /Laboratory Report Analysis Service API/ })).toBeVisible();
  await expect(page.getByText("/api/quota/check")).toBeVisible();
  await page.getByLabel("Filter endpoints").fill("/api/health");
  await expect(page.getByTestId("operation")).toHaveCount(1);
  await page.getByRole("button", { name: /\/api\/health/ }).click();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("pre")).toContainText('"reachable": true');
});

test("the quota endpoint answers integrators with the demo credentials", async ({ request }) => {
  const demo = demoCredentials();
  const res = await request.post("/api/quota/check", { data: { username: demo.username, password: demo.password } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.quota.total).toBe(100);
  expect(body.quota.remaining).toBeLessThanOrEqual(100);
  const unknown = await request.get("/api/does-not-exist");
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe("RES_4004");
});
