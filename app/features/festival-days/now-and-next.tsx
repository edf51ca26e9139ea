import { Link } from "react-router";
import type { FestivalMoment, LiveSet, StageMoment } from "../../../core/festival-moment";
import { calendarDate, onWeekday } from "virtual:texts/dates";
import texts from "virtual:texts/now-and-next";
import { setTitle, stageName } from "../../festival-sets";
import { useStarredSets } from "./starred-sets";
import { useLiveSchedule } from "./use-live-schedule";
import "./now-and-next.css";

/**
 * "TERAZ" and "ZA CHWILĘ" per stage on /homepage during the festival's days
 * (docs/product.md#festival-days). Nothing is prerendered: what is on depends on the moment the
 * page is read, so the block appears after hydration, and only on the festival's days.
 */
export function NowAndNext() {
  const { moment } = useLiveSchedule();
  const starred = useStarredSets();
  if (moment === undefined || moment.kind === "outside") return null;
  return (
    <section className="now-next" aria-labelledby="now-next-title">
      <div className="now-next__inner">
        <h2 id="now-next-title" className="now-next__title">
          {texts.title}
        </h2>
        <MomentBody moment={moment} starred={starred} />
        <Link className="now-next__more" to="/about#program">
          {texts.more}
        </Link>
      </div>
    </section>
  );
}

function MomentBody({
  moment,
  starred,
}: {
  moment: Exclude<FestivalMoment, { kind: "outside" }>;
  starred: ReadonlySet<string>;
}) {
  if (moment.kind === "before-gates") {
    return <p className="now-next__notice">{texts.gatesOpenAt(moment.opensAt)}</p>;
  }
  if (moment.kind === "between-days") {
    const weekday = onWeekday(calendarDate(moment.day));
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

function StageCard({ stage, starred }: { stage: StageMoment; starred: ReadonlySet<string> }) {
  return (
    <li className="now-next__stage">
      <h3 className="now-next__stage-name">{stageName(stage.stage)}</h3>
      <dl className="now-next__sets">
        <SetLine label={texts.now} set={stage.now} starred={starred} empty={texts.interval} />
        <SetLine
          label={texts.next}
          set={stage.next}
          starred={starred}
          empty={stage.now ? texts.lastSetToday : texts.doneToday}
        />
      </dl>
    </li>
  );
}

function SetLine({
  label,
  set,
  starred,
  empty,
}: {
  label: string;
  set: LiveSet | undefined;
  starred: ReadonlySet<string>;
  empty: string;
}) {
  const inPlan = set !== undefined && starred.has(set.id);
  return (
    <div className="now-next__line" data-in-plan={inPlan || undefined}>
      <dt className="now-next__label">{label}</dt>
      <dd className="now-next__set">
        {set ? (
          <>
            <span className="now-next__act">{setTitle(set)}</span>
            {inPlan ? <span className="now-next__plan">{texts.inYourPlan}</span> : null}
            <span className="now-next__time">
              <time dateTime={set.startsAt}>{set.startTime}</time>–
              <time dateTime={set.endsAt}>{set.endTime}</time>
              {set.delayMinutes > 0 ? texts.delay(set.delayMinutes) : null}
            </span>
          </>
        ) : (
          <span className="now-next__empty">{empty}</span>
        )}
      </dd>
    </div>
  );
}
