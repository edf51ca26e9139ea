import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";
import { PREVIEW_TEXTS } from "../texts/preview-texts";
import { PREVIEW_CHALLENGE, passwordCheck } from "../previews/basic-auth";
import { choiceCookie, chosenChange, type PreviewSettings } from "../previews/changes";
import { decodedPath, previewAnswer } from "../previews/preview-site";
import { isHttps } from "./cookies";
import { allowPageScriptsOnly, pageScriptHashes } from "./security-headers";

/** Staff APIs: the moderators' and the screens'. Their pages are not served there either. */
const STAFF_API = /^\/api\/(?:moderation|screen)(?:\/|$)/;
const API = /^\/api(?:\/|$)/;
const READ_METHODS = new Set(["GET", "HEAD"]);
const TEXT = "text/plain; charset=utf-8";

/** A page of the chosen change, or the choice itself; always sends (errors included). */
async function answerPage(
  settings: PreviewSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string,
): Promise<void> {
  const answer = previewAnswer(settings.dir, chosenChange(request.headers.cookie), urlPath);
  switch (answer.kind) {
    case "choose":
      // The site's links are absolute (`/about`): the change lives in a cookie, not in the path.
      reply.header("set-cookie", choiceCookie(answer.change, isHttps(request)));
      return void reply.redirect("/", 302);
    case "redirect":
      return void reply.redirect(answer.location, 302);
    case "no-preview":
      return void reply.code(404).type(TEXT).send(PREVIEW_TEXTS.noPreview);
    case "not-served":
      return void reply.code(404).type(TEXT).send(PREVIEW_TEXTS.notServed);
    case "file": {
      const relative = path.relative(answer.root, answer.file).split(path.sep).join("/");
      if (relative.endsWith(".html")) {
        allowPageScriptsOnly(reply, pageScriptHashes(await readFile(answer.file, "utf8")));
      }
      // @fastify/static of static-site, from this change's root: precompressed .br / .gz
      // variants as on the live site.
      return void reply.code(answer.status).sendFile(relative, answer.root);
    }
  }
}

/**
 * The preview host (PREVIEW_HOST; docs/operations/publishing.md#previews): every request for it is
 * answered here or by the live API, never by the live site's files. Behind HTTP Basic with
 * PREVIEW_PASSWORD; pages from the change the browser chose; the API read-only. Registered before
 * the body parsers and the routes' hooks: a refused write is refused before its body is read.
 * Requests for any other host pass untouched.
 */
const previews: FastifyPluginAsync<{ settings: PreviewSettings }> = async (app, { settings }) => {
  const authorized = passwordCheck(settings.password);
  /** The requests for the preview host, whose answers get the preview's headers. */
  const onPreviewHost = new WeakSet<FastifyRequest>();

  // A callback hook: a page is sent after the hook returns (sendFile streams it), and a hook
  // that never calls `done` stops the request there, before any route runs.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.hostname.toLowerCase() !== settings.host) return done();
    onPreviewHost.add(request);
    if (!authorized(request.headers.authorization)) {
      reply.code(401).header("www-authenticate", PREVIEW_CHALLENGE).type(TEXT);
      return void reply.send(PREVIEW_TEXTS.passwordNeeded);
    }
    const urlPath = request.url.split("?")[0] ?? "/";
    const decoded = decodedPath(urlPath) ?? "";
    const readOnly = READ_METHODS.has(request.method);
    if (API.test(decoded)) {
      if (STAFF_API.test(decoded)) return done(new ApiError("not_found"));
      return done(readOnly ? undefined : new ApiError("preview_read_only"));
    }
    if (!readOnly) return done(new ApiError("preview_read_only"));
    answerPage(settings, request, reply, urlPath).catch((error: unknown) => reply.send(error));
  });

  // Last word on every answer of the preview host, the live API's included: a preview is never
  // indexed, and nothing of it is kept by a browser or a cache on the way.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!onPreviewHost.has(request)) return payload;
    reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "no-store");
    return payload;
  });
};

export default fp(previews, { name: "previews" });
