/**
 * The two kinds of stored sender key (server/operations/README.md#privacy): a device's (the signed
 * device cookie) or an address's, told apart by a prefix. The server makes the keys
 * (server/submissions/sender-key.ts) and its storage reads their kind; both take it from here.
 */
export const DEVICE_SENDER_PREFIX = "d.";
export const ADDRESS_SENDER_PREFIX = "a.";

/**
 * Whether a sender key stands for one device. An address may be many people (a carrier's CGNAT
 * address is shared by many phones), so only a device's near-duplicates are collapsed.
 */
export function isDeviceSender(key: string): boolean {
  return key.startsWith(DEVICE_SENDER_PREFIX);
}
