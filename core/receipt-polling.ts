/**
 * How often the toast asks where the visitor's last message stands (GET /api/submissions/receipt),
 * apart from the receipt's schema so the toast loads no zod (README.md#the-contract).
 */

/** The toast asks again this often while the message is not yet on screen or refused. */
export const RECEIPT_POLL_MS = 10_000;
