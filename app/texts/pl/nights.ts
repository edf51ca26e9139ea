// The night after a festival day, in Polish (core/dates/polish-nights.ts): its own area, so only
// the programme and now/next load it.
export { nightAfter } from "#core/dates/polish-nights";
