/**
 * What every icon's `<svg>` carries: a 24-unit square, hidden from assistive technology because
 * the control or text beside it carries the name. Each icon adds its size, or a class whose CSS
 * sizes it. A plain object, not a component: the footer's icons bring it into every page's first
 * load, where a component would cost more bytes.
 */
export const ICON = { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;
