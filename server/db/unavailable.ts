/**
 * Which errors mean "the database is unavailable" — a fault of the dependency, not of the request
 * or of our code. They are answered with 503 and Retry-After instead of 500, logged once per
 * outage, and make the screen fall back to the messages this process remembers
 * (server/README.md#database-faults).
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENETDOWN",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away, starting up or out of resources:
 * class 08 (connection exception), 57P01 admin_shutdown (`pg_ctl stop -m fast`), 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery), and
 * class 53 (insufficient resources, e.g. 53300 too_many_connections, 53100 disk_full).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^[0-9A-Z]{5}$/.test(code) &&
    (code.startsWith("08") || code.startsWith("53") || /^57P0[123]$/.test(code))
  );
}

/**
 * SQLite result codes (primary, or extended like SQLITE_IOERR_WRITE) of a file that is locked
 * by another connection past busy_timeout, cannot be read or written, or is on a full disk.
 * Not SQLITE_CORRUPT: a damaged file needs an operator, and stays a logged 500.
 */
const SQLITE_PRIMARY_CODES = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_IOERR",
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_PROTOCOL",
  "SQLITE_READONLY",
];

function isUnavailableSqliteCode(code: string): boolean {
  return SQLITE_PRIMARY_CODES.some((primary) => code === primary || code.startsWith(`${primary}_`));
}

/**
 * Messages of node-postgres (pg, pg-pool) that carry no code: a connection that died
 * ("Connection terminated unexpectedly", "Connection terminated due to connection timeout"),
 * no free or new connection within connectionTimeoutMillis, a client left unusable by an error.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
];

function ownFault(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || isUnavailableSqlState(code) || isUnavailableSqliteCode(code)) {
      return true;
    }
  }
  return typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or its `cause`, or one of an AggregateError's errors, as Node reports a
 * refused connection to every address of a host name) says the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  if (ownFault(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
