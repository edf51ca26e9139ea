/**
 * `npm run redakcja`: the CMS and the site on this computer, for an organiser trying the CMS
 * without git (docs/redakcja.md, "Wypróbuj na swoim komputerze"). It serves the site with /admin
 * on localhost, where the CMS offers "Pracuj z lokalnym repozytorium" and edits this folder's
 * content/. Each change there is checked (content:check); a correct one is built into a folder
 * beside the site and swapped in, and the server restarts on it; a mistake prints content:check's
 * Polish lines and leaves the previous site up.
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { contentDir } from "#content-layer/load";
import { staleBuildReason } from "./lib/content-stamp";

const root = path.resolve(import.meta.dirname, "..");
/** Relative to the project, as every build step reads it. */
const buildName = process.env.BUILD_DIR || "build";
const buildDir = path.resolve(root, buildName);
const nextName = `${buildName}-next`;
// The build folder is swapped whole, so never the project's folder; and it lies inside the
// project, where the build's prerendering finds the project's packages.
const inProject = path.relative(root, buildDir);
if (inProject === "" || inProject.startsWith("..") || path.isAbsolute(inProject)) {
  console.error(`BUILD_DIR=${buildName}: choose a folder of its own inside the project.`);
  process.exit(1);
}
const content = contentDir();
const port = process.env.PORT || "3000";
// Only this computer: the CMS's local mode works on localhost, and nobody else needs the trial.
const host = process.env.HOST || "127.0.0.1";
/** How long the folder stays quiet before a check: a save writes several files. */
const QUIET_MS = Number(process.env.REDAKCJA_QUIET_MS || 1500);

const say = (line: string) => console.log(`[redakcja] ${line}`);

/** The check or build under way, ended with the trial. */
let step: ChildProcess | undefined;

/** Runs a command to its end; true when it succeeded. */
function run(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // Its own process group, so that stopping the trial stops the build's children too.
    const child = spawn(args[0] ?? "npm", args.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: "inherit",
      detached: true,
    });
    step = child;
    child.on("error", () => resolve(false));
    child.on("exit", (code) => {
      step = undefined;
      resolve(code === 0);
    });
  });
}

/**
 * The CMS's local mode takes a folder with `.git` as the project's. A project downloaded as a
 * zip has none: an empty folder of that name is enough for the CMS and means nothing to git.
 */
function markProjectFolder(): void {
  const marker = path.join(root, ".git");
  if (existsSync(marker)) return;
  mkdirSync(marker);
  say("Utworzyłem pusty folder .git: po nim CMS poznaje folder projektu.");
}

/** Builds the site into a folder beside it; the served site stays meanwhile. */
async function build(): Promise<boolean> {
  const next = path.resolve(root, nextName);
  rmSync(next, { recursive: true, force: true });
  if (!(await run(["npm", "run", "build"], { BUILD_DIR: nextName }))) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  return true;
}

/**
 * Puts the new build in the site's place. Done with no server running: a server reads its pages'
 * script hashes at start, and would otherwise serve the new pages with the old ones a moment.
 */
function swapIn(): void {
  const next = path.resolve(root, nextName);
  const old = `${buildDir}-old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(buildDir)) renameSync(buildDir, old);
  renameSync(next, buildDir);
  rmSync(old, { recursive: true, force: true });
}

let server: ChildProcess | undefined;

function startServer(): void {
  server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildName, HOST: host, PORT: port },
    stdio: "inherit",
  });
  say(`Strona: http://localhost:${port}/  CMS: http://localhost:${port}/admin/`);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  running.kill("SIGTERM");
  await exited;
}

let busy = false;
let again = false;

/** Checks the content and, when it is correct and newer than the site, rebuilds and restarts. */
async function update(): Promise<void> {
  if (busy) {
    again = true;
    return;
  }
  busy = true;
  try {
    const reason = staleBuildReason(buildDir, content);
    if (!reason) return;
    say(`Zmiana w treści: sprawdzam (npm run content:check)…`);
    if (!(await run(["npm", "run", "--silent", "content:check"]))) {
      say("Strona pokazuje poprzednią wersję. Popraw błędy opisane wyżej i zapisz jeszcze raz.");
      return;
    }
    say("Treść poprawna: buduję stronę (to trwa około minuty)…");
    if (!(await build())) {
      say("Budowanie się nie udało (powód wyżej): strona pokazuje poprzednią wersję.");
      return;
    }
    await stopServer();
    swapIn();
    startServer();
    say("Strona pokazuje zmiany.");
  } finally {
    busy = false;
    if (again) {
      again = false;
      void update();
    }
  }
}

markProjectFolder();
const initial = staleBuildReason(buildDir, content);
if (initial) {
  say(`Buduję stronę, bo ${initial}…`);
  const built = await build();
  if (built) swapIn();
  if (!built) {
    if (!existsSync(path.join(buildDir, "client"))) {
      say("Nie ma strony do pokazania: popraw błędy opisane wyżej i uruchom jeszcze raz.");
      process.exit(1);
    }
    say("Strona pokazuje poprzednią wersję. Popraw błędy opisane wyżej i zapisz jeszcze raz.");
  }
}
startServer();
say(`Obserwuję ${path.relative(root, content) || content}: każdy zapis w CMS-ie trafi na stronę.`);

/**
 * The folder's files, sizes and times: a cheap sign that something was saved. Polled, not
 * watched: the browser saves a file by writing a copy and renaming it over the old one, and
 * Node's folder watcher on Linux stopped reporting a file after the first such save.
 */
function folderSignature(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      // A file renamed away between the listing and this look (the browser's copy) is gone.
      const stats = statSync(file, { throwIfNoEntry: false });
      return `${file}:${stats?.size}:${stats?.mtimeMs}`;
    })
    .sort()
    .join("\n");
}

let seen = folderSignature(content);
let quietSince = 0;
const poll = setInterval(() => {
  const now = folderSignature(content);
  if (now !== seen) {
    seen = now;
    quietSince = Date.now();
    return;
  }
  // A save writes several files: the check waits until the folder has been quiet a moment.
  if (quietSince && Date.now() - quietSince >= QUIET_MS) {
    quietSince = 0;
    void update();
  }
}, 250);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(poll);
    try {
      if (step?.pid) process.kill(-step.pid, "SIGTERM");
    } catch {
      // The step ended meanwhile.
    }
    void stopServer().then(() => process.exit(0));
  });
}
