import { edition } from "../content";
import { festivalSets, type FestivalSet } from "../core/festival-schedule";

/**
 * The schedule as the pages show it (docs/product.md#festival-days): every set of the edition
 * computed once from content, and the words for a set and a stage.
 */

/** Every set of the edition, day by day in time order. */
export const FESTIVAL_SETS: readonly FestivalSet[] = festivalSets(edition.days);

/** The stages in the timetable's order. */
export const STAGES = edition.stages;

const stageById = new Map(STAGES.map((stage) => [stage.id, stage]));

/** "Scena główna" */
export function stageName(stageId: string): string {
  return stageById.get(stageId)?.name ?? stageId;
}

/** "Główna": now/next's short label. */
export function stageShortName(stageId: string): string {
  return stageById.get(stageId)?.shortName ?? stageId;
}

/** The act, or what a student-stage slot without a named band is. */
export function setTitle(set: Pick<FestivalSet, "act">): string {
  return set.act ?? "koncert zespołu studenckiego";
}

/** "18:00–19:00" */
export function setHours(set: Pick<FestivalSet, "startTime" | "endTime">): string {
  return `${set.startTime}–${set.endTime}`;
}
