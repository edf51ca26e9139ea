import type { ComponentType } from "react";
import type { FestivalSet } from "#core/festival-schedule";
import { StageLink } from "../../components/stage-link";

/**
 * The set line that follows late changes (app/features/festival-days/live-artist-set.tsx), which
 * the home route hands the line-up while the festival is on.
 */
export type LiveArtistSet = ComponentType<{ set: FestivalSet }>;

/**
 * Under an artist's name: the start and the stage of their set, as content plans it. Within the
 * programme's hours the line-up swaps in `live`, which follows the late changes: a small chunk of
 * its own, so /homepage's first load carries none of it. Until a change it writes the same line.
 */
export function ArtistSet({ set, live: Live }: { set: FestivalSet; live?: LiveArtistSet }) {
  if (Live) return <Live set={set} />;
  return (
    <p className="artist-card__set">
      <time dateTime={set.startsAt}>{set.startTime}</time> · <StageLink stageId={set.stage} />
    </p>
  );
}
