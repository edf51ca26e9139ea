import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The one repository a stand-in Forgejo (stand-in-forgejo.ts) hosts: one branch whose files are
 * a copy of a content folder, laid out as in ours (content/…), with git's blob hashes, so the CMS
 * can cache and compare them as it does with a real host. Changes arrive as the files API's
 * change sets and move the branch to a new commit.
 */

export interface RepositoryFile {
  readonly path: string;
  readonly bytes: Buffer;
  /** git's blob hash: sha1 of "blob <size>\0" and the bytes. */
  readonly sha: string;
}

/** One file of a change set, as POST /repos/{owner}/{repo}/contents receives it. */
export interface FileOperation {
  operation: "create" | "update" | "delete";
  path: string;
  /** base64 */
  content?: string;
  from_path?: string;
  /** The blob the change was made from: required for update and delete. */
  sha?: string;
}

export interface Commit {
  readonly sha: string;
  readonly message: string;
  readonly created: string;
  readonly author: { name: string; email: string };
  /** The files as they were written, by path; null for a deleted one. */
  readonly files: ReadonlyMap<string, string | null>;
}

export class ChangeRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

export function blobSha(bytes: Buffer): string {
  return createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex");
}

function filesOf(dir: string, base: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesOf(full, base);
    return [path.relative(base, full).split(path.sep).join("/")];
  });
}

const newSha = () => createHash("sha1").update(randomBytes(16)).digest("hex");

export class StandInRepository {
  readonly #files = new Map<string, RepositoryFile>();
  readonly #commits: Commit[] = [];
  #head = newSha();
  #headMessage = "Początkowa treść";

  /** `contentDir`'s files under `prefix/` (content/ by default). */
  constructor(
    contentDir: string,
    readonly branch = "main",
    prefix = "content",
  ) {
    for (const file of filesOf(contentDir, contentDir)) {
      const bytes = readFileSync(path.join(contentDir, file));
      const repoPath = `${prefix}/${file}`;
      this.#files.set(repoPath, { path: repoPath, bytes, sha: blobSha(bytes) });
    }
  }

  get head(): { sha: string; message: string } {
    return { sha: this.#head, message: this.#headMessage };
  }

  /** Every commit made through the files API, oldest first. */
  get commits(): readonly Commit[] {
    return this.#commits;
  }

  files(): RepositoryFile[] {
    return [...this.#files.values()].sort((a, b) => a.path.localeCompare(b.path));
  }

  file(repoPath: string): RepositoryFile | undefined {
    return this.#files.get(repoPath);
  }

  blob(sha: string): RepositoryFile | undefined {
    return [...this.#files.values()].find((file) => file.sha === sha);
  }

  /** Whether `ref` names the branch's tip: its name or its commit. */
  isHead(ref: string): boolean {
    return ref === this.branch || ref === this.#head;
  }

  /**
   * Applies one change set as a new commit, refusing it whole, as the host does, when a file's
   * `sha` is not the one on the branch (someone saved in between) or a created file exists.
   */
  commit(
    operations: readonly FileOperation[],
    message: string,
    author: { name: string; email: string },
  ): { commit: Commit; files: (RepositoryFile | null)[] } {
    for (const change of operations) {
      const current = this.#files.get(change.from_path ?? change.path);
      if (change.operation === "create" && this.#files.has(change.path)) {
        throw new ChangeRefused(422, `repository file already exists [path: ${change.path}]`);
      }
      if (change.operation !== "create" && !current) {
        throw new ChangeRefused(404, `file does not exist [path: ${change.path}]`);
      }
      if (change.operation !== "create" && change.sha !== current?.sha) {
        throw new ChangeRefused(409, `sha does not match [given: ${change.sha}]`);
      }
    }
    const written = new Map<string, string | null>();
    const files = operations.map((change) => {
      if (change.from_path && change.from_path !== change.path) {
        this.#files.delete(change.from_path);
      }
      if (change.operation === "delete") {
        this.#files.delete(change.path);
        written.set(change.path, null);
        return null;
      }
      const bytes = Buffer.from(change.content ?? "", "base64");
      const file = { path: change.path, bytes, sha: blobSha(bytes) };
      this.#files.set(change.path, file);
      written.set(change.path, bytes.toString("utf8"));
      return file;
    });
    this.#head = newSha();
    this.#headMessage = message;
    const commit: Commit = {
      sha: this.#head,
      message,
      created: new Date().toISOString(),
      author,
      files: written,
    };
    this.#commits.push(commit);
    return { commit, files };
  }
}
