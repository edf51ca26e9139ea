import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

/** One `no-restricted-imports` block for a folder (the last matching block wins in flat config). */
function boundaries(files, patterns, ignores = []) {
  return [{ files: [files], ignores, rules: { "no-restricted-imports": ["error", { patterns }] } }];
}

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
      "**/.tmp-*/**",
      ".tmp-*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Import boundaries (docs/architecture.md#conventions): app/ and server/ meet only in core/
  // and content/; core/ stays pure; features never import each other.
  ...boundaries("app/**", [
    { regex: "^(\\.\\./)+server/", message: "app/ must not import server/." },
  ]),
  ...boundaries("app/features/**", [
    {
      regex: "^\\.\\./(?!\\.)",
      message: "Features do not import each other: move shared code to app/components or core/.",
    },
    { regex: "^(\\.\\./)+server/", message: "app/ must not import server/." },
  ]),
  ...boundaries("server/**", [
    { regex: "^(\\.\\./)+app/", message: "server/ must not import app/." },
  ]),
  ...boundaries(
    "core/**",
    [
      { regex: "^(\\.\\./)+(app|server)/", message: "core/ is pure: no app/ or server/ imports." },
      { regex: "^node:", message: "core/ is pure: no Node built-ins." },
    ],
    ["core/**/*.test.ts"],
  ),
);
