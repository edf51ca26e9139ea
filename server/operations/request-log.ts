import type { IncomingHttpHeaders } from "node:http";

/** What Fastify hands the request serializer: its request (typed loosely by Fastify). */
interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  headers?: IncomingHttpHeaders;
}

/** Query parameters of a sign-in's return trip (the git host's one-time code and our state). */
const SECRET_PARAMETERS = ["code", "state"];

/** The address with a sign-in's one-time code and state masked: logs are read by more people. */
export function loggableUrl(url: string | undefined): string | undefined {
  const query = url?.indexOf("?") ?? -1;
  if (url === undefined || query < 0) return url;
  const parameters = new URLSearchParams(url.slice(query + 1));
  let masked = false;
  for (const name of SECRET_PARAMETERS) {
    if (parameters.has(name)) {
      parameters.set(name, "…");
      masked = true;
    }
  }
  return masked ? `${url.slice(0, query)}?${parameters.toString()}` : url;
}

/**
 * What a request log line says about its request: Fastify's default fields without the client's
 * address and port. Logs are kept, and addresses are never stored raw: the limits and blocks that
 * need to recognise a sender use its keyed hash instead. A sign-in's code and state are masked.
 */
export function requestLogFields(request: LoggedRequest): Record<string, string | undefined> {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: loggableUrl(request.url),
    version: typeof version === "string" ? version : undefined,
    host: request.host,
  };
}
