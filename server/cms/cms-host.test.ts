import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  cmsBackend,
  hostOrigins,
  publishMode,
  type CmsHostSettings,
} from "./cms-host";

const github: CmsHostSettings = { backend: "github", repo: "samorzady/juwenalia", branch: "main" };
const gitlab: CmsHostSettings = {
  backend: "gitlab",
  repo: "samorzady/juwenalia",
  branch: "main",
  appId: "abc123",
};
const forgejo: CmsHostSettings = {
  backend: "gitea",
  repo: "samorzady/juwenalia",
  branch: "main",
  hostUrl: "https://git.samorzad.example/",
  appId: "f00",
};

describe("the git host of the CMS", () => {
  it("saves to GitHub through a pull request per edit; without our OAuth app, by token only", () => {
    expect(cmsBackend(github)).toEqual({
      name: "github",
      repo: "samorzady/juwenalia",
      branch: "main",
      auth_methods: ["token"],
    });
    expect(publishMode(github)).toBe("editorial_workflow");
  });

  it("signs in to GitHub through our own server when it has the OAuth app", () => {
    const helper = { siteOrigin: "https://juwenalia.example", endpoint: "admin/sign-in/github" };
    const backend = cmsBackend(github, helper);
    expect(backend).toMatchObject({
      base_url: "https://juwenalia.example",
      auth_endpoint: "admin/sign-in/github",
    });
    expect(backend).not.toHaveProperty("auth_methods");
  });

  it("signs in to GitLab with PKCE and the application's id", () => {
    expect(cmsBackend(gitlab)).toMatchObject({
      name: "gitlab",
      api_root: "https://gitlab.com/api/v4",
      base_url: "https://gitlab.com",
      app_id: "abc123",
      auth_type: "pkce",
    });
    expect(publishMode(gitlab)).toBe("editorial_workflow");
  });

  it("saves to a self-hosted Forgejo on its branch (no editorial workflow there)", () => {
    expect(cmsBackend(forgejo)).toEqual({
      name: "gitea",
      repo: "samorzady/juwenalia",
      branch: "main",
      api_root: "https://git.samorzad.example/api/v1",
      base_url: "https://git.samorzad.example",
      app_id: "f00",
    });
    expect(publishMode(forgejo)).toBeUndefined();
  });

  it("names the checkout's folder on the local sign-in page when no repository is configured", () => {
    const local = { backend: "github", branch: "main", localFolder: "juwenalia-syrenki" } as const;
    expect(cmsBackend(local).repo).toBe("lokalnie/juwenalia-syrenki");
    expect(cmsBackend({ ...local, repo: "samorzady/juwenalia" }).repo).toBe("samorzady/juwenalia");
  });

  it("lets /admin talk to the host and nothing else: no CDN, no framing", () => {
    expect(hostOrigins(forgejo)).toEqual(["https://git.samorzad.example"]);
    const policy = adminContentSecurityPolicy(github);
    expect(policy).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    );
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/jsdelivr|unpkg|unsafe-eval/);
  });

  it("lets /admin reach a Forgejo's own address only: its API, its sign-in and its avatars", () => {
    const policy = directivesOf(adminContentSecurityPolicy(forgejo));
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "blob:",
      "data:",
      "https://git.samorzad.example",
    ]);
    expect(policy.get("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://git.samorzad.example",
    ]);
    expect(addressesIn(policy)).toEqual(["https://git.samorzad.example"]);
  });

  it("lets /admin reach GitLab and the avatars it serves itself, nothing more", () => {
    expect(addressesIn(directivesOf(adminContentSecurityPolicy(gitlab)))).toEqual([
      "https://gitlab.com",
    ]);
  });
});

/** A policy's directives by name, each with its sources in order. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every web address any directive names, once each, sorted. */
function addressesIn(policy: Map<string, string[]>): string[] {
  const sources = [...policy.values()].flat();
  return [...new Set(sources.filter((source) => source.startsWith("https:")))].sort();
}
