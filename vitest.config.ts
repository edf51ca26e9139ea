import { defineConfig } from "vitest/config";
import { editionContent } from "./content/vite-plugin.ts";

// Unit tests sit beside their modules (docs/architecture.md#tests); server integration tests live
// in tests/server.
export default defineConfig({
  plugins: [editionContent()],
  test: {
    include: [
      "{app,core,content,server,scripts,artwork,bench}/**/*.test.{ts,tsx}",
      "tests/server/**/*.test.ts",
      "tests/lint/**/*.test.ts",
      "tests/contract/**/*.test.ts",
    ],
    environment: "node",
    // With TEST_POSTGRES=1: one PostgreSQL cluster for the run (tests/server/postgres.ts).
    globalSetup: ["./tests/server/postgres-cluster.global.ts"],
    setupFiles: ["./tests/setup-unit.ts"],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
