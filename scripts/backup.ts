/**
 * `npm run backup`: one backup of the database the server uses (the same DATA_DIR /
 * DATABASE_URL and .env) into BACKUP_DIR — SQLite's online backup, or `pg_dump --format=custom`
 * for PostgreSQL — then the folder is pruned to BACKUP_KEEP copies and by the edition's
 * retention date (server/backups/README.md). Safe while the server runs.
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import path from "node:path";
import { backupDatabase } from "#server/backups/backup-commands";
import { describeCounts } from "#server/backups/backup-report";
import { ConfigError, loadConfig } from "#server/config";
import { BackupError } from "#server/backups/backup-error";
import { loadDotEnv, runCommand } from "./lib/server-command";

const projectRoot = path.resolve(import.meta.dirname, "..");
loadDotEnv(projectRoot);

await runCommand(async () => {
  const config = loadConfig(process.env, projectRoot);
  const report = await backupDatabase(config);
  const { beyondKeep, expired, partial } = report.pruned;
  const removed = [...expired, ...report.expiredKeptAside];
  console.log(
    [
      `Zapisano kopię: ${report.file}`,
      `W kopii: ${describeCounts(report.counts)}`,
      `Usunięto starsze kopie ponad ${config.backups?.keep ?? 0}: ${beyondKeep.length}; ` +
        `sprzed terminu usunięcia danych: ${removed.length}; niedokończone: ${partial.length}.`,
    ].join("\n"),
  );
}, [BackupError, ConfigError]);
