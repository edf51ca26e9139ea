import type { Server, Socket } from "node:net";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { addressKey, hashedAddress, type IdentityHash } from "../submissions/sender-key";

export interface ConnectionCapsOptions {
  /** Open connections in all (`server.maxConnections`); 0: no cap. */
  maxConnections: number;
  /** Open connections from one peer; 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Behind a reverse proxy every connection comes from the proxy: no per-address cap. */
  behindProxy: boolean;
  /** The log names a refused peer by its keyed hash, never its address: logs carry no address. */
  hashIdentity: IdentityHash;
}

/** How often a flood of refusals is logged at most. */
const LOG_EVERY_MS = 10_000;

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
    // Whose connection this is: an address, or the /64 of an IPv6 one (a phone or home router
    // is given a whole /64). Kept in memory only, while the connection is open.
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      socket.destroy();
      refused += 1;
      if (Date.now() - lastLog >= LOG_EVERY_MS) {
        app.log.warn(
          { peer: hashedAddress(options.hashIdentity, key), refused, cap },
          "connections over the per-address cap refused",
        );
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
