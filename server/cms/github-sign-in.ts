import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { isHttps, readSignedCookie } from "../plugins/cookies";

/**
 * Signing organisers in to GitHub from the CMS at /admin (docs/redakcja.md, "Podłączenie
 * repozytorium"): our own server is the OAuth helper the CMS opens in a popup, so no third-party
 * service holds the OAuth app's secret. The popup goes to GitHub's authorize page, comes back to
 * our callback, which exchanges the code for a token and hands it over to the page that opened
 * the popup, in the CMS's popup protocol, and to no other origin. The token is neither logged nor
 * stored: it exists only in the answer to the callback.
 */

/** The OAuth app of GitHub (or GitHub Enterprise) that organisers sign in through. */
export interface GitHubSignInSettings {
  clientId: string;
  clientSecret: string;
}

export interface GitHubSignInOptions extends GitHubSignInSettings {
  /** GitHub's web address (`https://github.com`, or an Enterprise host), without a slash. */
  webUrl: string;
  /** Stands in for the global fetch in unit tests. */
  fetch?: typeof fetch;
}

/** Where the CMS opens its popup: `base_url` is the site's origin, this the `auth_endpoint`. */
export const GITHUB_SIGN_IN_ENDPOINT = "admin/sign-in/github";
const START_PATH = `/${GITHUB_SIGN_IN_ENDPOINT}`;
export const GITHUB_CALLBACK_PATH = `${START_PATH}/callback`;
const HANDOFF_SCRIPT_PATH = `${START_PATH}/handoff.js`;

/** Binds the callback to the browser that started the sign-in: signed, httpOnly, short-lived. */
const STATE_COOKIE = "cms_github_state";
export const STATE_MAX_AGE_MS = 10 * 60_000;
const TOKEN_REQUEST_TIMEOUT_MS = 15_000;

/** The scopes the CMS asks for (`auth_scope`, then `user`); anything else is refused. */
const ALLOWED_SCOPES = new Set(["repo", "public_repo", "user", "read:user", "user:email"]);

export const SIGN_IN_TEXTS = {
  handingOver: "Przekazuję logowanie do redakcji… To okno zamknie się samo.",
  noOpener:
    "To okno nie zostało otwarte przez redakcję. Zamknij je, otwórz /admin/ i kliknij " +
    "„Zaloguj się przez GitHub”.",
  noAnswer:
    "Redakcja nie odebrała logowania. Zamknij to okno i spróbuj ponownie ze strony /admin/ " +
    "tej witryny.",
  wrongRequest:
    "Nieprawidłowe wywołanie logowania (dozwolone jest tylko logowanie przez GitHub z " +
    "uprawnieniami do repozytorium). Zamknij to okno i spróbuj ponownie.",
  wrongState:
    "Logowanie przerwane: odpowiedź GitHuba nie pasuje do logowania rozpoczętego w tej " +
    "przeglądarce albo minęło ponad 10 minut. Zamknij to okno i kliknij „Zaloguj się przez " +
    "GitHub” jeszcze raz.",
  denied:
    "Logowanie anulowane: GitHub nie dał redakcji dostępu do konta. Spróbuj ponownie i " +
    "zatwierdź dostęp (Authorize).",
  tokenFailed:
    "GitHub nie wydał tokenu dostępu. Spróbuj ponownie za chwilę; jeśli to się powtarza, " +
    "osoba techniczna sprawdzi CMS_GITHUB_CLIENT_ID i CMS_GITHUB_CLIENT_SECRET na serwerze.",
} as const;

/** The site's origin as the browser reached it (a trusted proxy's X-Forwarded-* included). */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The requested scopes, space-separated as GitHub documents them, or null if one is foreign. */
export function allowedScope(requested: string | undefined): string | null {
  const scopes = (requested ?? "repo,user").split(/[\s,]+/).filter(Boolean);
  if (scopes.length === 0 || !scopes.every((scope) => ALLOWED_SCOPES.has(scope))) return null;
  return [...new Set(scopes)].join(" ");
}

/** The state cookie's value: the state itself and when it was issued. */
export function stateCookieValue(state: string, issuedAt: number): string {
  return `${state}.${issuedAt}`;
}

/** Whether `state` from GitHub's callback is the one this browser's cookie holds, still fresh. */
export function stateMatches(
  cookieValue: string | null,
  state: string | undefined,
  now: number,
): boolean {
  if (!cookieValue || !state) return false;
  const [expected = "", issuedAt = ""] = cookieValue.split(".");
  const age = now - Number(issuedAt);
  if (!(age >= 0 && age <= STATE_MAX_AGE_MS)) return false;
  const given = Buffer.from(state);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** What the callback page hands to its opener: a token or a Polish error, never both. */
export type SignInResult = { token: string } | { error: string };

/**
 * The popup's last page. Its script (HANDOFF_SCRIPT) is a file of /admin, so /admin's policy
 * allows it without an inline hash; the result rides in a JSON block, which is never run.
 */
export function handoffPage(result: SignInResult): string {
  const data = {
    ...result,
    noOpener: SIGN_IN_TEXTS.noOpener,
    noAnswer: SIGN_IN_TEXTS.noAnswer,
  };
  // `<` escaped: the JSON block cannot close its own <script> element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const status = "token" in result ? SIGN_IN_TEXTS.handingOver : result.error;
  const escaped = status.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    "<!doctype html>",
    '<html lang="pl">',
    "<head>",
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    "<title>Logowanie do redakcji</title>",
    `<script type="application/json" id="sign-in-result">${json}</script>`,
    `<script src="${HANDOFF_SCRIPT_PATH}" defer></script>`,
    "</head>",
    "<body>",
    `<main><h1>Logowanie przez GitHub</h1><p id="sign-in-status" role="status">${escaped}</p></main>`,
    "</body>",
    "</html>",
  ].join("\n");
}

/**
 * The CMS's popup protocol: the popup says `authorizing:github` to its opener, the opener says
 * it back, and only then does the popup send the result. Both messages are addressed to the
 * site's own origin (the popup's), and the reply is believed only from that origin and from the
 * opener itself: a page elsewhere that opened this popup receives nothing.
 */
export const HANDOFF_SCRIPT = `"use strict";
(() => {
  const data = JSON.parse(document.getElementById("sign-in-result").textContent);
  const status = document.getElementById("sign-in-status");
  const opener = window.opener;
  const own = window.location.origin;
  if (!opener) {
    status.textContent = data.noOpener;
    return;
  }
  const answer =
    typeof data.token === "string"
      ? "authorization:github:success:" + JSON.stringify({ token: data.token, provider: "github" })
      : "authorization:github:error:" + JSON.stringify({ error: data.error, provider: "github" });
  let answered = false;
  window.addEventListener("message", (event) => {
    if (answered || event.origin !== own || event.source !== opener) return;
    if (event.data !== "authorizing:github") return;
    answered = true;
    opener.postMessage(answer, own);
  });
  opener.postMessage("authorizing:github", own);
  setTimeout(() => {
    if (!answered) status.textContent = data.noAnswer;
  }, 10000);
})();
`;

interface TokenAnswer {
  access_token?: unknown;
  error?: unknown;
}

/** Exchanges the one-time code at GitHub for a token; null (logged without secrets) on failure. */
async function exchangeCode(
  request: FastifyRequest,
  options: GitHubSignInOptions,
  code: string,
): Promise<string | null> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${options.webUrl}/login/oauth/access_token`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code,
        redirect_uri: `${siteOrigin(request)}${GITHUB_CALLBACK_PATH}`,
      }),
      signal: AbortSignal.timeout(TOKEN_REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (response.ok && typeof answer.access_token === "string" && answer.access_token) {
      return answer.access_token;
    }
    // GitHub's error codes (bad_verification_code, incorrect_client_credentials) carry no secret.
    const reason = typeof answer.error === "string" ? answer.error : `HTTP ${response.status}`;
    request.log.warn(`GitHub sign-in: the token request was refused (${reason})`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    request.log.warn(`GitHub sign-in: the token request failed (${reason})`);
  }
  return null;
}

function answerPage(reply: FastifyReply, result: SignInResult, status = 200): FastifyReply {
  return reply.code(status).type("text/html; charset=utf-8").send(handoffPage(result));
}

interface StartQuery {
  provider?: string;
  scope?: string;
}

interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/** The popup's routes; registered inside /admin's plugin, so they get its headers. */
const githubSignIn: FastifyPluginAsync<GitHubSignInOptions> = async (app, options) => {
  const cookiePath = START_PATH;
  // After /admin's own headers: a page that may carry a token is kept by no browser or proxy.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.get(HANDOFF_SCRIPT_PATH, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").send(HANDOFF_SCRIPT),
  );

  app.get<{ Querystring: StartQuery }>(START_PATH, (request, reply) => {
    const scope = allowedScope(request.query.scope);
    if (request.query.provider !== "github" || scope === null) {
      return answerPage(reply, { error: SIGN_IN_TEXTS.wrongRequest }, 400);
    }
    const state = randomBytes(24).toString("base64url");
    reply.setCookie(STATE_COOKIE, stateCookieValue(state, Date.now()), {
      signed: true,
      httpOnly: true,
      // GitHub sends the browser back with a top-level GET: Lax cookies come with it.
      sameSite: "lax",
      secure: isHttps(request),
      path: cookiePath,
      maxAge: STATE_MAX_AGE_MS / 1000,
    });
    const authorize = new URL(`${options.webUrl}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: `${siteOrigin(request)}${GITHUB_CALLBACK_PATH}`,
      scope,
      state,
    }).toString();
    return reply.redirect(authorize.toString(), 302);
  });

  app.get<{ Querystring: CallbackQuery }>(GITHUB_CALLBACK_PATH, async (request, reply) => {
    const cookie = readSignedCookie(request, STATE_COOKIE);
    // One state, one callback: whatever happens next, the browser forgets it.
    reply.clearCookie(STATE_COOKIE, { path: cookiePath });
    const { code, state, error } = request.query;
    if (!stateMatches(cookie, state, Date.now())) {
      return answerPage(reply, { error: SIGN_IN_TEXTS.wrongState }, 400);
    }
    if (error || !code) return answerPage(reply, { error: SIGN_IN_TEXTS.denied });
    const token = await exchangeCode(request, options, code);
    if (!token) return answerPage(reply, { error: SIGN_IN_TEXTS.tokenFailed }, 502);
    return answerPage(reply, { token });
  });
};

export default githubSignIn;
