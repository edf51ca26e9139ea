// First: an older Node.js stops here with what to install.
import "./config/require-supported-node";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig, resolveSecrets, type ServerConfig } from "./config";
import { QUICK_START_LEAD } from "./db/staff-accounts-repo";

/** The process: reads the environment, builds the app, listens, shuts down on SIGTERM. */
const projectRoot = path.resolve(import.meta.dirname, "..");
// A .env file (see .env.example) fills in what the environment does not set.
const envFile = path.join(projectRoot, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

/** A line for whoever starts a rehearsal or a test server: which window is in force. */
function windowLine(config: ServerConfig): string | undefined {
  if (config.submissionsAnyTime) {
    return "SUBMISSIONS_ANY_TIME=1: wiadomości przyjmowane o każdej porze (tylko do testów).";
  }
  const { pages } = config.messageWindows;
  if (!pages) return undefined;
  const format = new Intl.DateTimeFormat("pl-PL", {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: config.edition.timeZone,
  });
  return (
    `Okno wiadomości przesunięte (SUBMISSIONS_OPEN_AT / _CLOSE_AT): ` +
    `${format.format(pages.opensAt)} – ${format.format(pages.closesAt)} ` +
    `(${config.edition.timeZone}); strony pokazują formularz w tym oknie.`
  );
}

try {
  const { config, generatedPassword, passwordFile, passwordFileRehashed } = await resolveSecrets(
    loadConfig(process.env, projectRoot),
  );
  // Only the hash is kept from here on; the environment's copy goes too.
  delete process.env.MODERATOR_PASSWORD;
  delete process.env.PREVIEW_PASSWORD;
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Behind a proxy, out of its rotation before the port closes (plugins/draining.ts).
    await app.drain();
    // Stops accepting, ends the streams, waits for in-flight writes, closes the database.
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace("0.0.0.0", "localhost").replace("[::]", "localhost");
  console.log(`${config.edition.name}: serwer działa pod ${url}`);
  // The staff side's own host (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
  const staffUrl = new URL(url);
  if (config.staffHost) staffUrl.hostname = config.staffHost;
  const panel = `${staffUrl.origin}/moderacja`;
  if (config.staffHost) {
    console.log(`Panel obsługi (moderacja, /admin) tylko pod ${staffUrl.origin} (STAFF_HOST).`);
  } else if (config.tls || config.trustProxy !== false) {
    console.warn(
      "UWAGA: brak STAFF_HOST. Panel moderacji, /admin i /api/moderation działają pod tym samym " +
        "adresem co strony publiczne z widżetami firm trzecich (mapa Google, jakdojade.pl), " +
        "więc ich skrypty mogą wołać API obsługi z ciasteczkiem osoby zalogowanej. Ustaw " +
        "STAFF_HOST (np. panel.juwenalia-syrenki.pl): docs/operations/README.md#staff-host.",
    );
  }
  console.log(
    `Baza danych: ${config.databaseUrl ? "PostgreSQL" : `SQLite w ${config.dataDir}`}; ` +
      `moderacja: ${config.moderation === "pre" ? "przed publikacją" : "po publikacji"}.`,
  );
  if (config.previews) {
    console.log(
      `Podglądy zmian: https://${config.previews.host}/<numer zmiany>/ ` +
        `(z ${config.previews.dir}, za hasłem PREVIEW_PASSWORD).`,
    );
  }
  const window = windowLine(config);
  if (window) console.log(window);
  if (generatedPassword) {
    // Shown once, now: the file keeps only its hash, so a stolen file gives no password away.
    console.log(
      `Hasło moderatora (wygenerowane, pokazane tylko ten raz — zapisz je): ${generatedPassword}\n` +
        `W ${passwordFile} zapisano tylko jego skrót. Panel moderacji: ${panel}, ` +
        `konto „${QUICK_START_LEAD}”. Kolejne konta: npm run moderators -- add <nazwa>`,
    );
  } else if (passwordFile) {
    console.log(
      `Hasło moderatora: wygenerowane przy pierwszym starcie (w ${passwordFile} jest tylko ` +
        `jego skrót${passwordFileRehashed ? ", zapisany teraz w miejsce jawnego hasła" : ""}). ` +
        `Nowe hasło: usuń ten plik i uruchom serwer ponownie. Panel: ${panel}, ` +
        `konto „${QUICK_START_LEAD}”.`,
    );
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
