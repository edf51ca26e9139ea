/**
 * Keyboard movement in a WAI-ARIA composite widget (tabs, accordion headers): the index that
 * `key` moves focus to among `count` items, wrapping at both ends, or undefined for other keys.
 */
export function rovingFocusTarget(
  key: string,
  index: number,
  count: number,
  orientation: "horizontal" | "vertical",
): number | undefined {
  const [next, previous] =
    orientation === "horizontal" ? ["ArrowRight", "ArrowLeft"] : ["ArrowDown", "ArrowUp"];
  if (key === next) return (index + 1) % count;
  if (key === previous) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
