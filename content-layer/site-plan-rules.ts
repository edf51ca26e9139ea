import { stagePointId } from "#core/site-plan";
import { EditionSchema } from "./edition-schema.ts";
import { validFile, type CrossFileSource } from "./cross-file-source.ts";
import type { ContentProblem } from "./problems.ts";
import { SitePlanSchema } from "./site-plan-schema.ts";

/**
 * The site plan's rules across files (app/features/site-plan/README.md): every stage of the
 * programme (edition.yaml) has its point on the plan, since every set's stage links to it, and a
 * stage point names a stage the programme has. Checked only when both files are valid on their
 * own, so one mistake gives one line; the CMS saves one file at a time and leaves this to
 * content:check.
 */
export function sitePlanStageProblems(sources: readonly CrossFileSource[]): ContentProblem[] {
  const edition = validFile(sources, EditionSchema);
  const plan = validFile(sources, SitePlanSchema);
  if (!edition || !plan) return [];
  const problem = plan.problem;
  const stageIds = edition.data.stages.map((stage) => stage.id);
  const known = stageIds.map((id) => `„${id}”`).join(", ");
  const problems: ContentProblem[] = [];
  for (const stage of edition.data.stages) {
    if (stagePointId(plan.data.points, stage.id) !== undefined) continue;
    problems.push(
      problem(
        ["points"],
        `scena „${stage.name}” z programu nie ma punktu na planie: dodaj punkt rodzaju stage ` +
          `ze sceną „${stage.id}”`,
      ),
    );
  }
  plan.data.points.forEach((point, index) => {
    if (point.kind !== "stage" || !point.stage || stageIds.includes(point.stage)) return;
    problems.push(
      problem(
        ["points", index, "stage"],
        `w programie nie ma sceny „${point.stage}”; sceny edycji to ${known}`,
      ),
    );
  });
  return problems;
}
