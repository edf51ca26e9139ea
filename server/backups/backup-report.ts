import type { RecordCounts } from "../db/record-counts";
import { BACKUP_TEXTS } from "../texts/backup-texts";

/** The counts of a backup or a restored database, as the commands print them (in Polish). */
export function describeCounts(counts: RecordCounts): string {
  return BACKUP_TEXTS.counts(counts);
}
