/**
 * setTimeout stores its delay as a signed 32-bit integer: anything above 2^31-1 ms (about
 * 24.8 days) overflows and fires at once. The toast may wait far longer for the message window
 * (it appears by itself at the start, core/README.md#message-window), so long waits are chained in
 * steps.
 */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Calls `callback` once the clock reaches `instant` (at once if it already has) and returns a
 * function that cancels it. Each step re-reads `now()`, so a wait that the browser stretched
 * (a sleeping laptop, a throttled background tab) still ends at the right instant.
 */
export function scheduleAt(
  instant: Date,
  callback: () => void,
  now: () => number = Date.now,
): () => void {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    const remaining = instant.getTime() - now();
    if (remaining <= 0) {
      handle = undefined;
      callback();
      return;
    }
    handle = setTimeout(step, Math.min(remaining, MAX_TIMEOUT_MS));
  };
  step();
  return () => {
    if (handle !== undefined) clearTimeout(handle);
    handle = undefined;
  };
}
