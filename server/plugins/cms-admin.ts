import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { parse, stringify } from "yaml";
import {
  adminContentSecurityPolicy,
  cmsBackend,
  hostWebUrl,
  publishMode,
  type CmsHostSettings,
  type GitHubSignInHelper,
} from "../cms/cms-host";
import { releaseInfoRoute, type ReleaseInfoOptions } from "../cms/release-info";
import githubSignIn, {
  GITHUB_SIGN_IN_ENDPOINT,
  siteOrigin,
  type GitHubSignInSettings,
} from "../cms/github-sign-in";
import signInNote, { GITHUB_APP_MISSING } from "../cms/sign-in-note";

/** /admin's Cross-Origin-Opener-Policy: the sign-in popup must keep its opener. */
export const ADMIN_OPENER_POLICY = "unsafe-none";

export interface CmsAdminOptions {
  /** The CMS as the build wrote it (build/admin, scripts/build-admin.ts). */
  adminDir: string;
  host: CmsHostSettings;
  /** GitHub's OAuth app: our server signs organisers in (server/cms/github-sign-in.ts). */
  githubSignIn?: GitHubSignInSettings;
  /** The festival's name, for the CMS's title: "Redakcja · Juwenalia Syrenki". */
  editionName: string;
  /** The live release, which /admin/release.json tells organisers (server/cms/release-info.ts). */
  release?: ReleaseInfoOptions;
}

/**
 * The configuration /admin/config.yml answers: the git host first, the CMS's title and our logo
 * (build/admin/logo.svg, the site's icon), then the collections.
 */
export function composeCmsConfig(
  collectionsYaml: string,
  host: CmsHostSettings,
  editionName = "",
  githubSignInHelper?: GitHubSignInHelper,
): string {
  const collections = parse(collectionsYaml) as Record<string, unknown>;
  const mode = publishMode(host);
  const title = editionName ? `Redakcja · ${editionName}` : "Redakcja";
  return stringify(
    {
      backend: cmsBackend(host, githubSignInHelper),
      ...(mode ? { publish_mode: mode } : {}),
      app_title: title,
      logo_url: "/admin/logo.svg",
      ...collections,
    },
    { lineWidth: 0 },
  );
}

/**
 * The browser CMS at /admin (docs/redakcja.md): its files from build/admin with a policy of
 * their own (no CDN, only the git host), never indexed, never cached unchecked, and not part of
 * the public pages or their service worker. Encapsulated: its headers touch no other route.
 */
const cmsAdmin: FastifyPluginAsync<CmsAdminOptions> = async (app, options) => {
  const configFile = path.join(options.adminDir, "config.yml");
  if (!existsSync(configFile)) {
    app.log.warn(`No CMS in ${options.adminDir}: /admin is not served (npm run build writes it).`);
    return;
  }
  const collectionsYaml = readFileSync(configFile, "utf8");
  const config = composeCmsConfig(collectionsYaml, options.host, options.editionName);
  // GitHub's sign-in helper is this server, at the origin the browser reached: the CMS's
  // `base_url` is composed per request.
  const signIn = options.host.backend === "github" ? options.githubSignIn : undefined;
  const configFor = (origin: string) =>
    signIn
      ? composeCmsConfig(collectionsYaml, options.host, options.editionName, {
          siteOrigin: origin,
          endpoint: GITHUB_SIGN_IN_ENDPOINT,
        })
      : config;
  const policy = adminContentSecurityPolicy(options.host);

  app.addHook("onSend", async (_request, reply, payload) => {
    reply
      .header("content-security-policy", policy)
      // Sign-in opens the git host in a popup that comes back to /admin/ and hands the page the
      // token through window.opener; helmet's same-origin (and even same-origin-allow-popups,
      // since the returning popup is /admin/ too) severs that link.
      .header("cross-origin-opener-policy", ADMIN_OPENER_POLICY)
      .header("x-robots-tag", "noindex, nofollow")
      .header("cache-control", "no-cache")
      .header("referrer-policy", "same-origin");
    return payload;
  });

  app.get("/admin", (_request, reply) => reply.redirect("/admin/", 301));
  app.get("/admin/config.yml", (request, reply) =>
    reply.type("application/yaml; charset=utf-8").send(configFor(siteOrigin(request))),
  );
  if (signIn) {
    await app.register(githubSignIn, { ...signIn, webUrl: hostWebUrl(options.host) });
  }
  // Without the OAuth app the GitHub button is hidden: the sign-in page says why.
  const githubAppMissing = options.host.backend === "github" && options.host.repo && !signIn;
  await app.register(signInNote, { note: githubAppMissing ? GITHUB_APP_MISSING : undefined });
  if (options.release) await app.register(releaseInfoRoute, options.release);
  await app.register(fastifyStatic, {
    root: options.adminDir,
    prefix: "/admin/",
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: ["index.html"],
    allowedPath: (pathName) => !pathName.endsWith("config.yml"),
  });
};

export default cmsAdmin;
