import https from "node:https";
import webpush, { WebPushError } from "web-push";
import type { PushPayload } from "#core/contract";
import { endpointAllowed, publicOnlyLookup } from "./push-endpoints";

/** The server's VAPID identity (RFC 8292): its key pair, base64url, and a contact. */
export interface VapidIdentity {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` URL the push services may contact the sender at. */
  subject: string;
}

/** One push to send: to whom, what, and how long the push service may hold it. */
export interface PushMessage {
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: PushPayload;
  /** Seconds the push service keeps it for a phone that is offline (RFC 8030's TTL). */
  ttlSeconds: number;
  urgency: "high" | "normal";
  /** A newer message of the same topic replaces one not delivered yet. */
  topic?: string;
}

/** What the push service made of it. */
export type SendResult =
  | { outcome: "sent" }
  | { outcome: "gone" }
  | { outcome: "retry"; afterMs?: number }
  | { outcome: "refused"; statusCode: number };

/**
 * How long one VAPID signature is used for a push service (RFC 8292 allows up to 24 hours): signed
 * once per service, not per push, which saves a signature and a key conversion on each of
 * thousands; made again an hour before it runs out.
 */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_MS = 60 * 60_000;

/** How long one push may take before it counts as failed and is tried again. */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * Connections kept open to one push service. Each new one costs a TLS handshake on the event
 * loop, so not one per push in flight (64); kept alive, these carry a whole fan-out, the other
 * pushes in flight waiting in the agent's queue. 5,000 pushes in 30 s at 100 ms a push service
 * round trip need 17 at once.
 */
export const SOCKETS_PER_PUSH_SERVICE = 32;

function retryAfterMs(headers: Record<string, string | string[] | undefined>): number | undefined {
  const value = headers["retry-after"];
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Sends pushes with `web-push` (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292
 * VAPID), over a keep-alive agent whose DNS lookups answer public addresses only
 * (push-endpoints.ts). `testCa` trusts the stand-in push service's certificate in tests; an
 * endpoint on a test origin is reached without the public-address lookup.
 */
export class PushSender {
  private readonly agent: https.Agent;
  private readonly signatures = new Map<string, { authorization: string; renewAt: number }>();

  constructor(
    private readonly vapid: VapidIdentity,
    private readonly testOrigins: readonly string[] = [],
    testCa?: string,
  ) {
    this.agent = new https.Agent({
      keepAlive: true,
      maxSockets: SOCKETS_PER_PUSH_SERVICE,
      lookup: publicOnlyLookup,
      ...(testCa === undefined ? {} : { ca: testCa }),
    });
  }

  async send(message: PushMessage): Promise<SendResult> {
    // Checked again at sending: a subscription stored under other rules must not be reached.
    if (!endpointAllowed(message.endpoint, this.testOrigins)) return { outcome: "gone" };
    try {
      await webpush.sendNotification(
        { endpoint: message.endpoint, keys: { p256dh: message.p256dh, auth: message.auth } },
        JSON.stringify(message.payload),
        {
          headers: { Authorization: this.authorization(message.endpoint) },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          topic: message.topic,
          contentEncoding: "aes128gcm",
          agent: this.agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
      return { outcome: "sent" };
    } catch (error) {
      if (!(error instanceof WebPushError)) {
        // A network fault or a timeout is worth another try; anything else is a subscription
        // web-push cannot encrypt for (its keys), which no retry mends.
        const transient =
          (error instanceof Error && "code" in error) ||
          (error instanceof Error && error.message === "Socket timeout");
        return transient ? { outcome: "retry" } : { outcome: "refused", statusCode: 0 };
      }
      const status = error.statusCode;
      if (status === 404 || status === 410) return { outcome: "gone" };
      if (status === 429 || status >= 500) {
        return { outcome: "retry", afterMs: retryAfterMs(error.headers) };
      }
      return { outcome: "refused", statusCode: status };
    }
  }

  /** The `vapid t=…, k=…` header for the push service of `endpoint` (its origin is the audience). */
  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const signed = this.signatures.get(audience);
    if (signed && signed.renewAt > now) return signed.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_VALID_SECONDS;
    const { subject, publicKey, privateKey } = this.vapid;
    const headers = webpush.getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      "aes128gcm",
      expiration,
    );
    const authorization = String(headers.Authorization);
    const renewAt = now + VAPID_VALID_SECONDS * 1000 - VAPID_RENEW_BEFORE_MS;
    this.signatures.set(audience, { authorization, renewAt });
    return authorization;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A fresh VAPID key pair, base64url, for a server whose environment sets none. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
