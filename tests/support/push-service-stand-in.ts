import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import https from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createStandInCertificate, type StandInCertificate } from "./stand-in-tls";

/**
 * A stand-in push service on loopback HTTPS (server/push/README.md#tests): what a browser's push
 * service does with our server's pushes, checked the way a real one checks them. It hands out
 * subscriptions as a browser would make them (a P-256 key pair and a 16-byte auth secret, made
 * here with node:crypto), receives each push, verifies its VAPID JWT (RFC 8292) against the `k`
 * it carries, decrypts its aes128gcm payload (RFC 8291, RFC 8188) with the subscription's
 * private key, and keeps what arrived. A test may make an endpoint answer 404 or 410, or slow
 * every answer down.
 */

/** A subscription as `PushSubscription.toJSON()` gives it to the page. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID JWT's claims, as verified. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The `k` of the Authorization header: the server's public key. */
  publicKey: string;
}

/** One push the stand-in accepted. */
export interface ReceivedPush {
  endpoint: string;
  at: number;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: VapidClaims;
  /** The decrypted payload, parsed as JSON (undefined when decryption was turned off). */
  payload: unknown;
}

interface Keys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 decryption of one aes128gcm body for the subscription with `keys`. */
export function decryptPush(body: Buffer, keys: Keys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, serverKey]);
  const ikm = hkdf(keys.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("push body: no last-record delimiter");
  return padded.subarray(0, end);
}

/** Verifies `vapid t=<jwt>, k=<key>` (RFC 8292); throws when it does not hold. */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  now: number,
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error("no VAPID authorization");
  const [head, claims, signature] = match[1].split(".") as [string, string, string];
  const point = Buffer.from(match[2], "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID k is no P-256 point");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: "jwk",
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const valid = verify(
    "sha256",
    signed,
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  const header = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header.alg !== "ES256") throw new Error("VAPID JWT not ES256");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as Partial<VapidClaims>;
  if (body.aud !== origin) throw new Error("VAPID aud is not the push service's origin");
  if (typeof body.exp !== "number" || body.exp * 1000 < now || body.exp * 1000 > now + 86_400_000)
    throw new Error("VAPID exp not within 24 hours");
  if (typeof body.sub !== "string" || !/^(mailto:|https:)/.test(body.sub))
    throw new Error("VAPID sub is no mailto: or https: URL");
  return { aud: body.aud, exp: body.exp, sub: body.sub, publicKey: match[2] };
}

export interface PushStandInOptions {
  /** Decrypt every payload (default); the benchmark may keep only the count. */
  decrypt?: boolean;
}

export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** Refused pushes and why: a test expects none. */
  readonly refusals: string[] = [];
  /** Every request by endpoint, accepted or not. */
  readonly requests = new Map<string, number>();
  /** Each answer waits this long (a slow push service, or a fan-out to interrupt). */
  delayMs = 0;
  /** TLS connections accepted so far: how many the sender opened. */
  connections = 0;
  private readonly keys = new Map<string, Keys>();
  private readonly answers = new Map<string, number>();
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: https.Server,
    private readonly certificate: StandInCertificate,
    readonly origin: string,
    private readonly options: PushStandInOptions,
  ) {}

  static async start(options: PushStandInOptions = {}): Promise<PushServiceStandIn> {
    const certificate = createStandInCertificate("push service stand-in");
    const server = https.createServer({ key: certificate.key, cert: certificate.cert });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const standIn = new PushServiceStandIn(
      server,
      certificate,
      `https://127.0.0.1:${port}`,
      options,
    );
    server.on("request", (req: IncomingMessage, res: ServerResponse) => standIn.handle(req, res));
    server.on("secureConnection", () => (standIn.connections += 1));
    return standIn;
  }

  /** The stand-in's certificate (PEM), for the sender's `testCa`. */
  get ca(): string {
    return this.certificate.cert;
  }

  /** A file holding the certificate, for NODE_EXTRA_CA_CERTS of a server process. */
  get caFile(): string {
    return this.certificate.caFile;
  }

  /** A new browser subscription on this push service. */
  subscription(): TestSubscription {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${randomBytes(12).toString("base64url")}`;
    this.keys.set(endpoint, { ecdh, publicKey, auth });
    return { endpoint, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
  }

  /** From now on `endpoint` answers `status` (404, 410: the subscription is gone). */
  answer(endpoint: string, status: number): void {
    this.answers.set(endpoint, status);
  }

  /** The pushes `endpoint` received. */
  to(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === endpoint);
  }

  /** Resolves once `done()` holds, checked after each request; rejects after `timeoutMs`. */
  async waitFor(done: () => boolean, timeoutMs = 15_000): Promise<void> {
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`stand-in push service: not done after ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.certificate.remove();
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const endpoint = `${this.origin}${req.url ?? ""}`;
      this.requests.set(endpoint, (this.requests.get(endpoint) ?? 0) + 1);
      // Every request, refused ones too, may be what a test waits for (a 404 asked once).
      const reply = (status: number) => {
        for (const waiter of [...this.waiters]) waiter();
        setTimeout(() => res.writeHead(status).end(), this.delayMs);
      };
      const keys = this.keys.get(endpoint);
      const answer = this.answers.get(endpoint);
      if (req.method !== "POST" || keys === undefined) return reply(404);
      if (answer !== undefined) return reply(answer);
      try {
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL");
        const vapid = verifyVapid(req.headers.authorization, this.origin, Date.now());
        const body = Buffer.concat(chunks);
        const payload =
          this.options.decrypt === false
            ? undefined
            : (JSON.parse(decryptPush(body, keys).toString("utf8")) as unknown);
        this.received.push({
          endpoint,
          at: Date.now(),
          ttl,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          vapid,
          payload,
        });
        reply(201);
      } catch (error) {
        this.refusals.push(error instanceof Error ? error.message : String(error));
        reply(400);
      }
    });
  }
}
