import { readFileSync } from "node:fs";
import http2 from "node:http2";
import net from "node:net";
import path from "node:path";
import tls from "node:tls";

// The tests' self-signed certificate for localhost/127.0.0.1 (tests/fixtures/tls).
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/tls");
export const TLS_CERT = readFileSync(path.join(FIXTURES, "localhost-cert.pem"));
export const TLS_KEY = readFileSync(path.join(FIXTURES, "localhost-key.pem"));

/** What a raw HTTP/1.1 exchange brought back, and when the server closed the connection. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** Everything received. */
  text: string;
  /** From the first byte sent to the close; undefined when the test gave up first. */
  closedAfterMs?: number;
}

function parseAnswer(text: string): Pick<RawAnswer, "status" | "headers" | "body"> {
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end === -1 ? "" : text.slice(end + 4),
  };
}

export interface RawOptions {
  /** Sent at once. */
  send: string;
  /** Sent every second afterwards (a slow body). */
  drip?: string;
  /** Over TLS (HTTP/1.1, no ALPN) with the fixtures' certificate. */
  tls?: boolean;
  localAddress?: string;
  giveUpMs?: number;
}

/** Opens a socket, sends raw bytes and collects the answer until the server closes. */
export function rawExchange(port: number, options: RawOptions): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const target = { host: "127.0.0.1", port, localAddress: options.localAddress };
    const socket: net.Socket = options.tls
      ? tls.connect({ ...target, ca: TLS_CERT, servername: "localhost" })
      : net.connect(target);
    const started = Date.now();
    let text = "";
    let closedAfterMs: number | undefined;
    socket.write(options.send);
    const drip = options.drip
      ? setInterval(() => socket.write(options.drip ?? ""), 1000)
      : undefined;
    const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs ?? 8000);
    socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
    socket.on("end", () => (closedAfterMs ??= Date.now() - started));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      if (closedAfterMs === undefined && Date.now() - started < (options.giveUpMs ?? 8000)) {
        closedAfterMs = Date.now() - started;
      }
      resolve({ ...parseAnswer(text), text, closedAfterMs });
    });
  });
}

/** An HTTP/2 answer. */
export interface H2Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** An HTTP/2 request; `body` is sent at once, `drip` every second after it without ending. */
export function h2Request(
  session: http2.ClientHttp2Session,
  headers: http2.OutgoingHttpHeaders,
  options: { body?: string; drip?: string } = {},
): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const stream = session.request(headers, { endStream: false });
    let received: http2.IncomingHttpHeaders = {};
    let body = "";
    if (options.body !== undefined) stream.write(options.body);
    const drip = options.drip
      ? setInterval(() => stream.write(options.drip ?? ""), 1000)
      : undefined;
    if (!options.drip) stream.end();
    stream.on("response", (answer) => (received = answer));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("error", reject);
    stream.on("close", () => {
      clearInterval(drip);
      resolve({
        status: Number(received[":status"]),
        headers: received,
        body,
        ms: Date.now() - started,
      });
    });
  });
}
