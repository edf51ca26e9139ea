import type { Migration } from "kysely";
import type { DatabaseHandle, DatabaseKind } from "../connection";
import { firstEditionMigrations } from "./2025-05-first-edition";
import { stadiumNightMigrations } from "./2026-11-23-stadium-night";
import { screensAndResendsMigrations } from "./2026-11-26-screens-and-resends";
import { staffSecurityMigrations } from "./2026-11-28-staff-security";
import { secondFactorMigrations } from "./2026-12-01-second-factor";
import { pushNotificationsMigrations } from "./2026-12-02-push-notifications";
import { migrateWith } from "./migrate";

/**
 * Schema migrations, run at start-up (decision 003). Kept in modules compiled with the server
 * rather than in SQL files it reads, so a release needs no migration folder beside it. Append new
 * entries; never edit a
 * released one's effect on the schema. The only dialect difference is how an auto-incrementing
 * key is declared (`autoKeyFor` in builders.ts).
 *
 * Each file of this folder holds one group of migrations, named by the date of its first; this
 * list runs them in the order of their names, so a new group is added at its end.
 */
export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return {
    ...firstEditionMigrations(kind),
    ...stadiumNightMigrations(kind),
    ...screensAndResendsMigrations(kind),
    ...staffSecurityMigrations(),
    ...secondFactorMigrations(),
    ...pushNotificationsMigrations(kind),
  };
}

/**
 * Brings the schema to the latest migration; throws with the failing migration's name. A database
 * a newer release has already migrated is left as it is when it holds every migration this
 * release knows (decision 022). Returns the newer migrations found.
 */
export function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return migrateWith(handle, migrationsFor(handle.kind));
}
