import type { Server, Socket } from "node:net";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import ipaddr from "ipaddr.js";

export interface ConnectionCapsOptions {
  /** Open connections in all (`server.maxConnections`); 0: no cap. */
  maxConnections: number;
  /** Open connections from one peer; 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Behind a reverse proxy every connection comes from the proxy: no per-address cap. */
  behindProxy: boolean;
}

/** How often a flood of refusals is logged at most. */
const LOG_EVERY_MS = 10_000;

/**
 * Whose connection this is: an IPv4 address (also when written IPv4-mapped), or the /64 an IPv6
 * address belongs to — one device (a phone, a home router) is given a whole /64.
 */
export function peerKey(address: string): string {
  try {
    const parsed = ipaddr.process(address);
    if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
    const prefix = parsed.parts.slice(0, 4).map((part) => part.toString(16));
    return `${prefix.join(":")}::/64`;
  } catch {
    return address;
  }
}

/**
 * Caps open connections per peer and in all, on the raw TCP connection (before TLS or HTTP
 * read a byte): excess sockets are destroyed at once, so one address's slow or idle
 * connections cannot use up the descriptors every other client needs.
 */
const connectionCaps: FastifyPluginAsync<ConnectionCapsOptions> = async (app, options) => {
  // Both Node's HTTP/1.1 server and its HTTP/2 TLS server are net.Servers underneath.
  const server = app.server as unknown as Server;
  if (options.maxConnections > 0) server.maxConnections = options.maxConnections;
  const cap = options.maxConnectionsPerAddress;
  if (cap <= 0 || options.behindProxy) return;

  const open = new Map<string, number>();
  let refused = 0;
  let lastLog = 0;
  server.on("connection", (socket: Socket) => {
    if (socket.remoteAddress === undefined) {
      socket.destroy(); // already gone
      return;
    }
    const key = peerKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      socket.destroy();
      refused += 1;
      if (Date.now() - lastLog >= LOG_EVERY_MS) {
        app.log.warn({ peer: key, refused, cap }, "connections over the per-address cap refused");
        lastLog = Date.now();
        refused = 0;
      }
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
};

export default fp(connectionCaps, { name: "connection-caps" });
