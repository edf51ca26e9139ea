import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { GENERATED_DIR, HASHED_IMAGE_NAME } from "../../content-layer/image-variants";
import { ENGLISH_FOLDER, SPA_FALLBACK_FILE } from "../../core/built-site";
import {
  formatWindowMeta,
  MESSAGE_WINDOW_META_NAME,
  type MessageWindow,
} from "../../core/message-window";

export interface StaticSiteOptions {
  root: string;
  /**
   * The window the pages must follow because the server's was moved (`config.messageWindows
   * .pages`): every HTML page is served with the `message-window` meta, and the service worker
   * with page revisions that name it. Unset: every file exactly as built (precompressed).
   */
  pagesWindow?: MessageWindow;
}

/** Vite's hashed files, of the Polish pages and of the English ones (docs/decisions/018). */
const HASHED_ASSET = /^\/(en\/)?assets\//;
/** The image pipeline's files, named by their content in a build (docs/decisions/019). */
const GENERATED = `${GENERATED_DIR.split("/")[0]}/`;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const DAY = "public, max-age=86400";
/** Each language's service worker: the Polish pages' and the English pages' (under /en/). */
const SERVICE_WORKERS = new Set(["sw.js", "en/sw.js"]);

/** Resolves a URL path to a file inside root, or undefined (never escapes root). */
export function resolveSitePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // /about and /about/ both serve the prerendered about/index.html.
  const index = path.join(candidate, "index.html");
  if (existsSync(index)) return index;
  return undefined;
}

function cacheControlFor(relative: string): string {
  if (relative.endsWith(".html")) return REVALIDATE;
  if (HASHED_ASSET.test(`/${relative}`)) return IMMUTABLE;
  if (relative.startsWith(GENERATED) && HASHED_IMAGE_NAME.test(relative)) return IMMUTABLE;
  if (SERVICE_WORKERS.has(relative) || relative.endsWith(".webmanifest")) return REVALIDATE;
  return DAY;
}

// ---------------------------------------------------------------------------------------------
// A rehearsal: pages that carry the server's window

/** The `<meta>` a page gets when the server's window was moved (core/message-window.ts). */
export function windowMetaTag(window: MessageWindow): string {
  return `<meta name="${MESSAGE_WINDOW_META_NAME}" content="${formatWindowMeta(window)}">`;
}

const HEAD_START = /<head(?:\s[^>]*)?>/i;
const HTML_START = /<html(?:\s[^>]*)?>/i;

/**
 * The page with `tag` right after `<head>`: the toast reads it before React hydrates, and React
 * leaves an element it did not render in <head> alone. A page without <head> (not one the build
 * writes) gets it after `<html>`, where the parser still puts it into the head.
 */
export function injectIntoHead(html: string, tag: string): string {
  const match = HEAD_START.exec(html) ?? HTML_START.exec(html);
  if (!match) return tag + html;
  const end = match.index + match[0].length;
  return html.slice(0, end) + tag + html.slice(end);
}

/**
 * A precache entry of the Workbox service worker, as the build writes it (scripts/lib/
 * service-worker.ts): `{url:"/homepage",revision:"<hash>"}`, keys quoted or not.
 */
const PRECACHE_ENTRY =
  /(["']?url["']?\s*:\s*"([^"]*)"\s*,\s*["']?revision["']?\s*:\s*")([^"]+)(")/g;

/** A page among the precache entries: a route ("/homepage") or a prerendered "…/index.html". */
function isPageUrl(url: string): boolean {
  return url.endsWith(".html") || !/\.[a-z0-9]+$/i.test(url);
}

/**
 * The service worker with each page's precache revision suffixed with `salt`. The worker serves
 * pages from its precache, so a phone that installed it before a rehearsal would keep pages
 * without the meta, and one that installed it during the rehearsal would keep the rehearsal's
 * window after it. A different worker file makes browsers update the worker; the changed
 * revisions make it fetch the pages again, with (or, once the server runs without the override
 * and serves the built file again, without) the meta.
 */
export function saltPageRevisions(serviceWorker: string, salt: string): string {
  return serviceWorker.replace(
    PRECACHE_ENTRY,
    (entry: string, start: string, url: string, revision: string, end: string) =>
      isPageUrl(url) ? `${start}${revision}-${salt}${end}` : entry,
  );
}

type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding the request accepts: brotli, then gzip (the order of the precompressed
 * files), else none. `q=0` refuses an encoding; `*` stands for any not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

const compressors: Record<Exclude<Encoding, "identity">, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** A file changed at start-up (read and changed once), and its encodings (each made once). */
interface ChangedFile {
  readonly body: Buffer;
  /** Of the changed bytes: a new window gives new ETags. */
  readonly hash: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === "*" || candidate.replace(/^W\//, "") === bare);
}

/**
 * Serves the prerendered site: pages with and without a trailing slash, precompressed brotli /
 * gzip variants, immutable caching for hashed assets, no-cache for HTML. `/` redirects to
 * /homepage (docs/product.md#routes); unknown paths get the app shell with 404 so the client lands
 * on /404. With `pagesWindow` (a rehearsal), pages and the service worker are changed in memory
 * instead.
 */
const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, { root, pagesWindow }) => {
  const absoluteRoot = path.resolve(root);
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const changes = pagesWindow ? fileChanges(pagesWindow) : undefined;
  const changedFiles = new Map<string, ChangedFile>();

  /** The changed file, read and changed on its first request, then kept in memory. */
  const changedFile = (file: string, change: (text: string) => string): ChangedFile => {
    let changed = changedFiles.get(file);
    if (changed === undefined) {
      const body = Buffer.from(change(readFileSync(file, "utf8")));
      const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
      changed = { body, hash, encoded: new Map() };
      changedFiles.set(file, changed);
    }
    return changed;
  };

  const sendChanged = async (
    request: FastifyRequest,
    reply: FastifyReply,
    changed: ChangedFile,
    type: string,
    status: number,
  ) => {
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const etag = encoding === "identity" ? `"${changed.hash}"` : `"${changed.hash}-${encoding}"`;
    reply
      .header("cache-control", REVALIDATE)
      .header("etag", etag)
      .header("vary", "accept-encoding")
      .type(type);
    if (status === 200 && matchesEtag(request.headers["if-none-match"], etag)) {
      return reply.code(304).send();
    }
    let body = changed.body;
    if (encoding !== "identity") {
      let encoded = changed.encoded.get(encoding);
      if (encoded === undefined) {
        encoded = compressors[encoding](changed.body);
        changed.encoded.set(encoding, encoded);
      }
      body = await encoded;
      reply.header("content-encoding", encoding);
    }
    return reply.code(status).send(body);
  };

  const send = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const relative = path.relative(absoluteRoot, file).split(path.sep).join("/");
    if (changes && relative.endsWith(".html")) {
      const page = changedFile(file, changes.page);
      return sendChanged(request, reply, page, "text/html; charset=utf-8", status);
    }
    if (changes && SERVICE_WORKERS.has(relative)) {
      const worker = changedFile(file, changes.serviceWorker);
      return sendChanged(request, reply, worker, "application/javascript; charset=utf-8", status);
    }
    reply.code(status).header("cache-control", cacheControlFor(relative));
    return reply.sendFile(relative);
  };

  app.get("/", (_request, reply) => reply.redirect("/homepage", 302));
  // The English home, as / is the Polish one; only when the English pages were built.
  const englishBuilt = existsSync(
    path.join(absoluteRoot, ENGLISH_FOLDER, "homepage", "index.html"),
  );
  if (englishBuilt) {
    for (const url of [`/${ENGLISH_FOLDER}`, `/${ENGLISH_FOLDER}/`]) {
      app.get(url, (_request, reply) => reply.redirect(`/${ENGLISH_FOLDER}/homepage`, 302));
    }
  }

  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath.startsWith("/api/")) {
      return reply.code(404).send({ code: "not_found", error: "Nie znaleziono zasobu." });
    }
    const file = resolveSitePath(absoluteRoot, urlPath);
    if (file) return send(request, reply, file);
    // An unknown English address gets the English app shell, which lands on the English 404.
    const english = englishBuilt && urlPath.startsWith(`/${ENGLISH_FOLDER}/`);
    const fallback = path.join(absoluteRoot, english ? ENGLISH_FOLDER : "", SPA_FALLBACK_FILE);
    if (existsSync(fallback)) return send(request, reply, fallback, 404);
    return reply.code(404).type("text/plain; charset=utf-8").send("Nie znaleziono strony");
  });
};

/** What a rehearsal's window changes: the pages (the meta) and the service worker (revisions). */
function fileChanges(window: MessageWindow) {
  const tag = windowMetaTag(window);
  const salt = createHash("sha256").update(tag).digest("hex").slice(0, 12);
  return {
    page: (html: string) => injectIntoHead(html, tag),
    serviceWorker: (code: string) => saltPageRevisions(code, `window-${salt}`),
  };
}

export default fp(staticSite, { name: "static-site" });
