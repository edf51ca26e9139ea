import { ICON } from "./icon";

/** A tram: public transport. */
export function TramIcon() {
  return (
    <svg {...ICON} width={28} height={28}>
      <path
        fill="currentColor"
        d="M9 2h6v2h-2v1h3a3 3 0 0 1 3 3v8a3 3 0 0 1-2.2 2.9L18 21h-2.2l-1-2H9.2l-1 2H6l1.2-2.1A3 3 0 0 1 5 16V8a3 3 0 0 1 3-3h3V4H9V2Zm-1 5a1 1 0 0 0-1 1v4h10V8a1 1 0 0 0-1-1H8Zm.5 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  );
}
