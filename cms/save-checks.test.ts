import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ChosenPictures,
  entryProblems,
  polishDataFor,
  refusal,
  registerSaveChecks,
  writtenData,
  type CmsApi,
  type ContentSnapshot,
} from "./save-checks";

const root = path.resolve(import.meta.dirname, "..");
const FIXTURE = path.join(root, "tests/fixtures/edition-2031");
const read = (file: string): unknown => parse(readFileSync(path.join(FIXTURE, file), "utf8"));

/** The browser's localStorage, in memory. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** The CMS's event listeners, as registerSaveChecks leaves them. */
function fakeCms() {
  const handlers = new Map<string, (event: { entry: { toJS(): unknown } }) => unknown>();
  const cms: CmsApi = {
    registerEventListener: ({ name, handler }) => void handlers.set(name, handler),
  };
  const fire = (name: string, entry: unknown) =>
    handlers.get(name)?.({ entry: { toJS: () => entry } });
  return { cms, fire };
}

const snapshotOf = (files: Record<string, unknown>, builtAt = 1_000): ContentSnapshot => ({
  builtAt,
  files,
});

describe("the CMS's checks at save", () => {
  it("check the data as the CMS writes it: empty optional fields left out, a list file as a list", () => {
    expect(writtenData({ items: [{ question: "Q", answer: "A", note: "" }] })).toEqual([
      { question: "Q", answer: "A" },
    ]);
    expect(writtenData({ header: "", acts: [{ name: "X", stage: null }] })).toEqual({
      acts: [{ name: "X" }],
    });
  });

  it("leave out the CMS's bookkeeping keys on list entries, which it never writes", () => {
    const entry = { name: "X", __sc_item_id: "a1", __sc_item_original_key_path: "acts.0" };
    expect(writtenData({ acts: [entry] })).toEqual({ acts: [{ name: "X" }] });
  });

  it("compare an English file with the newer of this browser's Polish save and the build's copy", () => {
    const storage = new MemoryStorage();
    const built = snapshotOf({ faq: ["built"] }, 5_000);
    expect(polishDataFor("faq", built, storage)).toEqual(["built"]);
    storage.setItem(
      "juwenalia-cms.saved-polish.faq",
      JSON.stringify({ savedAt: 4_000, data: ["older"] }),
    );
    expect(polishDataFor("faq", built, storage)).toEqual(["built"]);
    storage.setItem(
      "juwenalia-cms.saved-polish.faq",
      JSON.stringify({ savedAt: 6_000, data: ["saved"] }),
    );
    expect(polishDataFor("faq", built, storage)).toEqual(["saved"]);
    expect(polishDataFor("faq", undefined, undefined)).toBeUndefined();
  });

  it("refuse an English list shorter than the Polish one saved in this browser a moment ago", async () => {
    const storage = new MemoryStorage();
    const { cms, fire } = fakeCms();
    registerSaveChecks(cms, storage);
    const polish = read("faq.yaml") as unknown[];
    const english = read("en/faq.yaml") as unknown[];
    await fire("postSave", {
      path: "content/faq.yaml",
      data: { items: [...polish, { question: "Nowe pytanie?", answer: "Tak." }] },
    });
    const snapshot = async () => snapshotOf({ faq: polish });
    const lines = await entryProblems(
      { path: "content/en/faq.yaml", data: { items: english } },
      snapshot,
      storage,
    );
    expect(lines).toEqual([
      `[Pytania i odpowiedzi (FAQ) — teksty angielskie] Lista ma ${english.length} pozycji, a w wersji polskiej ${polish.length + 1} pozycji: brak angielskiej pozycji dla „Pytanie ${polish.length + 1} (Nowe pytanie?)”; podaj jedną angielską pozycję na każdą polską, w tej samej kolejności.`,
    ]);
  });

  it("read a chosen picture's size from its bytes, by the name the CMS stores it under", async () => {
    const organisations = structuredClone(read("organisations.yaml")) as {
      sponsors: { name: string; image: string }[];
    };
    const sponsor = organisations.sponsors[0]!;
    sponsor.image = "/organisations/logo.png";
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    new DataView(png.buffer).setUint32(16, 300);
    new DataView(png.buffer).setUint32(20, 200);
    const pictures = new ChosenPictures();
    pictures.add([new File([png], "Logo.PNG")]);
    const lines = await entryProblems(
      { path: "content/organisations.yaml", data: organisations },
      async () => undefined,
      undefined,
      pictures,
    );
    expect(lines).toEqual([
      `[Organizatorzy i partnerzy] Sponsorzy › organizacja 1 (${sponsor.name}) › Logo: zdjęcie ma 300 × 200 px, a potrzeba co najmniej 600 × 400 px.`,
    ]);
  });

  it("stop the save from the preSave event with an error whose cause carries the lines", async () => {
    const { cms, fire } = fakeCms();
    registerSaveChecks(cms, new MemoryStorage());
    const edition = structuredClone(read("edition.yaml")) as Record<string, unknown>;
    edition.dresscode = "casual";
    await expect(fire("preSave", { path: "content/edition.yaml", data: edition })).rejects.toThrow(
      "saving_failed",
    );
    const error = refusal(["a", "b"]);
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).message).toBe("a\nb");
    await expect(
      fire("preSave", { path: "content/edition.yaml", data: read("edition.yaml") }),
    ).resolves.toBeUndefined();
  });

  it("rely on what the installed CMS does: awaits preSave, shows a saving_failed error's cause", () => {
    // If an upgrade changes either, the organiser would see a bare error or a saved mistake:
    // this fails first (the e2e spec tests/e2e/cms-save-checks.spec.ts shows the dialog).
    const bundle = readFileSync(
      path.join(root, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    expect(/await [\w$]+\(\{type:`preSave`/.test(bundle)).toBe(true);
    // The keys writtenData leaves out are the ones the CMS strips before writing.
    expect(bundle).toContain("=/\\.__sc_\\w+$/");
    expect(
      /\.message===`saving_failed`\?\([\w$]+\([\w$]+,!0\),[\w$]+\([\w$]+,[\w$]+\.cause\?\.message/.test(
        bundle,
      ),
    ).toBe(true);
  });
});
