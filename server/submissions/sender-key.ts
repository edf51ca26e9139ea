import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";
import { derivedKey } from "../config/derived-keys";
import { ADDRESS_SENDER_PREFIX, DEVICE_SENDER_PREFIX } from "#core/sender-key-kinds";

/**
 * Addresses and device ids are never stored raw (server/operations/README.md#privacy): what the
 * server keeps to recognise a sender again — for blocks, groups of near-duplicates and limits — is
 * a keyed hash. The key is derived from the session secret, so the hashes of one deployment cannot
 * be matched against another's or reversed by trying every IPv4 address without the secret.
 */
export type IdentityHash = (identity: string) => string;

export function identityHash(secret: string): IdentityHash {
  const key = derivedKey(secret, "identity-hash");
  return (identity) => createHmac("sha256", key).update(identity).digest("base64url").slice(0, 32);
}

/**
 * The address a per-address limit counts: an IPv4 address as it is (a carrier's CGNAT address is
 * shared by many phones), an IPv6 address by its /64, because one subscriber holds a whole /64
 * and could otherwise take a new address for every request. Grouped before it is hashed, so the
 * hash of a /64 is one hash.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // IPv4-mapped IPv6 becomes IPv4
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

/** The hash of an address as the limits count it (IPv6 by its /64). */
export function hashedAddress(hash: IdentityHash, ip: string): string {
  return hash(`address:${addressKey(ip)}`);
}

/** The hash of a device id (the visitor's device cookie, or a staff browser's trusted device). */
export function hashedDevice(hash: IdentityHash, deviceId: string): string {
  return hash(`device:${deviceId}`);
}

/**
 * The sender of a message: its device when it has one (the signed device cookie), else its
 * address as the limits count it (IPv6 by its /64). The prefix says which it is.
 */
export function senderKey(
  hash: IdentityHash,
  sender: { deviceId: string | null; ip: string },
): string {
  return sender.deviceId !== null
    ? `${DEVICE_SENDER_PREFIX}${hashedDevice(hash, sender.deviceId)}`
    : `${ADDRESS_SENDER_PREFIX}${hashedAddress(hash, sender.ip)}`;
}
