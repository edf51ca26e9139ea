/**
 * `npm run release`: one self-contained folder the organisers run in production, and a tarball
 * of it (docs/operations/publishing.md#release). It holds the built site, the server compiled to
 * JavaScript, the content the server reads and the production packages it imports — no TypeScript,
 * tsx, Vite or test tools. It starts with `node server/main.mjs` and the usual environment
 * variables.
 *
 *   npm run release                       builds the site, then writes release/juwenalia-syrenki/
 *   npm run release -- --reuse-build      packs the build that is there (tests after `npm test`)
 */
import { SUPPORTED_NODE_MAJOR } from "#server/config/supported-node";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { loadEdition } from "#content-layer/load";
import { writeManifest } from "#server/deploy/release-manifest";
import { RELEASE_STAMP_FILE, commitOf } from "#server/operations/release-stamp";
import { compilePrograms } from "./lib/compile-programs";
import { packageNameOf, productionLocations } from "./lib/production-packages";

const root = path.resolve(import.meta.dirname, "..");
export const RELEASE_NAME = "juwenalia-syrenki";
const releasesDir = path.join(root, "release");
const target = path.join(releasesDir, RELEASE_NAME);
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Compiles the programs into server/ of the release; the packages they import. */
async function compileServer(): Promise<Set<string>> {
  return importedPackages(await compilePrograms(root, path.join(target, "server")));
}

/** The packages the compiled programs import (what the release's node_modules must hold). */
function importedPackages(metafile: Metafile): Set<string> {
  const names = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external) continue;
      const name = packageNameOf(imported.path);
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * What a package needs at run time: not its type declarations, source maps or readmes, and of a
 * native addon only the compiled `.node` files, not its sources and object files.
 */
function runtimeFile(packageDir: string, source: string): boolean {
  const relative = path.relative(packageDir, source);
  if (relative === "") return true;
  if (relative === "node_modules" || relative.startsWith(`node_modules${path.sep}`)) return false;
  if (/\.(d\.[cm]?ts|map|md|markdown)$/i.test(relative) && !/^licen[sc]e/i.test(relative)) {
    return false;
  }
  if (existsSync(path.join(packageDir, "binding.gyp"))) {
    const top = relative.split(path.sep)[0];
    if (top === "deps" || top === "src") return false;
    if (top === "build" && statSync(source).isFile()) {
      return source.endsWith(".node") && !source.endsWith("test_extension.node");
    }
    if (/(^|\/)(obj|obj\.target|\.deps)$/.test(relative)) return false;
  }
  return true;
}

function copyPackages(names: Set<string>): number {
  const locations = productionLocations(root, names);
  for (const location of locations) {
    const from = path.join(root, location);
    cpSync(from, path.join(target, location), {
      recursive: true,
      filter: (source) => runtimeFile(from, source),
    });
  }
  return locations.length;
}

function writePackageJson(names: Set<string>, stamp: { commit: string; edition: string }): void {
  const versionOf = (name: string) => {
    const file = path.join(root, "node_modules", name, "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  };
  const manifest = {
    name: RELEASE_NAME,
    version: `${stamp.edition}.0.0+${stamp.commit}`,
    private: true,
    type: "module",
    engines: { node: `>=${SUPPORTED_NODE_MAJOR}` },
    scripts: {
      start: "node server/main.mjs",
      moderators: "node server/moderators.mjs",
      backup: "node server/backup.mjs",
      restore: "node server/restore.mjs",
      deploy: "node server/deploy.mjs",
    },
    // What is in node_modules, as installed where the release was made: for the record, not
    // for `npm install` (the folder is complete).
    dependencies: Object.fromEntries([...names].sort().map((name) => [name, versionOf(name)])),
  };
  writeFileSync(path.join(target, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  const reuseBuild = process.argv.includes("--reuse-build");
  const marker = path.join(buildDir, "client/homepage/index.html");
  if (!reuseBuild || !existsSync(marker)) run("npm", ["run", "build"]);

  const edition = loadEdition(path.join(root, process.env.CONTENT_DIR ?? "content"));
  const stamp = { commit: commitOf(root), edition: String(edition.year) };
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });

  const imported = await compileServer();
  const packageCount = copyPackages(imported);
  writePackageJson(imported, stamp);
  cpSync(path.join(buildDir, "client"), path.join(target, "build/client"), { recursive: true });
  // The browser CMS at /admin (docs/redakcja.md): the organisers' page, served by the release.
  cpSync(path.join(buildDir, "admin"), path.join(target, "build/admin"), { recursive: true });
  // The server reads only the edition's facts; the build has already rendered the rest.
  mkdirSync(path.join(target, "content"));
  copyFileSync(
    path.join(root, process.env.CONTENT_DIR ?? "content", "edition.yaml"),
    path.join(target, "content/edition.yaml"),
  );
  copyFileSync(path.join(root, ".env.example"), path.join(target, ".env.example"));
  // The proxy's, the service manager's and the container's files travel with what they run.
  const deploy = path.join(root, "deploy");
  if (existsSync(deploy)) cpSync(deploy, path.join(target, "deploy"), { recursive: true });
  writeFileSync(path.join(target, RELEASE_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  // Last: every file's digest, which the deploy checks before it starts the release.
  writeManifest(target);

  const tarball = path.join(releasesDir, `${RELEASE_NAME}-${stamp.edition}-${stamp.commit}.tar.gz`);
  for (const old of readdirSync(releasesDir)) {
    if (old.endsWith(".tar.gz")) rmSync(path.join(releasesDir, old));
  }
  run("tar", ["-czf", tarball, "-C", releasesDir, RELEASE_NAME]);
  chmodSync(tarball, 0o644);

  console.log(
    `Release ${stamp.edition} ${stamp.commit}: ${path.relative(root, target)}/ ` +
      `(${mib(folderBytes(target))}, ${packageCount} packages; ` +
      `imported: ${[...imported].sort().join(", ")})\n` +
      `Tarball: ${path.relative(root, tarball)} (${mib(statSync(tarball).size)}), ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s. Start: cd ${path.relative(root, target)} ` +
      `&& node server/main.mjs`,
  );
}

await main();
