import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { Database } from "./schema";

/** Who a notice goes to: the subscriptions that starred a set (with one reminder choice), or all. */
export type NoticeAudience =
  { kind: "set"; setId: string; reminderMinutes?: number } | { kind: "everyone" };

/**
 * Deliveries written per commit. SQLite's driver is synchronous: a commit of 5,000 took the event
 * loop for about 45 ms, and a submission arriving then waited for all of it; 500 take about 5 ms
 * (docs/performance/push.md).
 */
export const DELIVERIES_PER_COMMIT = 500;

const AudienceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("set"),
    setId: z.string(),
    reminderMinutes: z.number().int().optional(),
  }),
  z.object({ kind: z.literal("everyone") }),
]);

/** How a notice's audience is kept with it, to resume writing its deliveries. */
export function audienceText(audience: NoticeAudience): string {
  return JSON.stringify(audience);
}

/** The kept audience, or undefined for one unreadable (nothing is resumed then). */
export function audienceOf(text: string | null): NoticeAudience | undefined {
  if (text === null) return undefined;
  try {
    const parsed = AudienceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The next `DELIVERIES_PER_COMMIT` subscriptions of the audience after `after`, in key order: a
 * range of one index (a set's, or the subscriptions' own), so each commit reads only its rows.
 */
function nextRecipients(trx: Transaction<Database>, audience: NoticeAudience, after: string) {
  if (audience.kind === "everyone") {
    return trx
      .selectFrom("push_subscriptions")
      .select("endpoint")
      .where("endpoint", ">", after)
      .orderBy("endpoint")
      .limit(DELIVERIES_PER_COMMIT)
      .execute();
  }
  const { setId, reminderMinutes } = audience;
  return trx
    .selectFrom("push_subscription_sets as starred")
    .innerJoin("push_subscriptions as s", "s.endpoint", "starred.endpoint")
    .select("starred.endpoint")
    .where("starred.set_id", "=", setId)
    .where("starred.endpoint", ">", after)
    .$if(reminderMinutes !== undefined, (query) =>
      query.where("s.reminder_minutes", "=", reminderMinutes ?? 0),
    )
    .orderBy("starred.endpoint")
    .limit(DELIVERIES_PER_COMMIT)
    .execute();
}

/**
 * Writes the deliveries of notice `noticeId` to its audience, `DELIVERIES_PER_COMMIT` a commit,
 * calling `betweenCommits` between them (other requests are answered then), and marks it filled
 * in the last commit. `resuming`, it goes on after the last subscription already written; a delivery
 * written twice (two instances resuming one notice) is kept once. Resolves to how many it wrote.
 */
export async function fillNotice(
  db: Kysely<Database>,
  noticeId: number,
  audience: NoticeAudience,
  at: string,
  betweenCommits: () => Promise<void>,
  resuming: boolean,
): Promise<number> {
  // A new notice has no deliveries yet; one resumed goes on after the last endpoint written.
  const resumed = resuming
    ? await db
        .selectFrom("push_deliveries")
        .select((eb) => eb.fn.max("endpoint").as("last"))
        .where("notice_id", "=", noticeId)
        .executeTakeFirst()
    : undefined;
  let after = resumed?.last ?? "";
  let written = 0;
  for (;;) {
    const chunk = await db.transaction().execute(async (trx) => {
      const recipients = await nextRecipients(trx, audience, after);
      let inserted = 0;
      if (recipients.length > 0) {
        const result = await trx
          .insertInto("push_deliveries")
          .values(
            recipients.map(({ endpoint }) => ({
              notice_id: noticeId,
              endpoint,
              status: "pending" as const,
              next_attempt_at: at,
              created_at: at,
            })),
          )
          .onConflict((oc) => oc.columns(["notice_id", "endpoint"]).doNothing())
          .executeTakeFirst();
        inserted = Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      const done = recipients.length < DELIVERIES_PER_COMMIT;
      if (done) {
        await trx
          .updateTable("push_notices")
          .set({ filled_at: at })
          .where("id", "=", noticeId)
          .execute();
      }
      return { inserted, done, last: recipients.at(-1)?.endpoint };
    });
    written += chunk.inserted;
    if (chunk.done || chunk.last === undefined) return written;
    after = chunk.last;
    await betweenCommits();
  }
}
