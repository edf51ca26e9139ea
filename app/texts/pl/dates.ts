// The Polish pages write dates with the Polish words (core/dates/polish-words.ts) and the forms of
// core/dates/date-writer.ts, each page importing only the forms it writes (docs/decisions/018).
export { calendarDate, type CalendarDate } from "#core/dates/calendar-date";
export * from "#core/dates/date-writer";
export { polishWords as dateWords } from "#core/dates/polish-words";
