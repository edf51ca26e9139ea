import type { ChangeSource } from "../db/change-bus";
import type { NightRecords, NightRecordsRepository, NightWindows } from "../db/night-records";

/**
 * How long one read of the night's records answers every panel while nothing is committed. The
 * windows the figures cover slide with the clock, and a screen's first showing is recorded without
 * the bus, so a read is never older than this; shorter than the panel's 5 s poll, so one panel
 * alone always reads afresh.
 */
export const NIGHT_RECORDS_REUSE_MS = 4000;

interface Read {
  generation: number;
  readAtMs: number;
  records: Promise<NightRecords>;
}

/**
 * The night's records as every open panel shares them: it follows the change bus, and a read is
 * reused, by any number of moderators polling at once, until a change commits on any instance or
 * NIGHT_RECORDS_REUSE_MS pass. A failed read is never reused, so an outage shows at the next poll.
 */
export class NightRecordsReader {
  /** Counts the committed changes heard; a read taken under an older count is stale. */
  private generation = 0;
  private last: Read | undefined;
  readonly stop: () => void;

  constructor(
    private readonly store: Pick<NightRecordsRepository, "read">,
    changes: ChangeSource,
    private readonly reuseMs = NIGHT_RECORDS_REUSE_MS,
  ) {
    const changed = () => {
      this.generation += 1;
    };
    this.stop = changes.subscribe({ committed: changed, missed: changed });
  }

  /** The records for `windows` as of `now`: the last read when still current, else a new one. */
  read(now: Date, windows: NightWindows): Promise<NightRecords> {
    const nowMs = now.getTime();
    const last = this.last;
    if (
      last !== undefined &&
      last.generation === this.generation &&
      nowMs >= last.readAtMs &&
      nowMs - last.readAtMs < this.reuseMs
    ) {
      return last.records;
    }
    const read: Read = {
      generation: this.generation,
      readAtMs: nowMs,
      records: this.store.read(windows),
    };
    this.last = read;
    read.records.catch(() => {
      if (this.last === read) this.last = undefined;
    });
    return read.records;
  }
}
