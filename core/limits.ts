/**
 * Length limits of a screen message (spec §5 and §9: author 3-32 characters, message 5-128).
 *
 * They sit in their own module so that both `codes.ts` (the texts quote them) and
 * `message-rules.ts` (the checks apply them) can import them without an import cycle.
 * "Characters" are what a person sees: see `visibleLength` in `message-rules.ts`.
 */
export const AUTHOR_MIN_LENGTH = 3;
export const AUTHOR_MAX_LENGTH = 32;
export const MESSAGE_MIN_LENGTH = 5;
export const MESSAGE_MAX_LENGTH = 128;
