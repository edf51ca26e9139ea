import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundledFonts, vendorBundle, VendorBundleError } from "./vendor-bundle";

const root = path.resolve(import.meta.dirname, "..");
const installed = readFileSync(
  path.join(root, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
  "utf8",
);

describe("Sveltia CMS's bundle as /admin serves it", () => {
  it("loads nothing from a CDN once vendored: fonts and words come from /admin/", () => {
    const vendored = vendorBundle(installed);
    // Plain booleans: a failed toContain would print the 2 MB bundle.
    expect(vendored.includes("cdn.jsdelivr.net")).toBe(false);
    expect(vendored.includes("https://unpkg.com/@sveltia/cms")).toBe(false);
    expect(vendored.includes("/admin/fonts/material-symbols-outlined:vf@")).toBe(true);
    // The words' address is this prefix, the version and /locales/<language>.json.
    expect(vendored.includes("`/admin/sveltia`")).toBe(true);
  });

  it("finds every font it names in our fontsource packages", () => {
    const fonts = bundledFonts(installed);
    expect(fonts).toHaveLength(3);
    for (const font of fonts) {
      expect(existsSync(path.join(root, "node_modules", font.packageFile)), font.packageFile).toBe(
        true,
      );
    }
  });

  it("stops the build when an upgrade loads another font or moves its words", () => {
    const extraFont =
      installed +
      "url(https://cdn.jsdelivr.net/fontsource/fonts/roboto@5.0.0/latin-400-normal.woff2)";
    expect(() => vendorBundle(extraFont)).toThrow(VendorBundleError);
    const wordsMoved = installed.split("https://unpkg.com/@sveltia/cms").join("https://esm.sh/x");
    expect(() => vendorBundle(wordsMoved)).toThrow(/expected 1/);
  });
});
