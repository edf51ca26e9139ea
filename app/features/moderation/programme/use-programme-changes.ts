import { useCallback, useState } from "react";
import type { LateChangeInForce } from "#core/contract";
import { applyLateChanges, type LiveSet } from "#core/festival-moment";
import { FESTIVAL_SETS } from "../../../festival-sets";
import { notLoadedText, useLeadData } from "../shared/use-lead-data";
import { programmeApi } from "./programme-api";
import { CHANGE_DONE, PAGES_FOLLOW, setLabel } from "./programme-wording";

/** Which control of a set takes focus once a change is answered. */
export type FocusControl = "minutes" | "restore";
/** Where focus goes once a change is answered: the control that replaces the one pressed. */
type FocusAfter = { setId: string; control: FocusControl } | null;

export interface ProgrammeChanges {
  /** What shows until the changes are first read: loading, or why they could not be. */
  waiting: { text: string; alert: boolean } | null;
  /** Every set of the edition with the changes in force applied. */
  sets: LiveSet[];
  /** A change is on its way: no control sends another. */
  busy: boolean;
  /** What the last change did, for everyone to hear. */
  notice: string | null;
  /** Why a set's last change was refused, by set id. */
  failures: Readonly<Record<string, string>>;
  focusFor: (setId: string) => FocusControl | null;
  focusMoved: () => void;
  delay: (set: LiveSet, minutes: number) => void;
  cancel: (set: LiveSet) => void;
  restore: (set: LiveSet) => void;
}

const failureText = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/**
 * The late changes the "Program" tab shows and sends (app/features/moderation/README.md#program):
 * read when the tab opens and replaced by every answer, which carries all changes in force, other
 * leads' included. One change at a time; a refusal stays beside its set.
 */
export function useProgrammeChanges(): ProgrammeChanges {
  const { state } = useLeadData(programmeApi.list);
  const [answered, setAnswered] = useState<LateChangeInForce[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);
  const focusMoved = useCallback(() => setFocusAfter(null), []);

  const notLoaded = notLoadedText(state);
  const waiting =
    answered === null && notLoaded !== null
      ? { text: notLoaded, alert: state.kind !== "loading" }
      : null;
  const changes = answered ?? (state.kind === "loaded" ? state.data : []);

  const send = async (
    set: LiveSet,
    request: () => Promise<LateChangeInForce[]>,
    done: string,
    focus: FocusAfter,
  ) => {
    if (busy !== null) return;
    setBusy(set.id);
    setNotice(null);
    setFailures((others) => {
      const rest = { ...others };
      delete rest[set.id];
      return rest;
    });
    try {
      setAnswered(await request());
      setNotice(`${setLabel(set)}: ${done} ${PAGES_FOLLOW}`);
      setFocusAfter(focus);
    } catch (failure) {
      setFailures((others) => ({ ...others, [set.id]: failureText(failure) }));
    } finally {
      setBusy(null);
    }
  };

  return {
    waiting,
    sets: waiting === null ? applyLateChanges(FESTIVAL_SETS, changes) : [],
    busy: busy !== null,
    notice,
    failures,
    focusFor: (setId) => (focusAfter?.setId === setId ? focusAfter.control : null),
    focusMoved,
    delay: (set, minutes) =>
      void send(
        set,
        () => programmeApi.change({ setId: set.id, delayMinutes: minutes, cancelled: false }),
        CHANGE_DONE.delay(minutes),
        null,
      ),
    cancel: (set) =>
      void send(
        set,
        () =>
          programmeApi.change({ setId: set.id, delayMinutes: set.delayMinutes, cancelled: true }),
        CHANGE_DONE.cancel,
        { setId: set.id, control: "restore" },
      ),
    restore: (set) =>
      void send(set, () => programmeApi.clear(set.id), CHANGE_DONE.restore, {
        setId: set.id,
        control: "minutes",
      }),
  };
}
