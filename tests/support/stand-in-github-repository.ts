import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The git data of the stand-in GitHub (stand-in-github.ts): blobs by their git hash, commits as
 * whole snapshots of the tree, branches, and the pull requests the CMS opens. Just enough of
 * git for what the CMS reads and writes; every commit the CMS makes is kept, so a test reads
 * exactly the bytes that would have landed in the repository.
 */

export interface StandInCommit {
  readonly oid: string;
  readonly message: string;
  readonly committedDate: string;
  readonly parent?: string;
  /** Path → blob oid. */
  readonly tree: ReadonlyMap<string, string>;
}

export interface StandInPullRequest {
  readonly number: number;
  readonly id: string;
  title: string;
  readonly head: string;
  readonly base: string;
  draft: boolean;
  state: "OPEN" | "CLOSED" | "MERGED";
  labels: string[];
  readonly createdAt: string;
  updatedAt: string;
}

/** A file the CMS committed, as it arrived. */
export interface WrittenFile {
  readonly branch: string;
  readonly path: string;
  readonly text: string;
}

/** Git's hash of a blob: what GitHub calls its sha or oid. */
export function blobOid(bytes: Buffer): string {
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

function* filesUnder(dir: string, prefix: string): Generator<[string, Buffer]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(full, name);
    else if (entry.isFile()) yield [name, readFileSync(full)];
  }
}

/** A commit status, as GitHub's GraphQL gives it (`status { contexts { … } }`). */
export interface StandInStatus {
  readonly context: string;
  readonly state: string;
  readonly targetUrl: string | null;
  readonly description: string | null;
}

export class StandInRepository {
  readonly id = "R_standin";
  readonly blobs = new Map<string, Buffer>();
  readonly commits = new Map<string, StandInCommit>();
  readonly branches = new Map<string, string>();
  readonly pullRequests: StandInPullRequest[] = [];
  readonly written: WrittenFile[] = [];
  /** Commit statuses by commit oid, as POST /repos/…/statuses/{sha} set them. */
  readonly statuses = new Map<string, StandInStatus[]>();

  constructor(
    readonly owner: string,
    readonly name: string,
    readonly defaultBranch: string,
    /** The content folder, served as `content/…` as in the real repository. */
    contentDir: string,
  ) {
    const tree = new Map<string, string>();
    for (const [file, bytes] of filesUnder(contentDir, "content"))
      tree.set(file, this.store(bytes));
    const first = this.commit("Treść festiwalu", tree);
    this.branches.set(defaultBranch, first.oid);
  }

  get nameWithOwner(): string {
    return `${this.owner}/${this.name}`;
  }

  store(bytes: Buffer): string {
    const oid = blobOid(bytes);
    this.blobs.set(oid, bytes);
    return oid;
  }

  commit(message: string, tree: ReadonlyMap<string, string>, parent?: string): StandInCommit {
    const commit: StandInCommit = {
      oid: randomBytes(20).toString("hex"),
      message,
      committedDate: new Date().toISOString(),
      parent,
      tree,
    };
    this.commits.set(commit.oid, commit);
    return commit;
  }

  /** The commit a branch name, a `refs/heads/` name or an oid points at. */
  resolve(reference: string): StandInCommit | undefined {
    const name = reference.replace(/^refs\/heads\//, "");
    const oid = this.branches.get(name) ?? reference;
    return this.commits.get(oid);
  }

  /** `branch:path` (GraphQL's object expression) → the blob's oid. */
  blobAt(expression: string): string | undefined {
    const colon = expression.indexOf(":");
    return this.resolve(expression.slice(0, colon))?.tree.get(expression.slice(colon + 1));
  }

  /** Commits additions and deletions onto `branch`, which must still be at `expectedHeadOid`. */
  commitOnBranch(
    branch: string,
    expectedHeadOid: string,
    message: string,
    additions: readonly { path: string; contents: string }[],
    deletions: readonly { path: string }[],
  ): StandInCommit {
    const head = this.branches.get(branch);
    if (!head) throw new Error(`no branch ${branch}`);
    if (head !== expectedHeadOid)
      throw new Error(`${branch} is at ${head}, not ${expectedHeadOid}`);
    const tree = new Map(this.commits.get(head)!.tree);
    for (const { path: file } of deletions) tree.delete(file);
    for (const { path: file, contents } of additions) {
      const bytes = Buffer.from(contents, "base64");
      tree.set(file, this.store(bytes));
      this.written.push({ branch, path: file, text: bytes.toString("utf8") });
    }
    const commit = this.commit(message, tree, head);
    this.branches.set(branch, commit.oid);
    return commit;
  }

  /** The files that differ between two commits, as GitHub's compare lists them. */
  changedFiles(base: string, head: string): { filename: string; status: string }[] {
    const from = this.resolve(base)?.tree ?? new Map<string, string>();
    const to = this.resolve(head)?.tree ?? new Map<string, string>();
    const files: { filename: string; status: string }[] = [];
    for (const [file, oid] of to) {
      if (!from.has(file)) files.push({ filename: file, status: "added" });
      else if (from.get(file) !== oid) files.push({ filename: file, status: "modified" });
    }
    for (const file of from.keys()) {
      if (!to.has(file)) files.push({ filename: file, status: "removed" });
    }
    return files;
  }
}
