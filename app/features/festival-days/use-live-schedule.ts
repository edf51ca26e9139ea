import { useMemo } from "react";
import { edition } from "#content-layer";
import {
  applyLateChanges,
  festivalMoment,
  type FestivalMoment,
  type LiveSet,
} from "#core/festival-moment";
import { FESTIVAL_SETS, STAGES } from "../../festival-sets";
import { useFestivalClock } from "./use-festival-clock";
import { useLateChanges } from "../../late-changes";

export interface LiveSchedule {
  /** Every set with the leads' late changes applied. */
  readonly sets: readonly LiveSet[];
  /** What is on; undefined while prerendering and hydrating. */
  readonly moment: FestivalMoment | undefined;
  /** The ids of the sets playing now. */
  readonly playing: ReadonlySet<string>;
  /** The ids of the sets over by now (as they happened, late changes applied); empty outside the days. */
  readonly ended: ReadonlySet<string>;
}

const STAGE_IDS = STAGES.map((stage) => stage.id);
const NOTHING: ReadonlySet<string> = new Set();

/**
 * The schedule as it stands at this moment: content's sets, moved by late changes, and what
 * plays now. The timetable, now/next and "Mój plan" read it, so they always agree.
 */
export function useLiveSchedule(): LiveSchedule {
  const now = useFestivalClock();
  const changes = useLateChanges();
  const sets = useMemo(() => applyLateChanges(FESTIVAL_SETS, changes), [changes]);
  return useMemo(() => {
    if (now === undefined) return { sets, moment: undefined, playing: NOTHING, ended: NOTHING };
    const moment = festivalMoment(edition.days, STAGE_IDS, sets, now);
    const playing = new Set(
      moment.kind === "live" ? moment.stages.flatMap((stage) => stage.now?.id ?? []) : [],
    );
    const ended = new Set(
      sets.filter((set) => !set.cancelled && Date.parse(set.endsAt) <= now).map((set) => set.id),
    );
    return { sets, moment, playing, ended };
  }, [now, sets]);
}
