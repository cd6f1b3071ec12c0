// ESLint: Next.js rules plus type-aware TypeScript rules (floating promises, exhaustive switches).
import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";

export default [
  { ignores: [".next/**", "node_modules/**", "lib/generated/**", "data/**", "fixtures/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "**/*.mjs"] },
  ...nextVitals,
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "@typescript-eslint": tseslint.plugin },
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
];
