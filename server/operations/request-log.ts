import type { IncomingHttpHeaders } from "node:http";

/** What Fastify hands the request serializer: its request (typed loosely by Fastify). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  headers?: IncomingHttpHeaders;
}

/**
 * What a request log line says about its request: Fastify's default fields without the client's
 * address and port. Logs are kept, and addresses are never stored raw (docs/product.md#privacy);
 * the limits and blocks that need to recognise a sender use its salted hash instead.
 */
export function requestLogFields(request: LoggedRequest): Record<string, string | undefined> {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: request.url,
    version: typeof version === "string" ? version : undefined,
    host: request.host,
  };
}
