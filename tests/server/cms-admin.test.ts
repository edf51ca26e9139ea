import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { temporaryDir, testConfig } from "./helpers";

/**
 * The browser CMS at /admin (server/plugins/cms-admin.ts): the build's files with a policy of
 * their own, never indexed, with the git host the environment names; the public pages keep theirs.
 */

const INDEX =
  '<!doctype html><html lang="pl"><head><title>Redakcja</title></head><body></body></html>';
const BUNDLE = "console.log('cms');".repeat(50);
const COLLECTIONS =
  "media_folder: content/images\ncollections:\n  - name: festiwal\n    label: Festiwal\n";

function adminDir(): string {
  const dir = temporaryDir("juwenalia-admin-");
  writeFileSync(path.join(dir, "index.html"), INDEX);
  writeFileSync(path.join(dir, "config.yml"), COLLECTIONS);
  writeFileSync(path.join(dir, "sveltia-cms.js"), BUNDLE);
  writeFileSync(path.join(dir, "sveltia-cms.js.br"), brotliCompressSync(BUNDLE));
  mkdirSync(path.join(dir, "fonts"));
  return dir;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(
    testConfig({
      cms: {
        adminDir: adminDir(),
        host: { backend: "gitlab", repo: "samorzady/juwenalia", branch: "main", appId: "x1" },
      },
    }),
  );
});
afterAll(async () => app.close());

describe("/admin", () => {
  it("serves the CMS's page, never to be indexed, with a policy that allows only the git host", async () => {
    const response = await app.inject({ url: "/admin/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Redakcja</title>");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("connect-src 'self' blob: data: https://gitlab.com");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain("maps.googleapis.com");
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("sends /admin to /admin/, where the CMS finds its configuration", async () => {
    const response = await app.inject({ url: "/admin" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/admin/");
  });

  it("answers the configuration with the git host from the environment before the collections", async () => {
    const response = await app.inject({ url: "/admin/config.yml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/yaml");
    const config = parse(response.body) as Record<string, unknown>;
    expect(Object.keys(config).slice(0, 5)).toEqual([
      "backend",
      "publish_mode",
      "app_title",
      "logo_url",
      "media_folder",
    ]);
    expect(config.backend).toMatchObject({
      name: "gitlab",
      repo: "samorzady/juwenalia",
      app_id: "x1",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("sends the CMS's bundle precompressed", async () => {
    const response = await app.inject({
      url: "/admin/sveltia-cms.js",
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it("leaves the public pages' policy as it was", async () => {
    const response = await app.inject({ url: "/homepage/" });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-security-policy"])).toContain("maps.googleapis.com");
    expect(response.headers["x-robots-tag"]).toBeUndefined();
  });

  it("lets the sign-in popup keep its opener on every /admin answer, and nowhere else", async () => {
    for (const url of [
      "/admin/",
      "/admin/?code=c&state=s",
      "/admin/config.yml",
      "/admin/sveltia-cms.js",
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cross-origin-opener-policy"], url).toBe("unsafe-none");
      // Neither would cut the popup's link, and both stay as strict as the site's.
      expect(response.headers["cross-origin-embedder-policy"], url).toBeUndefined();
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
    }
    const page = await app.inject({ url: "/homepage/" });
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("answers an unknown file under /admin with 404", async () => {
    const response = await app.inject({ url: "/admin/../../etc/passwd" });
    expect(response.statusCode).toBe(404);
  });
});
