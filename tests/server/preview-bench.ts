import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "#server/app";
import { temporaryDir, testConfig } from "./helpers";

/**
 * The previews' test bench (docs/operations/publishing.md#previews): a live site and two previews,
 * 12 and 34, each page saying whose it is; an app with previews, and the same app without them.
 */

export const HOST = "podglad.example.pl";
export const PASSWORD = "haslo-do-podgladu";
export const AUTH = `Basic ${Buffer.from(`organizatorka:${PASSWORD}`).toString("base64")}`;
export const LIVE_SCRIPT = "window.__wersja='live'";
export const PREVIEW_SCRIPT = "window.__wersja='podglad-12'";
export const PRECOMPRESSED_MARK = "<!-- wariant skompresowany -->";
/** A file next to the previews, which no path may reach. */
export const OUTSIDE_TEXT = "poza podglądami";

export const page = (text: string, script = "") =>
  `<!doctype html><html lang="pl"><head><title>${text}</title></head>` +
  `<body><h1>${text}</h1>${script ? `<script>${script}</script>` : ""}</body></html>`;

export const cspHash = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** A built site with the pages the tests look for, each saying whose it is. */
export function site(root: string, name: string, script: string): void {
  writeFiles(root, {
    "index.html": page(`${name}: przekierowanie`),
    "homepage/index.html": page(name),
    "homepage/index.html.br": brotliCompressSync(page(name) + PRECOMPRESSED_MARK),
    "about/index.html": page(`${name}: o festiwalu`, script),
    "404/index.html": page(`${name}: 404`),
    "__spa-fallback.html": page(`${name}: powłoka`),
    "moderacja/index.html": page(`${name}: moderacja`),
    "telebim/index.html": page(`${name}: telebim`),
    "sw.js": `// worker: ${name}`,
  });
}

export interface PreviewBench {
  /** PREVIEWS_DIR. */
  readonly previewsDir: string;
  /** The app with previews. */
  app: FastifyInstance;
  /** The same site without previews: what the live host answered before them. */
  before: FastifyInstance;
}

/** Builds the folders now and both apps before the file's tests; closes them after. */
export function previewBench(clock?: () => Date): PreviewBench {
  const base = temporaryDir("juwenalia-previews-");
  const live = path.join(base, "live");
  const previewsDir = path.join(base, "previews");
  site(live, "Strona na żywo", LIVE_SCRIPT);
  site(path.join(previewsDir, "12", "build", "client"), "Podgląd 12", PREVIEW_SCRIPT);
  site(path.join(previewsDir, "34", "build", "client"), "Podgląd 34", "");
  writeFileSync(path.join(previewsDir, "tajne.txt"), OUTSIDE_TEXT);

  const bench = { previewsDir } as PreviewBench;
  beforeAll(async () => {
    // Behind a proxy, as behind Caddy: X-Forwarded-Proto says whether the browser used HTTPS.
    const shared = { staticDir: live, trustProxy: true };
    const previews = { dir: previewsDir, host: HOST, password: PASSWORD };
    bench.app = await buildApp(testConfig({ ...shared, previews, ...(clock ? { clock } : {}) }));
    bench.before = await buildApp(testConfig(shared));
  });
  afterAll(async () => {
    await Promise.all([bench.app.close(), bench.before.close()]);
  });
  return bench;
}

/** A request to the preview host with the password (and a chosen change, when given). */
export function preview(
  app: FastifyInstance,
  url: string,
  { change, ...options }: Partial<InjectOptions> & { change?: string } = {},
) {
  const headers: Record<string, string> = { host: HOST, authorization: AUTH };
  if (change !== undefined) headers.cookie = `juwenalia_preview=${change}`;
  return app.inject({
    method: "GET",
    url,
    ...options,
    headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
  });
}

/**
 * A GET over HTTP with the path exactly as written, to the preview host with the password:
 * `inject` resolves dot segments (`/%2e%2e/` arrives as `/`), a client need not.
 */
export function rawGet(
  base: string,
  urlPath: string,
  change: string | undefined,
): Promise<{ statusCode: number; body: string; headers: http.IncomingHttpHeaders }> {
  const headers: Record<string, string> = { host: HOST, authorization: AUTH };
  if (change !== undefined) headers.cookie = `juwenalia_preview=${change}`;
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/`, { path: urlPath, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ statusCode: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    request.on("error", reject);
  });
}
