import { z } from "zod";

/**
 * How the clients read what the server sends: through the contract's schemas, never a
 * hand-written check. A value that does not match is dropped (null, or left out of a list), so
 * a malformed message is never rendered.
 */

const UnknownListSchema = z.array(z.unknown());

/**
 * The items of a JSON list that match `schema`, the others left out; null when the answer is
 * not a list at all.
 */
export function validItems<T>(schema: z.ZodType<T>, body: unknown): T[] | null {
  const list = UnknownListSchema.safeParse(body);
  if (!list.success) return null;
  return list.data.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The data of a server-sent event (JSON text) if it matches `schema`, else null. */
export function parseEventData<T>(schema: z.ZodType<T>, text: string): T | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
