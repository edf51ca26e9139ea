/**
 * The runner: lists the edition's pictures, decides which to (re)draw (runner/manifest.ts),
 * draws them two at a time and records what it wrote in <content folder>/images/artwork.json.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentDir, displayPath } from "#content-layer/load";
import { loadContentToDraw } from "./content";
import { galleryTasks, galleryYears } from "./gallery-tasks";
import {
  decide,
  hashBytes,
  hashFacts,
  readManifest,
  writeManifest,
  type Manifest,
} from "./manifest";
import { contentTasks, type Task } from "./tasks";

/** Two renders at a time: CI has 2 cores and librsvg is single-threaded per image. */
const CONCURRENCY = 2;

export interface RunOptions {
  /** Redraw every picture, even one replaced by hand. */
  force: boolean;
  /** Redraw only the pictures whose path contains this (as shown, e.g. "content/images/site/"). */
  only?: string;
}

export function parseArgs(args: readonly string[]): RunOptions {
  const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  return { force: args.includes("--force"), ...(only === undefined ? {} : { only }) };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

interface Planned {
  task: Task;
  facts: string;
}

/** Draws the edition's pictures into `dir` as the options say; prints what it did. */
export async function runAssets(options: RunOptions, dir: string = contentDir()): Promise<void> {
  const started = performance.now();
  const content = loadContentToDraw(dir);
  const manifestFile = path.join(dir, "images", "artwork.json");
  // Without a manifest nothing is the generator's: pictures already there are not taken as its
  // own (a missing one would come back as a stand-in), and only what it draws is recorded.
  const previous = await readManifest(manifestFile);
  const manifest: Manifest = new Map();
  const tasks = [...contentTasks(content), ...galleryTasks(await galleryYears(dir, previous))];
  const queue: Planned[] = [];
  const notes: string[] = [];
  for (const task of tasks) {
    const target = path.join(dir, task.file);
    const facts = hashFacts(task.facts);
    const entry = previous?.get(task.file);
    const chosen = options.only !== undefined && displayPath(target).includes(options.only);
    const there = await exists(target);
    // --only names pictures to draw on purpose; --force redraws, but invents no missing photo.
    if (chosen || (options.force && (there || entry))) {
      queue.push({ task, facts });
      continue;
    }
    const decision =
      options.only === undefined
        ? await decide(there, entry, facts, async () => hashBytes(await readFile(target)))
        : ({ draw: false, reason: entry ? "unchanged" : "not recorded" } as const);
    if (decision.draw) {
      queue.push({ task, facts });
      if (decision.reason === "facts changed")
        notes.push(`Redrawn ${displayPath(target)}: the facts it paints changed.`);
    } else if (decision.reason === "unchanged" && entry) {
      manifest.set(task.file, entry);
    } else if (decision.reason === "replaced by hand") {
      notes.push(
        `Kept ${displayPath(target)} although the facts it paints changed: it is not the picture ` +
          `the generator drew (replaced by hand?), so it stays and leaves artwork.json.`,
      );
    }
  }
  let bytes = 0;
  const pending = [...queue];
  try {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let next = pending.shift(); next; next = pending.shift()) {
          const output = await next.task.draw();
          const target = path.join(dir, next.task.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, output);
          manifest.set(next.task.file, { facts: next.facts, bytes: hashBytes(output) });
          bytes += typeof output === "string" ? Buffer.byteLength(output) : output.length;
        }
      }),
    );
  } finally {
    // Also after a failure: what was written is recorded, so the next run knows it as its own.
    await mkdir(path.dirname(manifestFile), { recursive: true });
    const changed = await writeManifest(manifestFile, manifest);
    for (const note of notes) console.log(note);
    if (changed) console.log(`Updated ${displayPath(manifestFile)}.`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Assets: ${queue.length} written (${(bytes / 1024).toFixed(0)} KiB), ` +
      `${tasks.length - queue.length} kept, in ${seconds} s.`,
  );
}
