/** At most this many entries share one commit. */
export const MAX_GROUP_COMMIT = 200;

interface Queued<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: entries that arrive together are written by one call of `writeGroup`, in one
 * transaction, so one fsync (SQLite `synchronous=FULL`) or one commit round trip (PostgreSQL)
 * covers the whole group, and no entry is acknowledged before it is durable.
 *
 * `writeGroup` returns one output per input, in the same order; a missing output rejects its
 * entry, a failed write rejects the whole group.
 */
export class GroupCommit<Input, Output> {
  private readonly queue: Queued<Input, Output>[] = [];
  private flushScheduled = false;
  private flushing = false;

  constructor(private readonly writeGroup: (inputs: Input[]) => Promise<Output[]>) {}

  /** Resolves once the entry's group is committed. */
  add(input: Input): Promise<Output> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /** Writes queued entries, one group at a time, until the queue is empty. */
  private async flush(): Promise<void> {
    this.flushScheduled = false;
    if (this.flushing) return; // the running flush picks the newcomers up
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, MAX_GROUP_COMMIT);
        try {
          const outputs = await this.writeGroup(group.map((entry) => entry.input));
          group.forEach((entry, index) => {
            const output = outputs[index];
            if (output !== undefined) entry.resolve(output);
            else entry.reject(new Error("entry was not stored"));
          });
        } catch (error) {
          for (const entry of group) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
