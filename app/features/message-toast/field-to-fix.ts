import { RESULT_CODES, type ToastResultCode } from "#core/codes";

export type FieldName = "author" | "message";

/**
 * The field a client result code asks the visitor to fix: 71 the author, 72 and 73 the message
 * (the profanity check reads both fields, and the message is where a vulgarity almost always
 * sits); none for the window codes 69 and 70, which no edit can fix.
 */
export function fieldToFix(code: ToastResultCode): FieldName | null {
  switch (code) {
    case RESULT_CODES.AUTHOR_TOO_SHORT:
      return "author";
    case RESULT_CODES.MESSAGE_TOO_SHORT:
    case RESULT_CODES.PROFANITY:
      return "message";
    default:
      return null;
  }
}
