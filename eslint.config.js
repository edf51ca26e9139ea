import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "scripts/bench/framework-baseline/build/**",
      "scripts/bench/framework-baseline/.react-router/**",
      "node_modules/**",
      ".react-router/**",
      "public/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Import boundaries (DESIGN.md §9): app and server meet only in core/ and content/.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./app", from: "./server", message: "app/ must not import server/." },
            { target: "./server", from: "./app", message: "server/ must not import app/." },
            { target: "./core", from: "./app", message: "core/ is pure: no app/ imports." },
            { target: "./core", from: "./server", message: "core/ is pure: no server/ imports." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
