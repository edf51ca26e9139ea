import { constants as http2Constants, type Http2ServerRequest } from "node:http2";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError, errorBody } from "../errors";
import type { ConnectionLimits } from "../operations/capacity";

/** Streams one HTTP/2 connection may have open at once (the common 100 of browsers and nginx). */
const MAX_CONCURRENT_STREAMS = 100;

/**
 * The limits Fastify applies itself, as its options. `connectionTimeout` is the socket idle
 * timeout of both servers; `http2SessionTimeout` the same for HTTP/2 sessions. Over TLS the
 * handshake gets the head's time and one connection at most 100 concurrent streams.
 */
export function fastifyTimeoutOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http2SessionTimeout: limits.idleTimeoutMs,
  };
}

export function tlsTimeoutOptions(limits: ConnectionLimits) {
  return {
    handshakeTimeout: limits.headersTimeoutMs,
    settings: { maxConcurrentStreams: MAX_CONCURRENT_STREAMS },
  };
}

/** The HTTP/1.1 limits Node reads from the server object, on both kinds of server. */
interface Http1Limits {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  maxRequestsPerSocket: number;
  connectionsCheckingInterval: number;
}

class RequestTimeoutError extends ApiError {
  constructor() {
    super("request_timeout");
  }
}

/**
 * HTTP/2 has no request timeout in Node: a stream whose body has not fully arrived within the
 * request timeout is answered 408 (unless a response is under way) and reset, so the client
 * stops sending.
 */
function limitHttp2Body(
  request: FastifyRequest,
  reply: FastifyReply,
  requestTimeoutMs: number,
): void {
  const stream = (request.raw as unknown as Http2ServerRequest).stream;
  if (stream.endAfterHeaders) return; // no body at all
  const timer = setTimeout(() => {
    if (request.raw.complete || stream.closed) return;
    request.log.info("request body not received within the request timeout");
    const reset = () => stream.close(http2Constants.NGHTTP2_NO_ERROR);
    if (reply.sent || reply.raw.headersSent) {
      reset();
      return;
    }
    // The response's own 'finish' waits for the stream to close; the stream's comes first.
    stream.once("finish", reset);
    if (request.raw.readableFlowing && request.raw.listenerCount("error") > 0) {
      // Fastify is reading the body: failing the read answers through the error handler.
      request.raw.destroy(new RequestTimeoutError());
    } else {
      void reply.code(408).send(errorBody("request_timeout"));
    }
  }, requestTimeoutMs);
  timer.unref();
  request.raw.once("end", () => clearTimeout(timer));
  stream.once("close", () => clearTimeout(timer));
}

/**
 * Header, body, keep-alive and request-count limits on both servers
 * (docs/operations/README.md#environment-variables). Fastify sets some of them on its HTTP/1.1
 * server only; the HTTP/2 server's HTTP/1.1 fallback (`allowHTTP1`) reads the same properties, so
 * they are set here.
 */
const requestTimeouts: FastifyPluginAsync<ConnectionLimits> = async (app, limits) => {
  const http1: Http1Limits = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    // Node looks at the deadlines every 30 s by default: a 20 s timeout could last 50 s.
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
  };
  Object.assign(app.server, http1);

  app.addHook("onRequest", (request, reply, done) => {
    if (request.raw.httpVersionMajor >= 2) limitHttp2Body(request, reply, limits.requestTimeoutMs);
    done();
  });

  // While shutting down, a response to a request already in flight closes its connection
  // instead of leaving it open for another keep-alive period.
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
    done(null, payload);
  });
};

export default fp(requestTimeouts, { name: "request-timeouts" });
