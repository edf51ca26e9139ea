import { createHmac } from "node:crypto";
import { addressKey } from "./submission-limits";

/**
 * Addresses and device ids are never stored raw (docs/product.md#privacy): what the server keeps
 * to recognise a sender again — for blocks, groups of near-duplicates and limits — is a keyed
 * hash. The key is derived from the session secret, so the hashes of one deployment cannot be
 * matched against another's or reversed by trying every IPv4 address without the secret.
 */
export type IdentityHash = (identity: string) => string;

export function identityHash(secret: string): IdentityHash {
  const key = createHmac("sha256", secret).update("identity-hash").digest();
  return (identity) => createHmac("sha256", key).update(identity).digest("base64url").slice(0, 32);
}

const DEVICE = "d.";
const ADDRESS = "a.";

/**
 * The sender of a message: its device when it has one (the signed device cookie), else its
 * address as the limits count it (IPv6 by its /64). The prefix says which it is.
 */
export function senderKey(
  hash: IdentityHash,
  sender: { deviceId: string | null; ip: string },
): string {
  return sender.deviceId !== null
    ? `${DEVICE}${hash(`device:${sender.deviceId}`)}`
    : `${ADDRESS}${hash(`address:${addressKey(sender.ip)}`)}`;
}

/**
 * Whether a sender key stands for one device. An address may be many people (a carrier's CGNAT
 * address is shared by many phones), so only a device's near-duplicates are collapsed.
 */
export function isDeviceSender(key: string): boolean {
  return key.startsWith(DEVICE);
}
