/**
 * `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` (or of the
 * server's schedule) into the database the server uses (the same DATA_DIR / DATABASE_URL and
 * .env; server/backups/README.md). Stop the server first. A database that already holds
 * messages is replaced only with --force (SQLite keeps the old file aside).
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import path from "node:path";
import { restoreDatabase } from "#server/backups/backup-commands";
import { describeCounts } from "#server/backups/backup-report";
import { ConfigError, loadConfig } from "#server/config";
import { BackupError } from "#server/backups/backup-error";
import { loadDotEnv, runCommand } from "./lib/server-command";

const USAGE = "Użycie: npm run restore -- <plik kopii> [--force]";

const projectRoot = path.resolve(import.meta.dirname, "..");
loadDotEnv(projectRoot);

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith("--"));
const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--force");
if (files.length !== 1 || unknown.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts in the project's folder; a relative path means where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? "");

await runCommand(async () => {
  const config = loadConfig(process.env, projectRoot);
  const report = await restoreDatabase(config, file, { force: args.includes("--force") });
  console.log(
    [
      `Odtworzono kopię ${file} w ${report.target}.`,
      ...(report.keptAside ? [`Poprzednia baza odłożona jako ${report.keptAside}.`] : []),
      `W bazie: ${describeCounts(report.counts)}`,
    ].join("\n"),
  );
}, [BackupError, ConfigError]);
