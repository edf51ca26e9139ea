import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { describeCycles, findImportCycles } from "../../scripts/lib/import-cycles";

const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** Expects the path rules, and only them, to refuse `code` in `file`. */
async function expectRefused(file: string, code: string): Promise<void> {
  expect(await violations(file, code), `${file}: ${code}`).toEqual(["import/no-restricted-paths"]);
}

// The boundaries of docs/architecture.md, "Import boundaries", planted in files that do not exist
// (the imported ones do: a rule that cannot resolve a path would pass anything).
describe("import boundaries (eslint.config.js)", () => {
  it("passes an import inside the rules", async () => {
    expect(
      await violations("core/planted.ts", 'export { RESULT_CODES } from "./codes";\n'),
    ).toEqual([]);
  });

  it("fails core/ importing content/, app/ or server/", async () => {
    const imports = [
      'export { EditionSchema } from "../content-layer/schema";\n',
      'export { fieldToFix } from "../app/features/message-toast/field-to-fix";\n',
      'export { ApiError } from "../server/errors";\n',
      // The same imports by their subpath names (package.json "imports").
      'export { EditionSchema } from "#content-layer/schema";\n',
      'export { fieldToFix } from "#app/features/message-toast/field-to-fix";\n',
      'export { ApiError } from "#server/errors";\n',
    ];
    for (const code of imports) await expectRefused("core/planted.ts", code);
  });

  it("fails app/ and server/ importing each other", async () => {
    await expectRefused(
      "app/components/planted.ts",
      'export { ApiError } from "../../server/errors";\n',
    );
    await expectRefused(
      "server/planted.ts",
      'export { fieldToFix } from "../app/features/message-toast/field-to-fix";\n',
    );
    await expectRefused(
      "app/components/planted.ts",
      'export { ApiError } from "#server/errors";\n',
    );
    await expectRefused(
      "server/planted.ts",
      'export { fieldToFix } from "#app/features/message-toast/field-to-fix";\n',
    );
  });

  it("fails a feature importing another feature, at any depth of relative path", async () => {
    const imports = [
      'export { fieldToFix } from "../message-toast/field-to-fix";\n',
      'export { fieldToFix } from "../../features/message-toast/field-to-fix";\n',
      'export { fieldToFix } from "../../../app/features/message-toast/field-to-fix";\n',
    ];
    for (const code of imports) await expectRefused("app/features/screen/planted.ts", code);
    // Its own files stay importable, whatever the path.
    expect(
      await violations(
        "app/features/message-toast/planted.ts",
        'export { fieldToFix } from "../../features/message-toast/field-to-fix";\n',
      ),
    ).toEqual([]);
  });

  it("fails a route importing server/db/", async () => {
    await expectRefused(
      "server/routes/planted.ts",
      'export { isDatabaseUnavailable } from "../db/unavailable";\n',
    );
    await expectRefused(
      "server/routes/planted.ts",
      'export { isDatabaseUnavailable } from "#server/db/unavailable";\n',
    );
  });

  it("fails server/db/ importing a service, the server's texts or any other server folder", async () => {
    const imports = [
      'export { ModerationService } from "../moderation/moderation-service";\n',
      'export { ModerationService } from "#server/moderation/moderation-service";\n',
      'export { ScreenBoardService } from "../../server/screens/screen-board-service";\n',
      'export { TRAIL_TEXTS } from "../texts/trail-texts";\n',
      'export { senderKey } from "../submissions/sender-key";\n',
      'export { writeAtomically } from "../backups/backup-files";\n',
      // A type is an import like any other: the type belongs where db/ may read it.
      'import type { BoardChange } from "../screens/screen-board-service";\nexport type C = BoardChange;\n',
      // The message policies are carried out, never called, by db/: it reads their plans' shapes.
      'export { placeArrival } from "../messages/arrival";\n',
      'export { GROUPING } from "#server/messages/grouping";\n',
      'export { SubmissionAdmission } from "../submissions/admission";\n',
    ];
    for (const code of imports) await expectRefused("server/db/planted.ts", code);
    // Its own modules and core/ stay importable.
    expect(
      await violations(
        "server/db/planted.ts",
        'export { noChanges } from "./change-bus";\nexport { RESULT_CODES } from "#core/codes";\n' +
          'export { RESULT_CODES as CODES } from "../../core/codes";\n' +
          'import type { ArrivalPlan } from "../messages/plans";\nexport type P = ArrivalPlan;\n',
      ),
    ).toEqual([]);
  });

  it("keeps the message policies pure and the moderation service on the repository", async () => {
    for (const code of [
      'export { storeMessages } from "../db/store-messages";\n',
      'export { ModerationService } from "../moderation/moderation-service";\n',
    ]) {
      await expectRefused("server/messages/planted.ts", code);
    }
    // Their trail lines' words are theirs to use.
    expect(
      await violations(
        "server/messages/planted.ts",
        'export { TRAIL_TEXTS } from "../texts/trail-texts";\n',
      ),
    ).toEqual([]);
    // The plans' shapes, which db/ reads, hold types on core/ alone.
    await expectRefused(
      "server/messages/plans.ts",
      'export { TRAIL_TEXTS } from "../texts/trail-texts";\n',
    );
    // The moderation service sees storage only through the repository.
    await expectRefused(
      "server/moderation/moderation-service.ts",
      'import type { Placement } from "../db/store-messages";\nexport type P = Placement;\n',
    );
    expect(
      await violations(
        "server/moderation/moderation-service.ts",
        'import type { SubmissionsRepository } from "../db/submissions-repo";\n' +
          "export type R = SubmissionsRepository;\n",
      ),
    ).toEqual([]);
  });

  it("finds no such import in the real server/db/, server/messages/ and moderation service", async () => {
    const results = await eslint.lintFiles([
      "server/db/**/*.ts",
      "server/messages/**/*.ts",
      "server/moderation/moderation-service.ts",
    ]);
    expect(results.length).toBeGreaterThan(20);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === "import/no-restricted-paths")
        .map(
          (message) => `${path.relative(root, result.filePath)}:${message.line} ${message.message}`,
        ),
    );
    expect(found).toEqual([]);
  });

  it("fails an import circle, a type-only one included", async () => {
    const folder = `core/planted-cycle-${process.pid}`;
    mkdirSync(path.join(root, folder), { recursive: true });
    try {
      // a.ts uses b at run time; b.ts needs only a's type: the circle the linter used to miss.
      writeFileSync(
        path.join(root, folder, "a.ts"),
        'import { b } from "./b";\nexport type A = { size: number };\nexport const a = () => b;\n',
      );
      writeFileSync(
        path.join(root, folder, "b.ts"),
        'import type { A } from "./a";\nexport const b = (value: A) => value.size;\n',
      );
      writeFileSync(path.join(root, folder, "c.ts"), 'export { a } from "./a";\n');
      const cycles = await findImportCycles(root, [`${folder}/*.ts`]);
      expect(cycles).toEqual([[`${folder}/a.ts`, `${folder}/b.ts`]]);
      expect(describeCycles(cycles)).toBe(`${folder}/a.ts → ${folder}/b.ts → ${folder}/a.ts`);
    } finally {
      rmSync(path.join(root, folder), { recursive: true, force: true });
    }
  });
});
