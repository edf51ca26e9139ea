import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The one environment every end-to-end server starts with, the shared one (global-setup.ts) and
 * a test's own (own-server.ts) alike. Every variable `.env.example` documents is set, most to ""
 * (which the server reads as unset, and which keeps a developer's `.env` from filling it in), so
 * nothing of the shell or a `.env` — a DATABASE_URL, MODERATION=post, a message window — leaks
 * into a test run. serveBuild sets the port and host itself.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The variable names `.env.example` documents, commented out or not. */
export function documentedVariables(): string[] {
  const text = readFileSync(path.join(ROOT, ".env.example"), "utf8");
  return [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

export function e2eServerEnvironment(
  dataDir: string,
  moderatorPassword: string,
  overrides: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const unset = Object.fromEntries(documentedVariables().map((name) => [name, ""]));
  return {
    ...unset,
    // Which edition the pages were built from is the harness's choice, not a developer's
    // leftover: the test edition's run sets it (scripts/test-edition.ts).
    CONTENT_DIR: process.env.CONTENT_DIR ?? "",
    DATA_DIR: dataDir,
    MODERATOR_PASSWORD: moderatorPassword,
    MODERATION: "pre",
    LOG_LEVEL: "warn",
    // The browser's clock is faked per test; the server accepts messages at any real time
    // while the pages keep the content's window. (SUBMISSIONS_OPEN_AT / _CLOSE_AT would move
    // the pages' window too: rehearsal tests pass them as overrides.)
    SUBMISSIONS_ANY_TIME: "1",
    // The CMS at /admin names the organisers' repository on its sign-in page.
    CMS_REPO: "samorzady/juwenalia-syrenki",
    // Every test sends from 127.0.0.1, many of them without a proof (staff-api.ts) and each
    // browser context as a new device: generous limits, so no test depends on another's pace.
    RATE_LIMIT_PER_MINUTE: "1000",
    RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "10000",
    RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "10000",
    ...overrides,
  };
}
