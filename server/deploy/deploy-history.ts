import { appendFileSync, existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";

/**
 * What the deploy did, one JSON line per step that matters, in `<root>/deployments.jsonl`: the
 * operator's record beside the journal, the source of `rollback`'s "previous release", and what
 * each instance reports on /metrics (docs/operations/publishing.md#deploy-and-rollback).
 */
export const HISTORY_FILE = "deployments.jsonl";

export type DeployAction = "deploy" | "rollback" | "preview" | "preview-remove";
/**
 * live: the release serves on every instance; refused: it failed a check and nothing switched;
 * reverted: an instance did not come up with it and the previous release was put back.
 */
export type DeployOutcome = "live" | "refused" | "reverted" | "done";

export interface DeployRecord {
  readonly at: string;
  readonly action: DeployAction;
  readonly outcome: DeployOutcome;
  /** The release (`<edition>-<commit>`) or preview it was about, when known. */
  readonly release?: string;
  /** The release that was live before, for a switch. */
  readonly previous?: string;
  readonly detail?: string;
  readonly seconds?: number;
}

export function appendRecord(root: string, record: DeployRecord): void {
  appendFileSync(path.join(root, HISTORY_FILE), `${JSON.stringify(record)}\n`);
}

function isRecord(value: unknown): value is DeployRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.at === "string" && typeof record.action === "string";
}

/** Every readable record, oldest first; a line cut short by a crash is skipped. */
export function readHistory(root: string): DeployRecord[] {
  const file = path.join(root, HISTORY_FILE);
  if (!existsSync(file)) return [];
  const records: DeployRecord[] = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (isRecord(parsed)) records.push(parsed);
    } catch {
      // An unreadable line is no reason to refuse a rollback.
    }
  }
  return records;
}

/** The switches that made a release live, oldest first. */
export function liveRecords(root: string): DeployRecord[] {
  return readHistory(root).filter(
    (record) =>
      (record.action === "deploy" || record.action === "rollback") && record.outcome === "live",
  );
}

/**
 * The deploy root of a release running from `<root>/releases/<name>` (`current` resolved), or
 * undefined when it runs from anywhere else (a development checkout, a release folder unpacked by hand).
 */
export function deployRootOf(releaseFolder: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(releaseFolder);
  } catch {
    return undefined;
  }
  const parent = path.dirname(real);
  return path.basename(parent) === "releases" ? path.dirname(parent) : undefined;
}
