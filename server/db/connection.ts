import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

export type DatabaseKind = "sqlite" | "postgres";

/** A notification from another instance (PostgreSQL LISTEN/NOTIFY). */
export type NotificationListener = (payload: string) => void;

export interface ListenOptions {
  onNotification: NotificationListener;
  /** Called after the listening connection was lost and re-established (anything may be missed). */
  onReconnect: () => void;
}

/**
 * An open database behind one Kysely instance. The few things SQL dialects do differently
 * (cross-instance notifications, ordering writers) sit here, so repositories have one code path.
 */
export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Kysely<Database>;
  /**
   * Publishes `payload` to other instances when the transaction commits (PostgreSQL
   * `pg_notify` is transactional). SQLite has one instance only: nothing to do.
   */
  notifyOnCommit(trx: Transaction<Database>, channel: string, payload: string): Promise<void>;
  /**
   * Serialises transactions that append to the screen log, so that the order of `seq` values is
   * also the order of commits (a reader never sees seq 11 before seq 10 becomes visible).
   * SQLite allows one writer at a time already.
   */
  lockScreenOrder(trx: Transaction<Database>): Promise<void>;
  /** Receives other instances' notifications; resolves to a function that stops listening. */
  listen(channel: string, options: ListenOptions): Promise<() => Promise<void>>;
  /**
   * SQLite only: an online copy of the database into `file` (an empty or missing file) with the
   * database's own backup API, consistent even while writes go on (server/backups/README.md).
   * PostgreSQL is copied by pg_dump from outside (server/backups/pg-tools.ts).
   */
  backupTo?(file: string): Promise<void>;
  close(): Promise<void>;
}
