import { randomBytes } from "node:crypto";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerGraphql, type StandInUser } from "./stand-in-github-graphql";
import { StandInRepository, type WrittenFile } from "./stand-in-github-repository";
import type { StandInCertificate } from "./stand-in-tls";

/**
 * A stand-in GitHub on loopback, over HTTPS with a throwaway certificate (stand-in-tls.ts), as
 * CMS_HOST_URL of our server (GitHub Enterprise's layout: the API under /api/v3, GraphQL beside
 * it). It plays both parts of a sign-in and a save:
 * - GitHub's OAuth pages for our server: /login/oauth/authorize sends the browser straight back
 *   with a code (an organiser who already approved the app), /login/oauth/access_token trades
 *   that code, once, for a token when the client id and secret are right;
 * - the REST and GraphQL calls the CMS's GitHub backend makes with that token, over a
 *   repository holding a copy of content/ (stand-in-github-repository.ts).
 * Every request is logged (method and path), so a test can show what the CMS asked for.
 */

export interface StandInGitHubOptions {
  readonly certificate: StandInCertificate;
  readonly contentDir: string;
  /** `owner/name`, as CMS_REPO. */
  readonly repo: string;
  readonly branch?: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface StandInGitHub {
  /** https://127.0.0.1:PORT, for CMS_HOST_URL. */
  readonly url: string;
  readonly repository: StandInRepository;
  /** `METHOD /path` of every request, in order. */
  readonly requests: readonly string[];
  /** Requests no route of the stand-in answered (404): what the CMS asked and did not get. */
  readonly unanswered: readonly string[];
  /** The tokens the stand-in accepts: handed out by its token endpoint, or personal ones. */
  readonly tokens: readonly string[];
  /** The files the CMS committed, in order. */
  readonly written: readonly WrittenFile[];
  /** A personal access token, as an organiser makes one in GitHub's settings. */
  personalToken: () => string;
  stop: () => Promise<void>;
}

const USER: StandInUser = {
  id: 4242,
  login: "organizatorka",
  name: "Ola Organizatorka",
  email: "ola@samorzad.example",
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** GitHub's token endpoint takes a form or JSON. */
function parseParams(body: string, type: string | undefined): Record<string, string> {
  if (type?.includes("application/json")) return JSON.parse(body || "{}") as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startStandInGitHub(options: StandInGitHubOptions): Promise<StandInGitHub> {
  const [owner = "", name = ""] = options.repo.split("/");
  const repository = new StandInRepository(
    owner,
    name,
    options.branch ?? "main",
    options.contentDir,
  );
  const requests: string[] = [];
  const unanswered: string[] = [];
  const tokens: string[] = [];
  const codes = new Map<string, { redirectUri: string }>();
  let webUrl = "";

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse, line: string) => {
    unanswered.push(line);
    json(response, 404, { message: "Not Found" });
  };

  /** GitHub's OAuth pages: what a browser and our server meet. */
  async function oauth(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (url.pathname === "/login/oauth/authorize") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      if (url.searchParams.get("client_id") !== options.clientId || !redirectUri) {
        response.writeHead(400, { "content-type": "text/plain" }).end("bad client_id");
        return;
      }
      const code = randomBytes(10).toString("hex");
      codes.set(code, { redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    const params = parseParams(await readBody(request), request.headers["content-type"]);
    const issued = params.code ? codes.get(params.code) : undefined;
    if (params.code) codes.delete(params.code);
    if (params.client_id !== options.clientId || params.client_secret !== options.clientSecret) {
      json(response, 200, { error: "incorrect_client_credentials" });
    } else if (!issued || (params.redirect_uri && params.redirect_uri !== issued.redirectUri)) {
      json(response, 200, { error: "bad_verification_code" });
    } else {
      const token = `gho_${randomBytes(18).toString("hex")}`;
      tokens.push(token);
      json(response, 200, { access_token: token, token_type: "bearer", scope: "repo,user" });
    }
  }

  /** The REST calls of the CMS's GitHub backend, under /api/v3. */
  async function rest(request: IncomingMessage, response: ServerResponse, url: URL, line: string) {
    const method = request.method ?? "GET";
    const route = url.pathname.slice("/api/v3".length);
    const repoPrefix = `/repos/${repository.nameWithOwner}`;
    if (method === "GET" && route === "/user") {
      json(response, 200, {
        id: USER.id,
        login: USER.login,
        name: USER.name,
        email: USER.email,
        avatar_url: `${webUrl}/avatars/${USER.login}`,
        html_url: `${webUrl}/${USER.login}`,
      });
      return;
    }
    if (!route.toLowerCase().startsWith(repoPrefix.toLowerCase())) return notFound(response, line);
    const rest = route.slice(repoPrefix.length);
    const body = method === "GET" ? {} : (JSON.parse((await readBody(request)) || "{}") as never);
    if (method === "GET" && rest === "") {
      json(response, 200, { full_name: repository.nameWithOwner, permissions: { push: true } });
    } else if (method === "GET" && rest === `/collaborators/${USER.login}`) {
      response.writeHead(204).end();
    } else if (method === "GET" && rest.startsWith("/git/trees/")) {
      const commit = repository.resolve(decodeURIComponent(rest.slice("/git/trees/".length)));
      if (!commit) return notFound(response, line);
      const tree = [...commit.tree].map(([path, sha]) => ({
        path,
        mode: "100644",
        type: "blob",
        sha,
        size: repository.blobs.get(sha)?.length ?? 0,
      }));
      json(response, 200, { sha: commit.oid, tree, truncated: false });
    } else if (method === "GET" && rest.startsWith("/git/blobs/")) {
      const bytes = repository.blobs.get(rest.slice("/git/blobs/".length));
      if (!bytes) return notFound(response, line);
      response.writeHead(200, { "content-type": "application/octet-stream" }).end(bytes);
    } else if (method === "POST" && rest === "/pulls") {
      const { title, head, base, draft } = body as Record<string, string | boolean>;
      const now = new Date().toISOString();
      const pull = {
        number: repository.pullRequests.length + 1,
        id: `PR_${repository.pullRequests.length + 1}`,
        title: String(title),
        head: String(head),
        base: String(base),
        draft: Boolean(draft),
        state: "OPEN" as const,
        labels: [],
        createdAt: now,
        updatedAt: now,
      };
      repository.pullRequests.push(pull);
      json(response, 201, {
        number: pull.number,
        node_id: pull.id,
        title: pull.title,
        html_url: `${webUrl}/${repository.nameWithOwner}/pull/${pull.number}`,
        head: { sha: repository.branches.get(pull.head), ref: pull.head },
        created_at: now,
        updated_at: now,
      });
    } else if (/^\/issues\/\d+(\/labels)?$/.test(rest)) {
      const pull = repository.pullRequests.find(
        (candidate) => candidate.number === Number(rest.split("/")[2]),
      );
      if (!pull) return notFound(response, line);
      const { labels } = body as { labels?: string[] };
      if (method === "POST" && labels) pull.labels.push(...labels);
      if (method === "PATCH" && labels) pull.labels = [...labels];
      json(response, 200, { number: pull.number, labels: pull.labels.map((n) => ({ name: n })) });
    } else if (method === "POST" && /^\/statuses\/[0-9a-f]{40}$/.test(rest)) {
      // A commit status, as the pipeline posts one with a preview's address (checks.yml).
      const { state, target_url, description, context } = body as Record<string, string>;
      const sha = rest.slice("/statuses/".length);
      if (!repository.commits.has(sha)) return notFound(response, line);
      const status = {
        context: context ?? "default",
        state: String(state).toUpperCase(),
        targetUrl: target_url ?? null,
        description: description ?? null,
      };
      repository.statuses.set(sha, [...(repository.statuses.get(sha) ?? []), status]);
      json(response, 201, { state, target_url, description, context });
    } else if (method === "GET" && rest.startsWith("/compare/")) {
      const [base = "", head = ""] = decodeURIComponent(rest.slice("/compare/".length)).split(
        "...",
      );
      json(response, 200, { files: repository.changedFiles(base, head.replace(/^.*:/, "")) });
    } else {
      notFound(response, line);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", webUrl);
    const line = `${request.method} ${url.pathname}`;
    requests.push(line);
    // The CMS calls the API from the organiser's browser, on another origin, as GitHub allows.
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-expose-headers", "x-oauth-scopes, link");
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "access-control-allow-methods": "GET, POST, PATCH, PUT, DELETE",
        "access-control-allow-headers": "authorization, content-type, accept",
        "access-control-max-age": "600",
      });
      response.end();
      return;
    }
    if (url.pathname.startsWith("/login/oauth/")) return oauth(request, response, url);
    const authorization = request.headers.authorization ?? "";
    const token = authorization.replace(/^(token|bearer) /i, "");
    if (!tokens.includes(token)) return json(response, 401, { message: "Bad credentials" });
    response.setHeader("x-oauth-scopes", "repo, user");
    if (url.pathname === "/api/graphql" || url.pathname === "/graphql") {
      const body = JSON.parse(await readBody(request)) as {
        query: string;
        variables?: Record<string, unknown>;
      };
      return json(response, 200, await answerGraphql(repository, USER, webUrl, body));
    }
    if (url.pathname.startsWith("/api/v3/")) return rest(request, response, url, line);
    notFound(response, line);
  }

  const server = https.createServer(
    { key: options.certificate.key, cert: options.certificate.cert },
    (request, response) => {
      handle(request, response).catch((error: unknown) => {
        unanswered.push(`${request.method} ${request.url}: ${String(error)}`);
        if (!response.headersSent) json(response, 500, { message: String(error) });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  webUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: webUrl,
    repository,
    requests,
    unanswered,
    tokens,
    written: repository.written,
    personalToken: () => {
      const token = `github_pat_${randomBytes(18).toString("hex")}`;
      tokens.push(token);
      return token;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
