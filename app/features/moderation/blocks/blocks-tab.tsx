import { useCallback, useState } from "react";
import { formatTime } from "../shared/format";
import { leadApi } from "../shared/lead-api";
import { notLoadedText, useLeadData } from "../shared/use-lead-data";

/**
 * The blocked senders for leads (server/moderation/README.md#blocking): who blocked whom, when and
 * from which message, each with "Odblokuj". What a block rejected stays rejected.
 */
export function BlocksTab() {
  const load = useCallback(() => leadApi.blocks(), []);
  const { state, reload } = useLeadData(load);
  const [status, setStatus] = useState<string | null>(null);

  const unblock = async (id: number, author: string) => {
    setStatus(null);
    try {
      await leadApi.unblock(id);
      setStatus(`Zdjęto blokadę nadawcy wiadomości od: ${author}.`);
    } catch (failure) {
      setStatus(failure instanceof Error ? failure.message : String(failure));
    }
    reload();
  };

  const notLoaded = notLoadedText(state);
  return (
    <div className="moderation-blocks">
      <p className="moderation-hint" role="status">
        {status}
      </p>
      {notLoaded !== null ? (
        <p className="moderation-empty" role={state.kind === "loading" ? undefined : "alert"}>
          {notLoaded}
        </p>
      ) : state.kind === "loaded" && state.data.length === 0 ? (
        <p className="moderation-empty">Nikt nie jest zablokowany.</p>
      ) : state.kind === "loaded" ? (
        <ul className="plain-list moderation-list" aria-label="Zablokowani nadawcy">
          {state.data.map((block) => {
            const exampleId = `moderation-block-${block.id}`;
            return (
              <li key={block.id} className="moderation-item moderation-item--rejected">
                <p className="moderation-item__meta">
                  <span className="moderation-item__author">{block.exampleAuthor}</span>
                  <span>
                    zablokował(a): {block.blockedBy},{" "}
                    <time dateTime={block.blockedAt}>{formatTime(block.blockedAt)}</time>
                  </span>
                </p>
                <p id={exampleId} className="moderation-item__message">
                  {block.example}
                </p>
                <div className="moderation-item__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-describedby={exampleId}
                    onClick={() => void unblock(block.id, block.exampleAuthor)}
                  >
                    Odblokuj
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
