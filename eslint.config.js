import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import importPlugin from "eslint-plugin-import";
import globals from "globals";
import { readdirSync } from "node:fs";

/**
 * One zone per feature folder: a feature may import anything of its own, nothing of another
 * feature's, at whatever depth the path is written (`../x`, `../../features/x/y`).
 */
const featureZones = readdirSync(new URL("./app/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./app/features/${name}`,
    from: "./app/features",
    except: [`./${name}`],
    message: "Features do not import each other: move shared code to app/components or core/.",
  }));

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "bench/framework-baseline/build/**",
      "bench/framework-baseline/.react-router/**",
      "node_modules/**",
      ".react-router/**",
      "public/**",
      "data/**",
      // npm run release: compiled output and copied packages.
      "release/**",
      "bench-results/**",
      "test-results/**",
      // The test runs' compiled server and commands (tests/support/test-programs.ts).
      ".test-programs-*/**",
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
  // Import boundaries (docs/architecture.md, "Import boundaries"): checked on the resolved file,
  // so no way of writing a path gets around them.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { import: importPlugin },
    settings: {
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // The TypeScript resolver reads package.json's subpath imports (#core/…) as TypeScript
      // does; the node resolver would leave them unresolved, and the zones below blind to them.
      "import/resolver": {
        typescript: { project: "./tsconfig.json" },
        node: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
      },
    },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./core",
              from: ["./app", "./server", "./content-layer"],
              message: "core/ is pure: it takes the edition as an argument, never imports it.",
            },
            { target: "./app", from: "./server", message: "app/ must not import server/." },
            { target: "./server", from: "./app", message: "server/ must not import app/." },
            {
              target: "./server/routes",
              from: "./server/db",
              message: "Routes reach storage through its decorators and services, never db/.",
            },
            // Storage carries out the plans it is given (server/README.md#how-a-message-flows):
            // policy, wording and the types other folders produce stay out of it, so it imports
            // core/, db/ and the plans' shapes (server/messages/plans.ts) alone.
            {
              target: "./server/db",
              from: "./server",
              except: ["./db", "./messages/plans.ts"],
              message:
                "server/db/ imports only core/, server/db/ and server/messages/plans.ts: policy and wording belong in a service or server/messages/, a shared type in db/ or core/.",
            },
            // The message policies are pure (server/messages/README.md): they read no database
            // and call no service, so anyone may call them; they word their trail lines.
            {
              target: "./server/messages",
              from: "./server",
              except: ["./messages", "./texts"],
              message:
                "server/messages/ imports only core/, server/messages/ and server/texts/: its policies are pure.",
            },
            // The plans' shapes are what server/db/ reads of this folder: types on core/ alone.
            {
              target: "./server/messages/plans.ts",
              from: "./server",
              except: ["./messages/plans.ts"],
              message:
                "server/messages/plans.ts holds types on core/ alone: server/db/ imports it.",
            },
            // The moderation service reaches storage through the repository's interface alone.
            {
              target: "./server/moderation/moderation-service.ts",
              from: "./server/db",
              except: ["./submissions-repo.ts"],
              message:
                "The moderation service imports only the submissions repository of server/db/: plans' shapes live in server/messages/plans.ts.",
            },
            {
              target: "./server/db",
              from: "./content-layer",
              message: "server/db/ imports only core/ and server/db/.",
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ["core/**"],
    ignores: ["core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^node:", message: "core/ is pure: no Node built-ins." }] },
      ],
    },
  },
);
