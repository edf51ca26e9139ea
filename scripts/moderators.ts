/**
 * `npm run moderators -- <command>`: the moderator accounts of the database the server uses
 * (the same DATA_DIR / DATABASE_URL and .env; server/moderation/README.md#moderator-accounts).
 *
 *   add <name> [--lead]   creates an account and prints its generated password once
 *   list                  names, roles and when each was created
 *   remove <name>         deletes the account and ends its sessions
 *   reset <name>          a new generated password; ends its sessions (for `koordynator` it
 *                         holds until MODERATOR_PASSWORD itself changes)
 *   reset-second-factor <name>
 *                         removes its passkeys, authenticator app and recovery codes and ends its
 *                         sessions: it adds a second factor again at its next sign-in (a lost
 *                         phone; server/moderation/README.md#second-factor)
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import path from "node:path";
import { ModeratorNameSchema } from "#core/contract";
import { accountName, SERVER_ACTOR } from "#core/staff-accounts";
import { ConfigError, loadConfig } from "#server/config";
import { migrateToLatest } from "#server/db/migrations";
import { StaffAccountsRepository, QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { openDatabase } from "#server/db/open-database";
import { StaffFactorsRepository } from "#server/db/staff-factors-repo";
import type { DatabaseHandle } from "#server/db/connection";
import { resetSecondFactor } from "#server/moderation/second-factor/account-factors";
import { StaffAccounts } from "#server/moderation/staff-accounts";
import { loadDotEnv, runCommand } from "./lib/server-command";

const USAGE =
  "Użycie: npm run moderators -- add <nazwa> [--lead] | list | remove <nazwa> | reset <nazwa> | " +
  "reset-second-factor <nazwa>";

class UsageError extends Error {}

function nameArgument(args: readonly string[]): string {
  const raw = args.find((arg) => !arg.startsWith("--"));
  if (raw === undefined) throw new UsageError(USAGE);
  const name = accountName(raw);
  if (!ModeratorNameSchema.safeParse(name).success) {
    throw new UsageError(
      `Nazwa „${raw}” się nie nadaje: 2–32 litery, cyfry, kropki, myślniki lub podkreślenia.`,
    );
  }
  return name;
}

async function run(
  handle: DatabaseHandle,
  command: string | undefined,
  args: string[],
): Promise<string> {
  const repo = new StaffAccounts(new StaffAccountsRepository(handle));
  switch (command) {
    case "add": {
      const name = nameArgument(args);
      const role = args.includes("--lead") ? "lead" : "moderator";
      const existing = await repo.list();
      if (existing.some((account) => account.name === name)) {
        throw new UsageError(`Konto „${name}” już istnieje (hasło zmienisz poleceniem reset).`);
      }
      const password = await repo.add(name, role);
      return (
        `Dodano konto „${name}” (${role === "lead" ? "koordynator zmiany" : "moderator"}).\n` +
        `Hasło: ${password}\n(pokazane tylko ten raz — przekaż je tej osobie)`
      );
    }
    case "list": {
      const accounts = await repo.list();
      if (accounts.length === 0) return "Brak kont moderatorów.";
      return accounts
        .map((account) => `${account.name}\t${account.role}\tod ${account.createdAt}`)
        .join("\n");
    }
    case "remove": {
      const name = nameArgument(args);
      if (!(await repo.remove(name))) throw new UsageError(`Nie ma konta „${name}”.`);
      const note =
        name === QUICK_START_LEAD
          ? " Wróci przy następnym starcie serwera (MODERATOR_PASSWORD)."
          : "";
      return `Usunięto konto „${name}” i zakończono jego sesje.${note}`;
    }
    case "reset": {
      const name = nameArgument(args);
      const password = await repo.reset(name);
      if (password === undefined) throw new UsageError(`Nie ma konta „${name}”.`);
      // The start re-applies only a changed MODERATOR_PASSWORD
      // (docs/operations/the-night.md#staff-passwords).
      const note =
        name === QUICK_START_LEAD
          ? "\nRestart serwera tego hasła nie zmieni — zmieni je dopiero nowe MODERATOR_PASSWORD."
          : "";
      return `Nowe hasło konta „${name}”: ${password}\n(pokazane tylko ten raz; sesje zakończone)${note}`;
    }
    case "reset-second-factor": {
      const name = nameArgument(args);
      // Recorded in the trail as the server's act, as nobody signed in did it.
      const reset = await resetSecondFactor(new StaffFactorsRepository(handle), SERVER_ACTOR, name);
      if (!reset) throw new UsageError(`Nie ma konta „${name}”.`);
      return (
        `Usunięto drugi składnik logowania konta „${name}” (klucze dostępu, aplikację uwierzytelniającą ` +
        "i kody zapasowe) i zakończono jego sesje.\n" +
        "Przy następnym logowaniu to konto doda nowy klucz dostępu albo aplikację uwierzytelniającą."
      );
    }
    default:
      throw new UsageError(USAGE);
  }
}

const projectRoot = path.resolve(import.meta.dirname, "..");
loadDotEnv(projectRoot);

const [command, ...args] = process.argv.slice(2);
await runCommand(async () => {
  const config = loadConfig(process.env, projectRoot);
  const failures: unknown[] = [];
  const handle = openDatabase(config, {
    answered: () => {},
    failed: (error) => failures.push(error),
  });
  try {
    await migrateToLatest(handle);
    console.log(await run(handle, command, args));
  } finally {
    await handle.close();
  }
}, [UsageError, ConfigError]);
