import { useId } from "react";

/**
 * The Syrenka monogram on a 48×48 grid: an S that ends in a mermaid's tail fluke, raising the
 * sword of Warsaw's coat of arms. Shared with artwork/ (the favicon set and the artwork),
 * so the mark is drawn in one place.
 */
export const SYRENKA_MARK = {
  viewBox: "0 0 48 48",
  /** The S body, its tail fluke and the rounded top terminal, filled with the main colour. */
  body: [
    "M33.3 9.6L32.1 7.9L30.3 6.2L28.2 5.1L26 4.3L23.7 3.9L21.4 3.9L19.1 4.2L16.8 5.1L14.8 6.4L13.1 8.3L12 10.8L11.6 13.6L12.1 16.5L13.6 18.9L15.5 20.7L17.5 22L19.6 23.1L21.7 24L23.6 24.9L25.3 25.9L26.7 26.8L27.6 27.7L28.2 28.7L28.5 30.1L28.5 31.3L28.2 32.4L27.9 33.3L27.3 34.2L26.7 35L25.9 35.6L24.9 36.1L23.9 36.5L22.8 36.8L21.7 36.9L20.7 36.8L19.5 36.5L18.5 39.5L19.9 40L21.5 40.3L23.1 40.4L24.8 40.2L26.4 39.8L27.9 39.1L29.4 38.2L30.7 37.1L31.8 35.6L32.7 34L33.3 32.1L33.5 29.9L33.2 27.2L32 24.7L30.4 22.7L28.4 21.2L26.4 19.9L24.4 18.7L22.5 17.7L20.8 16.7L19.6 15.7L18.8 14.9L18.5 14.2L18.4 13.4L18.5 12.6L18.8 12L19.2 11.6L19.9 11.1L20.8 10.8L21.9 10.6L23.1 10.7L24.3 10.9L25.4 11.3L26.3 11.8L27 12.4L27.7 13.4Z",
    "M19.5 38.2C15 34 9.5 34.5 7 37.5C10.5 37.5 13 38.6 15 40C12.5 41.5 10.5 44 10.5 46.5C14 44.5 17.5 42 19.5 38.2Z",
    "M27.1 11.5a3.4 3.4 0 1 0 6.8 0a3.4 3.4 0 1 0-6.8 0Z",
  ],
  /** The sword (blade, cross-guard, grip), filled with the accent colour. */
  sword:
    "M32.4 14.9L37.4 5.3L40.5 2.3L39.7 6.5L34.7 16.1Z M29.8 14.5L30.6 12.9L37.2 16.5L36.4 18.1Z M30.8 18.6L32.7 15.1L34.3 15.9L32.4 19.5Z",
} as const;

/** Accent of the sword; a parent can override `--logo-accent` (defaults to the gold token). */
const ACCENT = { fill: "var(--logo-accent, var(--color-gold, #ffcf4a))" } as const;
const WORDMARK = {
  fontFamily: "var(--font-display, system-ui, sans-serif)",
  fontWeight: 800,
} as const;

/**
 * The festival logo: the Syrenka monogram and the wordmark JUWENALIA SYRENKI, drawn in
 * currentColor (the sword in the accent). Decorative (aria-hidden) unless a `title` is given,
 * then it is an image with that accessible name. Both lines are set to a fixed length so every
 * font fallback keeps the same block.
 */
export function Logo({ className, title }: { className?: string; title?: string }) {
  const titleId = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 200 48"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-labelledby={title ? titleId : undefined}
      focusable="false"
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {SYRENKA_MARK.body.map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
      <path d={SYRENKA_MARK.sword} style={ACCENT} />
      <text
        x="54"
        y="22"
        fontSize="18"
        textLength="142"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        style={WORDMARK}
      >
        JUWENALIA
      </text>
      <text
        x="54"
        y="42"
        fontSize="16"
        textLength="142"
        lengthAdjust="spacing"
        fill="currentColor"
        style={WORDMARK}
      >
        SYRENKI
      </text>
    </svg>
  );
}
