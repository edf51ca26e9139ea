import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { parseWindowMeta } from "#core/message-window";
import { buildApp } from "#server/app";
import { preferredEncoding } from "#server/static-site/encodings";
import { injectIntoHead } from "#server/static-site/rehearsal";
import { saltPageRevisions } from "#server/static-site/service-worker-revisions";
import { temporaryDir, testConfig, type TestConfigOverrides } from "./helpers";

/**
 * Serving the build, and the rehearsal: with SUBMISSIONS_OPEN_AT / _CLOSE_AT the pages carry the
 * server's window in a `message-window` meta (core/message-window.ts); without, every file is
 * served exactly as built.
 */

const HOMEPAGE =
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Start</title></head>' +
  "<body><h1>Strona główna</h1></body></html>";
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="pl"><head><title>404</title></head><body>404</body></html>';
const FALLBACK =
  '<!doctype html><html lang="pl"><head><title>App</title></head><body></body></html>';
/** A precompressed variant that differs from the page, so a test can tell which one was sent. */
const PRECOMPRESSED_MARK = "<!-- the precompressed file -->";
/** The shape of the build's Workbox worker (scripts/lib/service-worker.ts), minified. */
const SERVICE_WORKER =
  'self.skipWaiting();e.precacheAndRoute([{url:"assets/app-1a2b.js",revision:null},' +
  '{url:"homepage/index.html",revision:"c378567db72b6494dfc81b2eb3e1df85"},' +
  '{url:"/homepage",revision:"4c33a6fa4e6be0d36f1f2b489d6bcf14"},' +
  '{url:"404/index.html",revision:"0d5b5a1d2f8e9c7b6a5d4c3b2a190817"},' +
  '{url:"generated/logo.svg",revision:"9f8e7d6c5b4a39281706f5e4d3c2b1a0"},' +
  '{url:"manifest.webmanifest",revision:"aa11bb22cc33dd44ee55ff6677889900"}],{});';

function buildDir(): string {
  const dir = temporaryDir("juwenalia-site-");
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write("homepage/index.html", HOMEPAGE);
  write("homepage/index.html.br", brotliCompressSync(HOMEPAGE + PRECOMPRESSED_MARK));
  write("homepage/index.html.gz", gzipSync(HOMEPAGE + PRECOMPRESSED_MARK));
  write("404/index.html", NOT_FOUND_PAGE);
  write("__spa-fallback.html", FALLBACK);
  write("sw.js", SERVICE_WORKER);
  write("assets/app-1a2b.js", "console.log('app');");
  write("generated/images/site/banner-640.1a2b3c4d.avif", "hashed picture");
  write("generated/favicon.5e6f7a8b.svg", "<svg/>");
  write("generated/images/site/banner-640.avif", "picture of a dev build");
  return dir;
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function serve(overrides: TestConfigOverrides): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ staticDir: buildDir(), ...overrides }));
  apps.push(app);
  return app;
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url, headers });
}

/** The body as text, decoded by its Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  return response.rawPayload.toString("utf8");
}

const META = /<meta name="message-window" content="([^"]*)">/;

/** The window a served page tells the toast to follow, or undefined without the meta. */
function pageWindow(html: string) {
  const content = META.exec(html)?.[1];
  return content === undefined ? undefined : parseWindowMeta(content);
}

// A rehearsal the day before the made-up edition of the tests (TEST_EDITION, 11–13 June 2031).
const REHEARSAL = {
  opensAt: new Date("2031-06-10T16:00:00.000Z"),
  closesAt: new Date("2031-06-10T18:30:00.000Z"),
};
const REHEARSAL_META = "2031-06-10T16:00:00.000Z/2031-06-10T18:30:00.000Z";
const rehearsal = { submissionsAnyTime: false, submissionWindow: REHEARSAL };

describe("pages without a moved window: served exactly as built", () => {
  for (const [name, config] of [
    ["the edition's own window", { submissionsAnyTime: false, submissionWindow: {} }],
    ["SUBMISSIONS_ANY_TIME", { submissionsAnyTime: true, submissionWindow: {} }],
  ] as const) {
    it(`${name}: no meta, precompressed variants, the worker untouched`, async () => {
      const app = await serve(config);
      const plain = await get(app, "/homepage");
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(HOMEPAGE);
      expect(plain.headers["cache-control"]).toBe("no-cache");
      expect(plain.headers.etag).toBeTruthy();
      expect(plain.headers["last-modified"]).toBeTruthy();

      const br = await get(app, "/homepage", { "accept-encoding": "br, gzip" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(decoded(br)).toBe(HOMEPAGE + PRECOMPRESSED_MARK);
      const gz = await get(app, "/homepage/", { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(decoded(gz)).toBe(HOMEPAGE + PRECOMPRESSED_MARK);

      const fallback = await get(app, "/nie-ma-takiej-strony");
      expect(fallback.statusCode).toBe(404);
      expect(fallback.body).toBe(FALLBACK);
      expect((await get(app, "/404")).body).toBe(NOT_FOUND_PAGE);
      expect((await get(app, "/sw.js")).body).toBe(SERVICE_WORKER);
    });
  }
});

describe("pages with a moved window (a rehearsal)", () => {
  it("carry the window in force right after <head>: the page, /404 and the 404 fallback", async () => {
    const app = await serve(rehearsal);
    const tag = `<meta name="message-window" content="${REHEARSAL_META}">`;
    for (const url of ["/homepage", "/homepage/", "/homepage/index.html", "/404", "/404/"]) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(response.body, url).toContain(`<head>${tag}`);
      expect(pageWindow(response.body), url).toEqual(REHEARSAL);
    }
    expect((await get(app, "/homepage")).body).toBe(HOMEPAGE.replace("<head>", `<head>${tag}`));
    const fallback = await get(app, "/telebim/nie-ma");
    expect(fallback.statusCode).toBe(404);
    expect(fallback.body).toBe(FALLBACK.replace("<head>", `<head>${tag}`));
  });

  it("carry the edition's other end when only one end is moved", async () => {
    const opensOnly = await serve({
      submissionsAnyTime: false,
      submissionWindow: { opensAt: REHEARSAL.opensAt },
    });
    // TEST_EDITION closes at 2031-06-13T23:59:59 in Warsaw (CEST).
    expect(pageWindow((await get(opensOnly, "/homepage")).body)).toEqual({
      opensAt: REHEARSAL.opensAt,
      closesAt: new Date("2031-06-13T21:59:59.000Z"),
    });
    const closesOnly = await serve({
      submissionsAnyTime: false,
      submissionWindow: { closesAt: new Date("2031-06-14T02:00:00.000Z") },
    });
    expect(pageWindow((await get(closesOnly, "/about-nie-ma")).body)).toEqual({
      opensAt: new Date("2031-06-11T14:00:00.000Z"),
      closesAt: new Date("2031-06-14T02:00:00.000Z"),
    });
  });

  it("answer brotli and gzip when accepted, each with its own ETag, and 304 on a match", async () => {
    const app = await serve(rehearsal);
    const plain = await get(app, "/homepage");
    const br = await get(app, "/homepage", { "accept-encoding": "gzip, deflate, br" });
    const gz = await get(app, "/homepage", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    for (const response of [plain, br, gz]) {
      expect(decoded(response)).toBe(plain.body);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(new Set([plain, br, gz].map((response) => response.headers.etag)).size).toBe(3);

    const again = await get(app, "/homepage", {
      "accept-encoding": "br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(br.headers.etag);
    const otherEncoding = await get(app, "/homepage", {
      "accept-encoding": "gzip",
      "if-none-match": String(br.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it("are read, changed and compressed once, then served from memory", async () => {
    const staticDir = buildDir();
    const app = await serve({ ...rehearsal, staticDir });
    const first = await get(app, "/homepage", { "accept-encoding": "br" });
    writeFileSync(path.join(staticDir, "homepage", "index.html"), "<html>changed on disk</html>");
    const second = await get(app, "/homepage", { "accept-encoding": "br" });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(decoded(second)).toContain("Strona główna");
  });

  it("get a new ETag when the window changes", async () => {
    const a = await serve(rehearsal);
    const b = await serve({
      submissionsAnyTime: false,
      submissionWindow: { ...REHEARSAL, closesAt: new Date("2031-06-10T19:00:00.000Z") },
    });
    const etagA = (await get(a, "/homepage")).headers.etag;
    const etagB = (await get(b, "/homepage")).headers.etag;
    expect(etagA).not.toBe(etagB);
  });

  it("still get the security headers; HEAD works", async () => {
    const app = await serve(rehearsal);
    const page = await get(app, "/homepage");
    expect(page.headers["content-security-policy"]).toContain("object-src 'none'");
    const head = await app.inject({ method: "HEAD", url: "/homepage" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("leave other files as built", async () => {
    const app = await serve(rehearsal);
    const script = await get(app, "/assets/app-1a2b.js");
    expect(script.body).toBe("console.log('app');");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keep images named by their content for a year, others for a day", async () => {
    const app = await serve({});
    for (const url of [
      "/generated/images/site/banner-640.1a2b3c4d.avif",
      "/generated/favicon.5e6f7a8b.svg",
    ]) {
      expect((await get(app, url)).headers["cache-control"], url).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    const plain = await get(app, "/generated/images/site/banner-640.avif");
    expect(plain.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("come with a service worker whose page revisions name the window", async () => {
    const app = await serve(rehearsal);
    const worker = await get(app, "/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toMatch(/javascript/);
    const revisions = Object.fromEntries(
      [...worker.body.matchAll(/\{url:"([^"]+)",revision:("[^"]*"|null)\}/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(revisions["assets/app-1a2b.js"]).toBe("null");
    expect(revisions["generated/logo.svg"]).toBe('"9f8e7d6c5b4a39281706f5e4d3c2b1a0"');
    expect(revisions["manifest.webmanifest"]).toBe('"aa11bb22cc33dd44ee55ff6677889900"');
    for (const page of ["homepage/index.html", "/homepage", "404/index.html"]) {
      expect(revisions[page], page).toMatch(/^"[0-9a-f]{32}-window-[0-9a-f]{12}"$/);
    }
    // Another window, another worker: browsers update it and fetch the pages again.
    const other = await serve({ ...rehearsal, submissionWindow: { opensAt: REHEARSAL.closesAt } });
    expect((await get(other, "/sw.js")).body).not.toBe(worker.body);
  });
});

describe("the pieces", () => {
  it("injectIntoHead puts the tag right after <head>, whatever its attributes", () => {
    expect(injectIntoHead("<html><head><title>x</title></head></html>", "<meta>")).toBe(
      "<html><head><meta><title>x</title></head></html>",
    );
    expect(injectIntoHead('<html><HEAD data-x="1"><title>x</title>', "<meta>")).toBe(
      '<html><HEAD data-x="1"><meta><title>x</title>',
    );
    expect(injectIntoHead("<html><header>x</header><head></head>", "<meta>")).toBe(
      "<html><header>x</header><head><meta></head>",
    );
    // Without <head> the parser still puts an element before <body> into the head.
    expect(injectIntoHead('<!doctype html><html lang="pl"><body>x</body>', "<meta>")).toBe(
      '<!doctype html><html lang="pl"><meta><body>x</body>',
    );
  });

  it("preferredEncoding: brotli, then gzip, honouring q values and *", () => {
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("")).toBe("identity");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0.1, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity, deflate")).toBe("identity");
  });

  it("saltPageRevisions changes pages' revisions only, quoted keys too", () => {
    expect(saltPageRevisions(SERVICE_WORKER, "s")).toBe(
      SERVICE_WORKER.replace(/(index\.html",revision:"[0-9a-f]+)"/g, '$1-s"').replace(
        /("\/homepage",revision:"[0-9a-f]+)"/,
        '$1-s"',
      ),
    );
    expect(saltPageRevisions('[{"url": "/faq", "revision": "abc"}]', "s")).toBe(
      '[{"url": "/faq", "revision": "abc-s"}]',
    );
  });
});
