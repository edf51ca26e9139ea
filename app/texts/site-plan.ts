import type { SitePlanKind } from "#core/site-plan";

/**
 * The words of the site plan's page (app/features/site-plan/README.md) around its content: the
 * points' names and "where" texts come from content/site-plan.yaml.
 */
export interface SitePlanTexts {
  /** The page title before " | Juwenalia Syrenki 2025", and the navigation's item. */
  title: string;
  heading: string;
  /** The meta description; `editionGenitive` is the Polish genitive ("Juwenaliów Syrenki 2025"). */
  description: (edition: string, editionGenitive: string) => string;
  lead: string;
  /** Each kind: `one` names a single point's kind, `group` heads the list and labels its filter. */
  kinds: Readonly<Record<SitePlanKind, { one: string; group: string }>>;
  filters: {
    legend: string;
    all: string;
  };
  controls: {
    /** The group of the zoom buttons. */
    label: string;
    zoomIn: string;
    zoomOut: string;
    reset: string;
  };
  /** The plan's own name: a group a visitor pans and zooms, with the keys in its description. */
  viewer: string;
  keys: string;
  close: string;
  listTitle: string;
  /** Before a point's name in the list's link, for a screen reader: "Pokaż na planie: Toalety". */
  showOnPlan: string;
  /**
   * The picture's text alternative, given the points by kind as site-plan.tsx writes them
   * ("Sceny: Scena główna, Scena studencka; Wejścia: …").
   */
  alt: (edition: string, editionGenitive: string, points: string) => string;
}
