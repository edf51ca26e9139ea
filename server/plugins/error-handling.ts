import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RouteGenericInterface,
} from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { OutageLog } from "../db/outage-log";
import { isDatabaseUnavailable } from "../db/unavailable";
import {
  API_ERRORS,
  ApiError,
  DATABASE_RETRY_AFTER_SECONDS,
  errorBody,
  type ApiErrorCode,
} from "../errors";
import { validationText } from "../validation-errors";

declare module "fastify" {
  interface FastifyInstance {
    /** Where database faults are reported: one warning per outage (db/outage-log.ts). */
    outageLog: OutageLog;
  }
}

/**
 * A fault of the database rather than of the request. Errors Fastify read from the client's own
 * connection (a reset upload) carry a 4xx status and stay client errors.
 */
export function isDatabaseFault(error: Error & { statusCode?: number }): boolean {
  return (
    (error.statusCode === undefined || error.statusCode >= 500) && isDatabaseUnavailable(error)
  );
}

/** The staff routes' prefix (server/routes/moderation.ts). */
const STAFF_API = "/api/moderation/";

/** What the request sent in the part validation refused, to word a missing field apart. */
function validatedPart(error: FastifyError, request: FastifyRequest): unknown {
  switch (error.validationContext) {
    case "querystring":
      return request.query;
    case "params":
      return request.params;
    case "headers":
      return request.headers;
    default:
      return request.body;
  }
}

/** Maps Fastify's own errors (body parser, validation) to the API's codes. */
function codeFor(error: FastifyError): ApiErrorCode {
  if (error instanceof ApiError) return error.code;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return error.validationContext === "querystring" || error.validationContext === "params"
      ? "invalid_query"
      : "invalid_body";
  }
  switch (error.statusCode) {
    case 400:
      return "malformed_json";
    case 401:
      return "unauthorized";
    case 404:
      return "not_found";
    case 408:
      return "request_timeout";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    case 431:
      return "headers_too_large";
    case 503:
      return "unavailable";
    default:
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? "bad_request"
        : "internal";
  }
}

/**
 * Fastify's `frameworkErrors`: what fails before routing (a URL with a broken %-escape, a route
 * parameter too long) reaches neither the hooks nor the error handler. Answered the same way:
 * `{code, error}` in Polish and every security header (server/plugins/security-headers.ts).
 */
export function answerFrameworkError<Server extends RawServerBase>(
  error: FastifyError,
  served: FastifyRequest<RouteGenericInterface, Server>,
  answer: FastifyReply<RouteGenericInterface, Server>,
): void {
  // Fastify types an HTTP/2 instance's requests apart; both are answered the same way.
  const [request, reply] = [served, answer] as unknown as [FastifyRequest, FastifyReply];
  if (request.server.hasDecorator("applySecurityHeaders")) {
    request.server.applySecurityHeaders(request, reply);
  }
  // A bad URL is a 400 like a bad body, but not JSON's fault.
  const code = error.code === "FST_ERR_BAD_URL" ? "bad_request" : codeFor(error);
  const own = error.statusCode;
  const status = code === "bad_request" && own !== undefined ? own : API_ERRORS[code].status;
  if (status >= 500) request.log.error({ err: error }, "request failed before routing");
  void reply.code(status).send(errorBody(code));
}

/**
 * Every error leaves as JSON `{code, error}` with a Polish message
 * (server/routes/README.md#api-errors); unexpected ones are logged and never leak their details. An
 * unavailable database is a 503 with Retry-After, logged once per outage
 * (server/README.md#database-faults).
 */
const errorHandling: FastifyPluginAsync = async (app) => {
  app.decorate("outageLog", new OutageLog(app.log));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseFault(error)) {
      app.outageLog.failed(error);
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody("database_unavailable"));
    }
    const code = codeFor(error);
    // An ApiError may say more than its code's text (who decided a message first); a staff
    // request the contract refused is told which field broke which rule.
    const body =
      error instanceof ApiError
        ? { code, error: error.message }
        : hasZodFastifySchemaValidationErrors(error) && request.url.startsWith(STAFF_API)
          ? { code, error: validationText(error.validation, validatedPart(error, request)) }
          : errorBody(code);
    // A client error keeps its own status (405, 408, …); anything else is answered as ours.
    const own = error.statusCode;
    const status = code === "bad_request" && own !== undefined ? own : API_ERRORS[code].status;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // Fastify asks to close the connection after a failed body; HTTP/2 has no such header.
    if (request.raw.httpVersionMajor >= 2) reply.removeHeader("connection");
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) return reply.code(404).send(errorBody("not_found"));
    return reply.code(404).type("text/plain; charset=utf-8").send("Nie znaleziono strony");
  });
};

export default fp(errorHandling, { name: "error-handling" });
