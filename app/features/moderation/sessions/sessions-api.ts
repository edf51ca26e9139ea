import { AccountSessionsSchema, EndedSessionsSchema, type AccountSessions } from "#core/contract";
import { call, change, read } from "../shared/moderation-api";

/** The signed-in account's own sessions (server/moderation/README.md#moderation-api). */
export const sessionsApi = {
  async list(): Promise<AccountSessions> {
    return read(await call("/sessions"), AccountSessionsSchema);
  },

  /** Ends every other session of this account; this one stays signed in. How many ended. */
  async endOthers(): Promise<number> {
    return (await read(await call("/sessions", change("DELETE")), EndedSessionsSchema)).ended;
  },
};
