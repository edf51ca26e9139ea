import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ENGLISH_FOLDER, SPA_FALLBACK_FILE } from "#core/built-site";
import type { MessageWindow } from "#core/message-window";
import { cacheControlFor, SERVICE_WORKERS } from "../static-site/cache-control";
import { ChangedFiles, sendChanged } from "../static-site/changed-files";
import { rehearsalChanges } from "../static-site/rehearsal";
import { resolveSitePath } from "../static-site/site-paths";

export interface StaticSiteOptions {
  root: string;
  /**
   * The window the pages must follow because the server's was moved (`config.messageWindows
   * .pages`): every HTML page is served with the `message-window` meta, and the service worker
   * with page revisions that name it. Unset: every file exactly as built (precompressed).
   */
  pagesWindow?: MessageWindow;
}

/**
 * Serves the prerendered site: pages with and without a trailing slash, precompressed brotli /
 * gzip variants, immutable caching for hashed assets, no-cache for HTML. `/` redirects to
 * /homepage; unknown paths get the app shell with 404 so the client lands
 * on /404. With `pagesWindow` (a rehearsal), pages and the service worker are changed in memory
 * instead. Each of those jobs is a module of server/static-site/; this plugin routes to them.
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

  const changes = pagesWindow ? rehearsalChanges(pagesWindow) : undefined;
  const changedFiles = new ChangedFiles();

  const send = (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const relative = path.relative(absoluteRoot, file).split(path.sep).join("/");
    // A page's policy allows its own inline scripts only (the rehearsal's meta adds none).
    if (relative.endsWith(".html")) app.allowScriptsOfPage(reply, file);
    if (changes && relative.endsWith(".html")) {
      const page = changedFiles.get(file, changes.page);
      return sendChanged(request, reply, page, "text/html; charset=utf-8", status);
    }
    if (changes && SERVICE_WORKERS.has(relative)) {
      const worker = changedFiles.get(file, changes.serviceWorker);
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

export default fp(staticSite, { name: "static-site", dependencies: ["security-headers"] });
