import { LateChangeListSchema, type LateChange, type LateChangeInForce } from "#core/contract";
import { call, change, read } from "../shared/moderation-api";

/**
 * The late changes to the schedule in the moderation API
 * (app/features/moderation/README.md#program), for leads (403 for other moderators). Every call
 * answers the changes in force after it: an entry for each set a lead has changed, one put back on
 * plan included (no delay, not cancelled).
 */
export const programmeApi = {
  async list(): Promise<LateChangeInForce[]> {
    return (await read(await call("/late-changes"), LateChangeListSchema)).lateChanges;
  },

  /** A delay and/or a cancellation in place of the set's earlier change. */
  async change(body: LateChange): Promise<LateChangeInForce[]> {
    return (await read(await call("/late-changes", change("PUT", body)), LateChangeListSchema))
      .lateChanges;
  },

  /** The set back on plan. */
  async clear(setId: string): Promise<LateChangeInForce[]> {
    const path = `/late-changes/${encodeURIComponent(setId)}`;
    return (await read(await call(path, change("DELETE")), LateChangeListSchema)).lateChanges;
  },
};
