import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { editionContent } from "./content-layer/vite-plugin.ts";
import { siteTexts } from "./app/texts/vite-plugin.ts";

/**
 * Where tests live (tests/README.md): unit tests beside their modules, server integration tests in
 * tests/server, whole-repository checks in tests/project. The environment follows the folder:
 * everything under app/ is browser code and runs in jsdom, the rest in Node.
 */
const APP_TESTS = "app/**/*.test.{ts,tsx}";

export default defineConfig({
  plugins: [editionContent(), siteTexts()],
  test: {
    // With TEST_POSTGRES=1: one PostgreSQL cluster for the run (tests/server/postgres.ts).
    globalSetup: [
      "./tests/server/postgres-cluster.global.ts",
      // The server and its commands compiled once for the run (tests/support/test-programs.ts).
      "./tests/support/test-programs.global.ts",
    ],
    setupFiles: ["./tests/setup-unit.ts"],
    testTimeout: 20000,
    // A stray it.only would quietly skip the rest of its file: CI refuses the run instead.
    allowOnly: !process.env.CI,
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine.
    // Most server tests wait on sockets, restarts and timers rather than the CPU, so three workers
    // there took the suite from 7 min 24 s to 4 min 49 s.
    maxWorkers: Math.max(availableParallelism(), 3),
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // Files share their worker's loaded modules instead of importing the server's again per
          // file: this project took 168 s alone with a fresh module graph per file and 77 s without
          // (tests/README.md); a test leaves no state behind in a module. The app project stays
          // isolated: its files share jsdom's globals, which React's scheduler and the page-once
          // state read, and a file there once failed on what the file before it had left.
          isolate: false,
          include: [
            "{core,content-layer,cms,server,scripts,bench,artwork}/**/*.test.ts",
            "tests/server/**/*.test.ts",
            "tests/project/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: { name: "app", environment: "jsdom", include: [APP_TESTS] },
      },
    ],
  },
});
