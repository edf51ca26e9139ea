/**
 * The site plan's placement tool in /admin (docs/redakcja.md, "Plan terenu"): a point's
 * "Położenie w poziomie (x)" field shows the plan's picture with the file's points on it, and a
 * click on the picture writes the point's x and y, so an organiser places a point without
 * guessing numbers. Both fields keep a number box too, for a keyboard or an exact value.
 *
 * It is a custom field type registered through Sveltia CMS's supported API
 * (`CMS.registerFieldType`, with the `createClass` and `h` the CMS puts on `window` for custom
 * controls). A control writes only its own field, so the x field's click tells the y field of the
 * same point its value through a page event, and the y field writes it; each finds its point by
 * the key path the CMS writes on the field's wrapper (`data-key-path="points.3.x"`).
 * scripts/build-admin.ts bundles this into /admin/site-plan-placement.js, which cms/index.html
 * loads after the CMS.
 */

/** The field type's name in the configuration (content-layer/cms-config.ts). */
export const PLACEMENT_FIELD_TYPE = "site-plan-position";

/** The page event the x field sends the y field of the same point. */
const PLACED = "juwenalia:site-plan-placed";

/** Where on the picture a click landed, as fractions of its size, to three places. */
export function placeAt(
  click: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const fraction = (offset: number, size: number) =>
    Math.round(Math.min(1, Math.max(0, size > 0 ? offset / size : 0)) * 1000) / 1000;
  return {
    x: fraction(click.clientX - box.left, box.width),
    y: fraction(click.clientY - box.top, box.height),
  };
}

/** "points.3.x" → "points.3": the point a coordinate field belongs to. */
export const pointPathOf = (keyPath: string): string => keyPath.replace(/\.[^.]+$/, "");

/** The picture the plan's "Obrazek planu" field shows now, or its own value if it is a URL. */
export function planPictureUrl(root: ParentNode, image: unknown): string | undefined {
  if (typeof image === "string" && /^(blob:|https?:|data:)/.test(image)) return image;
  const shown = root.querySelector<HTMLImageElement>('[data-key-path="image"] img');
  return shown?.src || undefined;
}

/** One point as the tool draws it. */
interface DrawnPoint {
  x: number;
  y: number;
  name: string;
  path: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The file's points with a position, from the entry's data as the CMS hands it over. */
export function drawnPoints(data: unknown): DrawnPoint[] {
  const points = isObject(data) && Array.isArray(data.points) ? data.points : [];
  return points.flatMap((point: unknown, index) =>
    isObject(point) && typeof point.x === "number" && typeof point.y === "number"
      ? [
          {
            x: point.x,
            y: point.y,
            name: typeof point.name === "string" ? point.name : "",
            path: `points.${index}`,
          },
        ]
      : [],
  );
}

/** The parts of the CMS's global API and React's element factory that the tool uses. */
interface ImmutableLike {
  toJS(): unknown;
  get(key: string): unknown;
}
interface ControlProps {
  value: unknown;
  field: ImmutableLike;
  forID: string;
  classNameWrapper: string;
  entry: ImmutableLike | undefined;
  onChange: (value: unknown) => void;
}
type Element = unknown;
type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => Element;
interface ControlThis {
  props: ControlProps;
  state: { keyPath: string };
  root: HTMLElement | null;
  listener?: (event: Event) => void;
  setState(state: { keyPath: string }): void;
  renderPlan(): Element;
}
type CreateClass = (spec: Record<string, unknown> & ThisType<ControlThis>) => unknown;
export interface PlacementCms {
  registerFieldType(name: string, control: unknown): void;
}

const number = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The control of one coordinate field; the x field also shows the plan. */
export function placementControl(h: CreateElement, createClass: CreateClass): unknown {
  return createClass({
    getInitialState() {
      return { keyPath: "" };
    },
    componentDidMount() {
      const keyPath = this.root?.closest("[data-key-path]")?.getAttribute("data-key-path") ?? "";
      this.setState({ keyPath });
      this.listener = (event: Event) => {
        const detail = (event as CustomEvent<{ point: string; y: number }>).detail;
        if (this.props.field.get("axis") === "y" && detail.point === pointPathOf(keyPath)) {
          this.props.onChange(detail.y);
        }
      };
      document.addEventListener(PLACED, this.listener);
    },
    componentWillUnmount() {
      if (this.listener) document.removeEventListener(PLACED, this.listener);
    },
    render() {
      const { value, field, forID, classNameWrapper, onChange } = this.props;
      const box = h("input", {
        id: forID,
        className: classNameWrapper,
        type: "number",
        inputMode: "decimal",
        min: 0,
        max: 1,
        step: 0.001,
        value: number(value) ?? "",
        onChange: (event: { target: HTMLInputElement }) => {
          const typed = event.target.value.trim();
          onChange(typed === "" ? undefined : Number(typed));
        },
      });
      const setRoot = (element: HTMLElement | null) => {
        this.root = element;
      };
      if (field.get("axis") !== "x") return h("div", { ref: setRoot }, box);
      return h("div", { ref: setRoot, className: "plan-placement" }, this.renderPlan(), box);
    },
    renderPlan(): Element {
      const data = this.props.entry?.toJS();
      const entryData = isObject(data) ? data.data : undefined;
      const point = pointPathOf(this.state.keyPath);
      const picture = planPictureUrl(document, isObject(entryData) ? entryData.image : undefined);
      const place = (event: MouseEvent & { currentTarget: HTMLElement }) => {
        const placed = placeAt(event, event.currentTarget.getBoundingClientRect());
        this.props.onChange(placed.x);
        document.dispatchEvent(new CustomEvent(PLACED, { detail: { point, y: placed.y } }));
      };
      const markers = drawnPoints(entryData).map((shown) =>
        h("span", {
          key: shown.path,
          className: "plan-placement__marker",
          "data-current": shown.path === point || undefined,
          title: shown.name,
          style: { left: `${shown.x * 100}%`, top: `${shown.y * 100}%` },
        }),
      );
      return h(
        "div",
        { className: "plan-placement__help" },
        h(
          "p",
          { className: "plan-placement__hint" },
          "Kliknij na planie miejsce punktu: strona wpisze oba położenia, x i y. Ten punkt to " +
            "duże kółko, pozostałe – małe.",
        ),
        h(
          "div",
          {
            className: "plan-placement__plan",
            "data-has-picture": picture ? "true" : undefined,
            onClick: place,
          },
          // The number boxes below are the keyboard's and the screen reader's way to a position.
          picture
            ? h("img", { src: picture, alt: "Plan terenu z punktami", draggable: false })
            : null,
          ...markers,
        ),
      );
    },
  });
}

declare global {
  interface Window {
    h?: CreateElement;
    createClass?: CreateClass;
  }
}

if (typeof window !== "undefined" && window.CMS && window.h && window.createClass) {
  (window.CMS as unknown as PlacementCms).registerFieldType(
    PLACEMENT_FIELD_TYPE,
    placementControl(window.h, window.createClass),
  );
}
