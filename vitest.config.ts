import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects: fast unit tests beside the code, and integration tests that talk to a real database
// (in-memory PGlite by default, PostgreSQL as well when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{lib,components,app,scripts}/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{lib,app,scripts}/**/*.integration.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
