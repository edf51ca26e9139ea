import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PublicAnnouncementAnswerSchema,
  type LateChangeInForce,
  type PublicAnnouncementAnswer,
  type ScreenBoard,
} from "#core/contract";
import {
  ANNOUNCEMENT_MAX_AGE_SECONDS,
  ANNOUNCEMENT_POLL_MS,
  ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS,
  announcementActive,
} from "#core/announcement-timing";
import { asksForLateChanges, type ProgrammeSpan } from "#core/programme-hours";

interface CachedAnswer {
  version: number;
  active: boolean;
  etag: string;
  body: PublicAnnouncementAnswer;
}

/**
 * The late changes' part of the ETag: a digest of the list, so every instance names the same
 * changes alike (a phone's poll may reach any of them) and a change to anything else on the board
 * leaves it, and the phones' 304s, alone. Empty when there are none. Its letter is not the one
 * the release before used (`.s`): that release's answers have no `lateChanges`, so a tag of
 * theirs must not earn a page of this release a 304 on the answer it cached then.
 */
function lateChangesTag(lateChanges: readonly LateChangeInForce[]): string {
  if (lateChanges.length === 0) return "";
  const digest = createHash("sha256").update(JSON.stringify(lateChanges)).digest("base64url");
  return `.l${digest.slice(0, 16)}`;
}

/**
 * The answer for `board` at `now`, with the late changes in force on it: its ETag names the
 * announcement (or says there is none) and the changes.
 */
function answerFor(
  board: ScreenBoard,
  lateChanges: LateChangeInForce[],
  now: number,
): CachedAnswer {
  const active = announcementActive(board.announcement, now);
  const announcement = active ? board.announcement : null;
  const tag = `${announcement === null ? "none" : `a${announcement.id}`}${lateChangesTag(lateChanges)}`;
  return {
    version: board.version,
    active,
    etag: `"${tag}"`,
    // Also under the list's former name, for a page of the release before (the contract's
    // PublicAnnouncementAnswerSchema).
    body: { announcement, lateChanges, setChanges: lateChanges },
  };
}

/**
 * The announcement for the public pages (server/screens/README.md#announcements) and the late
 * changes to the schedule (server/moderation/README.md#late-changes), which are sent whether an
 * announcement shows or not: a small answer every open page asks for every ANNOUNCEMENT_POLL_MS
 * within the programme's hours (core/programme-hours.ts). It is served from memory — the board this
 * instance follows — without touching the database, revalidated with an ETag (most answers are an
 * empty 304) and cacheable by the browser and any proxy for ANNOUNCEMENT_MAX_AGE_SECONDS then;
 * outside those hours, when no page of ours asks, for ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS.
 * bench:night measures what 15,000 phones cost.
 */
export const announcementRoutes: FastifyPluginAsyncZod<{
  /** The edition's programme hours: the pages ask within them, so the answer stays fresh. */
  programmeSpans: readonly ProgrammeSpan[];
}> = async (app, { programmeSpans }) => {
  let cached: CachedAnswer | undefined;

  app.get(
    "/api/announcement",
    {
      // A JSON answer is never a document to protect, and every open page asks for it every
      // 15 s: the 1.5 KB policy would be three quarters of each 304 (bench:night measured it).
      // helmet's other headers stay.
      helmet: { contentSecurityPolicy: false },
      schema: {
        tags: ["screen"],
        summary: "The organisers' announcement and the late changes, for the public pages",
        description:
          "The announcement that shows (null when none does) and every late change to the " +
          "schedule in force, whether an announcement shows or not. " +
          `Asked every ${ANNOUNCEMENT_POLL_MS / 1000} s by open pages within the programme's ` +
          `hours, and cacheable for ${ANNOUNCEMENT_MAX_AGE_SECONDS} s then ` +
          `(${ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS} s outside them). ` +
          "With If-None-Match: 304 when unchanged. `setChanges` repeats `lateChanges` for " +
          "pages of the release before; it goes in the next edition's release.",
        response: {
          200: PublicAnnouncementAnswerSchema,
          304: z.null().meta({ description: "Unchanged since the ETag sent" }),
        },
      },
    },
    async (request, reply) => {
      const board = app.screenBoard.current();
      const now = app.clock().getTime();
      if (
        cached === undefined ||
        cached.version !== board.version ||
        cached.active !== announcementActive(board.announcement, now)
      ) {
        cached = answerFor(board, app.lateChanges.inForce(board), now);
      }
      const maxAge = asksForLateChanges(programmeSpans, now)
        ? ANNOUNCEMENT_MAX_AGE_SECONDS
        : ANNOUNCEMENT_QUIET_MAX_AGE_SECONDS;
      reply.header("cache-control", `public, max-age=${maxAge}`).header("etag", cached.etag);
      if (request.headers["if-none-match"] === cached.etag) return reply.code(304).send(null);
      return cached.body;
    },
  );
};
