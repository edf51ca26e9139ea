/**
 * The anchor of "Powiadomienia" in "Mój plan" (README.md): the shortcut's bell leads there when
 * the browser cannot turn them on (the card says why and how) and when they are on (the reminder
 * and the switch off are there). The same in both languages, like the plan's `#moj-plan`.
 */
export const NOTIFICATIONS_ANCHOR = "powiadomienia";
export const NOTIFICATIONS_LINK = `/about#${NOTIFICATIONS_ANCHOR}`;
