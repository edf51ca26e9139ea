// The English pages write dates with the English words (core/dates/english-words.ts) and the same
// forms as the Polish pages (docs/decisions/018; app/texts/texts.test.ts checks the two agree).
export { calendarDate, type CalendarDate } from "#core/dates/calendar-date";
export * from "#core/dates/date-writer";
export { englishWords as dateWords } from "#core/dates/english-words";
