import { ScreenBoardSchema, type ScreenBoard } from "#core/contract";

/**
 * The screens' board as it is written down: the `screen_board` row's JSON, and the change bus's
 * notices to the other instances. Its late changes keep the key they were first written under,
 * `setChanges`: a stored board is never rewritten, and the release before reads that key, both
 * from the row after a rollback and from a notice during a rolling deploy
 * (docs/decisions/022-publishing-and-rolling-deploys.md). Everywhere else the server calls them
 * `lateChanges`; only this module maps the one name to the other.
 */
export type StoredBoard = Omit<ScreenBoard, "lateChanges"> & {
  setChanges: ScreenBoard["lateChanges"];
};

export function toStoredBoard({ lateChanges, ...board }: ScreenBoard): StoredBoard {
  return { ...board, setChanges: lateChanges };
}

/** The board a written-down document holds; undefined when the schema cannot read it. */
export function fromStoredBoard(value: unknown): ScreenBoard | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { setChanges, ...board } = value as Record<string, unknown>;
  const parsed = ScreenBoardSchema.safeParse({ ...board, lateChanges: setChanges });
  return parsed.success ? parsed.data : undefined;
}
