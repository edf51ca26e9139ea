/**
 * The moderation API over HTTP (docs/product.md#moderation-api). Types are declared here rather
 * than imported: app/ never imports server/ (docs/architecture.md); /api/docs is the contract
 * both sides follow.
 */
export type SubmissionStatus = "pending" | "approved" | "rejected";
export type ModerationMode = "pre" | "post";
export type Decision = "approve" | "reject" | "undo";

export interface ModerationItem {
  readonly id: number;
  readonly author: string;
  readonly message: string;
  readonly status: SubmissionStatus;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

export type Counts = Readonly<Record<SubmissionStatus, number>>;

/** A `change` event of /api/moderation/stream. */
export interface QueueChange {
  readonly item: ModerationItem;
  readonly previousStatus: SubmissionStatus | null;
}

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
    const body: unknown = await response.json();
    if (typeof body === "object" && body !== null && "error" in body) {
      if (typeof body.error === "string" && body.error !== "") message = body.error;
    }
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const STATUSES: readonly string[] = ["pending", "approved", "rejected"];

export function isModerationItem(value: unknown): value is ModerationItem {
  return (
    isRecord(value) &&
    typeof value.id === "number" &&
    typeof value.author === "string" &&
    typeof value.message === "string" &&
    typeof value.status === "string" &&
    STATUSES.includes(value.status) &&
    typeof value.createdAt === "string" &&
    (value.decidedAt === null || typeof value.decidedAt === "string")
  );
}

export function toQueueChange(value: unknown): QueueChange | null {
  if (!isRecord(value) || !isModerationItem(value.item)) return null;
  const previous = value.previousStatus;
  if (previous !== null && (typeof previous !== "string" || !STATUSES.includes(previous))) {
    return null;
  }
  return { item: value.item, previousStatus: previous as SubmissionStatus | null };
}

export const moderationApi = {
  /** The moderation mode when this browser has a session, null when it has none. */
  async session(): Promise<ModerationMode | null> {
    try {
      const body: unknown = await (await call("/session")).json();
      return isRecord(body) && body.moderation === "post" ? "post" : "pre";
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

  async list(status: SubmissionStatus): Promise<ModerationItem[]> {
    const body: unknown = await (await call(`/submissions?status=${status}`)).json();
    return Array.isArray(body) ? body.filter(isModerationItem) : [];
  },

  async counts(): Promise<Counts> {
    const body: unknown = await (await call("/counts")).json();
    const count = (key: SubmissionStatus) =>
      isRecord(body) && typeof body[key] === "number" ? body[key] : 0;
    return { pending: count("pending"), approved: count("approved"), rejected: count("rejected") };
  },

  async decide(id: number, decision: Decision): Promise<ModerationItem> {
    const body: unknown = await (
      await call(`/submissions/${id}/${decision}`, change("POST"))
    ).json();
    if (!isModerationItem(body)) throw new ModerationApiError(GENERIC_ERROR, 500);
    return body;
  },
};
