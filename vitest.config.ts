import path from "node:path";
import { defineConfig } from "vitest/config";

// Vitest 5's reporter uses Map.groupBy (Node 21+); this machine runs Node 20, so supply it here, in the
// process that loads this config, before any failure has to be reported.
type GroupBy = <K, V>(items: Iterable<V>, key: (v: V, i: number) => K) => Map<K, V[]>;
const mapWithGroupBy = Map as unknown as { groupBy?: GroupBy };
mapWithGroupBy.groupBy ??= (items, key) => {
  const out = new Map();
  let i = 0;
  for (const v of items) {
    const k = key(v, i++);
    out.set(k, [...(out.get(k) ?? []), v]);
  }
  return out;
};

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
          exclude: ["**/*.integration.test.ts", "**/*.security.test.ts", "node_modules/**"],
          environment: "node",
          // Some unit tests read real PDFs and images: seconds each when the two cores are busy. Time is measured
          // by the bench scripts, never by a test, so a slow machine must not fail one.
          testTimeout: 20_000,
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
      {
        extends: true,
        test: {
          // npm run test:security: findings of the security probe against a real server process (issue 16).
          name: "security",
          include: ["lib/**/*.security.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
