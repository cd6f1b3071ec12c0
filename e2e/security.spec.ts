// Issue 16 in the browser: pages carry a nonce-based CSP and cannot be framed, the app still works under that
// policy (no CSP violations), sign-in never redirects off-site, and sign-out stays on this host.
import { expect, test, type Page } from "@playwright/test";
import { demoCredentials } from "./demo-credentials";

async function signIn(page: Page, callbackUrl?: string) {
  const demo = demoCredentials();
  await page.goto(callbackUrl === undefined ? "/login" : `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByLabel("Email").fill(demo.email);
  await page.getByLabel("Password").fill(demo.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("pages send a nonce CSP, frame-ancestors 'none', nosniff and a referrer policy", async ({ request }) => {
  const res = await request.get("/login");
  const csp = res.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const again = (await request.get("/login")).headers()["content-security-policy"];
  expect(again).not.toBe(csp); // a fresh nonce per response
});

test("the app works under the CSP: sign-in, dashboard and patients without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/patients");
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(violations).toEqual([]);
});

for (const target of ["http://other-host.example/x", "//other-host.example/x", "/\\other-host.example/x"]) {
  test(`callbackUrl ${target} does not leave the site`, async ({ page, baseURL }) => {
    await signIn(page, target);
    await expect(page).toHaveURL(/\/dashboard/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}

test("a same-site callbackUrl is honoured", async ({ page }) => {
  await signIn(page, "/patients");
  await expect(page).toHaveURL(/\/patients/);
});

test("sign-out returns to this host's sign-in page", async ({ page, baseURL }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole("button", { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
