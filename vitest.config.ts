import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { editionContent } from "./content-layer/vite-plugin.ts";
import { siteTexts } from "./app/texts/vite-plugin.ts";

/**
 * Where tests live (docs/architecture.md#tests): unit tests beside their modules, server
 * integration tests in tests/server, whole-repository checks in tests/project. The environment
 * follows the folder: everything under app/ is browser code and runs in jsdom, the rest in Node.
 */
const APP_TESTS = "app/**/*.test.{ts,tsx}";

/**
 * Tests of what the browser reads once per page load and keeps for the visit (the page's message
 * window, the language the toast speaks): each file needs modules loaded afresh, as a new page
 * has them. Every other file shares its worker's modules with the files before it.
 */
const ONCE_PER_PAGE_TESTS = [
  "app/page-window.test.ts",
  "app/features/message-toast/message-toast-english.test.tsx",
  "app/features/message-toast/message-toast-rehearsal.test.tsx",
];

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
    // Most server tests wait on sockets, restarts and timers rather than the CPU, so three
    // workers there took the suite from 7 min 24 s to 4 min 49 s (docs/architecture.md).
    maxWorkers: Math.max(availableParallelism(), 3),
    hookTimeout: 60000,
    // Files share their worker's loaded modules instead of importing everything again per file:
    // the node project took 168 s alone with a fresh module graph per file and 77 s without, the
    // app project 74 s and 20 s, most of it jsdom and the server's modules loaded again each time
    // (docs/architecture.md, "Tests"). A test therefore leaves no state behind in a module; one
    // that tests such state runs isolated (ONCE_PER_PAGE_TESTS).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "{core,content-layer,cms,server,scripts,bench,artwork}/**/*.test.ts",
            "tests/server/**/*.test.ts",
            "tests/project/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: [APP_TESTS],
          exclude: ONCE_PER_PAGE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: "app-once-per-page",
          environment: "jsdom",
          include: ONCE_PER_PAGE_TESTS,
          isolate: true,
        },
      },
    ],
  },
});
