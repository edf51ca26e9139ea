// The night after a festival day, in English (core/english-nights.ts).
export { nightAfter } from "../../../core/english-nights";
