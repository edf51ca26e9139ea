import { describe, expect, it } from "vitest";
import { RESULT_CODES } from "#core/codes";
import { fieldToFix } from "./field-to-fix";

describe("fieldToFix", () => {
  it("points 71 at the author, 72 and 73 at the message, and the window codes nowhere", () => {
    expect(fieldToFix(RESULT_CODES.AUTHOR_TOO_SHORT)).toBe("author");
    expect(fieldToFix(RESULT_CODES.MESSAGE_TOO_SHORT)).toBe("message");
    expect(fieldToFix(RESULT_CODES.PROFANITY)).toBe("message");
    expect(fieldToFix(RESULT_CODES.BEFORE_START)).toBeNull();
    expect(fieldToFix(RESULT_CODES.AFTER_END)).toBeNull();
  });
});
