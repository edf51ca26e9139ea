import { useEffect, useId, useRef, useState } from "react";
import shell from "virtual:texts/shell";
import texts from "virtual:texts/venue";
import { edition, links } from "#content-layer";
import { ExternalLink } from "../../components/external-link";
import { TramIcon } from "../../components/tram-icon";
import { createPlannerElement, loadPlannerScript, PLANNER_MAX_RESULTS } from "./planner-widget";
import "./journey-planner.css";

type PlannerState = "idle" | "loading" | "ready" | "failed";

/** The stop nearest the entrances (content: edition.yaml › venue › nearestStop). */
const stop = edition.venue.nearestStop;

/**
 * The FAQ's Warsaw public-transport journey planner (README.md#what-the-visitor-sees). Nothing is
 * fetched from the provider until the visitor presses the button
 * (server/operations/README.md#privacy); the plain link works without it.
 */
export function JourneyPlanner() {
  const [state, setState] = useState<PlannerState>("idle");
  const host = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (state !== "loading") return;
    let cancelled = false;
    loadPlannerScript().then(
      () => {
        if (cancelled || !host.current) return;
        host.current.replaceChildren(createPlannerElement());
        setState("ready");
      },
      () => {
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state]);

  // The button that was pressed is gone: move focus to the widget it revealed.
  useEffect(() => {
    if (state === "ready") host.current?.focus();
  }, [state]);

  return (
    <section className="journey-planner" aria-labelledby={titleId}>
      <h2 id={titleId} className="journey-planner__title">
        {texts.planner.title}
      </h2>
      <p>
        {texts.planner.intro({
          venue: edition.venue.name,
          venueLocative: edition.venue.nameLocative,
          maxResults: PLANNER_MAX_RESULTS,
        })}
      </p>
      <p className="journey-planner__stop">
        <TramIcon />
        <span>
          {`${texts.planner.nearestStop.kind(stop.kind)} `}
          <strong>{texts.planner.nearestStop.name(stop.name)}</strong>
          {` ${texts.planner.nearestStop.near(stop.near)}`}
        </span>
      </p>
      <div
        ref={host}
        className="journey-planner__widget"
        role="region"
        aria-label={texts.planner.widgetLabel}
        aria-busy={state === "loading"}
        tabIndex={-1}
        hidden={state !== "ready"}
      />
      <div className="journey-planner__actions">
        {state !== "ready" && (
          // Stays mounted (aria-disabled while loading) so keyboard focus is not lost.
          <button
            type="button"
            className="button"
            aria-disabled={state === "loading"}
            onClick={() => {
              if (state !== "loading") setState("loading");
            }}
          >
            {state === "failed" ? texts.planner.retry : texts.planner.showPlanner}
          </button>
        )}
        <ExternalLink href={links.journeyPlanner} className="button button--ghost">
          {texts.planner.openJakdojade}
          <span className="visually-hidden">{` (${shell.opensInNewTab})`}</span>
        </ExternalLink>
      </div>
      <p className="journey-planner__status" role="status">
        {state === "loading" && texts.planner.loading}
        {state === "failed" && texts.planner.failed}
      </p>
      {state === "idle" && <p className="journey-planner__privacy">{texts.planner.privacy}</p>}
    </section>
  );
}
