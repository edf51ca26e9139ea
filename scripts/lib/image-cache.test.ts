import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDir } from "../../tests/temporary-dirs";
import { ImageCache, type CachedVariant } from "./image-cache";

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

function variants(out: string, quality = 52): Variant[] {
  return [320, 640].flatMap((width) =>
    ["avif", "webp"].map((format) => ({
      name: `${width}.${format}`,
      width,
      height: width / 2,
      format,
      target: path.join(out, "images", `picture-${width}.${format}`),
      settings: { quality },
    })),
  );
}

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
    expect(
      readdirSync(cache.dir, { recursive: true }).filter((f) => String(f).includes(".")),
    ).toHaveLength(4);
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
