import type { FestivalSet } from "../../../core/festival-schedule";
import { useSetChanges } from "../../set-changes";
import type { ArtistSetLine } from "./artist-set";

/**
 * An artist's set line that follows the leads' late changes as the page hears them
 * (app/set-changes.ts, fed by the announcement's poll). Loaded by the line-up only within the
 * programme's hours.
 */
export function LiveArtistSet({ set, Line }: { set: FestivalSet; Line: typeof ArtistSetLine }) {
  const change = useSetChanges().find((entry) => entry.setId === set.id);
  return (
    <Line set={set} delay={change?.delayMinutes ?? 0} cancelled={change?.cancelled ?? false} />
  );
}
