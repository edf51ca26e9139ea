import { createHash, randomBytes } from "node:crypto";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInCertificate } from "./stand-in-tls";
import { Answer, answerApi, readBody, type ForgejoUser } from "./stand-in-forgejo-api";
import { StandInRepository } from "./stand-in-forgejo-repository";

/**
 * A Forgejo (or Gitea) on loopback over HTTPS, as far as the browser CMS at /admin meets one: an
 * OAuth application registered as a public client (PKCE, no secret) with the site's /admin/ as
 * its redirect address; [cors] enabled for the site's origin only; and the REST calls the CMS's
 * `gitea` backend makes to sign in, read the repository and save. The organiser has approved the
 * application before, so the authorize page sends the browser straight back with a code. Every
 * request is recorded, so a test can show what the CMS asked and what it wrote.
 */

export interface SeenRequest {
  readonly method: string;
  /** Path and query, as asked. */
  readonly url: string;
  readonly origin: string | undefined;
  readonly status: number;
}

export interface StandInForgejoOptions {
  /** The folder served as the repository's content/ (a copy of ours). */
  contentDir: string;
  /** The site whose /admin/ signs in: CORS's one allowed origin, and the redirect address's. */
  siteOrigin: string;
  /** `owner/name` */
  repo?: string;
  /** Forgejo answers /version with 12.x and serves git/blobs; Gitea 1.24 serves file-contents. */
  flavour?: "forgejo" | "gitea";
}

export interface StandInForgejo {
  /** https://127.0.0.1:PORT, the instance's root (CMS_HOST_URL). */
  readonly url: string;
  /** The OAuth application's client id (CMS_APP_ID). */
  readonly clientId: string;
  readonly repo: string;
  readonly repository: StandInRepository;
  readonly requests: readonly SeenRequest[];
  /** Requests to the token address that reached the server (not refused preflights). */
  tokenRequests(): SeenRequest[];
  /** The next authorization comes back with this `state` instead of the one asked: a forgery. */
  forgeNextState(state: string): void;
  /** Turns [cors] on for the site (the default) or off, as on an instance not set up for it. */
  setCors(enabled: boolean): void;
  stop(): Promise<void>;
}

const METHODS = "GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS";
/** [cors] HEADERS's default; the API adds its own authorization headers to it. */
const TOKEN_HEADERS = ["content-type", "user-agent"];
const API_HEADERS = ["authorization", "x-gitea-otp", "x-forgejo-otp", ...TOKEN_HEADERS];
const TOKEN_PATH = "/login/oauth/access_token";
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect fill="#c23b5a" width="1" height="1"/></svg>';

const base64url = (bytes: Buffer) => bytes.toString("base64url");
const randomToken = () => base64url(randomBytes(24));

interface PendingCode {
  challenge: string;
  redirectUri: string;
}

export async function startStandInForgejo(options: StandInForgejoOptions): Promise<StandInForgejo> {
  const certificate = createStandInCertificate("stand-in Forgejo");
  const repo = options.repo ?? "samorzady/juwenalia-syrenki";
  const repository = new StandInRepository(options.contentDir);
  const clientId = `stand-in-${randomToken().slice(0, 8)}`;
  const redirectUri = `${options.siteOrigin}/admin/`;
  const flavour = options.flavour ?? "forgejo";
  const codes = new Map<string, PendingCode>();
  const tokens = new Set<string>();
  const requests: SeenRequest[] = [];
  let forgedState: string | undefined;
  let corsEnabled = true;
  let url = "";
  const knowsToken = (token: string) => tokens.has(token);

  const user = (): ForgejoUser => ({
    id: 7,
    login: "organizatorka",
    full_name: "Ola Organizatorka",
    email: "ola@samorzad.example",
    avatar_url: `${url}/avatars/organizatorka`,
    html_url: `${url}/organizatorka`,
  });

  function authorize(query: URLSearchParams): string {
    if (query.get("client_id") !== clientId) throw new Answer(400, "unknown client_id");
    if (query.get("redirect_uri") !== redirectUri) {
      throw new Answer(400, "redirect_uri is not registered for this application");
    }
    if (query.get("response_type") !== "code") throw new Answer(400, "unsupported response_type");
    const challenge = query.get("code_challenge");
    // A public client must use PKCE; this one is registered for S256.
    if (!challenge || query.get("code_challenge_method") !== "S256") {
      throw new Answer(400, "PKCE with S256 is required for a public client");
    }
    const code = randomToken();
    codes.set(code, { challenge, redirectUri });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("state", forgedState ?? query.get("state") ?? "");
    forgedState = undefined;
    return back.href;
  }

  function exchange(body: Record<string, unknown>): unknown {
    const refuse = (description: string) =>
      new Answer(400, { error: "invalid_grant", error_description: description });
    if (body.grant_type !== "authorization_code") throw refuse("unsupported grant_type");
    if (body.client_id !== clientId) throw refuse("unknown client_id");
    const pending = codes.get(String(body.code));
    if (!pending) throw refuse("the code is unknown or already used");
    codes.delete(String(body.code));
    if (body.redirect_uri !== pending.redirectUri) throw refuse("redirect_uri differs");
    const verifier = String(body.code_verifier ?? "");
    if (base64url(createHash("sha256").update(verifier).digest()) !== pending.challenge) {
      throw refuse("failed PKCE code challenge");
    }
    const token = randomToken();
    tokens.add(token);
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: randomToken(),
    };
  }

  /** [cors] as Forgejo applies it: the allowed origin only, the route's own allowed headers. */
  function cors(
    request: IncomingMessage,
    response: ServerResponse,
    allowedHeaders: string[],
  ): boolean {
    const origin = request.headers.origin;
    const allowed = corsEnabled && origin === options.siteOrigin;
    if (allowed)
      response.setHeader("access-control-allow-origin", origin).setHeader("vary", "Origin");
    const preflight =
      request.method === "OPTIONS" && request.headers["access-control-request-method"];
    if (!preflight) return false;
    const asked = String(request.headers["access-control-request-headers"] ?? "")
      .split(",")
      .map((header) => header.trim().toLowerCase())
      .filter(Boolean);
    if (allowed && asked.every((header) => allowedHeaders.includes(header))) {
      response
        .setHeader("access-control-allow-methods", METHODS)
        .setHeader("access-control-allow-headers", asked.join(", "))
        .setHeader("access-control-max-age", "600");
    } else {
      response.removeHeader("access-control-allow-origin");
    }
    response.writeHead(200).end();
    return true;
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const address = new URL(request.url ?? "/", url);
    const pathname = address.pathname;
    try {
      if (pathname === "/login/oauth/authorize" && request.method === "GET") {
        response.writeHead(302, { location: authorize(address.searchParams) }).end();
        return 302;
      }
      if (pathname === TOKEN_PATH) {
        if (cors(request, response, TOKEN_HEADERS)) return 200;
        if (request.method !== "POST") throw new Answer(405, "method not allowed");
        return send(response, 200, exchange(await readBody(request)));
      }
      if (pathname.startsWith("/avatars/")) {
        response.writeHead(200, { "content-type": "image/svg+xml" }).end(AVATAR);
        return 200;
      }
      if (pathname.startsWith("/api/v1/")) {
        if (cors(request, response, API_HEADERS)) return 200;
        const context = { url, repo, repository, flavour, user: user(), knowsToken };
        const route = pathname.slice("/api/v1".length);
        const answer = await answerApi(context, request, route, address.searchParams);
        return send(response, answer.status, answer.body);
      }
      throw new Answer(404, "Not found");
    } catch (error) {
      if (error instanceof Answer) return send(response, error.status, error.body);
      return send(response, 500, { message: String(error) });
    }
  }

  function send(response: ServerResponse, status: number, body: unknown): number {
    if (Buffer.isBuffer(body)) {
      response.writeHead(status, { "content-type": "application/octet-stream" }).end(body);
    } else if (typeof body === "string") {
      response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(body);
    } else {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    }
    return status;
  }

  const server = https.createServer(
    { key: certificate.key, cert: certificate.cert },
    (request, response) => {
      void route(request, response).then((status) => {
        requests.push({
          method: request.method ?? "GET",
          url: request.url ?? "/",
          origin: request.headers.origin,
          status,
        });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    repo,
    repository,
    requests,
    tokenRequests: () =>
      requests.filter((seen) => seen.url.startsWith(TOKEN_PATH) && seen.method === "POST"),
    forgeNextState: (state) => {
      forgedState = state;
    },
    setCors: (enabled) => {
      corsEnabled = enabled;
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      certificate.remove();
    },
  };
}
