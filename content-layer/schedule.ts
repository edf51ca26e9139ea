import { festivalSets, type FestivalSet, type ScheduleDayInput } from "#core/festival-schedule";
import { programmeSpans, type ProgrammeSpan } from "#core/programme-hours";
import { stagePointId, type SitePlanPoint } from "#core/site-plan";
import { festivalDayInstants } from "#core/warsaw-time";

/**
 * The edition's schedule worked out at build time (`virtual:content/schedule`): every set as
 * instants, each day's programme hours, and the festival's start and end. The pages read it
 * as data instead of computing it as they start: the Warsaw-time arithmetic then stays out of the
 * code every page loads first (tests/e2e/budget.spec.ts), and the server and the tests compute
 * the same from the same core modules.
 */
export interface EditionSchedule {
  readonly sets: readonly FestivalSet[];
  readonly spans: readonly ProgrammeSpan[];
  /**
   * When the first day's gates open and the last day's last concert ends as planned (ISO, Warsaw
   * offset): the festival's own start and end; undefined for an edition without days.
   */
  readonly startsAt: string | undefined;
  readonly endsAt: string | undefined;
}

export function editionSchedule(days: readonly ScheduleDayInput[]): EditionSchedule {
  const sets = festivalSets(days);
  const first = days[0];
  const last = days.at(-1);
  return {
    sets,
    spans: programmeSpans(days, sets),
    startsAt: first && festivalDayInstants(first).opensAt,
    endsAt: last && festivalDayInstants(last).lastConcertEndsAt,
  };
}

/**
 * Each stage's point id on the site plan, by the stage's id (`virtual:content/stage-points`): a
 * stage the plan has no point for is left out (content:check refuses that edition).
 */
export function stagePoints(
  stages: readonly { readonly id: string }[],
  points: readonly Pick<SitePlanPoint, "id" | "kind" | "stage">[],
): Readonly<Record<string, string>> {
  return Object.fromEntries(
    stages.flatMap((stage) => {
      const pointId = stagePointId(points, stage.id);
      return pointId ? [[stage.id, pointId] as const] : [];
    }),
  );
}
