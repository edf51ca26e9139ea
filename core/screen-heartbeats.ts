/**
 * How the named screens report to the panel (server/screens/README.md#screen-control): how often,
 * when the panel gives one up as offline, and how many the server keeps. The screens send by these
 * numbers, the server and the panel judge by them.
 */

/** A named screen reports every SCREEN_HEARTBEAT_MS, and at once when what it shows changes. */
export const SCREEN_HEARTBEAT_MS = 10_000;
/** The panel marks a screen offline after this long without a heartbeat. */
export const SCREEN_OFFLINE_AFTER_MS = 25_000;
/**
 * Named screens the server keeps at most; a cap even though only keyed screens report
 * (server/screens/README.md#screen-control).
 */
export const MAX_NAMED_SCREENS = 100;
