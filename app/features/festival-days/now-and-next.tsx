import { Link } from "react-router";
import type { FestivalMoment, LiveSet, StageMoment } from "#core/festival-moment";
import { calendarDate, onWeekday, dateWords } from "virtual:texts/dates";
import texts from "virtual:texts/now-and-next";
import { setTitle, stageName } from "../../festival-sets";
import { nightNote } from "./night-note";
import { StageLink } from "../../components/stage-link";
import { useStarredSets } from "./starred-sets";
import { useLiveSchedule } from "./use-live-schedule";
import "./now-and-next.css";

// The line-up's live set line travels in this chunk: it is needed exactly when now/next is.
export { LiveArtistSet } from "./live-artist-set";

type ShownMoment = Exclude<FestivalMoment, { kind: "outside" }>;

/**
 * "TERAZ" and "ZA CHWILĘ" per stage on /homepage during the festival's days
 * (README.md). Nothing is prerendered: what is on depends on the moment the
 * page is read, so the block appears after hydration, and only on the festival's days. A set the
 * visitor starred that is cancelled that day is said first: it is what they came for.
 */
export function NowAndNext() {
  const { moment, sets } = useLiveSchedule();
  const starred = useStarredSets();
  if (moment === undefined || moment.kind === "outside") return null;
  const cancelledInPlan = sets.filter(
    (set) => set.cancelled && set.day === moment.day && starred.has(set.id),
  );
  return (
    <section className="now-next" aria-labelledby="now-next-title">
      <div className="now-next__inner">
        <div className="now-next__head">
          <h2 id="now-next-title" className="now-next__title">
            {texts.title}
          </h2>
          <p className="now-next__zone">{texts.warsawTime}</p>
        </div>
        {cancelledInPlan.map((set) => (
          <p key={set.id} className="now-next__alert" data-set-id={set.id}>
            {texts.yourSetCancelled(setTitle(set), stageName(set.stage), set.plannedStartTime)}
          </p>
        ))}
        <MomentBody moment={moment} starred={starred} />
        <p className="now-next__links">
          {moment.kind === "between-days" ? null : (
            // Today's strip of the line-up below (lineup-day.tsx gives each day its id).
            <Link className="now-next__more" to={{ hash: `#lineup-${moment.day}` }}>
              {texts.todayLineup}
            </Link>
          )}
          <Link className="now-next__more" to="/about#program">
            {texts.more}
          </Link>
        </p>
      </div>
    </section>
  );
}

function MomentBody({ moment, starred }: { moment: ShownMoment; starred: ReadonlySet<string> }) {
  if (moment.kind === "before-gates") {
    return <p className="now-next__notice">{texts.gatesOpenAt(moment.opensAt)}</p>;
  }
  if (moment.kind === "between-days") {
    const weekday = onWeekday(dateWords, calendarDate(moment.day));
    const when = moment.tomorrow
      ? texts.tomorrow
      : weekday.charAt(0).toUpperCase() + weekday.slice(1);
    const { first } = moment;
    return (
      <p className="now-next__notice">
        {texts.gatesOpenOn(when, moment.opensAt)}
        {first
          ? ` ${texts.firstSet(setTitle(first), first.startTime, stageName(first.stage))}`
          : null}
      </p>
    );
  }
  return (
    <ul className="now-next__stages">
      {moment.stages.map((stage) => (
        <StageCard key={stage.stage} stage={stage} starred={starred} />
      ))}
    </ul>
  );
}

/**
 * One stage: before its first set, when it starts and what opens it; while it plays, now and
 * next (a break between two sets); after its last set, that it is done for today.
 */
function StageCard({ stage, starred }: { stage: StageMoment; starred: ReadonlySet<string> }) {
  const { now, next, beforeFirst } = stage;
  return (
    <li className="now-next__stage" data-stage={stage.stage}>
      <h3 className="now-next__stage-name">
        <StageLink stageId={stage.stage} />
      </h3>
      {beforeFirst && next ? (
        <>
          <p className="now-next__starts">{texts.stageStartsAt(next.startTime)}</p>
          <dl className="now-next__sets">
            <SetLine label={texts.firstUp} set={next} starred={starred} />
          </dl>
        </>
      ) : now || next ? (
        <>
          <dl className="now-next__sets">
            {now ? (
              <SetLine label={texts.now} set={now} starred={starred} />
            ) : (
              <EmptyLine label={texts.now} text={texts.interval} />
            )}
            {next ? <SetLine label={texts.next} set={next} starred={starred} /> : null}
          </dl>
          {next ? null : <p className="now-next__end">{texts.lastSetToday}</p>}
        </>
      ) : (
        <p className="now-next__end">{texts.doneToday}</p>
      )}
    </li>
  );
}

function EmptyLine({ label, text }: { label: string; text: string }) {
  return (
    <div className="now-next__line">
      <dt className="now-next__label">{label}</dt>
      <dd className="now-next__set">
        <span className="now-next__empty">{text}</span>
      </dd>
    </div>
  );
}

function SetLine({
  label,
  set,
  starred,
}: {
  label: string;
  set: LiveSet;
  starred: ReadonlySet<string>;
}) {
  const inPlan = starred.has(set.id);
  const night = nightNote(set);
  return (
    <div className="now-next__line" data-in-plan={inPlan || undefined}>
      <dt className="now-next__label">{label}</dt>
      <dd className="now-next__set">
        <span className="now-next__act">{setTitle(set)}</span>
        {inPlan ? <span className="now-next__plan">{texts.inYourPlan}</span> : null}
        <span className="now-next__time">
          <span className="nowrap">
            <time dateTime={set.startsAt}>{set.startTime}</time>–
            <time dateTime={set.endsAt}>{set.endTime}</time>
          </span>
          {night ? ` (${night})` : null}
          {set.delayMinutes > 0 ? (
            <span className="nowrap">{texts.delay(set.delayMinutes)}</span>
          ) : null}
        </span>
      </dd>
    </div>
  );
}
