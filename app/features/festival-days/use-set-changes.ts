import type { SetChange } from "../../../core/festival-moment";

const NO_CHANGES: readonly SetChange[] = [];

/** The leads' late changes to the schedule. */
export function useSetChanges(): readonly SetChange[] {
  return NO_CHANGES;
}
