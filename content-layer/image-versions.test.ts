import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HASHED_IMAGE_NAME, imageSources, variantUrl } from "./image-variants";
import {
  builtImageUrls,
  copiedImageUrl,
  imageVersionsOf,
  renameToHashedImages,
  versionedImagePath,
  withImageVersions,
} from "./image-versions";

/** A content folder with two pictures and the favicon, and the files the pipeline made of them. */
function builtSite(bannerBytes = "banner") {
  const root = mkdtempSync(path.join(os.tmpdir(), "juwenalia-image-versions-"));
  const content = path.join(root, "content");
  const site = path.join(root, "public");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write(path.join(content, "images/site/banner.jpg"), "source");
  write(path.join(content, "images/site/favicon.svg"), "<svg/>");
  write(path.join(content, "images/notes.txt"), "not an image");
  write(path.join(content, "gallery/2019/2019-007.jpg"), "source");
  for (const key of ["site/banner.jpg", "gallery/2019/2019-007.jpg", "site/favicon.svg"]) {
    for (const url of builtImageUrls(key)) {
      write(path.join(site, url), key === "site/banner.jpg" ? `${bannerBytes} ${url}` : url);
    }
  }
  return { content, site };
}

describe("images named by their content", () => {
  it("hashes each source over the files made of it, and only those", () => {
    const { content, site } = builtSite();
    const versions = imageVersionsOf(site, content);
    expect([...versions.keys()].sort()).toEqual([
      "gallery/2019/2019-007.jpg",
      "site/banner.jpg",
      "site/favicon.svg",
    ]);
    for (const hash of versions.values()) expect(hash).toMatch(/^[0-9a-f]{8}$/);
    const changed = builtSite("another banner");
    const next = imageVersionsOf(changed.site, changed.content);
    expect(next.get("site/banner.jpg")).not.toBe(versions.get("site/banner.jpg"));
    expect(next.get("site/favicon.svg")).toBe(versions.get("site/favicon.svg"));
  });

  it("says which file is missing when the image step has not run", () => {
    const { content } = builtSite();
    expect(() => imageVersionsOf(path.join(content, "nowhere"), content)).toThrow(
      /banner-640\.avif is missing: the image step/,
    );
  });

  it("versions every image path the content names, and nothing else", () => {
    const versions = new Map([["artists/latarnia-large.jpg", "0a1b2c3d"]]);
    const lineup = {
      name: "Latarnia",
      image_large: "artists/latarnia-large.jpg",
      others: [{ image: "artists/latarnia-large.jpg", count: 2 }],
      note: "artists/unknown.jpg",
    };
    expect(withImageVersions(lineup, versions)).toEqual({
      name: "Latarnia",
      image_large: "artists/latarnia-large.jpg#0a1b2c3d",
      others: [{ image: "artists/latarnia-large.jpg#0a1b2c3d", count: 2 }],
      note: "artists/unknown.jpg",
    });
  });

  it("makes URLs with the hash before the extension, plain ones without a version", () => {
    const path = versionedImagePath("site/banner.jpg", new Map([["site/banner.jpg", "0a1b2c3d"]]));
    expect(variantUrl(path, 640, "avif")).toBe("/generated/images/site/banner-640.0a1b2c3d.avif");
    expect(imageSources(path).fallback).toBe("/generated/images/site/banner-1280.0a1b2c3d.webp");
    expect(
      imageSources(path)
        .avif.split(", ")
        .every((entry) => /\.0a1b2c3d\.avif \d+w$/.test(entry)),
    ).toBe(true);
    expect(variantUrl("site/banner.jpg", 640, "avif")).toBe(
      "/generated/images/site/banner-640.avif",
    );
    expect(copiedImageUrl("site/favicon.svg", new Map([["site/favicon.svg", "5e6f7a8b"]]))).toBe(
      "/generated/favicon.5e6f7a8b.svg",
    );
  });

  it("renames the built files to the names the pages use", () => {
    const { content, site } = builtSite();
    const versions = imageVersionsOf(site, content);
    const count = renameToHashedImages(site, versions);
    const urls = [...versions.keys()].flatMap((key) => builtImageUrls(key));
    expect(count).toBe(urls.length);
    for (const key of versions.keys()) {
      for (const url of builtImageUrls(key)) expect(existsSync(path.join(site, url))).toBe(false);
      for (const url of builtImageUrls(versionedImagePath(key, versions))) {
        expect(HASHED_IMAGE_NAME.test(url), url).toBe(true);
        expect(existsSync(path.join(site, url)), url).toBe(true);
      }
    }
  });
});
