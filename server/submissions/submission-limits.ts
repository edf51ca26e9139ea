import type { CounterState, RateCounters } from "../db/rate-counters";
import { hashedAddress, hashedDevice, type IdentityHash } from "./sender-key";

const MINUTE_MS = 60_000;

/** The per-minute limits of POST /api/submissions (docs/decisions/010; README configuration). */
export interface SubmissionLimits {
  /** RATE_LIMIT_PER_MINUTE: submissions of one device (the signed device cookie). */
  perDevicePerMinute: number;
  /** RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: submissions without a valid proof, per address. */
  unverifiedPerIpPerMinute: number;
  /**
   * RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: submissions with a proof but no device cookie (each
   * gets a new device), per address.
   */
  newDevicesPerIpPerMinute: number;
}

/** Who sends a well-formed submission. */
export interface Sender {
  ip: string;
  /** A valid device cookie's id, or null. */
  deviceId: string | null;
  /** Whether it carries a valid, unspent proof of work. */
  verified: boolean;
}

export type Admission =
  | { readonly admitted: true; readonly mintDevice: boolean }
  | { readonly admitted: false; readonly retryAfterSeconds: number };

/**
 * The counters' keys: a readable prefix and the salted hash of the device or the address
 * (server/submissions/sender-key.ts), never the raw value — PostgreSQL stores them.
 */
const deviceCounterKey = (hash: IdentityHash, deviceId: string) =>
  `submit:device:${hashedDevice(hash, deviceId)}`;
const unverifiedCounterKey = (hash: IdentityHash, ip: string) =>
  `submit:unverified:${hashedAddress(hash, ip)}`;
const newDevicesCounterKey = (hash: IdentityHash, ip: string) =>
  `submit:new-device:${hashedAddress(hash, ip)}`;

function secondsUntil(state: CounterState, now: Date): number {
  return Math.max(1, Math.ceil((state.resetsAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one well-formed submission against the limits that apply to its sender and says
 * whether it may go on (docs/decisions/010):
 *
 * - with a proof and a device cookie: only the device's allowance;
 * - with a proof and no device cookie: the address's allowance of new devices (the caller mints
 *   the device, which then starts its own allowance);
 * - without a proof: the device's allowance when it has a cookie, and the address's stricter
 *   allowance of unverified submissions.
 *
 * Counters are shared by every instance on one PostgreSQL (server/db/rate-counters.ts).
 */
export async function admitSubmission(
  counters: RateCounters,
  limits: SubmissionLimits,
  sender: Sender,
  hash: IdentityHash,
  now: () => Date = () => new Date(),
): Promise<Admission> {
  const checks: Array<[key: string, limit: number]> = [];
  if (sender.deviceId !== null) {
    checks.push([deviceCounterKey(hash, sender.deviceId), limits.perDevicePerMinute]);
  } else if (sender.verified) {
    checks.push([newDevicesCounterKey(hash, sender.ip), limits.newDevicesPerIpPerMinute]);
  }
  if (!sender.verified) {
    checks.push([unverifiedCounterKey(hash, sender.ip), limits.unverifiedPerIpPerMinute]);
  }
  for (const [key, limit] of checks) {
    const state = await counters.hit(key, MINUTE_MS);
    if (state.count > limit) {
      return { admitted: false, retryAfterSeconds: secondsUntil(state, now()) };
    }
  }
  return { admitted: true, mintDevice: sender.verified && sender.deviceId === null };
}

/** A device minted with a submission has spent one of its own submissions already. */
export async function countNewDevice(
  counters: RateCounters,
  hash: IdentityHash,
  deviceId: string,
): Promise<void> {
  await counters.hit(deviceCounterKey(hash, deviceId), MINUTE_MS);
}
