import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError } from "fastify";
import { API_ERRORS, errorBody, type ApiErrorCode } from "../errors";

/**
 * Errors of Node's HTTP/1.1 parser (and its request timeouts) as the API's codes, with the
 * statuses Node itself would answer with.
 */
export function clientErrorCode(errorCode: string): ApiErrorCode {
  switch (errorCode) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return "request_timeout";
    case "HPE_HEADER_OVERFLOW":
      return "headers_too_large";
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return "payload_too_large";
    default:
      return "malformed_request";
  }
}

/** Only these come from reading an HTTP/1.1 request; TLS and socket errors get no answer. */
function isHttpError(errorCode: unknown): errorCode is string {
  return (
    typeof errorCode === "string" &&
    (errorCode.startsWith("HPE_") || errorCode === "ERR_HTTP_REQUEST_TIMEOUT")
  );
}

/**
 * The headers every API answer carries that do not depend on the request: a request Node could
 * not read gets them too, so no answer of this server goes out without them.
 */
const FIXED_HEADERS =
  "X-Content-Type-Options: nosniff\r\n" +
  "Cache-Control: no-store\r\n" +
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
  "X-Frame-Options: DENY\r\n" +
  "Referrer-Policy: no-referrer\r\n" +
  "Cross-Origin-Resource-Policy: same-origin\r\n";

/** The response Node's server attaches to its socket (not in its types). */
interface HttpSocket extends Socket {
  _httpMessage?: { headersSent: boolean } | null;
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (malformed request line or
 * header, head too large, request timeout) never reaches a route, so the answer is written to
 * the socket here — as every API error, JSON `{code, error}` — and the connection is closed.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (socket.destroyed) return;
  const inProgress = (socket as HttpSocket)._httpMessage?.headersSent === true;
  // Nothing is written into a response already under way (Node's own rule), nor to a peer
  // that is gone or never spoke HTTP.
  // Errors without a code reach here too, whatever the types say.
  const errorCode: unknown = error.code;
  if (!isHttpError(errorCode) || !socket.writable || inProgress) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(errorCode);
  const { status } = API_ERRORS[code];
  const body = JSON.stringify(errorBody(code));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      FIXED_HEADERS +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
    // A peer that keeps its side open must not keep the socket.
    () => socket.destroy(),
  );
}
