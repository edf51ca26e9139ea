import type { AccountSession } from "#core/contract";
import type { AuditTrail } from "../db/audit-trail";
import type { LiveSession, StaffSessionsRepository, SignedIn } from "../db/staff-sessions-repo";
import type { SubmissionsRepository } from "../db/submissions-repo";
import type { StaffStreams } from "../screens/staff-streams";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import { describeDevice } from "./device-description";
import type { StaffAccounts } from "./staff-accounts";

/** A live staff session: its moderator, and how far its second factor is. */
export type StaffSession = LiveSession;

/** A sign-in the login throttle let through (server/plugins/login-throttle.ts). */
export interface SignInAttempt {
  /** The account's name as compared (`accountName` of core/staff-accounts.ts). */
  name: string;
  password: string;
  /** The browser's User-Agent, kept only as its coarse description (device-description.ts). */
  userAgent: string | undefined;
  /** The keyed hash of the attempt's address: all a failed attempt's trail line says of it. */
  addressHash: string;
}

/** What a sign-out ends besides the session: this instance's streams, the moderator's claims. */
export interface SignOutSteps {
  streams: Pick<StaffStreams, "ended">;
  claims: Pick<SubmissionsRepository, "releaseClaims">;
}

/**
 * The staff's sessions (server/plugins/README.md#staff-login): signing in, signing out and "sign
 * out everywhere else", each with its line in the trail, and the reads of who is signed in. Routes
 * reach the sessions only through this, as every write goes through a service
 * (docs/decisions/023-the-write-path-as-a-checked-rule.md): the store
 * (server/db/staff-sessions-repo.ts) and the trail keep what they are told.
 */
export class StaffSessions {
  /** How long a session lasts: the session cookie is given the same age. */
  readonly ttlMs: number;
  /** How long an unused session lives (STAFF_IDLE_MINUTES). */
  readonly idleMs: number;

  constructor(
    private readonly accounts: Pick<StaffAccounts, "verify">,
    private readonly store: StaffSessionsRepository,
    private readonly trail: AuditTrail,
    private readonly signOutSteps: SignOutSteps,
  ) {
    this.ttlMs = store.ttlMs;
    this.idleMs = store.idleMs;
  }

  /**
   * Opens a session when the password is the account's and records the sign-in; records a wrong
   * name or password too, and then resolves to false. `opened` is handed the new session's id
   * before its line is written, so the browser holds every session opened for it.
   */
  async signIn(attempt: SignInAttempt, opened: (sessionId: string) => void): Promise<boolean> {
    const moderator = await this.accounts.verify(attempt.name, attempt.password);
    if (!moderator) {
      // Recorded before the refusal, so a guessing run shows in the trail and its CSV.
      await this.trail.record({
        actor: attempt.name,
        action: "sign_in_failed",
        detail: TRAIL_TEXTS.failedSignIn(attempt.addressHash),
      });
      return false;
    }
    opened(await this.store.create(moderator.name, describeDevice(attempt.userAgent)));
    await this.trail.record({ actor: moderator.name, action: "sign_in" });
    return true;
  }

  /** Ends session `id`, lets go of what its moderator holds and records the sign-out. */
  async signOut(id: string): Promise<void> {
    const moderator = await this.store.delete(id);
    if (moderator === undefined) return;
    // Its streams here close now; other instances' at their next check.
    this.signOutSteps.streams.ended(id);
    await this.signOutSteps.claims.releaseClaims(moderator);
    await this.trail.record({ actor: moderator, action: "sign_out" });
  }

  /** Ends every session of `moderator` but `keepId` and records it; how many ended. */
  async signOutElsewhere(moderator: string, keepId: string): Promise<number> {
    const ended = await this.store.deleteOthers(moderator, keepId);
    await this.trail.record({
      actor: moderator,
      action: "sign_out",
      detail: TRAIL_TEXTS.signedOutElsewhere(ended),
    });
    return ended;
  }

  /** The moderator of a live session, noting that it was used (StaffSessionsRepository.find). */
  find(id: string): Promise<StaffSession | undefined> {
    return this.store.find(id);
  }

  /** Which of `ids` are live, noting nobody as seen (the staff streams' re-check). */
  live(ids: readonly string[]): Promise<Set<string>> {
    return this.store.live(ids);
  }

  /** The live sessions of `moderator`, the most recently used first; `currentId` is marked. */
  listFor(moderator: string, currentId: string): Promise<AccountSession[]> {
    return this.store.listFor(moderator, currentId);
  }

  /** Everyone with a live session (the night's figures). */
  signedIn(): Promise<SignedIn[]> {
    return this.store.signedIn();
  }
}
