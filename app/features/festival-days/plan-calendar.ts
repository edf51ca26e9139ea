import type { Edition } from "#content-layer";
import type { LiveSet } from "#core/festival-moment";
import texts from "virtual:texts/festival-days";
import { editionSlug } from "../../edition";
import { buildCalendar, icsStamp, type CalendarEvent } from "#core/ics";
import { setHours, setTitle } from "../../festival-sets";

/** Minutes before each starred set the calendar reminds the visitor (not of a cancelled one). */
export const PLAN_ALARM_MINUTES = 15;

/**
 * The visitor's plan and a single set as calendar files (README.md). A set is
 * the same event in both: its UID is its schedule id, its SEQUENCE the number of late changes it
 * has had, so a file downloaded after a delay or a cancellation replaces the event imported
 * before (RFC 5545 §3.8.7.4) instead of adding a second one, whichever file either came from.
 */

function stageNameIn(edition: Edition, stageId: string): string {
  return edition.stages.find((stage) => stage.id === stageId)?.name ?? stageId;
}

/** One set as it stands: its current (delayed) times, cancelled sets kept as CANCELLED. */
function setEvent(edition: Edition, set: LiveSet, siteUrl: string): CalendarEvent {
  const { venue } = edition;
  const stage = stageNameIn(edition, set.stage);
  const programmeUrl = `${siteUrl}/about#program`;
  const summary = `${setTitle(set)} – ${stage}`;
  const description = texts.planCalendar.setDescription(stage, setHours(set), programmeUrl);
  // The page's own words for the change ("Opóźnienie 20 min (planowo 22:15)") open the description.
  const change = set.cancelled
    ? texts.setStatus.cancelled
    : set.delayMinutes > 0
      ? texts.setStatus.delayed(set.delayMinutes, set.plannedStartTime)
      : undefined;
  return {
    uid: `${editionSlug(edition)}-${set.id}@${new URL(edition.siteUrl).host}`,
    start: set.startsAt,
    end: set.endsAt,
    summary: set.cancelled ? texts.planCalendar.cancelledSummary(summary) : summary,
    description: change === undefined ? description : `${change}. ${description}`,
    location: `${stage}, ${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.city}`,
    url: programmeUrl,
    alarmMinutesBefore: PLAN_ALARM_MINUTES,
    sequence: set.sequence,
    status: set.cancelled ? "CANCELLED" : "CONFIRMED",
  };
}

function calendarOf(edition: Edition, events: CalendarEvent[], madeAt: Date | string): string {
  const { name, languageTag } = texts.planCalendar;
  return buildCalendar({
    productId: `-//${edition.name}//${name} ${edition.year}//${languageTag}`,
    name: `${name} – ${edition.name} ${edition.year}`,
    stamp: icsStamp(madeAt),
    events,
  });
}

/**
 * The plan's file: exactly the starred sets, in time order, each as it stands. `madeAt` is the
 * DTSTAMP: when the file is made (the click that downloads it).
 */
export function planCalendar(
  edition: Edition,
  starred: readonly LiveSet[],
  siteUrl: string,
  madeAt: Date | string,
): string {
  const events = starred
    .map((set) => setEvent(edition, set, siteUrl))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return calendarOf(edition, events, madeAt);
}

/** One set's own file: the plan's event for it, alone, under the same calendar name. */
export function setCalendar(
  edition: Edition,
  set: LiveSet,
  siteUrl: string,
  madeAt: Date | string,
): string {
  return calendarOf(edition, [setEvent(edition, set, siteUrl)], madeAt);
}

/** "juwenalia-syrenki-2025-moj-plan.ics" */
export function planCalendarFileName(edition: Edition): string {
  return `${editionSlug(edition)}-${texts.myPlan.fileSuffix}.ics`;
}

/** "juwenalia-syrenki-2025-2025-05-16-mira-wolna.ics" */
export function setCalendarFileName(edition: Edition, set: LiveSet): string {
  return `${editionSlug(edition)}-${set.id}.ics`;
}
