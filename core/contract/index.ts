/**
 * The API contract: every wire shape shared by the server and its clients, as zod schemas
 * (core/README.md#the-contract). The server validates and documents with these schemas;
 * the moderation panel and the screen parse with them. The rules both sides apply to these shapes
 * live beside the other rules in core/.
 */
export * from "./errors";
export * from "./events";
export * from "./health";
export * from "./moderation";
export * from "./parse";
export * from "./push";
export * from "./screen";
export * from "./screen-control";
export * from "./screen-keys";
export * from "./second-factor";
export * from "./staff";
export * from "./staff-sessions";
export * from "./submissions";
