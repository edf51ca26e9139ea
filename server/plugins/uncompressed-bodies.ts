import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

/** `identity` (or nothing) is the only content coding the API reads. */
export function isIdentityOnly(contentEncoding: string): boolean {
  return contentEncoding
    .split(",")
    .map((coding) => coding.trim().toLowerCase())
    .every((coding) => coding === "" || coding === "identity");
}

/**
 * A request body with any Content-Encoding but identity is refused before it is read: 415 and
 * `Accept-Encoding: identity` (RFC 7694). A message of at most 16 KiB gains nothing from
 * compression, and not decompressing at all leaves no decompression bomb to defend against.
 */
const uncompressedBodies: FastifyPluginAsync = async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    const encoding = request.headers["content-encoding"];
    if (encoding === undefined || isIdentityOnly(encoding)) return;
    reply.header("accept-encoding", "identity");
    throw new ApiError("unsupported_content_encoding");
  });
};

export default fp(uncompressedBodies, { name: "uncompressed-bodies" });
