import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuditTrail } from "../db/audit-trail";
import type { RateCounters } from "../db/rate-counters";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ApiError } from "../errors";
import { hashedAddress, hashedDevice, type IdentityHash } from "../submissions/sender-key";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import { trustDevice, trustedDeviceOf } from "./trusted-device";

const MINUTE_MS = 60_000;

/**
 * The login limits (server/plugins/README.md#staff-login; the OpenAPI description of POST
 * /api/moderation/session says the same). An attempt takes its slot before the password is checked
 * and gives it back when the password was right, so what stays counted are failures.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE_MS,
  /** Attempts from one address (an IPv6 /64) per window, when the browser is not trusted. */
  perAddress: 10,
  /** Attempts from one trusted browser per window; past that it is treated as untrusted. */
  perTrustedDevice: 10,
  /** Untrusted attempts on one account per window before its back-off starts… */
  accountFreeAttempts: 5,
  /** …then one attempt per back-off, which doubles from 1 s with each attempt up to 1 min. */
  accountBackoffFirstMs: 1000,
  accountBackoffMaxMs: MINUTE_MS,
} as const;

/** The back-off before untrusted attempt number `attempt` (1-based) of an account's window. */
function accountBackoffMs(attempt: number): number {
  const beyond = attempt - LOGIN_LIMITS.accountFreeAttempts;
  if (beyond <= 0) return 0;
  // Capped before exponentiating: a flood's attempt numbers must not overflow anything.
  const doublings = Math.min(beyond - 1, 30);
  return Math.min(
    LOGIN_LIMITS.accountBackoffMaxMs,
    LOGIN_LIMITS.accountBackoffFirstMs * 2 ** doublings,
  );
}

/** An admitted attempt: what to do when its password turned out right. */
export interface LoginAttempt {
  /**
   * The keyed hash of the address the attempt came from (IPv6 by its /64), the same the address
   * counter uses: the audit trail records it for a failed attempt, never the address itself.
   */
  readonly addressHash: string;
  /** Gives the attempt's slots back and marks this browser as trusted for the account. */
  succeeded(reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Moderator logins: counted before the password is checked (login-throttle.ts). */
    loginThrottle: {
      /**
       * Counts this attempt on `account`; throws 429 `login_rate_limited` (with Retry-After)
       * when it is over a limit, so the password is not even checked.
       */
      admit(request: FastifyRequest, reply: FastifyReply, account: string): Promise<LoginAttempt>;
    };
  }
}

export interface LoginThrottleOptions {
  /**
   * The shared rate counters, handed over by the composition root (plugins/services.ts): no
   * decorator exposes them, so routes count only through this throttle and the submissions'
   * admission.
   */
  counters: RateCounters;
  /**
   * Salted hashes of addresses and trusted devices: the counters' keys never hold the raw values,
   * which PostgreSQL would store. One address is an IPv4 address or the /64 of an IPv6 one, since a
   * subscriber holds a whole /64.
   */
  hashIdentity: IdentityHash;
  /** Where the first refusal of a throttled run is recorded. */
  trail: Pick<AuditTrail, "record">;
  /** Tests move time instead of waiting; the system clock otherwise. */
  clock?: () => Date;
}

/**
 * Runs `work` on the counters; their failure is a 503, never a login let through unlimited
 * (nor a 500 that hides what is wrong).
 */
async function unlessCountersFail<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // An outage is answered like every other one: 503 database_unavailable with Retry-After.
    if (error instanceof ApiError || isDatabaseUnavailable(error)) throw error;
    request.log.error({ err: error }, "login throttle: rate counters unavailable");
    throw new ApiError("unavailable");
  }
}

/**
 * Login throttling on the shared rate counters (one table for every instance on PostgreSQL),
 * so the limits hold across instances and whatever the concurrency: each counter is hit
 * atomically before the password is checked.
 *
 * - A browser with a valid trusted-device cookie for the account is counted per device only.
 * - Any other attempt is counted per address (a hard limit) and then per account (a short
 *   back-off that slows an attacker rotating addresses while delaying a moderator on a new
 *   browser by at most a minute). The per-address step comes first, so a flood from one
 *   network, once over its limit, no longer touches the account.
 */
const loginThrottle: FastifyPluginAsync<LoginThrottleOptions> = async (app, options) => {
  const clock = options.clock ?? (() => new Date());
  const { counters } = options;
  const { windowMs } = LOGIN_LIMITS;

  /**
   * Refuses the attempt with 429. The first refusal of a run is recorded in the trail: a guessing
   * run shows there once per window, and a flood of refusals cannot flood the trail.
   */
  const refuse = async (
    reply: FastifyReply,
    resetsAt: Date,
    first: { account: string; addressHash: string; limit: "address" | "account" } | undefined,
  ): Promise<never> => {
    if (first) {
      await options.trail.record({
        actor: first.account,
        action: "sign_in_throttled",
        detail: TRAIL_TEXTS.throttledSignIn(first.addressHash, first.limit),
      });
    }
    const seconds = Math.ceil((resetsAt.getTime() - clock().getTime()) / 1000);
    reply.header("retry-after", Math.max(1, seconds));
    throw new ApiError("login_rate_limited");
  };

  const attempt = (request: FastifyRequest, account: string, keys: string[]): LoginAttempt => ({
    addressHash: hashedAddress(options.hashIdentity, request.ip),
    async succeeded(reply) {
      trustDevice(request, reply, account, clock());
      try {
        await Promise.all(keys.map((key) => counters.release(key)));
      } catch (error) {
        // The login stands; its attempt merely stays counted, which errs on the safe side.
        request.log.warn({ err: error }, "login throttle: could not give an attempt back");
      }
    },
  });

  const admit = async (request: FastifyRequest, reply: FastifyReply, account: string) => {
    const device = trustedDeviceOf(request, account, clock());
    if (device !== null) {
      const key = `login:device:${hashedDevice(options.hashIdentity, device)}`;
      const state = await counters.hit(key, windowMs);
      if (state.count <= LOGIN_LIMITS.perTrustedDevice) return attempt(request, account, [key]);
    }
    const addressHash = hashedAddress(options.hashIdentity, request.ip);
    const address = `login:address:${addressHash}`;
    const byAddress = await counters.hit(address, windowMs);
    if (byAddress.count > LOGIN_LIMITS.perAddress) {
      const first = byAddress.count === LOGIN_LIMITS.perAddress + 1;
      await refuse(
        reply,
        byAddress.resetsAt,
        first ? { account, addressHash, limit: "address" } : undefined,
      );
    }

    const accountKey = `login:account:${account}`;
    const byAccount = await counters.hit(accountKey, windowMs);
    const backoff = accountBackoffMs(byAccount.count);
    if (backoff > 0) {
      // One attempt per back-off on the account: the first to open the gate's window goes on.
      const gate = await counters.hit(`login:account-gate:${account}`, backoff);
      // Still counted on the address: otherwise a flood from one network would never lock
      // itself out and would race the moderators for every opening of the gate.
      if (gate.count > 1) {
        const first = gate.count === 2;
        await refuse(
          reply,
          gate.resetsAt,
          first ? { account, addressHash, limit: "account" } : undefined,
        );
      }
    }
    return attempt(request, account, [address, accountKey]);
  };

  app.decorate("loginThrottle", {
    admit: (request: FastifyRequest, reply: FastifyReply, account: string) =>
      unlessCountersFail(request, () => admit(request, reply, account)),
  });
};

export default fp(loginThrottle, { name: "login-throttle", dependencies: ["cookies"] });
