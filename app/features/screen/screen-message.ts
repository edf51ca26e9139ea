/**
 * A message as GET /api/screen/messages and /api/screen/stream deliver it
 * (docs/product.md#screen-feed). Declared here, not imported: app/ talks to the server only over
 * HTTP (docs/architecture.md).
 */
export interface ScreenMessage {
  readonly id: number;
  readonly author: string;
  readonly message: string;
  readonly approvedAt: string;
  /** Place in the screen's order: the SSE `id:` of the event that brought it. */
  readonly position: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Checks a message from the network; anything malformed is dropped, never rendered. */
export function toScreenMessage(value: unknown, position: number): ScreenMessage | null {
  if (!isRecord(value) || !Number.isSafeInteger(position)) return null;
  const { id, author, message, approvedAt } = value;
  if (
    typeof id !== "number" ||
    typeof author !== "string" ||
    typeof message !== "string" ||
    typeof approvedAt !== "string"
  ) {
    return null;
  }
  return { id, author, message, approvedAt, position };
}

/** The `{id}` of a `remove` event, or null. */
export function toRemovedId(value: unknown): number | null {
  return isRecord(value) && typeof value.id === "number" ? value.id : null;
}
