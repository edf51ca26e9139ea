import type { QueueItem } from "#core/contract";
import { flagsText, formatTime } from "../shared/format";

/** The server lists the first 20 distinct authors of a group. */
const AUTHORS_LISTED = 20;

/**
 * What every card shows of an item: author and time, "×N" for a group of the same text, the text,
 * what to look at twice and, for a group, who sent it (folded away: it can be twenty names).
 */
export function ItemDetails({
  item,
  messageId,
  extra,
}: {
  item: QueueItem;
  messageId: string;
  extra?: React.ReactNode;
}) {
  const flags = flagsText(item.flags);
  return (
    <>
      <p className="moderation-item__meta">
        <span className="moderation-item__author">{item.author}</span>
        {item.copies > 1 ? (
          <span className="moderation-item__copies">
            ×{item.copies}
            <span className="visually-hidden"> (tyle osób wysłało ten tekst)</span>
          </span>
        ) : null}
        <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        {extra}
      </p>
      <p id={messageId} className="moderation-item__message">
        {item.message}
      </p>
      {flags !== "" ? <p className="moderation-item__flags">{flags}</p> : null}
      {item.copies > 1 ? (
        <details className="moderation-item__authors">
          <summary>Kto wysłał</summary>
          <p>
            {item.authors.join(", ")}
            {item.authors.length >= AUTHORS_LISTED ? " i inni" : ""}
          </p>
        </details>
      ) : null}
    </>
  );
}
