import type { NightFigures, PushFigures as PushFiguresData } from "#core/contract";
import { formatDuration, formatScreenWait } from "./shared/format";

/**
 * The live figures (server/moderation/README.md#live-figures): what waits, for how long, what the
 * screens still have to show and how many screens listen. Refreshed every few seconds.
 */
export function FiguresBox({
  figures,
  screensOnline = null,
}: {
  figures: NightFigures | null;
  /** The screens online in the list the "Telebimy" tab shows, while it shows one. */
  screensOnline?: number | null;
}) {
  const value = (text: string | number | undefined) => (figures ? text : "–");
  return (
    <section className="moderation-figures" aria-labelledby="moderation-figures-title">
      <h2 id="moderation-figures-title" className="moderation-figures__title">
        Stan kolejki
      </h2>
      <dl className="moderation-figures__list">
        <div>
          <dt>W kolejce</dt>
          <dd>
            {value(figures?.pendingItems)}
            <span className="moderation-figures__unit">
              {figures ? ` (wiadomości: ${figures.pendingMessages})` : null}
            </span>
          </dd>
        </div>
        <div>
          <dt>Najdłużej czeka</dt>
          <dd>{value(formatDuration(figures?.oldestWaitingSeconds ?? null))}</dd>
        </div>
        <div>
          <dt>Czas do decyzji (mediana)</dt>
          <dd>{value(formatDuration(figures?.medianWaitSeconds ?? null))}</dd>
        </div>
        <div className={figures?.screenWaitWarning ? "moderation-figures__behind" : undefined}>
          <dt>Na telebim czeka</dt>
          <dd>
            {value(figures?.approvedWaitingForScreen)}
            {figures && figures.approvedWaitingForScreen > 0 ? (
              <span className="moderation-figures__unit">
                {` (${formatScreenWait(figures.screenWaitSeconds)})`}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Telebimy</dt>
          <dd>{value(screensOnline ?? figures?.screensConnected)}</dd>
        </div>
        {figures?.push ? <PushFigures push={figures.push} /> : null}
      </dl>
    </section>
  );
}

/**
 * The phones' notifications (server/push/README.md#the-queue): how many phones have them on, what
 * was sent and given up on, and while notices wait, how many and for how long.
 */
function PushFigures({ push }: { push: PushFiguresData }) {
  const waiting =
    push.waiting > 0 && push.oldestWaitingSeconds !== null
      ? `, w kolejce: ${push.waiting}, najdłużej ${formatDuration(push.oldestWaitingSeconds)}`
      : "";
  return (
    <div>
      <dt>Powiadomienia na telefonach</dt>
      <dd>
        {push.subscriptions}
        <span className="moderation-figures__unit">
          {` (wysłane: ${push.sent}, nieudane: ${push.failed}${waiting})`}
        </span>
      </dd>
    </div>
  );
}
