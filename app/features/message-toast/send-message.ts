import { PROOF_HEADER } from "../../../core/proof-of-work";
import { API_HOST } from "../../api-host";
import { isServerResultCode, type ServerResultCode } from "../../../core/codes";
import { readResultCode } from "../../../core/plain-readers";
import type { MessageDraft } from "../../../core/contract/submissions";

/**
 * The outcome of a send: the HTTP status the server answered with, or `null` when no status
 * exists (the request never got an answer). The dialog maps either one through the catalogue of docs/product.md#result-dialog;
 * `code` is a server-only result code (74-78) read from a 422 answer, which picks its own text.
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
 * (docs/product.md#sending). `fetch` rejects without a response, but an injected `fetchImpl` may reject with
 * an error carrying `status`; anything else has no status.
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

/**
 * POST {host}/api/submissions with a JSON body (docs/architecture.md), and the proof of work in its header
 * when there is one. The status decides, as the spec says;
 * the one exception is a 422's server-only code (`serverCodeOf`). No other body is read.
 */
export async function sendMessage(
  { author, message }: MessageDraft,
  {
    proof,
    fetchImpl = fetch,
    url = submissionsUrl(),
  }: SendExtras & { fetchImpl?: typeof fetch; url?: string } = {},
): Promise<SendOutcome> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (proof !== undefined) headers[PROOF_HEADER] = proof;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers,
      body: JSON.stringify({ author, message }),
    });
  } catch (error) {
    return { status: statusFromError(error) };
  }
  const code = await serverCodeOf(response);
  return code === undefined ? { status: response.status } : { status: response.status, code };
}
