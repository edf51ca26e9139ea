import type { FastifyInstance } from "fastify";
import { PROOF_HEADER } from "#core/proof-of-work";
import { submit, VALID } from "./helpers";
import { proofFor } from "./proofs";

export type Reply = Awaited<ReturnType<typeof submit>>;

export const DEVICE_COOKIE = "juwenalia_device";

export function deviceCookieOf(response: Reply): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
  return cookie ? `${DEVICE_COOKIE}=${cookie.value}` : undefined;
}

/** A phone with the toast: its own device cookie once it has one, a fresh proof per message. */
export class Phone {
  cookie: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async send(message = VALID.message, author = VALID.author): Promise<Reply> {
    const headers: Record<string, string> = { [PROOF_HEADER]: await proofFor(this.app) };
    if (this.cookie) headers.cookie = this.cookie;
    const response = await submit(this.app, { author, message }, headers);
    this.cookie ??= deviceCookieOf(response);
    return response;
  }
}
