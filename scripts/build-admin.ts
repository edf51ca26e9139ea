/**
 * Build step: writes the browser CMS served at /admin into build/admin/ (docs/redakcja.md,
 * docs/decisions/021-browser-cms.md): our page (cms/), Sveltia CMS's bundle from its pinned npm
 * package with its CDN addresses pointed at our server (cms/vendor-bundle.ts), the fonts and
 * the interface's words it would fetch from CDNs, and the generated collections
 * (content-layer/schemas/cms-config.yml). Nothing of it is part of the public pages' build.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { parse } from "yaml";
import { polishMessages, type Messages } from "../cms/polish-words";
import { saveChecksFiles } from "../cms/save-checks-bundle";
import { RELEASE_INFO_SCRIPT, releaseInfoScript } from "../cms/release-info-bundle";
import { PLACEMENT_SCRIPT, placementScript } from "../cms/site-plan-placement-bundle";
import { bundledFonts, FONTS_PATH, PACKAGE_PATH, vendorBundle } from "../cms/vendor-bundle";
import { addButtonMessage, listEntryNames } from "#content-layer/cms-fields";

const root = path.resolve(import.meta.dirname, "..");
const modules = path.join(root, "node_modules");
const sveltia = path.join(modules, "@sveltia/cms");
const target = path.join(root, process.env.BUILD_DIR ?? "build", "admin");
const { version } = JSON.parse(readFileSync(path.join(sveltia, "package.json"), "utf8")) as {
  version: string;
};

/** Writes a file with its brotli and gzip forms beside it, which the server sends as asked. */
function writeCompressed(file: string, body: Buffer | string): void {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });

const bundle = readFileSync(path.join(sveltia, "dist/sveltia-cms.js"), "utf8");
writeCompressed(path.join(target, "sveltia-cms.js"), vendorBundle(bundle));
// The bundle loads its chunks (React, for custom previews) relative to itself.
const chunks = path.join(target, "chunks");
mkdirSync(chunks);
for (const name of readdirSync(path.join(sveltia, "dist/chunks"))) {
  if (name.endsWith(".js")) {
    writeCompressed(path.join(chunks, name), readFileSync(path.join(sveltia, "dist/chunks", name)));
  }
}

for (const font of bundledFonts(bundle)) {
  const file = path.join(target, FONTS_PATH, font.cdnPath);
  mkdirSync(path.dirname(file), { recursive: true });
  cpSync(path.join(modules, font.packageFile), file);
}

// The CMS asks its package's manifest for a newer version; ours answers with the pinned one.
mkdirSync(path.join(target, PACKAGE_PATH));
cpSync(path.join(sveltia, "package.json"), path.join(target, PACKAGE_PATH, "package.json"));
const locales = path.join(target, `${PACKAGE_PATH}@${version}`, "locales");
mkdirSync(locales, { recursive: true });
const readLocale = (name: string) =>
  JSON.parse(readFileSync(path.join(sveltia, "locales", name), "utf8")) as Messages;
for (const name of readdirSync(path.join(sveltia, "locales"))) {
  writeCompressed(path.join(locales, name), readFileSync(path.join(sveltia, "locales", name)));
}
// Polish is the language organisers read: the package's words completed with ours, and the
// list buttons' "Dodaj …" in the accusative (cms/polish-words.ts).
const collections: unknown = parse(
  readFileSync(path.join(root, "content-layer/schemas/cms-config.yml"), "utf8"),
);
const polish = polishMessages(
  readLocale("en-US.json"),
  readLocale("pl.json"),
  JSON.parse(readFileSync(path.join(root, "cms/polish-words.json"), "utf8")) as Messages,
  { add_x: addButtonMessage(listEntryNames(collections)) },
);
writeCompressed(path.join(locales, "pl.json"), JSON.stringify(polish));

for (const name of ["index.html", "polish-interface.js", "admin.css"]) {
  cpSync(path.join(root, "cms", name), path.join(target, name));
}
cpSync(path.join(root, "content-layer/schemas/cms-config.yml"), path.join(target, "config.yml"));
// The live release's strip above the CMS (cms/release-info.ts).
writeCompressed(path.join(target, RELEASE_INFO_SCRIPT), releaseInfoScript());
// The site plan's placement tool, a custom field type of the points' positions.
writeCompressed(path.join(target, PLACEMENT_SCRIPT), placementScript());
// content:check's rules at save (cms/save-checks.ts), and the Polish files they compare with.
for (const [name, text] of Object.entries(saveChecksFiles())) {
  mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
  writeCompressed(path.join(target, name), text);
}
// The site's own icon (drawn by `npm run assets`) heads the CMS's sign-in page.
cpSync(path.join(root, "public/generated/favicon.svg"), path.join(target, "logo.svg"));

console.log(`Wrote the CMS (Sveltia CMS ${version}) to ${path.relative(root, target)}/.`);
