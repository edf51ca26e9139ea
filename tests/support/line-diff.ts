/**
 * What a save changed in a text file, line by line, as a reviewer's diff shows it: the lines of
 * `before` that `after` no longer has and the lines it adds, by their longest common subsequence.
 * For small files (content files have a few hundred lines): quadratic in their length.
 */
export function lineChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i]![j] =
        a[i] === b[j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      removed.push(a[i++]!);
    } else {
      added.push(b[j++]!);
    }
  }
  removed.push(...a.slice(i));
  added.push(...b.slice(j));
  return { removed, added };
}
