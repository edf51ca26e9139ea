/**
 * Runs a task again later, waiting twice as long after each consecutive failure (up to a
 * maximum): retrying work that failed because a dependency is down, without hammering it.
 */
export class Backoff {
  private timer: NodeJS.Timeout | undefined;
  private delay: number;
  private cancelled = false;

  constructor(
    private readonly task: () => void,
    private readonly firstMs: number,
    private readonly maxMs: number,
  ) {
    this.delay = firstMs;
  }

  /** The task failed: run it after the current delay (once, however often this is called). */
  schedule(): void {
    if (this.cancelled || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.task();
    }, this.delay);
    this.timer.unref();
    this.delay = Math.min(this.delay * 2, this.maxMs);
  }

  /** The task succeeded: the next failure waits the first delay again. */
  reset(): void {
    this.delay = this.firstMs;
  }

  cancel(): void {
    this.cancelled = true;
    clearTimeout(this.timer);
  }
}
