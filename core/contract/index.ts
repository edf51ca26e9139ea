/**
 * The API contract: every wire shape shared by the server and its clients, as zod schemas, with
 * the rules both sides apply to them (docs/architecture.md, "The contract"). The server validates
 * and documents with these schemas; the moderation panel and the screen parse with them.
 */
export * from "./errors";
export * from "./events";
export * from "./health";
export * from "./limits";
export * from "./moderation";
export * from "./parse";
export * from "./plain-readers";
export * from "./screen";
export * from "./screen-control";
export * from "./screen-keys";
export * from "./staff";
export * from "./submissions";
export * from "./transitions";
