import { BlockList, isIP, type LookupFunction } from "node:net";
import dns from "node:dns";

/**
 * Where the server may send a push (server/push/README.md#endpoints): a subscription's endpoint
 * is a URL any visitor can hand us, so without these rules our server could be made to call into
 * its own network. An endpoint must be https on the default port, on a named public host (push
 * services never use an address as their host), and that name must resolve to public addresses
 * only when the push is sent (`publicOnlyLookup`), so a name pointed at a private address later
 * is refused too. The stand-in push service of the tests runs on loopback: its origin is let
 * through only when PUSH_ALLOWED_TEST_ORIGINS names it, which the release check refuses.
 */

/** Names that never leave the machine or the local network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa|localdomain)$/i;

/** Every range that is not the public internet: loopback, private, link-local, CGNAT, … */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** IPv4-mapped IPv6 addresses, in a list of their own: checked against IPv6 addresses only. */
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

/** Whether `address` (an IPv4 or IPv6 address) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address is the IPv4 address it maps (a BlockList rule for the mapped
  // range would match every IPv4 address too).
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return isPublicAddress(mapped);
  if (family === 6 && MAPPED.check(address, "ipv6")) return false;
  return !NON_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The origin of `endpoint` ("https://127.0.0.1:8443"), or undefined when it is no URL. */
function originOf(endpoint: string): URL | undefined {
  try {
    return new URL(endpoint);
  } catch {
    return undefined;
  }
}

/**
 * Whether the server may keep and send to `endpoint`: https, no credentials, the default port, a
 * named host that is not local; or an origin of `testOrigins` (tests only).
 */
export function endpointAllowed(endpoint: string, testOrigins: readonly string[]): boolean {
  const url = originOf(endpoint);
  if (url === undefined) return false;
  if (testOrigins.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "") return false;
  if (url.port !== "") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (isIP(host) !== 0) return false;
  return host.includes(".") && !LOCAL_NAME.test(host);
}

/**
 * A DNS lookup for the push agent that answers only public addresses: a name that resolves to
 * loopback or a private network fails like a name that does not exist.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, "", 4);
      return;
    }
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    const first = allowed[0];
    if (first === undefined) {
      const refused = Object.assign(new Error("push host resolves to no public address"), {
        code: "ENOTFOUND",
      });
      callback(refused, "", 4);
      return;
    }
    if (options.all) callback(null, allowed);
    else callback(null, first.address, first.family);
  });
};
