/**
 * The Jakdojade planner widget for Warsaw (Polish, up to 20 results;
 * README.md#what-the-visitor-sees). Its script defines the <jakdojade-planner-widget> custom
 * element; we add both only after the visitor asks.
 */
export const PLANNER_SCRIPT_URL = "https://jakdojade.pl/widgets/elements.js";
export const PLANNER_ELEMENT = "jakdojade-planner-widget";
/** At most 20 results (README.md#what-the-visitor-sees). */
export const PLANNER_MAX_RESULTS = 20;

export const PLANNER_ATTRIBUTES = {
  "city-symbol": "WARSZAWA",
  locale: "pl",
  "max-res": String(PLANNER_MAX_RESULTS),
} as const;

let pending: Promise<void> | undefined;

/** Adds the widget script once; resolves when it has run, rejects if it cannot be fetched. */
export function loadPlannerScript(doc: Document = document): Promise<void> {
  pending ??= new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = PLANNER_SCRIPT_URL;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      pending = undefined;
      script.remove();
      reject(new Error(`Could not load ${PLANNER_SCRIPT_URL}`));
    });
    doc.head.append(script);
  });
  return pending;
}

/** Creates the configured widget element (imperatively: React has no JSX type for it). */
export function createPlannerElement(doc: Document = document): HTMLElement {
  const element = doc.createElement(PLANNER_ELEMENT);
  for (const [name, value] of Object.entries(PLANNER_ATTRIBUTES)) {
    element.setAttribute(name, value);
  }
  return element;
}
