import {
  SetChangeListSchema,
  type SetChange,
  type SetChangeInForce,
} from "../../../../core/contract";
import { call, change, read } from "../shared/moderation-api";

/**
 * The late changes to the schedule in the moderation API (docs/product.md#late-changes), for
 * leads (403 for other moderators). Every call answers the changes in force after it: an entry
 * for each set a lead has changed, one put back on plan included (no delay, not cancelled).
 */
export const programmeApi = {
  async list(): Promise<SetChangeInForce[]> {
    return (await read(await call("/set-changes"), SetChangeListSchema)).setChanges;
  },

  /** A delay and/or a cancellation in place of the set's earlier change. */
  async change(body: SetChange): Promise<SetChangeInForce[]> {
    return (await read(await call("/set-changes", change("PUT", body)), SetChangeListSchema))
      .setChanges;
  },

  /** The set back on plan. */
  async clear(setId: string): Promise<SetChangeInForce[]> {
    const path = `/set-changes/${encodeURIComponent(setId)}`;
    return (await read(await call(path, change("DELETE")), SetChangeListSchema)).setChanges;
  },
};
