/**
 * The responsive image pipeline's single source of truth, shared by the site (`<Picture>`) and
 * the build step (scripts/build-images.ts). Pure: no fs, no Node imports.
 *
 * An image is named by its path relative to `content/images/` ("artists/latarnia-large.jpg") or,
 * for the gallery, by `gallery/<year>/<file>` (source `content/gallery/<year>/<file>`). Each
 * rule gives the widths the layout needs and the source's intrinsic size; every variant is cut
 * to that aspect ratio, so the `width`/`height` attributes always match what is served.
 */

export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number] | "jpg";

/** Where the build writes variants (under `public/`) and the URL prefix they are served from. */
export const GENERATED_DIR = "generated/images";
export const GENERATED_URL = `/${GENERATED_DIR}`;

export interface ImageRule {
  /** A short name for logs and tests. */
  name: string;
  test: RegExp;
  /** Variant widths in px, ascending; none wider than the source. */
  widths: readonly number[];
  /** Intrinsic size of the source artwork (content/images) that fixes the aspect ratio. */
  width: number;
  height: number;
  /** Output formats; AVIF + WebP unless a consumer needs something else (Open Graph: JPEG). */
  formats?: readonly ImageFormat[];
}

/**
 * First match wins. A picture's folder decides its rule: the content's paths are .jpg, .jpeg or
 * .png already (ImagePathSchema), and the patterns travel in every page's scripts, so they
 * check no more than that. Widths follow the layout: cards are 15–19rem wide (×2 for dense screens),
 * the banner is full-bleed, gallery thumbnails ~220 px and the lightbox up to 1100 px.
 */
export const IMAGE_RULES: readonly ImageRule[] = [
  {
    name: "artist-large",
    // A large photo is named "-large", or uploaded by the CMS into artists/large/ (cms-config.ts).
    test: /^artists\/(large\/|.+-large\.)/,
    widths: [320, 640, 960],
    width: 1200,
    height: 1500,
  },
  {
    name: "artist-small",
    test: /^artists\//,
    widths: [160, 320, 600],
    width: 600,
    height: 600,
  },
  {
    name: "event",
    test: /^events\//,
    widths: [320, 640],
    width: 1200,
    height: 900,
  },
  {
    name: "organisation",
    test: /^organisations\//,
    widths: [240, 480],
    width: 600,
    height: 400,
  },
  {
    name: "team-group",
    test: /^team\/zespol\./,
    widths: [640, 800, 960, 1600],
    width: 1600,
    height: 900,
  },
  {
    name: "team-member",
    test: /^team\//,
    widths: [240, 480],
    width: 800,
    height: 800,
  },
  {
    name: "banner",
    test: /^site\/banner\.jpg$/,
    widths: [640, 800, 960, 1280, 1920, 2400],
    width: 2400,
    height: 1350,
  },
  {
    name: "syrenka",
    test: /^site\/syrenka\.png$/,
    widths: [320, 640, 960],
    width: 1200,
    height: 1200,
  },
  {
    name: "site-map",
    test: /^site\/site-map\.jpg$/,
    widths: [640, 1024, 1600],
    width: 1600,
    height: 1100,
  },
  {
    // The site plan's picture (content/site-plan.yaml): the drawn one, or one the organisers
    // uploaded through the CMS into site/plan/; zoomed in, the page asks for the widest.
    name: "site-plan",
    test: /^site\/(site-plan\.|plan\/)/,
    widths: [640, 1024, 1600],
    width: 1600,
    height: 1100,
  },
  {
    name: "lineup-poster",
    test: /^site\/main-stage-lineup\.jpg$/,
    widths: [400, 800, 1200],
    width: 1200,
    height: 1500,
  },
  {
    name: "venue-drawing",
    test: /^site\/venue-drawing\.png$/,
    widths: [640, 1024, 1600],
    width: 1600,
    height: 1000,
  },
  // Open Graph / JSON-LD image: crawlers want JPEG, one size (app/site.ts SHARE_IMAGE_PATH).
  {
    name: "share",
    test: /^site\/share\.jpg$/,
    widths: [1200],
    width: 1200,
    height: 630,
    formats: ["jpg"],
  },
  {
    name: "gallery",
    test: /^gallery\/\d{4}\/\d{4}-\d{3}\.jpg$/,
    widths: [320, 640, 1200],
    width: 1200,
    height: 800,
  },
];

/**
 * Files copied as they are to `public/generated/<name>` (favicon set): path relative to
 * content/images → public URL.
 */
export const COPIED_IMAGES: Readonly<Record<string, string>> = {
  "site/favicon.svg": "/generated/favicon.svg",
  "site/icon-192.png": "/generated/icon-192.png",
  "site/icon-512.png": "/generated/icon-512.png",
  "site/apple-touch-icon.png": "/generated/apple-touch-icon.png",
};

/**
 * Built image files are named by their content, so the server lets browsers keep them for a year
 * (docs/decisions/019-images-named-by-content.md). The build hands pages a source path with its
 * content hash after "#" ("site/banner.jpg#1a2b3c4d"); every URL made from it carries the hash
 * before the extension ("/generated/images/site/banner-640.1a2b3c4d.avif"). A path without one
 * (unit tests, `dev`) makes the plain names public/generated/ holds.
 */
export const HASHED_IMAGE_NAME = /\.[0-9a-f]{8}\.[a-z]+$/;

/** `[source path, hash or ""]` of a path the build may have versioned. */
export function splitImageVersion(path: string): [string, string] {
  const [source = path, hash = ""] = path.split("#");
  return [source, hash];
}

/** The URL of a file with `hash` (if any) before its extension. */
export function hashedImageUrl(url: string, hash: string): string {
  return hash ? url.replace(/\.\w+$/, `.${hash}$&`) : url;
}

export function imageRule(path: string): ImageRule | undefined {
  const [source] = splitImageVersion(path);
  return IMAGE_RULES.find((rule) => rule.test.test(source));
}

function ruleFor(path: string): ImageRule {
  const rule = imageRule(path);
  if (!rule) {
    throw new Error(
      `No responsive-image rule for "${path}": add one to content-layer/image-variants.ts ` +
        `(paths are relative to content/images, gallery files start with gallery/<year>/).`,
    );
  }
  return rule;
}

/** Height of a variant `width` px wide, keeping the rule's aspect ratio. */
export function variantHeight(rule: ImageRule, width: number): number {
  return Math.round((width * rule.height) / rule.width);
}

/** `/generated/images/<path without extension>-<width>[.<hash>].<format>` */
export function variantUrl(path: string, width: number, format: ImageFormat): string {
  const [source, hash] = splitImageVersion(path);
  return hashedImageUrl(
    `${GENERATED_URL}/${source.replace(/\.[^./]+$/, "")}-${width}.${format}`,
    hash,
  );
}

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  /** Public URL; the file is `public` + url. */
  url: string;
}

/** Every file the build produces for `path` (throws for a path without a rule). */
export function imageVariants(path: string): ImageVariant[] {
  const rule = ruleFor(path);
  return (rule.formats ?? IMAGE_FORMATS).flatMap((format) =>
    rule.widths.map((width) => ({
      width,
      height: variantHeight(rule, width),
      format,
      url: variantUrl(path, width, format),
    })),
  );
}

export interface ImageSources {
  /** `srcset` of the AVIF variants. */
  avif: string;
  /** `srcset` of the WebP variants. */
  webp: string;
  /** A WebP URL for `<img src>` (every browser that lacks `<picture>` support is long gone). */
  fallback: string;
  /** Size of the largest variant: same aspect as the source, for `<img width height>`. */
  width: number;
  height: number;
}

/** The largest width a fallback `src` should have: beyond it only full-bleed art benefits. */
const FALLBACK_MAX_WIDTH = 1280;

export function imageSources(path: string): ImageSources {
  const rule = ruleFor(path);
  const formats = rule.formats ?? IMAGE_FORMATS;
  if (!IMAGE_FORMATS.every((format) => formats.includes(format))) {
    throw new Error(`"${path}" is not built for <picture> (formats: ${formats.join(", ")}).`);
  }
  const srcset = (format: ImageFormat) =>
    rule.widths.map((width) => `${variantUrl(path, width, format)} ${width}w`).join(", ");
  const largest = rule.widths[rule.widths.length - 1] ?? rule.width;
  const fallbackWidth =
    [...rule.widths].reverse().find((width) => width <= FALLBACK_MAX_WIDTH) ??
    rule.widths[0] ??
    largest;
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    fallback: variantUrl(path, fallbackWidth, "webp"),
    width: largest,
    height: variantHeight(rule, largest),
  };
}
