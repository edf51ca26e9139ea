/**
 * `npm start`: builds the site when the build is missing or older than the content (an edit
 * since the last build, scripts/lib/content-stamp.ts), then runs the server (site + API).
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { contentDir } from "#content-layer/load";
import { staleBuildReason } from "./lib/content-stamp";

const root = path.resolve(import.meta.dirname, "..");
const reason = staleBuildReason(path.join(root, process.env.BUILD_DIR || "build"), contentDir());
if (reason) {
  console.log(`Buduję stronę (npm run build), bo ${reason}…`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The staff side on a host of its own, as in production: http://panel.localhost:3000/moderacja
// (Chromium and Firefox resolve *.localhost to this machine; docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
// The .env is read first so its STAFF_HOST wins; an empty one (`STAFF_HOST=`) keeps one origin.
const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.STAFF_HOST ??= "panel.localhost";
await import("#server/main");
