import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isDeviceSender } from "#core/sender-key-kinds";
import { type ScreenMessage } from "#core/contract";
import { SCREEN_BACKLOG_LIMIT } from "#core/list-limits";
import type { Database, SubmissionRow } from "./schema";

/**
 * The screen log: every time a message appears on or leaves the big screen, in one numbered
 * order (its `seq` is the screen message's `position`). Written only inside the repository's
 * transactions, after the screen-order lock; read by screens that connect or reconnect.
 */

/**
 * One entry of the screen's order. `position` is the SSE `id:`; `show` puts a message on the
 * screens (the message carries the same position), `hide` takes one off (rejected after
 * approval, undone, removed under post-moderation).
 */
export type ScreenEvent =
  | { position: number; kind: "show"; message: ScreenMessage }
  | { position: number; kind: "hide"; id: number };

/**
 * Where the screen log is read from: the database (the submissions repository), or the feed's
 * memory of it while the database is unavailable (server/screens/screen-memory.ts).
 */
export interface ScreenLogSource {
  screenEventsAfter(position: number): Promise<ScreenEvent[]>;
  recentScreenMessages(): Promise<ScreenEvent[]>;
  lastScreenPosition(): Promise<number>;
}

interface ScreenRow {
  seq: number;
  kind: "show" | "hide";
  at: string;
  id: number;
  author: string;
  message: string;
  sender: string | null;
  shown_at: string | null;
}

/**
 * The screens' tag of a sender, so the rotation keeps one sender apart: a short hash of the stored
 * sender key, so a screen can keep one device's messages apart without learning anything of the
 * device. An address may stand for many phones, so a sender known only by address has none.
 */
export function senderTag(sender: string | null): string | null {
  if (sender === null || !isDeviceSender(sender)) return null;
  return createHash("sha256").update(`screen-tag:${sender}`).digest("base64url").slice(0, 12);
}

function toScreenEvent(row: ScreenRow): ScreenEvent {
  if (row.kind === "hide") return { position: row.seq, kind: "hide", id: row.id };
  const message: ScreenMessage = {
    position: row.seq,
    id: row.id,
    author: row.author,
    message: row.message,
    approvedAt: row.at,
    senderTag: senderTag(row.sender),
    shownAt: row.shown_at,
  };
  return { position: row.seq, kind: "show", message };
}

export async function appendScreenEvent(
  trx: Transaction<Database>,
  submission: SubmissionRow,
  kind: "show" | "hide",
  at: string,
): Promise<ScreenEvent> {
  const { seq } = await trx
    .insertInto("screen_events")
    .values({ submission_id: submission.id, kind, at })
    .returning("seq")
    .executeTakeFirstOrThrow();
  return toScreenEvent({ seq, kind, at, ...submission });
}

function screenRows(db: Kysely<Database>) {
  return db
    .selectFrom("screen_events as e")
    .innerJoin("submissions as s", "s.id", "e.submission_id")
    .select(["e.seq", "e.kind", "e.at", "s.id", "s.author", "s.message", "s.sender", "s.shown_at"]);
}

/**
 * The screen log after `position`, reduced to the latest entry per message (a message shown
 * and hidden since then is only hidden), in log order: what a reconnecting screen missed.
 */
export async function screenEventsAfter(
  db: Kysely<Database>,
  position: number,
): Promise<ScreenEvent[]> {
  const rows = await screenRows(db).where("e.seq", ">", position).orderBy("e.seq", "asc").execute();
  const latest = new Map<number, ScreenRow>();
  for (const row of rows) latest.set(row.id, row);
  return [...latest.values()].sort((a, b) => a.seq - b.seq).map(toScreenEvent);
}

/** Approved messages no screen has shown yet that a connecting screen still gets, at most. */
export const UNSHOWN_BACKLOG_LIMIT = 1000;
/** Approved longer ago than this, a message not shown yet no longer waits for the screens. */
export const UNSHOWN_BACKLOG_WINDOW_MS = 12 * 60 * 60_000;

/**
 * The messages still on screen a connecting screen starts from, oldest first: the `limit` most
 * recently shown, and every one approved in the last UNSHOWN_BACKLOG_WINDOW_MS that no screen has
 * shown yet: the rotation shows each at least once.
 */
export async function recentScreenMessages(
  db: Kysely<Database>,
  limit = SCREEN_BACKLOG_LIMIT,
  now = new Date(),
): Promise<ScreenEvent[]> {
  const onScreen = () =>
    screenRows(db)
      .where("e.kind", "=", "show")
      .where("s.status", "=", "approved")
      .where("e.seq", "=", (eb) =>
        eb
          .selectFrom("screen_events as latest")
          .select((inner) => inner.fn.max("latest.seq").as("seq"))
          .whereRef("latest.submission_id", "=", "e.submission_id"),
      );
  const since = new Date(now.getTime() - UNSHOWN_BACKLOG_WINDOW_MS).toISOString();
  const [recent, unshown] = await Promise.all([
    onScreen().orderBy("e.seq", "desc").limit(limit).execute(),
    onScreen()
      .where("s.shown_at", "is", null)
      .where("s.decided_at", ">=", since)
      .orderBy("e.seq", "asc")
      .limit(UNSHOWN_BACKLOG_LIMIT)
      .execute(),
  ]);
  const bySeq = new Map<number, ScreenRow>();
  for (const row of [...recent, ...unshown]) bySeq.set(row.seq, row);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).map(toScreenEvent);
}

/** The last position of the screen log (0 when empty). */
export async function lastScreenPosition(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("screen_events")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}
