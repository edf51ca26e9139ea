/**
 * Sveltia CMS as /admin serves it: the npm package's own bundle, with the addresses it would
 * fetch from public CDNs (its three fonts from jsDelivr, its interface's Polish words from
 * unpkg) pointed at our server instead. Our pages make no third-party request the visitor did
 * not ask for, and /admin's CSP allows no CDN (docs/decisions/021-browser-cms.md). The package
 * offers no option for either, so the build rewrites those strings; each rewrite must match
 * exactly as often as expected, or the build stops — an upgrade that moves them fails loudly.
 */

/** Where the fonts live on our server, under /admin/. */
export const FONTS_PATH = "fonts";
/** Where the interface's words live on our server: `/admin/sveltia@<version>/locales/pl.json`. */
export const PACKAGE_PATH = "sveltia";

const FONT_CDN = "https://cdn.jsdelivr.net/fontsource/fonts/";
const PACKAGE_CDN = "https://unpkg.com/@sveltia/cms";

/** A font the bundle names, and the npm package file that holds the same font. */
export interface BundledFont {
  /** The path after the CDN's fonts/ folder: `source-sans-3:vf@5.3.0/latin-wght-normal.woff2`. */
  readonly cdnPath: string;
  /** The file in node_modules with the same font. */
  readonly packageFile: string;
}

/** The fonts by the CDN's name for them, and the fontsource package that ships each. */
const FONT_PACKAGES: Readonly<Record<string, (file: string) => string>> = {
  "source-sans-3:vf": (file) => `@fontsource-variable/source-sans-3/files/source-sans-3-${file}`,
  "noto-mono": (file) => `@fontsource/noto-mono/files/noto-mono-${file}`,
  "material-symbols-outlined:vf": (file) =>
    `@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-${file}`,
};

const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+(?::vf)?)@([\d.]+)\/([a-z0-9-]+\.woff2)/g;

export class VendorBundleError extends Error {}

/** The fonts the bundle loads, each mapped to its package file; an unknown one is an error. */
export function bundledFonts(bundle: string): BundledFont[] {
  const fonts: BundledFont[] = [];
  for (const match of bundle.matchAll(FONT_URL)) {
    const [, family = "", , file = ""] = match;
    const packageFile = FONT_PACKAGES[family];
    if (!packageFile) {
      throw new VendorBundleError(`Sveltia CMS loads a font we do not ship: ${match[0]}`);
    }
    fonts.push({ cdnPath: match[0].slice(FONT_CDN.length), packageFile: packageFile(file) });
  }
  return fonts;
}

function replaceCounted(text: string, from: string, to: string, expected: number): string {
  const found = text.split(from).length - 1;
  if (found !== expected) {
    throw new VendorBundleError(
      `Sveltia CMS's bundle names ${from} ${found} time(s), expected ${expected}: ` +
        "check what the new version loads and update cms/vendor-bundle.ts",
    );
  }
  return text.split(from).join(to);
}

/** The bundle with its CDN addresses pointed at `/admin/`. */
export function vendorBundle(bundle: string): string {
  const fonts = bundledFonts(bundle);
  if (fonts.length !== Object.keys(FONT_PACKAGES).length) {
    throw new VendorBundleError(
      `Sveltia CMS's bundle loads ${fonts.length} font(s), expected ` +
        `${Object.keys(FONT_PACKAGES).length}: update cms/vendor-bundle.ts`,
    );
  }
  const local = replaceCounted(bundle, FONT_CDN, `/admin/${FONTS_PATH}/`, fonts.length);
  const words = replaceCounted(local, PACKAGE_CDN, `/admin/${PACKAGE_PATH}`, 1);
  return replaceLibraryCdn(words);
}

/** Where the libraries the CMS imports on demand live: `/admin/vendor/<name>@<version>/`. */
export const LIBRARIES_PATH = "vendor";

/**
 * The CMS imports some libraries from unpkg when a feature first needs them; the event hooks
 * need Immutable.js (cms/save-checks.ts), and without it the CMS skips the hooks and saves
 * unchecked. The address is built in one function (`https://unpkg.com/${name}`): ours instead.
 */
const LIBRARY_CDN = /`https:\/\/unpkg\.com\/\$\{([\w$]+)\}`/g;

function replaceLibraryCdn(bundle: string): string {
  const found = [...bundle.matchAll(LIBRARY_CDN)].length;
  if (found !== 1) {
    throw new VendorBundleError(
      `Sveltia CMS's bundle builds unpkg addresses in ${found} place(s), expected 1: ` +
        "check how the new version loads Immutable.js and update cms/vendor-bundle.ts",
    );
  }
  return bundle.replace(
    LIBRARY_CDN,
    (_, name: string) => `\`/admin/${LIBRARIES_PATH}/\${${name}}\``,
  );
}
