import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "#core/idempotency-key";
import { PROOF_HEADER } from "#core/proof-of-work";
import { API_HOST } from "../../api-host";
import { isServerResultCode, type ServerResultCode } from "#core/codes";
import { readResultCode } from "#core/plain-readers";
import type { MessageDraft } from "#core/contract/submissions";

/**
 * The outcome of a send: the HTTP status the server answered with, or `null` when no status
 * exists (the request never got an answer). The dialog maps either one through the catalogue of
 * README.md#result-dialog; `code` is a server-only result code (74-78) read from a 422 answer,
 * which picks its own text.
 */
export type SendOutcome = { readonly status: number | null; readonly code?: ServerResultCode };

/** What goes with a message besides its text. */
export interface SendExtras {
  /** A solved proof of work: the `Altcha` header (docs/decisions/010); none when undefined. */
  readonly proof?: string;
}

export type SendMessage = (message: MessageDraft, extras?: SendExtras) => Promise<SendOutcome>;

// The host lives in app/api-host.ts, which the announcement banner shares.
export { API_HOST, normalizeHost } from "../../api-host";

export function submissionsUrl(host: string = API_HOST): string {
  return `${host}/api/submissions`;
}

/**
 * On a network failure the dialog uses the status of the error's response, if one exists
 * (README.md#sending). `fetch` rejects without a response, but an injected `fetchImpl` may reject
 * with an error carrying `status`; anything else has no status.
 */
export function statusFromError(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  if ("status" in error && typeof error.status === "number" && error.status > 0) {
    return error.status;
  }
  return null;
}

/**
 * The server-only result code of a 422 answer (`{code, error}`, see server/errors.ts), if it
 * carries one. Text the toast lets through can still be refused there — pasted "Zalgo" text
 * gets 78 — and the visitor should learn what to fix, not "try again later". Codes 69-73 stay
 * the toast's own (its README), so a server's 69-73 is not shown; neither is anything unreadable.
 */
async function serverCodeOf(response: Response): Promise<ServerResultCode | undefined> {
  if (response.status !== 422) return undefined;
  try {
    const code = readResultCode(await response.json());
    return isServerResultCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The statuses a proxy answers with when an instance died under a request or none answers. */
const PROXY_ERROR_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** How long the one resend waits: long enough for the proxy to notice a dead instance. */
export const RESEND_DELAY_MS = 500;

/**
 * Whether a body is the server's own error answer (`{code, error}`, server/errors.ts): then the
 * server did answer, and its 503 (the database restarting, load shed) is the result.
 */
function isServerAnswer(text: string): boolean {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return false;
    const { code, error } = body as { code?: unknown; error?: unknown };
    return (typeof code === "string" || typeof code === "number") && typeof error === "string";
  } catch {
    return false;
  }
}

/** One attempt's result, and whether its answer was lost on the way (so a resend is safe). */
interface Attempt {
  readonly outcome: SendOutcome;
  readonly lost: boolean;
}

async function judge(response: Response): Promise<Attempt> {
  if (PROXY_ERROR_STATUSES.has(response.status)) {
    const text = await response.text().catch(() => "");
    return { outcome: { status: response.status }, lost: !isServerAnswer(text) };
  }
  const code = await serverCodeOf(response);
  const outcome =
    code === undefined ? { status: response.status } : { status: response.status, code };
  return { outcome, lost: false };
}

/**
 * POST {host}/api/submissions with a JSON body, the proof of work in its
 * header when there is one, and a new idempotency key (core/idempotency-key.ts). The status
 * decides; the one exception is a 422's server-only code (`serverCodeOf`).
 *
 * When the answer was lost — the connection dropped, or a proxy's 502/503/504 that is not the
 * server's own JSON, as when an instance dies with the message in it — the message is sent once
 * more with the same key, so the server stores it at most once and answers the resend as it
 * answered the first time (server/README.md#messages-in-flight). The second attempt's
 * result is the one shown, whatever it is.
 */
export async function sendMessage(
  { author, message }: MessageDraft,
  {
    proof,
    fetchImpl = fetch,
    url = submissionsUrl(),
    resendDelayMs = RESEND_DELAY_MS,
  }: SendExtras & { fetchImpl?: typeof fetch; url?: string; resendDelayMs?: number } = {},
): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    [IDEMPOTENCY_HEADER]: newIdempotencyKey(),
  };
  if (proof !== undefined) headers[PROOF_HEADER] = proof;
  const body = JSON.stringify({ author, message });
  const attempt = async (): Promise<Attempt> => {
    try {
      return await judge(await fetchImpl(url, { method: "POST", headers, body }));
    } catch (error) {
      return { outcome: { status: statusFromError(error) }, lost: true };
    }
  };
  const first = await attempt();
  if (!first.lost) return first.outcome;
  await new Promise((resolve) => setTimeout(resolve, resendDelayMs));
  return (await attempt()).outcome;
}
