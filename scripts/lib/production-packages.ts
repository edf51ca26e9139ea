/**
 * Which installed packages a release needs: the packages its compiled server imports, and
 * everything those depend on at run time, read from package-lock.json
 * (docs/operations/publishing.md#release). The release copies these folders from node_modules
 * rather than installing again: a second install would compile better-sqlite3 from source on a
 * machine without its prebuilt binary (minutes, and a compiler), and could resolve other versions
 * than the ones tested.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  dev?: boolean;
  link?: boolean;
}

interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

/** `react-dom/server` → `react-dom`, `@fastify/static/x` → `@fastify/static`; builtins → none. */
export function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith("node:") || specifier.startsWith(".") || specifier.startsWith("/")) {
    return undefined;
  }
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The folder that holds `from`'s own node_modules' parent: `node_modules/a/node_modules/b` → `node_modules/a`. */
function parentOf(location: string): string {
  const index = location.lastIndexOf("node_modules/");
  return location.slice(0, index).replace(/\/$/, "");
}

/**
 * Node's resolution over the lockfile's locations: the nearest `node_modules/<name>` from
 * `from` upwards, as `require` would find it on disk.
 */
export function resolveLocation(
  packages: Lockfile["packages"],
  from: string,
  name: string,
): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    base = parentOf(base);
  }
}

/**
 * The lockfile locations (`node_modules/…`) of `roots` and all they need at run time. Optional
 * and peer dependencies count only when installed (a platform's optional binary is absent on
 * others); a root that is not installed is an error, since the server imports it.
 */
export function productionLocations(projectRoot: string, roots: Iterable<string>): string[] {
  const lock = JSON.parse(
    readFileSync(path.join(projectRoot, "package-lock.json"), "utf8"),
  ) as Lockfile;
  if (lock.lockfileVersion < 2) throw new Error("package-lock.json: lockfileVersion 2+ needed");
  const found = new Set<string>();
  const queue: string[] = [];
  for (const name of roots) {
    const location = resolveLocation(lock.packages, "", name);
    if (!location) throw new Error(`the server imports ${name}, which is not in the lockfile`);
    queue.push(location);
  }
  while (queue.length > 0) {
    const location = queue.pop() as string;
    if (found.has(location)) continue;
    if (!existsSync(path.join(projectRoot, location))) continue;
    found.add(location);
    const entry = lock.packages[location] ?? {};
    const needed = {
      ...entry.peerDependencies,
      ...entry.optionalDependencies,
      ...entry.dependencies,
    };
    for (const name of Object.keys(needed)) {
      const dependency = resolveLocation(lock.packages, location, name);
      if (dependency && !found.has(dependency)) queue.push(dependency);
    }
  }
  return [...found].sort();
}
