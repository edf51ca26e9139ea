/**
 * `npm start`: builds the site when no build exists, then runs the server (site + API).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const marker = path.join(root, process.env.BUILD_DIR ?? "build", "client/homepage/index.html");
if (!existsSync(marker)) {
  console.log("No build found: building the site first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("#server/main");
