/**
 * The profanity filter (core/README.md#profanity-filter), shared by the toast and the server. Pure
 * TypeScript: the only dependency is obscenity (its English dataset included, `english.ts`), which
 * has no browser or Node imports.
 */
export {
  containsProfanity,
  findProfanity,
  submissionContainsProfanity,
  type ProfanityMatch,
  type ProfanityView,
} from "./matcher";
export { canonicalForm, foldText, normalizeText } from "./normalize";
export { VULGAR_PATTERNS, VULGAR_PHRASES, type VulgarPhrase } from "./patterns";
export { ENGLISH_WHITELIST, WHITELIST } from "./whitelist";
