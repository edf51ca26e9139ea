import { isResultCode, type ResultCode } from "../codes";
import type { Challenge } from "./submissions";

/**
 * The two answers the public message toast reads, checked without zod: the toast ships to every
 * visitor and stays small (docs/architecture.md, "The contract"). Each reader follows its schema
 * field by field, and contract.test.ts holds them to the schema's verdict on the same samples.
 */

type Fields = Readonly<Record<string, unknown>>;

function fieldsOf(value: unknown): Fields | undefined {
  return typeof value === "object" && value !== null ? (value as Fields) : undefined;
}

const isString = (value: unknown) => typeof value === "string";
const isInteger = (value: unknown) => Number.isInteger(value);
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
