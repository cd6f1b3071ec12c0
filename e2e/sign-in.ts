// Signs the demo clinician in through the login form, as a person would, and waits for the dashboard.
import { expect, type Page } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";

export async function signIn(page: Page): Promise<void> {
  const demo = demoCredentials();
  await page.goto("/login");
  await page.getByLabel("Email").fill(demo.email);
  await page.getByLabel("Password").fill(demo.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}
