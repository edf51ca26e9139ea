import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

/** How many Host headers a request's head names (Node keeps only the first of several). */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === "host") count += 1;
  }
  return count;
}

/**
 * An HTTP/1.1 request names exactly one Host (RFC 9112, 3.2), and an HTTP/1.0 one at most one. A
 * request with two could mean one host to a proxy and another here (Node keeps the first): 400
 * before any route or the preview host's handling sees it. Node's parser already answers 400 to
 * an HTTP/1.1 request with none; the check stays for a server made without that option. HTTP/2
 * names its host in `:authority`.
 */
const hostHeader: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (request) => {
    const { httpVersion, rawHeaders } = request.raw;
    if (httpVersion !== "1.1" && httpVersion !== "1.0") return;
    const count = hostHeaderCount(rawHeaders);
    if (count > 1 || (count === 0 && httpVersion === "1.1")) throw new ApiError("bad_request");
  });
};

export default fp(hostHeader, { name: "host-header" });
