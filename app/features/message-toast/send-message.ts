import { PROOF_HEADER } from "../../../core/proof-of-work";

/** What the toast posts (spec §3 "Screen message", §7). */
export interface ScreenMessage {
  readonly author: string;
  readonly message: string;
}

/**
 * The outcome of a send: the HTTP status the server answered with, or `null` when no status
 * exists (the request never got an answer). The dialog maps either one through the §8 catalogue.
 */
export type SendOutcome = { readonly status: number | null };

/** What goes with a message besides its text. */
export interface SendExtras {
  /** A solved proof of work: the `Altcha` header (docs/decisions/010); none when undefined. */
  readonly proof?: string;
}

export type SendMessage = (message: ScreenMessage, extras?: SendExtras) => Promise<SendOutcome>;

/**
 * `{host}` of spec §7, fixed at build time (`VITE_API_HOST`, e.g. `https://api.example.pl`).
 * Empty means the site's own origin, so the default build posts to `/api/submissions`.
 */
export const API_HOST: string = normalizeHost(import.meta.env.VITE_API_HOST);

/** Accepts only a string (the env value is untyped) and drops trailing slashes. */
export function normalizeHost(value: unknown): string {
  return typeof value === "string" ? value.trim().replace(/\/+$/, "") : "";
}

export function submissionsUrl(host: string = API_HOST): string {
  return `${host}/api/submissions`;
}

/**
 * Spec §4: "on a network failure the dialog opens with the status from the error response, if
 * one exists". `fetch` rejects without a response, but a wrapped client (or a test double) may
 * attach one as `error.response.status` or `error.status`; anything else has no status.
 */
export function statusFromError(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const response: unknown = "response" in error ? error.response : undefined;
  if (typeof response === "object" && response !== null && "status" in response) {
    const { status } = response;
    if (typeof status === "number" && status > 0) return status;
  }
  if ("status" in error && typeof error.status === "number" && error.status > 0) {
    return error.status;
  }
  return null;
}

/**
 * POST {host}/api/submissions with a JSON body (spec §7), and the proof of work in its header
 * when there is one. Only the status is used; the body is never read, so it is not even parsed.
 */
export async function sendMessage(
  { author, message }: ScreenMessage,
  {
    proof,
    fetchImpl = fetch,
    url = submissionsUrl(),
  }: SendExtras & { fetchImpl?: typeof fetch; url?: string } = {},
): Promise<SendOutcome> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (proof !== undefined) headers[PROOF_HEADER] = proof;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ author, message }),
    });
    return { status: response.status };
  } catch (error) {
    return { status: statusFromError(error) };
  }
}
