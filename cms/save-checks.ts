/**
 * The CMS refuses a save that content:check would refuse, with content:check's own Polish lines
 * (docs/redakcja.md, "Błędy i co znaczą"). The rules are content-layer's (content-layer/
 * save-checks.ts), bundled for the browser by scripts/build-admin.ts into /admin/save-checks.js,
 * which cms/index.html loads after the CMS. It uses the CMS's supported `preSave` event: a
 * handler that throws stops the save.
 */
import { slugOf } from "#core/festival-schedule";
import { contentFileAt, imageFacts, saveProblems } from "#content-layer/save-checks";
import type { ImageFile } from "#content-layer/image-checks";

/** The part of an Immutable Map the event hands over that we read. */
interface ImmutableEntry {
  toJS(): unknown;
}

interface SaveEvent {
  entry: ImmutableEntry;
}

/** The part of the CMS's global API we use (types/public.d.ts of @sveltia/cms). */
export interface CmsApi {
  registerEventListener(listener: {
    name: "preSave" | "postSave";
    handler: (event: SaveEvent) => Promise<void> | void;
  }): void;
}

/** The entry as the hook reads it: the file's path and its data. */
interface EntryShape {
  path?: unknown;
  data?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * The CMS's own bookkeeping keys on list entries (`__sc_item_id`, …), which it strips before it
 * writes a file: they are not the organiser's fields.
 */
export const CMS_INTERNAL_KEY = /^__sc_\w+$/;

/**
 * The data as the CMS writes it: a field left empty is left out (the configuration's
 * `omit_empty_optional_fields`; a required one the form itself refuses), its bookkeeping keys
 * are dropped, and a file that is one list (faq.yaml) is that list, which the form holds as its
 * `items` field.
 */
export function writtenData(data: unknown, root = true): unknown {
  if (Array.isArray(data)) return data.map((item) => writtenData(item, false));
  if (!isObject(data)) return data;
  const keys = Object.keys(data);
  if (root && keys.length === 1 && keys[0] === "items" && Array.isArray(data.items)) {
    return writtenData(data.items, false);
  }
  const written: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === "" || value === null || value === undefined) continue;
    if (CMS_INTERNAL_KEY.test(key)) continue;
    written[key] = writtenData(value, false);
  }
  return written;
}

/**
 * The name the CMS stores an upload under: its name as a slug, the extension in lower case
 * ("Logo Partnera.JPG" → "logo-partnera.jpg"; the configuration's `slugify_filename`).
 */
export function storedName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ""];
  return `${slugOf(stem)}${extension.toLowerCase()}`;
}

/**
 * The pictures chosen in this page, by the name the CMS stores each under. The `preSave` event's
 * `mediaFiles` hold no new upload (measured with Sveltia CMS 0.221), so the checks keep the files
 * the organiser picks or drops, as the page's own events show them.
 */
export class ChosenPictures {
  private readonly files = new Map<string, Blob>();

  add(files: Iterable<File>): void {
    for (const file of files) this.files.set(storedName(file.name), file);
  }

  /** Listens to the file pickers and drops of `target` (the document), before the CMS does. */
  listen(target: EventTarget): void {
    target.addEventListener(
      "change",
      (event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.type === "file" && input.files) {
          this.add(input.files);
        }
      },
      true,
    );
    target.addEventListener(
      "drop",
      (event) => {
        const files = (event as DragEvent).dataTransfer?.files;
        if (files) this.add(files);
      },
      true,
    );
  }

  /** The chosen pictures' facts, read from their bytes, by stored name. */
  async facts(): Promise<Map<string, ImageFile>> {
    const facts = new Map<string, ImageFile>();
    for (const [name, file] of this.files) {
      facts.set(name, imageFacts(new Uint8Array(await file.arrayBuffer())));
    }
    return facts;
  }
}

/** The Polish files' data as /admin was built (scripts/build-admin.ts), with the build's time. */
export const SNAPSHOT_FILE = "content-snapshot.json";
export interface ContentSnapshot {
  builtAt: number;
  files: Record<string, unknown>;
}

/** What this browser last saved of a Polish file, and when. */
interface SavedPolish {
  savedAt: number;
  data: unknown;
}

const savedKey = (name: string) => `juwenalia-cms.saved-polish.${name}`;

function readSaved(storage: Storage | undefined, name: string): SavedPolish | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(savedKey(name)) ?? "null");
    return isObject(saved) && typeof saved.savedAt === "number"
      ? { savedAt: saved.savedAt, data: saved.data }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Polish data an English file must match: what this browser saved last, unless the build
 * of /admin is newer (someone else's save has been published since).
 */
export function polishDataFor(
  name: string,
  snapshot: ContentSnapshot | undefined,
  storage: Storage | undefined,
): unknown {
  const saved = readSaved(storage, name);
  const built = snapshot?.files[name];
  if (saved && (built === undefined || saved.savedAt > (snapshot?.builtAt ?? 0))) {
    return saved.data;
  }
  return built;
}

/** The lines that stop this save; none when it may go on. */
export async function entryProblems(
  entry: EntryShape,
  loadSnapshot: () => Promise<ContentSnapshot | undefined>,
  storage: Storage | undefined,
  pictures: ChosenPictures = new ChosenPictures(),
): Promise<string[]> {
  if (typeof entry.path !== "string") return [];
  const file = contentFileAt(entry.path);
  if (!file) return [];
  const data = writtenData(entry.data);
  if (file.english) {
    const polish = polishDataFor(file.name, await loadSnapshot(), storage);
    return saveProblems({ path: entry.path, data, polish });
  }
  // The rules across files read the other Polish files as this browser last saved or built them.
  const snapshot = await loadSnapshot();
  const related = Object.fromEntries(
    RELATED_FILES.filter((name) => name !== file.name).map((name) => [
      name,
      polishDataFor(name, snapshot, storage),
    ]),
  );
  return saveProblems({ path: entry.path, data, uploads: await pictures.facts(), related });
}

/** The Polish files the rules across files join: the programme, the plan, safety and the FAQ. */
const RELATED_FILES = ["edition", "site-plan", "safety", "faq"] as const;

/**
 * The error that stops the save. The CMS's save dialog shows the description "Wpis nie został
 * zapisany." and, for an error it calls `saving_failed`, its cause's message below it: that is
 * where the lines go. cms/save-checks.test.ts fails when an upgrade of the CMS stops doing so.
 */
export function refusal(lines: readonly string[]): Error {
  return new Error("saving_failed", { cause: new Error(lines.join("\n")) });
}

async function fetchSnapshot(): Promise<ContentSnapshot | undefined> {
  try {
    const response = await fetch(new URL(SNAPSHOT_FILE, document.baseURI));
    return response.ok ? ((await response.json()) as ContentSnapshot) : undefined;
  } catch {
    return undefined;
  }
}

/** Registers the checks with the CMS. */
export function registerSaveChecks(
  cms: CmsApi,
  storage: Storage | undefined,
  pictures: ChosenPictures = new ChosenPictures(),
): void {
  let snapshot: Promise<ContentSnapshot | undefined> | undefined;
  const loadSnapshot = () => (snapshot ??= fetchSnapshot());
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      let lines: string[];
      try {
        lines = await entryProblems(entry.toJS() as EntryShape, loadSnapshot, storage, pictures);
      } catch (error) {
        // A fault of the checks themselves must not keep an organiser from saving: content:check
        // still checks the change before it is published.
        console.error("The checks at save failed; saving unchecked.", error);
        return;
      }
      if (lines.length > 0) throw refusal(lines);
    },
  });
  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const saved = entry.toJS() as EntryShape;
      if (typeof saved.path !== "string") return;
      const file = contentFileAt(saved.path);
      if (!file || file.english) return;
      const record: SavedPolish = { savedAt: Date.now(), data: writtenData(saved.data) };
      try {
        storage?.setItem(savedKey(file.name), JSON.stringify(record));
      } catch {
        // Storage full or blocked: English saves compare with the build's copy instead.
      }
    },
  });
}

declare global {
  interface Window {
    CMS?: CmsApi;
  }
}

/** The browser's storage; none when the browser blocks it. */
function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

if (typeof window !== "undefined" && window.CMS) {
  const pictures = new ChosenPictures();
  pictures.listen(document);
  registerSaveChecks(window.CMS, localStorageOrNone(), pictures);
}
