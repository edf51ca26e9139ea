/**
 * What the organisers see at /admin about the live site (docs/redakcja.md, "Publikacja"): the
 * release this server runs, since when it is live, and the commit's page on the git host, so
 * that after a merge they can tell whether their change is on the site yet. GET
 * /admin/release.json answers it; cms/release-info.ts shows it on the CMS's page.
 *
 * "Since when" is the deploy's own record (deployments.jsonl, server/deploy/deploy-history.ts):
 * the last switch that made this release live. A server that was not deployed by the pipeline
 * (`npm start`, a release unpacked by hand) has no such record and gives its start instead.
 */
import type { FastifyPluginAsync } from "fastify";
import type { ReleaseStamp } from "#core/contract";
import { liveRecords } from "../deploy/deploy-history";
import { hostWebUrl, type CmsHostSettings } from "./cms-host";

export const RELEASE_INFO_PATH = "/admin/release.json";

/** The answer of GET /admin/release.json. */
export interface LiveRelease {
  /** The short commit; `-dirty` or `unknown` as the release stamp has it. */
  commit: string;
  edition: string;
  /** When this release went live (ISO 8601, UTC). */
  liveSince: string;
  /** How liveSince is known: the deploy's record, or only this server's start. */
  liveSinceFrom: "deploy" | "start";
  /** The commit's page on the git host, when the host and the repository are known. */
  commitUrl?: string;
}

export interface ReleaseInfoOptions {
  release: ReleaseStamp;
  /** The deploy's folder (config.deployRoot); unset when not deployed by the pipeline. */
  deployRoot?: string;
  host: CmsHostSettings;
  startedAt: Date;
}

/** A plain commit hash: what a link can name (not `…-dirty`, not `unknown`). */
const COMMIT = /^[0-9a-f]{7,40}$/;

/** The commit's page on the git host: GitHub and Forgejo/Gitea say /commit/, GitLab /-/commit/. */
export function commitUrl(host: CmsHostSettings, commit: string): string | undefined {
  if (!host.repo || !COMMIT.test(commit)) return undefined;
  const page = host.backend === "gitlab" ? "-/commit" : "commit";
  return `${hostWebUrl(host)}/${host.repo}/${page}/${commit}`;
}

/** When the deploy last made the release with this commit live, from its record. */
export function deployedAt(deployRoot: string | undefined, commit: string): string | undefined {
  if (!deployRoot || !COMMIT.test(commit)) return undefined;
  const record = liveRecords(deployRoot)
    .reverse()
    .find((found) => found.release?.endsWith(`-${commit}`));
  return record && !Number.isNaN(Date.parse(record.at))
    ? new Date(record.at).toISOString()
    : undefined;
}

export function liveRelease(options: ReleaseInfoOptions): LiveRelease {
  const { commit, edition } = options.release;
  const deployed = deployedAt(options.deployRoot, commit);
  const url = commitUrl(options.host, commit);
  return {
    commit,
    edition,
    liveSince: deployed ?? options.startedAt.toISOString(),
    liveSinceFrom: deployed ? "deploy" : "start",
    ...(url ? { commitUrl: url } : {}),
  };
}

/**
 * GET /admin/release.json, registered inside /admin's own context (its headers). Read at every
 * request: the deploy's record is a small file, and a rollback changes the answer.
 */
export const releaseInfoRoute: FastifyPluginAsync<ReleaseInfoOptions> = async (app, options) => {
  app.get(RELEASE_INFO_PATH, () => liveRelease(options));
};
