import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { checkContentFolder } from "#content-layer/check";
import { PROJECT_ROOT } from "#content-layer/load";
import { formatProblem } from "#content-layer/problems";
import { formatContentYaml } from "#content-layer/yaml-form";
import { temporaryDir } from "#tests/temporary-dirs";

/**
 * The build never invents an organiser's picture: `npm run build` on a content folder that names
 * a team member's photo whose file is not there stops at the content check, with its Polish line, and the
 * artwork generator (the build's first step) has not drawn a stand-in.
 */
describe("a missing organiser's photo", () => {
  it("stops npm run build with content:check's line, and the generator draws nothing for it", () => {
    const dir = temporaryDir("juwenalia-missing-photo-");
    cpSync(path.join(PROJECT_ROOT, "content"), dir, { recursive: true });
    const teamFile = path.join(dir, "team.yaml");
    const team = parse(readFileSync(teamFile, "utf8")) as { members: Record<string, unknown>[] };
    // A new photo named for the first member, whose file never came.
    team.members[0] = { ...team.members[0], image: "/team/nowa-osoba.jpg" };
    writeFileSync(teamFile, formatContentYaml("team.yaml", JSON.stringify(team)));
    const photo = path.join(dir, "images/team/nowa-osoba.jpg");
    const expected = checkContentFolder(dir).map(formatProblem);
    expect(expected).toEqual([expect.stringMatching(/Zdjęcie: nie ma pliku .*nowa-osoba\.jpg/)]);

    const build = spawnSync("npm", ["run", "build"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, CONTENT_DIR: dir, BUILD_DIR: path.join(dir, "build") },
      encoding: "utf8",
    });

    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain(expected[0]);
    expect(existsSync(photo)).toBe(false);
    // It stopped at the check: nothing was built.
    expect(existsSync(path.join(dir, "build"))).toBe(false);
  }, 120_000);
});
