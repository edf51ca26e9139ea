/**
 * A plan shared as a link (README.md, "Plan"): the starred sets' ids ride in
 * the address's fragment, `/about#plan=2025-05-16-mira-wolna,2025-05-17-latarnia`. A browser
 * never sends the fragment to a server, so the list reaches no server and no log; the page that
 * opens the link reads it after hydration. Pure: the caller gives the ids the edition knows.
 */

/** What a shared plan's fragment starts with (after the "#"). */
export const SHARED_PLAN_PREFIX = "plan=";

/** Between two ids: a set id is letters, digits and hyphens, never a comma. */
const SEPARATOR = ",";
/** A comma as written, or as a messenger may have percent-encoded it. */
const SEPARATORS = /,|%2C/i;

/**
 * The most of a fragment read: an edition's every set id (15 ids take 369 characters in 2025)
 * with room for a far bigger programme. A longer fragment is cut here, so a damaged or hostile
 * link costs a bounded amount of work; an id the cut splits is then unknown and dropped.
 */
export const SHARED_PLAN_MAX_LENGTH = 4096;

/** The fragment of a link to these sets, with its "#". */
export function sharedPlanHash(ids: readonly string[]): string {
  return `#${SHARED_PLAN_PREFIX}${ids.join(SEPARATOR)}`;
}

/** The page's own address with the plan as its fragment; its query, if any, is dropped. */
export function sharedPlanUrl(pageUrl: string, ids: readonly string[]): string {
  const url = new URL(pageUrl);
  url.search = "";
  url.hash = sharedPlanHash(ids);
  return url.href;
}

/**
 * The ids of a shared plan's fragment ("#plan=…" or "plan=…") that `known` holds, in the link's
 * order, each once; undefined when the fragment is no shared plan (`#moj-plan`, none). Unknown
 * or damaged ids are dropped without a word; nothing here throws.
 */
export function readSharedPlan(hash: string, known: ReadonlySet<string>): string[] | undefined {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(SHARED_PLAN_PREFIX)) return undefined;
  const value = fragment.slice(SHARED_PLAN_PREFIX.length, SHARED_PLAN_MAX_LENGTH);
  const ids = new Set<string>();
  for (const part of value.split(SEPARATORS)) {
    const id = decoded(part).trim();
    if (known.has(id)) ids.add(id);
  }
  return [...ids];
}

/** One id as the link spelled it: a broken escape leaves it as it came (and so unknown). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
