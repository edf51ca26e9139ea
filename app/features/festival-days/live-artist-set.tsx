import texts from "virtual:texts/lineup-changes";
import type { FestivalSet } from "#core/festival-schedule";
import { warsawTimeOfDay } from "#core/warsaw-time";
import { StageLink } from "../../components/stage-link";
import { useLateChanges } from "../../late-changes";

/**
 * A line-up card's set line that follows the leads' late changes as the page hears them
 * (app/late-changes.ts, fed by the announcement's poll): "20:15 · Scena główna · opóźnienie
 * 15 min (planowo 20:00)", or the planned start struck through and "· odwołany", as the timetable and
 * now/next say them; without a change, the line the line-up writes itself
 * (app/features/lineup/artist-set.tsx). It comes with now/next's chunk, while the festival is on.
 */
export function LiveArtistSet({ set }: { set: FestivalSet }) {
  const change = useLateChanges().find((entry) => entry.setId === set.id);
  const delay = change?.delayMinutes ?? 0;
  const cancelled = change?.cancelled ?? false;
  const startsAt =
    delay === 0 ? set.startsAt : new Date(Date.parse(set.startsAt) + delay * 60_000).toISOString();
  return (
    <p className="artist-card__set" data-state={cancelled ? "cancelled" : undefined}>
      <time dateTime={startsAt} className={cancelled ? "artist-card__was" : undefined}>
        {delay === 0 ? set.startTime : warsawTimeOfDay(startsAt)}
      </time>{" "}
      · <StageLink stageId={set.stage} />
      {cancelled ? (
        <span className="artist-card__change"> · {texts.cancelled}</span>
      ) : delay > 0 ? (
        <span className="artist-card__change"> · {texts.delayed(delay, set.startTime)}</span>
      ) : null}
    </p>
  );
}
