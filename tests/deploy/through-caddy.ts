import https from "node:https";
import { caddyCa, topology } from "./topology-info";

/**
 * Requests to Caddy as a visitor's phone makes them, from a chosen loopback address (any of
 * 127.0.0.0/8 is this machine; Caddy listens on 127.0.0.1), over a new TLS connection each,
 * trusting Caddy's internal CA.
 */
export interface Answer {
  /** The HTTP status, or "network" when no answer came (refused, reset, timed out). */
  readonly status: number | "network";
  readonly body: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** Every header line as sent, names and values alternating: `headers` joins repeated ones. */
  readonly rawHeaders?: readonly string[];
}

export interface CaddyRequest {
  readonly method?: "GET" | "POST";
  readonly path: string;
  /** The name asked for (SNI and Host): the festival's, `localhost`, unless told. */
  readonly host?: string;
  /** The client's source address, e.g. 127.0.0.2. */
  readonly from?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly json?: unknown;
  readonly timeoutMs?: number;
}

let ca: string | undefined;

export function throughCaddy(options: CaddyRequest): Promise<Answer> {
  ca ??= caddyCa();
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        servername: options.host ?? "localhost",
        port: topology().caddyPort,
        path: options.path,
        method: options.method ?? "GET",
        localAddress: options.from,
        ca,
        agent: false,
        timeout: options.timeoutMs ?? 10_000,
        headers: {
          host: `${options.host ?? "localhost"}:${topology().caddyPort}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
          }),
        );
        response.on("error", () => resolve({ status: "network", body: text, headers: {} }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) =>
      resolve({ status: "network", body: error.message, headers: {} }),
    );
    request.end(body);
  });
}

/** A visitor's message without a proof of work, as a script sends it (flood control's "unverified"). */
export function submitThroughCaddy(
  from: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  return throughCaddy({
    method: "POST",
    path: "/api/submissions",
    from,
    headers,
    json: { author: "Z topologii", message },
  });
}

/** Source addresses 127.0.<block>.1 … 127.0.<block>.<count>: each a visitor of its own. */
export function addresses(block: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `127.0.${block}.${index + 1}`);
}
