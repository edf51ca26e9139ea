import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Lowers the calling thread's priority alone to `niceness` (Linux: 0 is the default, 19 the
 * lowest). On Linux the niceness belongs to the thread, named by its id (/proc/thread-self), so
 * the process's other threads keep theirs. Elsewhere, or where it is not allowed, nothing changes.
 */
export function lowerThreadPriority(niceness: number): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId)) setPriority(threadId, niceness);
  } catch {
    // No /proc, or not allowed: the thread works the same, at the process's priority.
  }
}
