/**
 * The site plan's vocabulary (app/features/site-plan/README.md): the kinds of point a plan may
 * hold, the page's path in each language and a point's link. The points themselves are content
 * (content/site-plan.yaml); the content layer checks them against these kinds, the page draws and
 * lists them, and every stage name on the site links to its point through `sitePlanPointHref`.
 */

/** Every kind of point, in the order the plan's filters and its list show them. */
export const SITE_PLAN_KINDS = [
  "stage",
  "gate",
  "accessible-entrance",
  "first-aid",
  "water",
  "toilets",
  "food",
  "info",
  "lost-and-found",
  "lockers",
  "exit",
] as const;

export type SitePlanKind = (typeof SITE_PLAN_KINDS)[number];

export const isSitePlanKind = (kind: string): kind is SitePlanKind =>
  (SITE_PLAN_KINDS as readonly string[]).includes(kind);

/** One point as the site reads it: where it is on the plan's picture, in fractions 0–1. */
export interface SitePlanPoint {
  /** Lowercase ASCII slug, unique in the plan: the page's fragment (`#scena-glowna`). */
  readonly id: string;
  readonly kind: SitePlanKind;
  /** Only for a stage: the programme's stage id (content/edition.yaml's `stages`). */
  readonly stage?: string | undefined;
  /** From the picture's left edge, 0 to 1 of its width. */
  readonly x: number;
  /** From the picture's top edge, 0 to 1 of its height. */
  readonly y: number;
  readonly name: string;
  /** A short "where" a visitor reads beside the name: "obok Wejścia 1, przy ul. Syreniej". */
  readonly where: string;
}

/** The plan's page: an English word, like the site's other slugs (core/site-pages.ts). */
export const SITE_PLAN_PATH = "/site-plan";

export type SitePlanLanguage = "pl" | "en";

/** The plan's page in a language: `/site-plan` or `/en/site-plan`. */
export const sitePlanPath = (language: SitePlanLanguage): string =>
  language === "en" ? `/en${SITE_PLAN_PATH}` : SITE_PLAN_PATH;

/** A link that opens the plan zoomed at one point with its text open: `/site-plan#<id>`. */
export const sitePlanPointHref = (pointId: string, language: SitePlanLanguage): string =>
  `${sitePlanPath(language)}#${pointId}`;

/** The id of the point of a programme's stage (edition.yaml's stage id), if the plan has one. */
export function stagePointId(
  points: readonly Pick<SitePlanPoint, "id" | "kind" | "stage">[],
  stageKey: string,
): string | undefined {
  return points.find((point) => point.kind === "stage" && point.stage === stageKey)?.id;
}

/** Whether a coordinate lies on the picture: 0 and 1 are its edges, included. */
export const isOnPlan = (fraction: number): boolean =>
  Number.isFinite(fraction) && fraction >= 0 && fraction <= 1;
