import { existsSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import fp from "fastify-plugin";

export interface StaticSiteOptions {
  root: string;
}

const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const DAY = "public, max-age=86400";
const SPA_FALLBACK = "__spa-fallback.html";

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
  if (relative === "sw.js" || relative.endsWith(".webmanifest")) return REVALIDATE;
  return DAY;
}

/**
 * Serves the prerendered site: pages with and without a trailing slash, precompressed brotli /
 * gzip variants, immutable caching for hashed assets, no-cache for HTML. `/` redirects to
 * /homepage (spec §2); unknown paths get the app shell with 404 so the client lands on /404.
 */
const staticSite: FastifyPluginAsync<StaticSiteOptions> = async (app, { root }) => {
  const absoluteRoot = path.resolve(root);
  await app.register(fastifyStatic, {
    root: absoluteRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  const send = (reply: FastifyReply, file: string, status = 200) => {
    const relative = path.relative(absoluteRoot, file).split(path.sep).join("/");
    reply.code(status).header("cache-control", cacheControlFor(relative));
    return reply.sendFile(relative);
  };

  app.get("/", (_request, reply) => reply.redirect("/homepage", 302));

  app.get("/*", (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "/";
    if (urlPath.startsWith("/api/")) {
      return reply.code(404).send({ code: "not_found", error: "Nie znaleziono zasobu." });
    }
    const file = resolveSitePath(absoluteRoot, urlPath);
    if (file) return send(reply, file);
    const fallback = path.join(absoluteRoot, SPA_FALLBACK);
    if (existsSync(fallback)) return send(reply, fallback, 404);
    return reply.code(404).type("text/plain; charset=utf-8").send("Nie znaleziono strony");
  });
};

export default fp(staticSite, { name: "static-site" });
