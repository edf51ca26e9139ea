import { ENGLISH_FOLDER } from "#core/built-site";
import { INDEXABLE_PATHS } from "#core/site-pages";

/**
 * The pages the web benches measure (docs/product.md#performance-targets): every indexable page
 * in Polish and in English, the pages a visitor arrives on from outside.
 */
export const MEASURED_PAGES: readonly string[] = [
  ...INDEXABLE_PATHS,
  ...INDEXABLE_PATHS.map((page) => `/${ENGLISH_FOLDER}${page}`),
];

/** The measured pages that BENCH_ROUTES (comma-separated) names, or all when it is unset. */
export function pagesToMeasure(only: string | undefined): string[] {
  const chosen = only?.split(",");
  return MEASURED_PAGES.filter((page) => !chosen || chosen.includes(page));
}
