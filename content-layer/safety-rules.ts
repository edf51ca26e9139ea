import { validFile, type CrossFileSource } from "./cross-file-source.ts";
import type { ContentProblem } from "./problems.ts";
import { FaqSchema } from "./schema.ts";
import { SafetySchema, safetyPointIds } from "./safety-schema.ts";
import { SitePlanSchema } from "./site-plan-schema.ts";

/**
 * The safety information's rule across files (app/features/safety/README.md): every point it
 * names is a point of the site plan (content/site-plan.yaml), since the page links to it there.
 * Checked only when both files are valid on their own, so one mistake gives one line.
 */

const missingPoint = (id: string) =>
  `na planie terenu nie ma punktu „${id}”; wpisz identyfikator punktu z pliku Plan terenu`;

export function safetyPointProblems(sources: readonly CrossFileSource[]): ContentProblem[] {
  const safety = validFile(sources, SafetySchema);
  const plan = validFile(sources, SitePlanSchema);
  if (!safety || !plan) return [];
  const known = new Set(plan.data.points.map((point) => point.id));
  return safetyPointIds(safety.data)
    .filter(({ id }) => !known.has(id))
    .map(({ id, path }) => safety.problem(path, missingPoint(id)));
}

/** The FAQ's answers' plan points (`planPoints`) are points of the site plan too. */
export function faqPointProblems(sources: readonly CrossFileSource[]): ContentProblem[] {
  const faq = validFile(sources, FaqSchema);
  const plan = validFile(sources, SitePlanSchema);
  if (!faq || !plan) return [];
  const known = new Set(plan.data.points.map((point) => point.id));
  return faq.data.flatMap((item, index) =>
    (item.planPoints ?? []).flatMap((id, pointIndex) =>
      known.has(id) ? [] : [faq.problem([index, "planPoints", pointIndex], missingPoint(id))],
    ),
  );
}
