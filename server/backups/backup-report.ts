import type { RecordCounts } from "../db/record-counts";

/** The counts of a backup or a restored database, as the commands print them (in Polish). */
export function describeCounts(counts: RecordCounts): string {
  return (
    `wiadomości ${counts.messages} (z decyzją ${counts.decidedMessages}), ` +
    `zdarzenia ekranów ${counts.screenEvents}, wpisy dziennika ${counts.auditEntries}.`
  );
}
