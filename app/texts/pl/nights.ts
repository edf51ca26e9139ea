// The night after a festival day, in Polish (core/polish-nights.ts): its own area, so only the
// programme and now/next load it.
export { nightAfter } from "../../../core/polish-nights";
