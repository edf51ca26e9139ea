import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { appendRecord } from "#server/deploy/deploy-history";
import { commitUrl, liveRelease, type LiveRelease } from "#server/cms/release-info";
import { temporaryDir, testConfig } from "./helpers";

/**
 * What /admin tells organisers about the live site (server/cms/release-info.ts): the release's
 * commit, since when it is live by the deploy's record, and the commit's page on the git host.
 */

const COMMIT = "a1b2c3d4e5f6";
const GITHUB = { backend: "github", repo: "samorzady/juwenalia", branch: "main" } as const;
const startedAt = new Date("2026-12-01T13:50:00Z");

/** A deploy folder whose record has this release live twice (a rollback back to it last). */
function deployRoot(): string {
  const root = temporaryDir("juwenalia-deploy-");
  const record = (at: string, release: string, outcome: "live" | "refused" = "live") =>
    appendRecord(root, { at, action: "deploy", outcome, release });
  record("2026-11-30T10:00:00.000Z", `2025-${COMMIT}`);
  record("2026-11-30T12:00:00.000Z", "2025-0f0f0f0f0f0f");
  record("2026-12-01T13:05:00.000Z", `2025-${COMMIT}`);
  record("2026-12-01T13:30:00.000Z", "2025-999999999999", "refused");
  return root;
}

describe("the live release, as /admin shows it", () => {
  it("is live since the deploy's last switch to it, with the commit's page on the host", () => {
    expect(
      liveRelease({
        release: { commit: COMMIT, edition: "2025" },
        deployRoot: deployRoot(),
        host: GITHUB,
        startedAt,
      }),
    ).toEqual({
      commit: COMMIT,
      edition: "2025",
      liveSince: "2026-12-01T13:05:00.000Z",
      liveSinceFrom: "deploy",
      commitUrl: `https://github.com/samorzady/juwenalia/commit/${COMMIT}`,
    });
  });

  it("without a deploy's record is live since the server started, and links no unknown commit", () => {
    expect(
      liveRelease({
        release: { commit: `${COMMIT}-dirty`, edition: "2025" },
        deployRoot: temporaryDir("juwenalia-deploy-"),
        host: GITHUB,
        startedAt,
      }),
    ).toEqual({
      commit: `${COMMIT}-dirty`,
      edition: "2025",
      liveSince: "2026-12-01T13:50:00.000Z",
      liveSinceFrom: "start",
    });
    expect(commitUrl(GITHUB, "unknown")).toBeUndefined();
    expect(commitUrl({ backend: "github", branch: "main" }, COMMIT)).toBeUndefined();
  });

  it("names the commit's page on each host", () => {
    const gitea = { backend: "gitea", repo: "s/j", branch: "main", hostUrl: "https://git.ex/" };
    expect(commitUrl({ ...gitea, backend: "gitea" }, COMMIT)).toBe(
      `https://git.ex/s/j/commit/${COMMIT}`,
    );
    expect(commitUrl({ backend: "gitlab", repo: "s/j", branch: "main" }, COMMIT)).toBe(
      `https://gitlab.com/s/j/-/commit/${COMMIT}`,
    );
  });

  it("is answered at /admin/release.json with /admin's own headers", async () => {
    const adminDir = temporaryDir("juwenalia-admin-");
    writeFileSync(path.join(adminDir, "index.html"), "<!doctype html><title>Redakcja</title>");
    writeFileSync(path.join(adminDir, "config.yml"), "collections: []\n");
    mkdirSync(path.join(adminDir, "fonts"));
    const app = await buildApp(
      testConfig({
        cms: { adminDir, host: GITHUB },
        release: { commit: COMMIT, edition: "2025" },
        deployRoot: deployRoot(),
      }),
    );
    try {
      const response = await app.inject({ url: "/admin/release.json" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.json<LiveRelease>()).toMatchObject({
        commit: COMMIT,
        liveSince: "2026-12-01T13:05:00.000Z",
        commitUrl: `https://github.com/samorzady/juwenalia/commit/${COMMIT}`,
      });
    } finally {
      await app.close();
    }
  });
});
