import { describe, expect, it, vi } from "vitest";
import {
  decide,
  formatManifest,
  hashBytes,
  hashFacts,
  parseManifest,
  type Manifest,
} from "./manifest";

const drawn = Buffer.from("the picture as the generator wrote it");
const entry = { facts: hashFacts({ name: "Mira Wolna" }), bytes: hashBytes(drawn) };

describe("decide: when a picture is (re)drawn", () => {
  it("draws a missing file the manifest names, and never one it does not name", async () => {
    const hashOnDisk = vi.fn(async () => "");
    expect(await decide(false, entry, entry.facts, hashOnDisk)).toEqual({
      draw: true,
      reason: "missing",
    });
    expect(await decide(false, { ...entry, facts: "changed" }, entry.facts, hashOnDisk)).toEqual({
      draw: true,
      reason: "missing",
    });
    // An organiser's missing photo: no stand-in, the content check names it.
    expect(await decide(false, undefined, entry.facts, hashOnDisk)).toEqual({
      draw: false,
      reason: "not ours",
    });
    expect(hashOnDisk).not.toHaveBeenCalled();
  });

  it("keeps a file whose facts are unchanged, without reading it", async () => {
    const hashOnDisk = vi.fn(async () => "something else");
    expect(await decide(true, entry, hashFacts({ name: "Mira Wolna" }), hashOnDisk)).toEqual({
      draw: false,
      reason: "unchanged",
    });
    expect(hashOnDisk).not.toHaveBeenCalled();
  });

  it("redraws a file whose facts changed while it is still the generator's", async () => {
    const facts = hashFacts({ name: "Mira Wolna & Band" });
    expect(await decide(true, entry, facts, async () => hashBytes(drawn))).toEqual({
      draw: true,
      reason: "facts changed",
    });
  });

  it("keeps a file whose facts changed but that was replaced by hand", async () => {
    const facts = hashFacts({ name: "Mira Wolna & Band" });
    const photo = Buffer.from("a real photo the organisers put in its place");
    expect(await decide(true, entry, facts, async () => hashBytes(photo))).toEqual({
      draw: false,
      reason: "replaced by hand",
    });
  });

  it("leaves alone a file the manifest does not know", async () => {
    expect(await decide(true, undefined, entry.facts, async () => "")).toEqual({
      draw: false,
      reason: "not recorded",
    });
  });
});

describe("hashFacts", () => {
  it("does not depend on the order of keys", () => {
    expect(hashFacts({ name: "A", year: 2031, days: [{ b: 1, a: 2 }] })).toBe(
      hashFacts({ days: [{ a: 2, b: 1 }], year: 2031, name: "A" }),
    );
  });

  it("changes with any fact", () => {
    expect(hashFacts({ year: 2025 })).not.toBe(hashFacts({ year: 2026 }));
    expect(hashFacts({ days: ["A", "B"] })).not.toBe(hashFacts({ days: ["B", "A"] }));
  });
});

describe("the manifest file", () => {
  it("lists files in sorted order, whatever order they were drawn in, and reads back", () => {
    const a: Manifest = new Map([
      ["images/site/share.jpg", { facts: "1", bytes: "2" }],
      ["gallery/2016/2016-001.jpg", { facts: "3", bytes: "4" }],
      ["images/artists/a.jpg", { facts: "5", bytes: "6" }],
    ]);
    const b: Manifest = new Map([...a.entries()].reverse());
    const text = formatManifest(a);
    expect(formatManifest(b)).toBe(text);
    expect(text.indexOf("gallery/")).toBeLessThan(text.indexOf("images/artists/"));
    expect(text.indexOf("images/artists/")).toBeLessThan(text.indexOf("images/site/"));
    expect(parseManifest(text)).toEqual(a);
    expect(JSON.parse(text)).toHaveProperty("files");
  });
});
