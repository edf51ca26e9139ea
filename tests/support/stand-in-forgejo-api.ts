import type { IncomingMessage } from "node:http";
import {
  ChangeRefused,
  type FileOperation,
  type RepositoryFile,
  type StandInRepository,
} from "./stand-in-forgejo-repository";

/**
 * The REST API (/api/v1) of the stand-in Forgejo (stand-in-forgejo.ts): the calls the CMS's
 * `gitea` backend makes to sign in (user, version, repository, branch), to read the files (the
 * tree, then the contents in batches: Forgejo 12's git/blobs or Gitea 1.24's file-contents) and
 * to save (one change set per save), in the shapes Forgejo answers them.
 */

/** An answer with its HTTP status; thrown for refusals, returned for successes. */
export class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === "string" ? body : JSON.stringify(body));
  }
}

export interface ForgejoUser {
  id: number;
  login: string;
  full_name: string;
  email: string;
  avatar_url: string;
  html_url: string;
}

export interface ApiContext {
  /** The instance's root, https://127.0.0.1:PORT. */
  url: string;
  /** `owner/name` */
  repo: string;
  repository: StandInRepository;
  flavour: "forgejo" | "gitea";
  user: ForgejoUser;
  /** Whether the token was issued by the token address. */
  knowsToken: (token: string) => boolean;
}

/** What the contents, file-contents and save answers say of one file. */
function contents(file: RepositoryFile) {
  return {
    name: file.path.split("/").at(-1),
    path: file.path,
    sha: file.sha,
    type: "file",
    size: file.bytes.length,
    encoding: "base64",
    content: file.bytes.toString("base64"),
  };
}

export async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (String(request.headers["content-type"]).includes("application/json")) {
    return JSON.parse(text) as Record<string, unknown>;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const NOT_FOUND = new Answer(404, { message: "The target couldn't be found." });
/** The most items one answer holds ([api] MAX_RESPONSE_ITEMS), announced by /settings/api. */
const MAX_ITEMS = 50;

async function save(context: ApiContext, request: IncomingMessage): Promise<Answer> {
  const body = (await readBody(request)) as {
    branch?: string;
    message?: string;
    author?: { name: string; email: string };
    files?: FileOperation[];
  };
  const { repository } = context;
  if (body.branch !== repository.branch) {
    throw new Answer(404, { message: "branch does not exist" });
  }
  try {
    const author = body.author ?? { name: "", email: "" };
    const saved = repository.commit(body.files ?? [], body.message ?? "", author);
    const { sha, created, message } = saved.commit;
    return new Answer(201, {
      commit: { sha, created, message },
      files: saved.files.map((file) => (file ? contents(file) : null)),
    });
  } catch (error) {
    if (error instanceof ChangeRefused) throw new Answer(error.status, { message: error.message });
    throw error;
  }
}

/** The routes under /repos/{owner}/{name}; `rest` is what follows that prefix. */
async function repositoryRoute(
  context: ApiContext,
  request: IncomingMessage,
  rest: string,
  query: URLSearchParams,
): Promise<Answer> {
  const { repository, flavour, repo, url } = context;
  const [owner, name] = repo.split("/");
  const head = repository.head;
  const post = request.method === "POST";
  if (rest === "") {
    return new Answer(200, {
      id: 1,
      owner: { id: 2, login: owner },
      name,
      full_name: repo,
      private: true,
      empty: false,
      default_branch: repository.branch,
      html_url: `${url}/${repo}`,
      permissions: { admin: false, push: true, pull: true },
    });
  }
  if (rest === `/branches/${repository.branch}`) {
    const commit = { id: head.sha, message: head.message };
    return new Answer(200, { name: repository.branch, commit, protected: false });
  }
  const tree = /^\/git\/trees\/([^/]+)$/.exec(rest);
  if (tree && repository.isHead(decodeURIComponent(tree[1] ?? ""))) {
    const files = repository.files();
    return new Answer(200, {
      sha: head.sha,
      tree: files.map((file) => ({
        path: file.path,
        mode: "100644",
        type: "blob",
        size: file.bytes.length,
        sha: file.sha,
      })),
      truncated: false,
      page: Number(query.get("page") ?? 1),
      total_count: files.length,
    });
  }
  if (rest === "/git/blobs" && flavour === "forgejo") {
    const shas = (query.get("shas") ?? "").split(",").filter(Boolean).slice(0, MAX_ITEMS);
    const blobs = shas.map((sha) => {
      const file = repository.blob(sha);
      if (!file) return null;
      const content = file.bytes.toString("base64");
      return { sha, size: file.bytes.length, encoding: "base64", content };
    });
    return new Answer(200, blobs);
  }
  if (rest === "/file-contents" && post && flavour === "gitea") {
    const { files } = (await readBody(request)) as { files?: string[] };
    const found = (files ?? []).slice(0, MAX_ITEMS).map((path) => repository.file(path));
    return new Answer(
      200,
      found.map((file) => (file ? contents(file) : null)),
    );
  }
  const raw = /^\/(?:raw|media\/[^/]+)\/(.+)$/.exec(rest);
  if (raw) {
    const file = repository.file(decodeURIComponent(raw[1] ?? ""));
    if (!file) throw NOT_FOUND;
    return new Answer(200, file.bytes);
  }
  if (rest === "/commits") {
    const path = query.get("path") ?? "";
    const { login, avatar_url } = context.user;
    const commits = repository.commits
      .filter((commit) => commit.files.has(path))
      .map((commit) => ({
        sha: commit.sha,
        created: commit.created,
        commit: { message: commit.message, author: { ...commit.author, date: commit.created } },
        author: { login, avatar_url },
      }));
    return new Answer(200, commits);
  }
  if (rest === "/contents" && post) return save(context, request);
  throw NOT_FOUND;
}

/** Answers one call under /api/v1 (`route` is the path after it), signed in with a token. */
export async function answerApi(
  context: ApiContext,
  request: IncomingMessage,
  route: string,
  query: URLSearchParams,
): Promise<Answer> {
  const [, token] = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? "") ?? [];
  if (!token || !context.knowsToken(token)) {
    throw new Answer(401, { message: "token is required" });
  }
  if (route === "/user") return new Answer(200, context.user);
  if (route === "/version") {
    // Forgejo's versions went past 10 (the CMS tells the two apart by that); Gitea's are 1.x.
    const version = context.flavour === "forgejo" ? "12.0.1+gitea-1.22.0" : "1.24.3";
    return new Answer(200, { version });
  }
  if (route === "/settings/api") {
    return new Answer(200, {
      max_response_items: MAX_ITEMS,
      default_paging_num: 30,
      default_git_trees_per_page: 1000,
      default_max_blob_size: 10485760,
    });
  }
  const prefix = `/repos/${context.repo}`;
  if (route !== prefix && !route.startsWith(`${prefix}/`)) throw NOT_FOUND;
  return repositoryRoute(context, request, route.slice(prefix.length), query);
}
