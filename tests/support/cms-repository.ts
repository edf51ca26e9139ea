/**
 * A copy of content/ for the CMS's local-repository backend, kept in the browser's private file
 * system (docs/decisions/021-browser-cms.md). The CMS asks the browser for a folder with
 * `showDirectoryPicker`, a native dialog no automated browser can click; the test answers it
 * with a folder of the origin-private file system, seeded from the content folder on disk, and
 * reads back what the CMS wrote there. Everything else is the CMS as organisers use it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";

const SEED_PREFIX = "/__cms-seed/";

/** Every file of a folder, by its path relative to `base` (posix separators). */
function filesOf(dir: string, base: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesOf(full, base);
    return [path.relative(base, full).split(path.sep).join("/")];
  });
}

/**
 * Makes the CMS's folder picker answer with a seeded copy of `contentDir`, laid out as in the
 * repository (content/…). Call before the page loads /admin/.
 */
export async function provideContentCopy(context: BrowserContext, contentDir: string) {
  const files = filesOf(contentDir, contentDir).filter((file) => !file.startsWith("gallery/"));
  // One answer with every file (base64): one round trip, not one per picture.
  const bundle = Object.fromEntries(
    files.map((file) => [file, readFileSync(path.join(contentDir, file)).toString("base64")]),
  );
  await context.route(`**${SEED_PREFIX}files.json`, (route) => route.fulfill({ json: bundle }));
  await context.addInitScript((prefix: string) => {
    const pick = async () => {
      const root = await navigator.storage.getDirectory();
      const repository = await root.getDirectoryHandle("repository", { create: true });
      const seeded = await repository.getDirectoryHandle(".git", { create: true });
      try {
        await seeded.getFileHandle("seeded");
        return repository;
      } catch {
        // First pick: copy the content folder in.
      }
      const bundle = (await (await fetch(`${prefix}files.json`)).json()) as Record<string, string>;
      for (const [file, base64] of Object.entries(bundle)) {
        let folder = await repository.getDirectoryHandle("content", { create: true });
        const parts = file.split("/");
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const handle = await folder.getFileHandle(parts.at(-1) ?? "", { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
      // The time the copy was made: what the CMS writes later is newer.
      const mark = await (await seeded.getFileHandle("seeded", { create: true })).createWritable();
      await mark.write(String(Date.now()));
      await mark.close();
      return repository;
    };
    Object.defineProperty(window, "showDirectoryPicker", { value: pick, configurable: true });
  }, SEED_PREFIX);
}

/** The files under content/ that the CMS wrote after the copy was made, by path under content/. */
export async function readSavedFiles(page: Page): Promise<Map<string, Buffer>> {
  const entries = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const repository = await root.getDirectoryHandle("repository");
    const git = await repository.getDirectoryHandle(".git");
    const seededAt = Number(await (await (await git.getFileHandle("seeded")).getFile()).text());
    const found: [string, string][] = [];
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string) => {
      // entries() is in every browser that has this API; TypeScript's DOM types lack it.
      const iterable = folder as unknown as AsyncIterable<[string, FileSystemHandle]>;
      for await (const [name, handle] of iterable) {
        if (handle.kind === "directory") {
          await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          continue;
        }
        const file = await (handle as FileSystemFileHandle).getFile();
        if (file.lastModified <= seededAt) continue;
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = "";
        for (const byte of bytes) binary += String.fromCharCode(byte);
        found.push([`${prefix}${name}`, btoa(binary)]);
      }
    };
    await walk(await repository.getDirectoryHandle("content"), "");
    return found;
  });
  return new Map(entries.map(([file, base64]) => [file, Buffer.from(base64, "base64")]));
}
