import type { ComponentType } from "react";
import texts from "virtual:texts/lineup";
import type { FestivalSet } from "../../../core/festival-schedule";
import { warsawTimeOfDay } from "../../../core/warsaw-time";
import { stageName } from "../../festival-sets";

/**
 * The live line-up's set line (live-artist-set.tsx), loaded within the programme's hours. It is
 * handed the line to write rather than importing it: an import would move this module into a
 * chunk of its own on /homepage's first load.
 */
export type LiveArtistSet = ComponentType<{ set: FestivalSet; Line: typeof ArtistSetLine }>;

/**
 * Under an artist's name: the start and the stage of their set, as content plans it. Within the
 * programme's hours the line-up swaps in `live`, which follows the late changes (a small chunk of
 * its own, so /homepage loads none of it first); both write the line the same way.
 */
export function ArtistSet({ set, live: Live }: { set: FestivalSet; live?: LiveArtistSet }) {
  return Live ? (
    <Live set={set} Line={ArtistSetLine} />
  ) : (
    <ArtistSetLine set={set} delay={0} cancelled={false} />
  );
}

/**
 * "20:15 · Scena główna · opóźnienie 15 min (planowo 20:00)", or "· odwołany" with the start
 * struck through: the moved start and the change, as the timetable and now/next say them.
 */
export function ArtistSetLine({
  set,
  delay,
  cancelled,
}: {
  set: FestivalSet;
  delay: number;
  cancelled: boolean;
}) {
  const startsAt =
    delay === 0 ? set.startsAt : new Date(Date.parse(set.startsAt) + delay * 60_000).toISOString();
  return (
    <p className="artist-card__set" data-state={cancelled ? "cancelled" : undefined}>
      <time dateTime={startsAt} className={cancelled ? "artist-card__was" : undefined}>
        {delay === 0 ? set.startTime : warsawTimeOfDay(startsAt)}
      </time>{" "}
      · {stageName(set.stage)}
      {cancelled ? (
        <span className="artist-card__change"> · {texts.setCancelled}</span>
      ) : delay > 0 ? (
        <span className="artist-card__change"> · {texts.setDelayed(delay, set.startTime)}</span>
      ) : null}
    </p>
  );
}
