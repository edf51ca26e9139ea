import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveBuild, type ServedBuild } from "./serve-build";
import { startStandInGitHub, type StandInGitHub } from "./stand-in-github";
import { createStandInCertificate, type StandInCertificate } from "./stand-in-tls";
import { e2eServerEnvironment } from "../e2e/server-environment";

/**
 * Our server over the build with the CMS on a stand-in GitHub (HTTPS on loopback, a throwaway
 * certificate) and our own sign-in configured, as the GitHub specs of the CMS need it.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");
export const STAND_IN_REPO = "samorzady/juwenalia-syrenki";
export const STAND_IN_CLIENT_ID = "Ov23liStandInClient";
export const STAND_IN_CLIENT_SECRET = "standin0secret0of0the0oauth0app0000000000";

export interface GitHubCms {
  readonly certificate: StandInCertificate;
  readonly github: StandInGitHub;
  readonly server: ServedBuild;
  stop: () => Promise<void>;
}

/** Starts both; `name` labels the server's data folder, `password` is its quick-start lead's. */
export async function startGitHubCms(name: string, password: string): Promise<GitHubCms> {
  const certificate = createStandInCertificate();
  const github = await startStandInGitHub({
    certificate,
    contentDir: CONTENT,
    repo: STAND_IN_REPO,
    clientId: STAND_IN_CLIENT_ID,
    clientSecret: STAND_IN_CLIENT_SECRET,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), `juwenalia-${name}-`));
  const server = await serveBuild(
    e2eServerEnvironment(dataDir, password, {
      CMS_BACKEND: "github",
      CMS_REPO: STAND_IN_REPO,
      CMS_HOST_URL: github.url,
      CMS_GITHUB_CLIENT_ID: STAND_IN_CLIENT_ID,
      CMS_GITHUB_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
      // Our server trusts the stand-in's certificate for its token request, and nothing else new.
      NODE_EXTRA_CA_CERTS: certificate.caFile,
    }),
  );
  return {
    certificate,
    github,
    server,
    stop: async () => {
      await server.stop();
      await github.stop();
      certificate.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
