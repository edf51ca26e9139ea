/**
 * A line with rounded ends and corners, drawn in the text's colour, for the line icons. Apart from
 * the frame (icon.ts), which every page's first load carries, as only lazily loaded icons use it.
 */
export const ROUND_LINE = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
