/**
 * Length limits of a screen message: author 3-32 characters, message 5-128
 * (README.md#validation-order).
 *
 * They sit in their own module so that both `codes.ts` (the texts quote them) and
 * `message-rules.ts` (the checks apply them) can import them without an import cycle.
 * "Characters" are what a person sees: see `visibleLength` in `message-rules.ts`.
 */
export const AUTHOR_MIN_LENGTH = 3;
export const AUTHOR_MAX_LENGTH = 32;
export const MESSAGE_MIN_LENGTH = 5;
export const MESSAGE_MAX_LENGTH = 128;

/**
 * Combining marks (Unicode category M) one character — one grapheme cluster — may carry. Real
 * writing needs few: "ą" typed as "a" + ogonek has 1, Vietnamese "ệ" typed decomposed 2, the
 * keycap "1️⃣" 2 (VS16 + U+20E3), "🏳️‍⚧️" 2 (two VS16), Hindi "स्त्रीं" 4 (two viramas, a vowel
 * sign, anusvara), pointed Hebrew with a cantillation mark up to 4. Anything beyond is stacked
 * decoration ("Zalgo" text) drawn far above and below its line; the server refuses it (78).
 */
export const MAX_MARKS_PER_CHARACTER = 4;
