// The night after a festival day, in English (core/dates/english-nights.ts).
export { nightAfter } from "#core/dates/english-nights";
