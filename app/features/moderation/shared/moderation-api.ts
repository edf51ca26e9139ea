import type { z } from "zod";
import {
  ClaimedItemsSchema,
  ErrorBodySchema,
  ModerationSessionSchema,
  NightFiguresSchema,
  QueueItemSchema,
  SenderBlockSchema,
  SubmissionCountsSchema,
  validItems,
  type ClaimedItems,
  type ModerationSession,
  type NightFigures,
  type QueueItem,
  type SenderBlock,
  type SubmissionCounts,
} from "#core/contract";
import type { Decision, SubmissionStatus } from "#core/submission-transitions";

/**
 * The moderation API over HTTP. Every answer is read through the schemas of core/contract, the
 * module the server validates and documents with, so the two sides cannot drift apart. The
 * lead's part is in lead-api.ts.
 */
export const BASE = "/api/moderation";
export const STREAM_URL = `${BASE}/stream`;

const NETWORK_ERROR = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";
export const GENERIC_ERROR = "Coś poszło nie tak. Spróbuj ponownie za chwilę.";

/**
 * A failed call: the server's Polish `error` text (or ours), the status (0: no answer) and the
 * server's code ("already_decided", "forbidden_role", …) when it sent one.
 */
export class ModerationApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | number | null = null,
  ) {
    super(message);
  }
}

/**
 * "Try again in …" from a 429's Retry-After (seconds): the server's text cannot know how long
 * the wait is, and a login back-off lasts from a second to a quarter of an hour.
 */
function retryHint(retryAfter: string | null): string {
  const seconds = Number(retryAfter);
  if (retryAfter === null || !Number.isFinite(seconds) || seconds <= 0) return "";
  const wait = seconds < 90 ? `${Math.ceil(seconds)} s` : `${Math.ceil(seconds / 60)} min`;
  return ` Spróbuj ponownie za ${wait}.`;
}

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: "same-origin", ...init });
  } catch {
    throw new ModerationApiError(NETWORK_ERROR, 0);
  }
  if (response.ok) return response;
  let message = GENERIC_ERROR;
  let code: string | number | null = null;
  try {
    const body = ErrorBodySchema.safeParse(await response.json());
    if (body.success) {
      if (body.data.error !== "") message = body.data.error;
      code = body.data.code;
    }
  } catch {
    // Not JSON (a proxy's error page): keep the generic text.
  }
  if (response.status === 429) message += retryHint(response.headers.get("retry-after"));
  throw new ModerationApiError(message, response.status, code);
}

/** An answer read with `schema`; one that does not match is a failure, never shown. */
export async function read<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const body = schema.safeParse(await response.json());
  if (!body.success) throw new ModerationApiError(GENERIC_ERROR, 500);
  return body.data;
}

const json = { "content-type": "application/json" };
/**
 * Every change goes out as JSON, `{}` when there is nothing to say: the server refuses staff
 * changes that are not declared JSON, so no other site's form or no-cors fetch can make one.
 */
export const change = (method: "POST" | "PUT" | "DELETE", body: unknown = {}): RequestInit => ({
  method,
  headers: json,
  body: JSON.stringify(body),
});

export const moderationApi = {
  /** Who is signed in on this browser and the mode; null when it has no session. */
  async session(): Promise<ModerationSession | null> {
    try {
      return await read(await call("/session"), ModerationSessionSchema);
    } catch (error) {
      if (error instanceof ModerationApiError && error.status === 401) return null;
      throw error;
    }
  },

  async login(name: string, password: string): Promise<void> {
    await call("/session", change("POST", { name, password }));
  },

  async logout(): Promise<void> {
    await call("/session", change("DELETE"));
  },

  /**
   * This moderator's own next items, renewing the claims on them
   * (server/moderation/README.md#no-double-work).
   */
  async claim(): Promise<ClaimedItems> {
    return read(await call("/claims", change("POST")), ClaimedItemsSchema);
  },

  /** The items of one list; malformed ones are left out, never shown. */
  async list(status: SubmissionStatus): Promise<QueueItem[]> {
    const body: unknown = await (await call(`/submissions?status=${status}`)).json();
    return validItems(QueueItemSchema, body) ?? [];
  },

  async counts(): Promise<SubmissionCounts> {
    const body = SubmissionCountsSchema.safeParse(await (await call("/counts")).json());
    return body.success ? body.data : { pending: 0, approved: 0, rejected: 0 };
  },

  async figures(): Promise<NightFigures> {
    return read(await call("/figures"), NightFiguresSchema);
  },

  /** `from` is the status the moderator saw: the server refuses (409) if it is no longer so. */
  async decide(id: number, decision: Decision, from: SubmissionStatus): Promise<QueueItem> {
    return read(
      await call(`/submissions/${id}/${decision}`, change("POST", { from })),
      QueueItemSchema,
    );
  },

  /** Blocks the sender of a message; their waiting messages are rejected with it. */
  async block(id: number): Promise<SenderBlock> {
    return read(await call(`/submissions/${id}/block`, change("POST")), SenderBlockSchema);
  },
};
