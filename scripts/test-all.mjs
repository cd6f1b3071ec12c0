// npm test: everything a reviewer would run, in order, stopping at the first failure.
// Type check → lint → unit tests → integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set) → security suite (a real server process) → production build → Playwright in Debian's Chromium.
import { spawnSync } from "node:child_process";

const steps = [
  ["type check", ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]],
  ["lint", ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings=0"]],
  ["unit and integration tests", ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", "--project", "integration"]],
  // Issue 16's findings against a real server process (memory and CPU read from /proc): a few minutes.
  ["security tests", ["node_modules/vitest/vitest.mjs", "run", "--project", "security"]],
  ["build", ["node_modules/next/dist/bin/next", "build"]],
  ["end-to-end tests", ["node_modules/@playwright/test/cli.js", "test"]],
];

const only = process.argv[2];
for (const [name, args] of steps) {
  if (only && !name.includes(only)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, NODE_ENV: name === "build" || name === "end-to-end tests" ? "production" : "test" } });
  console.log(`=== ${name}: ${r.status === 0 ? "ok" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
