import { readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDir } from "#tests/temporary-dirs";
import { ImageCache, imageCacheDir, type CachedVariant } from "./image-cache";

interface Variant extends CachedVariant {
  name: string;
}

/** A stand-in encoder that records what it was asked for and marks each output as its own. */
function encoder(settingsTag = "") {
  const calls: string[][] = [];
  let run = 0;
  async function* encode(missing: readonly Variant[]): AsyncIterable<readonly [Variant, Buffer]> {
    run++;
    calls.push(missing.map((variant) => variant.name));
    for (const variant of missing) {
      yield [variant, Buffer.from(`${variant.name}${settingsTag} run ${run}`)] as const;
    }
  }
  return { encode, calls };
}

function variants(out: string, quality = 52, picture = "picture"): Variant[] {
  return [320, 640].flatMap((width) =>
    ["avif", "webp"].map((format) => ({
      name: picture === "picture" ? `${width}.${format}` : `${picture} ${width}.${format}`,
      width,
      height: width / 2,
      format,
      target: path.join(out, "images", `${picture}-${width}.${format}`),
      settings: { quality },
    })),
  );
}

/** The entries the cache holds, leftovers of interrupted writes included. */
const entriesOf = (cache: ImageCache) =>
  readdirSync(cache.dir, { recursive: true })
    .map(String)
    .filter((name) => name.includes("."));

const read = (file: string) => readFileSync(file, "utf8");
const SOURCE = Buffer.from("the source picture's bytes");

describe("the image variant cache", () => {
  it("encodes what it lacks, stores it, and writes every target", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    const { encode, calls } = encoder();
    const totals = await cache.writeVariants(SOURCE, variants(out), encode);
    expect(calls).toEqual([["320.avif", "320.webp", "640.avif", "640.webp"]]);
    expect(totals).toMatchObject({ cached: 0, encoded: 4 });
    expect(read(path.join(out, "images/picture-640.webp"))).toBe("640.webp run 1");
    expect(entriesOf(cache)).toHaveLength(4);
  });

  it("copies a variant it holds instead of encoding it again, in any output folder", async () => {
    const cache = new ImageCache(temporaryDir());
    await cache.writeVariants(SOURCE, variants(temporaryDir()), encoder().encode);
    const elsewhere = temporaryDir();
    const { encode, calls } = encoder();
    const totals = await cache.writeVariants(SOURCE, variants(elsewhere), encode);
    expect(calls).toEqual([]);
    expect(totals).toMatchObject({ cached: 4, encoded: 0 });
    expect(read(path.join(elsewhere, "images/picture-320.avif"))).toBe("320.avif run 1");
  });

  it("encodes only the variants it lacks", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    await cache.writeVariants(SOURCE, variants(out).slice(0, 2), encoder().encode);
    const { encode, calls } = encoder();
    const totals = await cache.writeVariants(SOURCE, variants(out), encode);
    expect(calls).toEqual([["640.avif", "640.webp"]]);
    expect(totals).toMatchObject({ cached: 2, encoded: 2 });
  });

  it("encodes again when the source's bytes change", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    await cache.writeVariants(SOURCE, variants(out), encoder().encode);
    const { encode, calls } = encoder(" retouched");
    const retouched = Buffer.from("the source picture's bytes, retouched");
    await cache.writeVariants(retouched, variants(out), encode);
    expect(calls).toHaveLength(1);
    expect(read(path.join(out, "images/picture-320.webp"))).toBe("320.webp retouched run 1");
  });

  it("encodes again when the encoder's settings change, and keeps both", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    await cache.writeVariants(SOURCE, variants(out, 52), encoder().encode);
    const lower = encoder(" at 40");
    await cache.writeVariants(SOURCE, variants(out, 40), lower.encode);
    expect(lower.calls).toHaveLength(1);
    expect(read(path.join(out, "images/picture-320.avif"))).toBe("320.avif at 40 run 1");

    const back = encoder();
    await cache.writeVariants(SOURCE, variants(out, 52), back.encode);
    expect(back.calls).toEqual([]);
    expect(read(path.join(out, "images/picture-320.avif"))).toBe("320.avif run 1");
  });

  it("with force, encodes everything again and refreshes what it holds", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    await cache.writeVariants(SOURCE, variants(out), encoder().encode);
    const forced = encoder(" forced");
    await cache.writeVariants(SOURCE, variants(out), forced.encode, { force: true });
    expect(forced.calls).toHaveLength(1);
    const after = encoder();
    const elsewhere = temporaryDir();
    await cache.writeVariants(SOURCE, variants(elsewhere), after.encode);
    expect(after.calls).toEqual([]);
    expect(read(path.join(elsewhere, "images/picture-320.avif"))).toBe("320.avif forced run 1");
  });

  it("never serves a target that was overwritten by hand back into the cache", async () => {
    const cache = new ImageCache(temporaryDir());
    const out = temporaryDir();
    await cache.writeVariants(SOURCE, variants(out), encoder().encode);
    writeFileSync(path.join(out, "images/picture-320.avif"), "edited by hand");
    const elsewhere = temporaryDir();
    await cache.writeVariants(SOURCE, variants(elsewhere), encoder().encode);
    expect(read(path.join(elsewhere, "images/picture-320.avif"))).toBe("320.avif run 1");
  });

  it("serves two clones from one cache folder: the second encodes nothing, a changed picture only itself", async () => {
    // One cache folder (JUWENALIA_CACHE_DIR), two clones whose builds each write their own
    // public/generated/, as a deploy pipeline's fresh clone does after the last one.
    const shared = path.join(temporaryDir(), "images");
    const firstClone = temporaryDir();
    const stage = Buffer.from("the stage at night");
    const crowd = Buffer.from("the crowd at noon");
    const build = async (clone: string, crowdBytes: Buffer) => {
      const cache = new ImageCache(shared);
      const { encode, calls } = encoder();
      const out = path.join(clone, "public/generated");
      const totals = [
        await cache.writeVariants(stage, variants(out, 52, "stage"), encode),
        await cache.writeVariants(crowdBytes, variants(out, 52, "crowd"), encode),
      ];
      return { calls: calls.flat(), encoded: totals[0]!.encoded + totals[1]!.encoded, out };
    };

    expect((await build(firstClone, crowd)).encoded).toBe(8);
    const second = await build(temporaryDir(), crowd);
    expect(second.calls).toEqual([]);
    expect(second.encoded).toBe(0);
    expect(read(path.join(second.out, "images/stage-640.avif"))).toBe("stage 640.avif run 1");

    const retouched = await build(temporaryDir(), Buffer.from("the crowd at noon, retouched"));
    expect(retouched.calls).toEqual([
      "crowd 320.avif",
      "crowd 320.webp",
      "crowd 640.avif",
      "crowd 640.webp",
    ]);
    expect(retouched.encoded).toBe(4);
  });

  it("encodes a damaged entry again instead of serving it, and mends it", async () => {
    const cache = new ImageCache(temporaryDir());
    await cache.writeVariants(SOURCE, variants(temporaryDir()), encoder().encode);
    const entries = entriesOf(cache).sort();
    // One entry cut short, one with a byte changed: both keep their names.
    truncateSync(path.join(cache.dir, entries[0]!), 40);
    const flipped = path.join(cache.dir, entries[1]!);
    const bytes = readFileSync(flipped);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(flipped, bytes);

    const out = temporaryDir();
    const { encode, calls } = encoder(" again");
    const totals = await cache.writeVariants(SOURCE, variants(out), encode);
    expect(totals).toMatchObject({ cached: 2, encoded: 2, damaged: 2 });
    expect(calls[0]).toHaveLength(2);
    for (const name of calls[0]!) {
      expect(read(path.join(out, "images", `picture-${name}`))).toBe(`${name} again run 1`);
    }
    const after = await cache.writeVariants(SOURCE, variants(temporaryDir()), encoder().encode);
    expect(after).toMatchObject({ cached: 4, encoded: 0, damaged: 0 });
  });

  it("never takes a half-written file left by an interrupted build for an entry", async () => {
    const cache = new ImageCache(temporaryDir());
    await cache.writeVariants(SOURCE, variants(temporaryDir()).slice(0, 1), encoder().encode);
    const [entry] = entriesOf(cache);
    // What a build killed between writing aside and renaming leaves; its name is never looked up.
    writeFileSync(path.join(cache.dir, `${entry!}.1234-abcd.tmp`), "half");
    const { encode, calls } = encoder();
    const totals = await cache.writeVariants(SOURCE, variants(temporaryDir()), encode);
    expect(calls).toEqual([["320.webp", "640.avif", "640.webp"]]);
    expect(totals).toMatchObject({ cached: 1, encoded: 3, damaged: 0 });
  });

  it("fails when the encoder skips a variant it was asked for", async () => {
    const cache = new ImageCache(temporaryDir());
    async function* skipsOne(missing: readonly Variant[]) {
      for (const variant of missing.slice(1)) yield [variant, Buffer.from("x")] as const;
    }
    await expect(cache.writeVariants(SOURCE, variants(temporaryDir()), skipsOne)).rejects.toThrow(
      /skipped .*picture-320\.avif/,
    );
  });
});

describe("the image cache's folder", () => {
  const HOME = "/home/ola";

  it("is under ~/.cache by default, outside any clone", () => {
    expect(imageCacheDir({}, HOME)).toBe("/home/ola/.cache/juwenalia-syrenki/images");
  });

  it("follows XDG_CACHE_HOME, ignoring a relative one as the XDG spec says", () => {
    expect(imageCacheDir({ XDG_CACHE_HOME: "/var/cache/ci" }, HOME)).toBe(
      "/var/cache/ci/juwenalia-syrenki/images",
    );
    expect(imageCacheDir({ XDG_CACHE_HOME: "cache" }, HOME)).toBe(
      "/home/ola/.cache/juwenalia-syrenki/images",
    );
  });

  it("is JUWENALIA_CACHE_DIR's images/ when set, over XDG_CACHE_HOME", () => {
    expect(
      imageCacheDir({ JUWENALIA_CACHE_DIR: "/srv/ci-cache", XDG_CACHE_HOME: "/var/cache" }, HOME),
    ).toBe("/srv/ci-cache/images");
  });
});
