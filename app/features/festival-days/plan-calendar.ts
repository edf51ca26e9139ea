import type { Edition } from "../../../content";
import type { LiveSet } from "../../../core/festival-moment";
import { calendarDate, weekdayName } from "virtual:texts/dates";
import texts from "virtual:texts/festival-days";
import { festivalDayInstants } from "../../../core/warsaw-time";
import { editionSlug } from "../../edition";
import { buildCalendar, type CalendarEvent } from "../../../core/ics";
import { setTitle, stageName } from "../../festival-sets";

/** Minutes before each starred set (and each gate opening) the calendar reminds the visitor. */
export const PLAN_ALARM_MINUTES = 15;
const GATES_EVENT_MINUTES = 30;

/**
 * The visitor's plan as a calendar file (docs/product.md#festival-days): one event per starred
 * set that still plays, at its current times, and the gate opening of each day the plan
 * touches, each with a 15-minute reminder. A set's UID is its schedule id, so importing the file
 * again after a delay updates the event instead of adding a second one.
 */
export function planCalendar(
  edition: Edition,
  starred: readonly LiveSet[],
  siteUrl: string,
): string {
  const { venue } = edition;
  const location = `${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.city}`;
  const slug = editionSlug(edition);
  const uidDomain = new URL(edition.siteUrl).host;
  const playing = starred.filter((set) => !set.cancelled);
  const days = edition.days.filter((day) => playing.some((set) => set.day === day.date));
  const gates: CalendarEvent[] = days.map((day) => {
    const opensAt = festivalDayInstants(day).opensAt;
    return {
      uid: `${slug}-bramy-${day.date}@${uidDomain}`,
      start: opensAt,
      end: new Date(new Date(opensAt).getTime() + GATES_EVENT_MINUTES * 60_000).toISOString(),
      summary: texts.planCalendar.gatesSummary(edition.name, weekdayName(calendarDate(day.date))),
      description: texts.planCalendar.gatesDescription(day.opensAt, edition.minimumAge),
      location,
      url: `${siteUrl}/about#program`,
      alarmMinutesBefore: PLAN_ALARM_MINUTES,
    };
  });
  const sets: CalendarEvent[] = playing.map((set) => ({
    uid: `${slug}-${set.id}@${uidDomain}`,
    start: set.startsAt,
    end: set.endsAt,
    summary: `${setTitle(set)} – ${stageName(set.stage)}`,
    description: texts.planCalendar.setDescription(
      stageName(set.stage),
      `${set.startTime}–${set.endTime}`,
      `${siteUrl}/about#program`,
    ),
    location: `${stageName(set.stage)}, ${location}`,
    url: `${siteUrl}/about#program`,
    alarmMinutesBefore: PLAN_ALARM_MINUTES,
  }));
  const events = [...gates, ...sets].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const { name, languageTag } = texts.planCalendar;
  return buildCalendar({
    productId: `-//${edition.name}//${name} ${edition.year}//${languageTag}`,
    name: `${name} – ${edition.name} ${edition.year}`,
    stamp: new Date(edition.announcedAt).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, ""),
    events,
  });
}
