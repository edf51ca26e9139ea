import type { LiveSet } from "../../../core/festival-moment";

/**
 * A set's state in words, when it has one: "TERAZ", a delay with the planned start, or
 * "ODWOŁANY". Never colour alone: the words are what a screen reader and a sunlit phone show.
 */
export function SetStatus({ set, playing }: { set: LiveSet; playing: boolean }) {
  if (set.cancelled) return <p className="set-status set-status--cancelled">Odwołany</p>;
  if (playing) return <p className="set-status set-status--playing">Teraz</p>;
  if (set.delayMinutes > 0) {
    return (
      <p className="set-status set-status--delayed">
        Opóźnienie {set.delayMinutes} min (planowo {set.plannedStartTime})
      </p>
    );
  }
  return null;
}
