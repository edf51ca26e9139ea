import { isResultCode, type ResultCode } from "./codes";
import type {
  Announcement,
  MessageReceipt,
  PublicAnnouncement,
  ReceiptState,
  LateChange,
  LateChangeInForce,
} from "./contract/screen-control";
import type { Challenge } from "./contract/submissions";

/**
 * The answers the public pages read (the message toast, the sender's receipt, the announcement
 * banner), checked without zod: these ship to every visitor and stay small
 * (README.md#the-contract). Each reader follows its schema field by field, and
 * plain-readers.test.ts holds them to the schema's verdict on the same samples.
 */

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === "object" && value !== null ? (value as Fields) : undefined;
}

const isString = (value: unknown) => typeof value === "string";
const isInteger = (value: unknown) => Number.isInteger(value);
/** zod's `.int()`: an integer within the safe range. */
const isSafeInteger = (value: unknown) => Number.isSafeInteger(value);
const isNullOr = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === null || check(value);
const isAbsentOr = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === undefined || check(value);

/** The required and optional parameters of `ChallengeSchema`, except the free-form `data`. */
const CHALLENGE_PARAMETERS: Readonly<Record<string, (value: unknown) => boolean>> = {
  algorithm: isString,
  nonce: isString,
  salt: isString,
  cost: isInteger,
  keyLength: isInteger,
  keyPrefix: isString,
  keySignature: isAbsentOr(isString),
  memoryCost: isAbsentOr(isInteger),
  parallelism: isAbsentOr(isInteger),
  expiresAt: isAbsentOr(isInteger),
};

/** GET /api/submissions/challenge's answer, as `ChallengeSchema` accepts it. */
export function readChallenge(value: unknown): Challenge | undefined {
  const challenge = fieldsOf(value);
  const parameters = fieldsOf(challenge?.parameters);
  if (challenge === undefined || parameters === undefined) return undefined;
  if (!isAbsentOr(isString)(challenge.signature)) return undefined;
  for (const [name, check] of Object.entries(CHALLENGE_PARAMETERS)) {
    if (!check(parameters[name])) return undefined;
  }
  const data = parameters.data;
  if (data !== undefined && fieldsOf(data) === undefined) return undefined;
  return value as Challenge;
}

/** The result code of an error body (`ErrorBodySchema`), when it carries one. */
export function readResultCode(body: unknown): ResultCode | undefined {
  const code = fieldsOf(body)?.code;
  return typeof code === "number" && isResultCode(code) && isString(fieldsOf(body)?.error)
    ? code
    : undefined;
}

/**
 * An answer that carries one object, or null, under `key` (`{ announcement: … }`, `{ receipt: … }`):
 * accepted when the object is null or passes `isValid`.
 */
function readNullableObject<Answer>(
  value: unknown,
  key: string,
  isValid: (fields: Fields) => boolean,
): Answer | undefined {
  const body = fieldsOf(value);
  if (body === undefined || !(key in body)) return undefined;
  if (body[key] === null) return value as Answer;
  const fields = fieldsOf(body[key]);
  return fields !== undefined && isValid(fields) ? (value as Answer) : undefined;
}

/**
 * `SET_DELAY_MAX_MINUTES` and the bounds of `LateChangeSchema.setId`, repeated here so the reader
 * needs no zod; the test holds them to the schema at both edges.
 */
const LATE_CHANGE_BOUNDS = { maxDelayMinutes: 180, maxSetIdLength: 160 } as const;
const SET_ID = /^[a-z0-9-]+$/;

/** One late change, as `LateChangeInForceSchema` accepts it (a missing sequence reads as 1). */
function isLateChange(value: unknown): value is LateChange & { sequence?: number } {
  const fields = fieldsOf(value);
  if (fields === undefined) return false;
  const { setId, delayMinutes, cancelled, sequence } = fields;
  return (
    (sequence === undefined ||
      (typeof sequence === "number" && isSafeInteger(sequence) && sequence >= 1)) &&
    typeof setId === "string" &&
    setId.length <= LATE_CHANGE_BOUNDS.maxSetIdLength &&
    SET_ID.test(setId) &&
    typeof delayMinutes === "number" &&
    isSafeInteger(delayMinutes) &&
    delayMinutes >= 0 &&
    delayMinutes <= LATE_CHANGE_BOUNDS.maxDelayMinutes &&
    typeof cancelled === "boolean"
  );
}

/**
 * The late changes of an answer: an entry the schema would refuse is dropped on its own, so one
 * bad entry never hides the others or the announcement; an answer without a list (a server from
 * before late changes) has none.
 */
function readLateChanges(value: unknown): LateChangeInForce[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isLateChange).map(({ setId, delayMinutes, cancelled, sequence }) => ({
    setId,
    delayMinutes,
    cancelled,
    sequence: sequence ?? 1,
  }));
}

/**
 * GET /api/announcement's answer: its announcement as `PublicAnnouncementSchema` accepts it (an
 * answer with a malformed one is refused whole), and its late changes as `readLateChanges` keeps
 * them.
 */
export function readPublicAnnouncement(value: unknown): PublicAnnouncement | undefined {
  const answer = readNullableObject<{ announcement: Announcement | null }>(
    value,
    "announcement",
    ({ id, text, startedAt, endsAt }) =>
      isSafeInteger(id) && isString(text) && isString(startedAt) && isNullOr(isString)(endsAt),
  );
  if (answer === undefined) return undefined;
  return {
    announcement: answer.announcement,
    lateChanges: readLateChanges(fieldsOf(value)?.lateChanges),
  };
}

/** `RECEIPT_STATES`, repeated here so the reader needs no zod; the test holds them equal. */
const RECEIPT_STATE_NAMES: readonly ReceiptState[] = ["pending", "approved", "shown", "rejected"];

/** GET /api/submissions/receipt's answer, as `MessageReceiptSchema` accepts it. */
export function readMessageReceipt(value: unknown): MessageReceipt | undefined {
  return readNullableObject<MessageReceipt>(
    value,
    "receipt",
    ({ id, state, shownAt }) =>
      isSafeInteger(id) &&
      RECEIPT_STATE_NAMES.some((name) => name === state) &&
      isNullOr(isString)(shownAt),
  );
}
