import {
  ErrorBodySchema,
  ModerationSessionSchema,
  SubmissionCountsSchema,
  SubmissionSchema,
  validItems,
  type Decision,
  type ModerationMode,
  type Submission,
  type SubmissionCounts,
  type SubmissionStatus,
} from "../../../core/contract";

/**
 * The moderation API over HTTP. Every answer is read through the schemas of core/contract, the
 * module the server validates and documents with, so the two sides cannot drift apart.
 */
const BASE = "/api/moderation";
export const STREAM_URL = `${BASE}/stream`;

const NETWORK_ERROR = "Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie.";
const GENERIC_ERROR = "Coś poszło nie tak. Spróbuj ponownie za chwilę.";

/** A failed call: the server's Polish `error` text (or ours), and the status (0: no answer). */
export class ModerationApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
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

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { credentials: "same-origin", ...init });
  } catch {
    throw new ModerationApiError(NETWORK_ERROR, 0);
  }
  if (response.ok) return response;
  let message = GENERIC_ERROR;
  try {
    const body = ErrorBodySchema.safeParse(await response.json());
    if (body.success && body.data.error !== "") message = body.data.error;
  } catch {
    // Not JSON (a proxy's error page): keep the generic text.
  }
  if (response.status === 429) message += retryHint(response.headers.get("retry-after"));
  throw new ModerationApiError(message, response.status);
}

const json = { "content-type": "application/json" };
/**
 * Every change goes out as JSON, `{}` when there is nothing to say: the server refuses staff
 * changes that are not declared JSON, so no other site's form or no-cors fetch can make one.
 */
const change = (method: "POST" | "DELETE", body: unknown = {}): RequestInit => ({
  method,
  headers: json,
  body: JSON.stringify(body),
});

export const moderationApi = {
  /** The moderation mode when this browser has a session, null when it has none. */
  async session(): Promise<ModerationMode | null> {
    try {
      const body = ModerationSessionSchema.safeParse(await (await call("/session")).json());
      // An answer without a readable mode is taken as the default, pre-moderation.
      return body.success ? body.data.moderation : "pre";
    } catch (error) {
      if (error instanceof ModerationApiError && error.status === 401) return null;
      throw error;
    }
  },

  async login(password: string): Promise<void> {
    await call("/session", change("POST", { password }));
  },

  async logout(): Promise<void> {
    await call("/session", change("DELETE"));
  },

  /** The submissions of one list; malformed ones are left out, never shown. */
  async list(status: SubmissionStatus): Promise<Submission[]> {
    const body: unknown = await (await call(`/submissions?status=${status}`)).json();
    return validItems(SubmissionSchema, body) ?? [];
  },

  async counts(): Promise<SubmissionCounts> {
    const body = SubmissionCountsSchema.safeParse(await (await call("/counts")).json());
    return body.success ? body.data : { pending: 0, approved: 0, rejected: 0 };
  },

  async decide(id: number, decision: Decision): Promise<Submission> {
    const body = SubmissionSchema.safeParse(
      await (await call(`/submissions/${id}/${decision}`, change("POST"))).json(),
    );
    if (!body.success) throw new ModerationApiError(GENERIC_ERROR, 500);
    return body.data;
  },
};
