import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { MemoryRateCounters, type CounterState } from "../db/rate-counters";
import { ApiError } from "../errors";
import { PREVIEW_TEXTS } from "../texts/preview-texts";
import { PREVIEW_CHALLENGE, passwordCheck } from "../previews/basic-auth";
import { choiceCookie, chosenChange, type PreviewSettings } from "../previews/changes";
import { decodedPath, previewAnswer } from "../previews/preview-site";
import { addressKey } from "../submissions/sender-key";
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
/**
 * Wrong preview passwords an address may send in a window. The password guards unpublished pages,
 * not the staff's: a limit per instance, kept in memory, is enough to make guessing hopeless.
 */
export const PREVIEW_GUESSES = { perAddress: 20, windowMs: 15 * 60_000 } as const;

/** Why a password is refused: wrong (401), or too many wrong ones from the address (429). */
interface Refusal {
  tooMany?: CounterState;
}

/** `podglad.example.pl.` is the same host as `podglad.example.pl` to DNS and to browsers. */
const hostOf = (request: FastifyRequest) => request.hostname.toLowerCase().replace(/\.$/, "");

const previews: FastifyPluginAsync<{ settings: PreviewSettings; now?: () => Date }> = async (
  app,
  { settings, now },
) => {
  const authorized = passwordCheck(settings.password);
  const clock = now ?? (() => new Date());
  const guesses = new MemoryRateCounters(clock);
  /** The requests for the preview host, whose answers get the preview's headers. */
  const onPreviewHost = new WeakSet<FastifyRequest>();

  // A callback hook: a page is sent after the hook returns (sendFile streams it), and a hook
  // that never calls `done` stops the request there, before any route runs.
  app.addHook("onRequest", (request, reply, done) => {
    if (hostOf(request) !== settings.host) return done();
    onPreviewHost.add(request);
    // A browser's first request carries no password yet: only a password sent counts.
    if (request.headers.authorization === undefined) return void refusePassword(reply);
    admitPassword(request).then(
      (refusal) => (refusal ? refusePassword(reply, refusal) : answer(request, reply, done)),
      (error: unknown) => reply.send(error),
    );
  });

  /**
   * Undefined when the request's password is right and its address has not guessed too often;
   * else why it is refused: a wrong password (counted), or too many of them, the window's counter
   * telling when to come back. Past the limit even the right password is not checked, so a 200
   * can never tell a guesser it hit.
   */
  async function admitPassword(request: FastifyRequest): Promise<Refusal | undefined> {
    const key = addressKey(request.ip);
    const state = await guesses.peek(key);
    if (state && state.count >= PREVIEW_GUESSES.perAddress) return { tooMany: state };
    if (authorized(request.headers.authorization)) return undefined;
    await guesses.hit(key, PREVIEW_GUESSES.windowMs);
    return {};
  }

  /** A request with the password: a page of the chosen change, or the live API read-only. */
  function answer(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    const urlPath = request.url.split("?")[0] ?? "/";
    const decoded = decodedPath(urlPath) ?? "";
    const readOnly = READ_METHODS.has(request.method);
    if (API.test(decoded)) {
      if (STAFF_API.test(decoded)) return done(new ApiError("not_found"));
      return done(readOnly ? undefined : new ApiError("preview_read_only"));
    }
    if (!readOnly) return done(new ApiError("preview_read_only"));
    answerPage(settings, request, reply, urlPath).catch((error: unknown) => reply.send(error));
  }

  /** 401 with the challenge, or 429 once the address has guessed too often. */
  function refusePassword(reply: FastifyReply, refusal: Refusal = {}): void {
    if (refusal.tooMany) {
      const seconds = Math.ceil((refusal.tooMany.resetsAt.getTime() - clock().getTime()) / 1000);
      reply.code(429).header("retry-after", Math.max(1, seconds)).type(TEXT);
      return void reply.send(PREVIEW_TEXTS.tooManyGuesses);
    }
    reply.code(401).header("www-authenticate", PREVIEW_CHALLENGE).type(TEXT);
    reply.send(PREVIEW_TEXTS.passwordNeeded);
  }

  // Last word on every answer of the preview host, the live API's included: a preview is never
  // indexed, and nothing of it is kept by a browser or a cache on the way.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!onPreviewHost.has(request)) return payload;
    reply.header("x-robots-tag", "noindex, nofollow").header("cache-control", "no-store");
    return payload;
  });
};

export default fp(previews, { name: "previews" });
