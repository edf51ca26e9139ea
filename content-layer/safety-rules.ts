import { polishErrors } from "./polish-errors.ts";
import { fileTitleOf, jsonSchemaOf, labelPath, type ContentProblem } from "./problems.ts";
import { FaqSchema } from "./schema.ts";
import { SafetySchema, safetyPointIds } from "./safety-schema.ts";
import { SitePlanSchema } from "./site-plan-schema.ts";

/**
 * The safety information's rule across files (app/features/safety/README.md): every point it
 * names is a point of the site plan (content/site-plan.yaml), since the page links to it there.
 * Checked only when both files are valid on their own, so one mistake gives one line.
 */

interface Source {
  file: string;
  data: unknown;
  schema: unknown;
  title?: string;
  labels?: unknown;
}

const missingPoint = (id: string) =>
  `na planie terenu nie ma punktu „${id}”; wpisz identyfikator punktu z pliku Plan terenu`;

export function safetyPointProblems(sources: readonly Source[]): ContentProblem[] {
  const safetySource = sources.find((source) => source.schema === SafetySchema);
  const planSource = sources.find((source) => source.schema === SitePlanSchema);
  if (!safetySource || !planSource) return [];
  const safety = SafetySchema.safeParse(safetySource.data, { error: polishErrors });
  const plan = SitePlanSchema.safeParse(planSource.data, { error: polishErrors });
  if (!safety.success || !plan.success) return [];
  const known = new Set(plan.data.points.map((point) => point.id));
  const root = jsonSchemaOf(SafetySchema);
  const fileTitle = safetySource.title ?? fileTitleOf(SafetySchema);
  const labels = safetySource.labels ?? safetySource.data;
  return safetyPointIds(safety.data)
    .filter(({ id }) => !known.has(id))
    .map(({ id, path }) => ({
      file: safetySource.file,
      fileTitle,
      ...labelPath(root, labels, path),
      message: missingPoint(id),
    }));
}

/** The FAQ's answers' plan points (`planPoints`) are points of the site plan too. */
export function faqPointProblems(sources: readonly Source[]): ContentProblem[] {
  const faqSource = sources.find((source) => source.schema === FaqSchema);
  const planSource = sources.find((source) => source.schema === SitePlanSchema);
  if (!faqSource || !planSource) return [];
  const faq = FaqSchema.safeParse(faqSource.data, { error: polishErrors });
  const plan = SitePlanSchema.safeParse(planSource.data, { error: polishErrors });
  if (!faq.success || !plan.success) return [];
  const known = new Set(plan.data.points.map((point) => point.id));
  const root = jsonSchemaOf(FaqSchema);
  const fileTitle = faqSource.title ?? fileTitleOf(FaqSchema);
  const labels = faqSource.labels ?? faqSource.data;
  return faq.data.flatMap((item, index) =>
    (item.planPoints ?? []).flatMap((id, pointIndex) =>
      known.has(id)
        ? []
        : [
            {
              file: faqSource.file,
              fileTitle,
              ...labelPath(root, labels, [index, "planPoints", pointIndex]),
              message: missingPoint(id),
            },
          ],
    ),
  );
}
