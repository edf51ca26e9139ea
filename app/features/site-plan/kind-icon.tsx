import type { SitePlanKind } from "#core/site-plan";
import { ICON } from "../../components/icon";

/**
 * One symbol per kind of point, in the icons' 24-unit frame (app/components/icon.ts), filled in
 * the text's colour: the plan's markers, its filters and its list draw the same ones.
 */
const PATHS: Readonly<Record<SitePlanKind, string>> = {
  // A note: music.
  stage: "M9 17.5a3.5 3.5 0 1 1-2-3.16V4.6L19 2.5v12a3.5 3.5 0 1 1-2-3.16V7.2L9 8.6v8.9Z",
  // An arrow going in through a door.
  gate: "M11 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-8v-2h7V5h-7V3Zm1 4.5 5 4.5-5 4.5V13H3v-2h9V7.5Z",
  // The wheelchair symbol.
  "accessible-entrance":
    "M12 1.5a2.25 2.25 0 1 1 0 4.5 2.25 2.25 0 0 1 0-4.5ZM11 8h2.5v4.5H18l2.6 6.1-2 .8-2-4.4H11V8Zm-2 3.5v2.3a4.25 4.25 0 1 0 6 5.2h2.2A6.25 6.25 0 1 1 9 11.5Z",
  // A cross.
  "first-aid": "M9 3h6v6h6v6h-6v6H9v-6H3V9h6V3Z",
  // A drop.
  water: "M12 2.5c3.6 4.5 6.5 8.3 6.5 11.6a6.5 6.5 0 0 1-13 0c0-3.3 2.9-7.1 6.5-11.6Z",
  // A man and a woman.
  toilets:
    "M6.5 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM4.5 7h4A1.5 1.5 0 0 1 10 8.5V14H8.75v8h-4.5v-8H3V8.5A1.5 1.5 0 0 1 4.5 7Zm13-5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM16 7h3l2.75 8.5H19V22h-3v-6.5h-2.75L16 7Zm-4.75-5h1.5v20h-1.5V2Z",
  // A fork and a knife.
  food: "M5 2h1.5v6h1V2H9v6h1V2h1.5v7.2a3 3 0 0 1-2 2.8V22h-2v-10a3 3 0 0 1-2.5-2.8V2Zm12 0c1.9 0 3 2.5 3 5.5V13h-2v9h-2V2h1Z",
  // An "i" in a circle.
  info: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1.25 8v8h2.5v-8h-2.5ZM12 5.25a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z",
  // A magnifying glass: looking for something.
  "lost-and-found":
    "M10 2.5a7.5 7.5 0 0 1 6 12l5 5-1.8 1.8-5-5a7.5 7.5 0 1 1-4.2-13.8Zm0 2.5a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z",
  // A locker with two doors.
  lockers:
    "M5 2h14a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm1 2v7h12V4H6Zm0 9v7h12v-7H6Zm9-7h2v3h-2V6Zm0 9h2v3h-2v-3Z",
  // An arrow going out through a door.
  exit: "M4 3h9v2H6v14h7v2H4V3Zm12 4.5 5 4.5-5 4.5V13H9v-2h7V7.5Z",
};

export function KindIcon({ kind, className }: { kind: SitePlanKind; className?: string }) {
  return (
    <svg {...ICON} className={className}>
      <path fill="currentColor" fillRule="evenodd" d={PATHS[kind]} />
    </svg>
  );
}
