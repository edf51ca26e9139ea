import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../errors";

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * The only body format the API accepts: JSON in UTF-8; anything else is 415.
 *
 * - Replaces Fastify's JSON parser with one that decodes strictly: invalid UTF-8 is a 400, not
 *   silently turned into U+FFFD; a charset other than UTF-8 is a 415.
 * - Keeps Fastify's prototype-poisoning protection (`__proto__` / `constructor.prototype` keys
 *   are refused with 400).
 * - Removes the text/plain parser, so a text body is 415 instead of a string handed to a route.
 */
const jsonBody: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  const decoder = new TextDecoder("utf-8", { fatal: true });
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    const charset = CHARSET.exec(request.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      done(new ApiError("unsupported_media_type"), undefined);
      return;
    }
    let text: string;
    try {
      text = decoder.decode(typeof body === "string" ? Buffer.from(body) : body);
    } catch {
      done(new ApiError("invalid_encoding"), undefined);
      return;
    }
    parseJson(request, text, done);
  });
};

export default fp(jsonBody, { name: "json-body" });
