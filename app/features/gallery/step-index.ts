/** The lightbox's next photo: moves by `step` and wraps around at both ends. */
export function stepIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}
