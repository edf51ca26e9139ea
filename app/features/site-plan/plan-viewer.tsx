import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import texts from "virtual:texts/site-plan";
import type { SitePlanPoint } from "#core/site-plan";
import { imageSources } from "#content-layer/image-variants";
import { Picture } from "../../components/picture";
import { PlusIcon } from "../../components/plus-icon";
import { MinusIcon, WholePlanIcon } from "./control-icons";
import { KindIcon } from "./kind-icon";
import { pointOfHash, pointTextId } from "./plan-points";
import { prefersReducedMotion } from "../../hooks/scroll-to-anchor";
import type { PlanView } from "./plan-view";
import { PointText } from "./point-text";
import { usePanZoom } from "./use-pan-zoom";

/**
 * How long to wait for the plan to move before opening the point's text beside it: site-plan.css's
 * 200 ms transitions, after the render that starts them.
 */
const MOVE_MS = 350;

/** The keys the plan answers, and what each does (plan-view.ts's steps). */
const KEYS: Readonly<Record<string, (plan: ReturnType<typeof usePanZoom>) => void>> = {
  "+": (plan) => plan.zoomIn(),
  "=": (plan) => plan.zoomIn(),
  "-": (plan) => plan.zoomOut(),
  _: (plan) => plan.zoomOut(),
  "0": (plan) => plan.reset(),
  Home: (plan) => plan.reset(),
  ArrowLeft: (plan) => plan.pan(-1, 0),
  ArrowRight: (plan) => plan.pan(1, 0),
  ArrowUp: (plan) => plan.pan(0, -1),
  ArrowDown: (plan) => plan.pan(0, 1),
};

/** A point's place in the frame for the view: the picture's fraction, scaled and moved. */
const placeOf = (point: SitePlanPoint, view: PlanView) => ({
  left: `calc(${point.x * view.scale * 100}% + ${view.x}px)`,
  top: `calc(${point.y * view.scale * 100}% + ${view.y}px)`,
});

/**
 * The plan (README.md#what-the-visitor-sees): the picture with the points drawn over it as
 * buttons, each opening its text; pan and zoom by touch, mouse, keys and buttons. The markers sit
 * outside the scaled picture, so they keep their size at any zoom. `#<id>` in the address opens
 * the plan zoomed at that point with its text open; every point has an empty anchor at the plan's
 * top, so the page's anchor scroll (app/hooks/use-anchor-scroll.ts) brings the plan into view.
 */
export function PlanViewer({
  image,
  alt,
  points,
}: {
  image: string;
  alt: string;
  points: readonly SitePlanPoint[];
}) {
  const frame = useRef<HTMLDivElement>(null);
  const keysId = useId();
  const plan = usePanZoom(frame);
  const { view } = plan;
  const { hash, key } = useLocation();
  const { width, height } = imageSources(image);

  // `#<id>`: the plan zoomed at the point, its text open.
  const showPoint = useEffectEvent((point: SitePlanPoint) => plan.showPoint(point.x, point.y));
  useEffect(() => {
    const point = pointOfHash(points, hash);
    if (!point) return;
    showPoint(point);
    // Once the plan has moved (site-plan.css's transition), so the text opens beside the point.
    const timer = setTimeout(
      () => {
        const text = document.getElementById(pointTextId(point.id));
        if (text && !text.matches(":popover-open")) text.showPopover();
      },
      prefersReducedMotion() ? 0 : MOVE_MS,
    );
    return () => clearTimeout(timer);
  }, [hash, key, points]);

  usePointTexts(points);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.metaKey || event.ctrlKey) return;
    const action = KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    action(plan);
  };

  return (
    <div className="site-plan__viewer">
      {points.map((point) => (
        <span key={point.id} id={point.id} className="site-plan__anchor" />
      ))}
      {/* The plan answers its own keys (KEYS, described to a screen reader by keysId), so it
          takes the focus; the points inside stay buttons of their own. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frame}
        className="site-plan__frame"
        style={{ aspectRatio: `${width} / ${height}` }}
        data-zoomed={view.scale > 1 ? "" : undefined}
        data-dragging={plan.dragging ? "" : undefined}
        role="group"
        aria-label={texts.viewer}
        aria-describedby={keysId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <div
          className="site-plan__picture"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <Picture
            src={image}
            alt={alt}
            sizes="(min-width: 1200px) 72rem, 100vw"
            priority
            className="site-plan__image"
          />
        </div>
        <div className="site-plan__markers">
          {points.map((point) => (
            <button
              key={point.id}
              type="button"
              className="site-plan__marker site-plan__badge"
              data-kind={point.kind}
              data-point={point.id}
              popoverTarget={pointTextId(point.id)}
              style={placeOf(point, view)}
            >
              <KindIcon kind={point.kind} className="site-plan__badge-icon" />
              <span className="visually-hidden">{point.name}</span>
            </button>
          ))}
        </div>
      </div>
      <p id={keysId} className="visually-hidden">
        {texts.keys}
      </p>
      <div className="site-plan__controls" role="group" aria-label={texts.controls.label}>
        <button type="button" className="site-plan__control" onClick={plan.zoomIn}>
          <PlusIcon />
          <span className="visually-hidden">{texts.controls.zoomIn}</span>
        </button>
        <button type="button" className="site-plan__control" onClick={plan.zoomOut}>
          <MinusIcon />
          <span className="visually-hidden">{texts.controls.zoomOut}</span>
        </button>
        <button
          type="button"
          className="site-plan__control site-plan__control--wide"
          onClick={plan.reset}
        >
          <WholePlanIcon />
          {texts.controls.reset}
        </button>
      </div>
      {points.map((point) => (
        <PointText key={point.id} point={point} />
      ))}
    </div>
  );
}

/** From this width a point's text opens beside its point rather than at the screen's bottom. */
const WIDE = "(min-width: 48rem)";
const GAP = 12;
/** A text's width beside its point: site-plan.css's `.site-plan__text[data-beside]`. */
const TEXT_WIDTH_REM = 20;

/**
 * Marks the point whose text is open, and on a wide screen opens the text beside its marker
 * (right of it, or left where the screen ends), inside the window; on a phone it stays the card at
 * the bottom the CSS makes.
 */
function usePointTexts(points: readonly SitePlanPoint[]) {
  useEffect(() => {
    const elements = points
      .map((point) => document.getElementById(pointTextId(point.id)))
      .filter((element): element is HTMLElement => element !== null);
    const markerOf = (text: HTMLElement) =>
      document.querySelector(`.site-plan__marker[popovertarget="${text.id}"]`);
    // Before it shows (no flash at the bottom), then again once its height is known.
    const place = (event: Event) => {
      const text = event.currentTarget as HTMLElement;
      const open = (event as ToggleEvent).newState === "open";
      const marker = markerOf(text);
      if (event.type === "toggle") marker?.toggleAttribute("data-open", open);
      if (!open || !marker || !window.matchMedia(WIDE).matches) {
        delete text.dataset.beside;
        return;
      }
      const box = marker.getBoundingClientRect();
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const width = text.offsetWidth || TEXT_WIDTH_REM * rem;
      const right = box.right + GAP;
      const left = right + width <= window.innerWidth - GAP ? right : box.left - GAP - width;
      const top = Math.min(box.top - GAP, window.innerHeight - text.offsetHeight - GAP);
      text.style.setProperty("--beside-left", `${Math.max(left, GAP)}px`);
      text.style.setProperty("--beside-top", `${Math.max(top, GAP)}px`);
      text.dataset.beside = "";
    };
    for (const text of elements) {
      text.addEventListener("beforetoggle", place);
      text.addEventListener("toggle", place);
    }
    return () => {
      for (const text of elements) {
        text.removeEventListener("beforetoggle", place);
        text.removeEventListener("toggle", place);
      }
    };
  }, [points]);
}
