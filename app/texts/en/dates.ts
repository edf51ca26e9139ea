// The English pages write dates with core/english-dates.ts, the same API as the Polish module
// (docs/decisions/018; app/texts/texts.test.ts checks that the two agree).
export * from "../../../core/english-dates";
