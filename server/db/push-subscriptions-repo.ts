import type { PushLanguage } from "#core/contract";
import type { DatabaseHandle } from "./connection";

/** A browser's subscription as the push service decided to keep it (server/push/README.md). */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
  reminderMinutes: number;
  /** The starred sets the edition knows, each once. */
  setIds: readonly string[];
}

/** The generated VAPID key pair, base64url. */
export interface StoredVapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_ROW = 1;

/**
 * The phones' subscriptions and the server's generated VAPID keys. A subscription is kept whole:
 * the same endpoint again replaces its language, reminder and starred sets in one transaction.
 */
export class PushSubscriptionsRepository {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date,
  ) {}

  private get db() {
    return this.handle.db;
  }

  /** Stores `subscription` in place of the one with its endpoint, if any. */
  async save(subscription: StoredSubscription): Promise<void> {
    const at = this.now().toISOString();
    const { endpoint, p256dh, auth, language, reminderMinutes, setIds } = subscription;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("push_subscriptions")
        .values({
          endpoint,
          p256dh,
          auth,
          language,
          reminder_minutes: reminderMinutes,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) =>
          oc.column("endpoint").doUpdateSet({
            p256dh,
            auth,
            language,
            reminder_minutes: reminderMinutes,
            updated_at: at,
          }),
        )
        .execute();
      await trx.deleteFrom("push_subscription_sets").where("endpoint", "=", endpoint).execute();
      if (setIds.length > 0) {
        await trx
          .insertInto("push_subscription_sets")
          .values(setIds.map((setId) => ({ endpoint, set_id: setId })))
          .execute();
      }
    });
  }

  /**
   * Deletes the subscription of `endpoint` with its starred sets and whatever is still to be sent
   * to it; whether there was one.
   */
  async delete(endpoint: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("push_subscription_sets").where("endpoint", "=", endpoint).execute();
      await trx
        .updateTable("push_deliveries")
        .set({ status: "gone", done_at: this.now().toISOString(), lease_until: null })
        .where("endpoint", "=", endpoint)
        .where("status", "=", "pending")
        .execute();
      const deleted = await trx
        .deleteFrom("push_subscriptions")
        .where("endpoint", "=", endpoint)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    });
  }

  /** How many subscriptions are kept. */
  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom("push_subscriptions")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * Deletes every subscription and every notice: the edition is over (server/push/README.md#privacy).
   * Returns how many subscriptions went.
   */
  async deleteAll(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("push_deliveries").execute();
      await trx.deleteFrom("push_notices").execute();
      await trx.deleteFrom("push_subscription_sets").execute();
      const deleted = await trx.deleteFrom("push_subscriptions").executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }

  /**
   * The stored VAPID keys, or `generated()` stored first: the first instance to start makes them,
   * and another starting at the same moment reads the same row.
   */
  async vapidKeys(generated: () => StoredVapidKeys): Promise<StoredVapidKeys> {
    const existing = await this.readVapidKeys();
    if (existing) return existing;
    const keys = generated();
    await this.db
      .insertInto("push_vapid_keys")
      .values({
        id: VAPID_ROW,
        public_key: keys.publicKey,
        private_key: keys.privateKey,
        created_at: this.now().toISOString(),
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const stored = await this.readVapidKeys();
    if (!stored) throw new Error("push: the VAPID keys could not be stored");
    return stored;
  }

  private async readVapidKeys(): Promise<StoredVapidKeys | undefined> {
    const row = await this.db
      .selectFrom("push_vapid_keys")
      .select(["public_key", "private_key"])
      .where("id", "=", VAPID_ROW)
      .executeTakeFirst();
    return row && { publicKey: row.public_key, privateKey: row.private_key };
  }
}
