import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow, type ValidationError } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { cmsConfig } from "#content-layer/cms-config";

/**
 * The pipelines of the git hosts (docs/operations/publishing.md#publishing): every workflow file is
 * validated against GitHub's workflow schema (SchemaStore's, compiled into
 * @action-validator/core, offline), which Forgejo's syntax follows for what these files use; and
 * every command a `run:` step calls is one the README documents, or a system tool named below,
 * so the pipeline never does what a developer cannot find out how to do by hand.
 */

const root = path.resolve(import.meta.dirname, "../..");
const WORKFLOW_DIRS = [".github/workflows", ".forgejo/workflows"];

/** System tools the steps may call besides the project's commands, each for one reason. */
const SYSTEM_TOOLS: Record<string, string> = {
  "apt-get": "installs the Debian packages .ci/run installs",
  install: "creates the SSH folder and key file with their modes before anything is written",
  printf: "writes the key, host key and SSH config from secrets without printing them",
  ls: "finds the tarball npm run release wrote (its name holds the edition and commit)",
  scp: "uploads the release to /opt/juwenalia/incoming/ on the server",
  ssh: "runs the deploy command on the server (checked like a step's own command)",
  rm: "forgets the SSH key when the job ends",
  curl: "gives the change its preview's address as a commit status, which the CMS shows",
};

/** The subcommands of `node server/deploy.mjs` the README lists. */
function documentedDeploySubcommands(readme: string): Set<string> {
  const line = readme.split("\n").find((l) => l.includes("node server/deploy.mjs "));
  const listed = /node server\/deploy\.mjs ([\w\\|-]+)/.exec(line ?? "")?.[1] ?? "";
  return new Set(listed.split(/\\?\|/).filter(Boolean));
}

/** The `npm run` scripts the README's tables document, by name. */
function documentedScripts(readme: string): Set<string> {
  const rows = readme.split("\n").filter((line) => line.startsWith("|"));
  return new Set(
    rows.flatMap((row) => [...row.matchAll(/`npm run ([\w:-]+)/g)].map((m) => m[1] ?? "")),
  );
}

const readme = readFileSync(path.join(root, "README.md"), "utf8");
const scripts = documentedScripts(readme);
const deploySubcommands = documentedDeploySubcommands(readme);

interface Workflow {
  file: string;
  text: string;
}

function workflows(): Workflow[] {
  return WORKFLOW_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => ({
        file: `${dir}/${name}`,
        text: readFileSync(path.join(root, dir, name), "utf8"),
      })),
  );
}

/** The schema's complaints, one line each (the innermost detail of each `oneOf` branch). */
function schemaErrors(text: string): string[] {
  const describe = (error: ValidationError): string[] => {
    const nested = "states" in error ? (error.states ?? []) : [];
    if (nested.length > 0) return nested.flatMap((state) => state.errors.flatMap(describe));
    const where = "path" in error ? error.path : (error.location?.line ?? "");
    return [`${where}: ${error.title}${error.detail ? ` (${error.detail})` : ""}`];
  };
  return validateWorkflow(text).errors.flatMap(describe);
}

interface RunStep {
  where: string;
  script: string;
}

function runSteps({ file, text }: Workflow): RunStep[] {
  const workflow = parse(text) as {
    jobs?: Record<string, { steps?: { run?: string; name?: string }[] }>;
  };
  return Object.entries(workflow.jobs ?? {}).flatMap(([job, { steps = [] }]) =>
    steps.flatMap((step, index) =>
      typeof step.run === "string"
        ? [{ where: `${file} ${job} step ${index + 1}`, script: step.run }]
        : [],
    ),
  );
}

/**
 * The simple commands of a shell script, as word lists: continuations joined, split at `;`,
 * `&&`, `||`, `|` and command substitutions, variable assignments before a command dropped.
 * Enough for the plain scripts of our steps; a construct it does not know (`if`, `for`) shows as
 * an unknown command, which is the point: keep the steps plain.
 */
function commandsOf(script: string): string[][] {
  return script
    .replace(/\\\n/g, " ")
    .split(/\n|;|&&|\|\||\||\$\(|\)/)
    .map((part) => part.replace(/\s[12]?>+\s*\S+/g, " ").trim())
    .filter((part) => part !== "" && !part.startsWith("#"))
    .map((part) =>
      part.split(/\s+/).filter((word) => !/^[A-Za-z_]\w*=/.test(word) && !/^["']*$/.test(word)),
    )
    .filter((words) => words.length > 0);
}

/** Why `words` is not a documented command, or undefined when it is. */
function undocumented(words: string[]): string | undefined {
  const [command, first, second] = words;
  if (command === "npm") {
    if (first === "ci" || first === "test") {
      return readme.includes(`npm ${first}`) ? undefined : `npm ${first} is not in the README`;
    }
    if (first === "run" && second !== undefined && scripts.has(second)) return undefined;
    return `${words.join(" ")}: not a script of the README's tables`;
  }
  if (command === "node") {
    const documented = /(^|\/)server\/deploy\.mjs$/.test(first ?? "");
    if (documented && second !== undefined && deploySubcommands.has(second)) return undefined;
    return `${words.join(" ")}: not a documented node server/deploy.mjs subcommand`;
  }
  if (command === "ssh") {
    const remote = words.indexOf("node");
    if (remote === -1) return `${words.join(" ")}: ssh runs no documented command`;
    return undocumented(words.slice(remote));
  }
  if (command !== undefined && command in SYSTEM_TOOLS) return undefined;
  return `${words.join(" ")}: ${command} is neither documented nor an allowed system tool`;
}

describe("the git hosts' workflow files", () => {
  const files = workflows();

  it("are there for GitHub and Forgejo: checks, deploy, preview removal", () => {
    const names = files.map(({ file }) => file);
    for (const dir of WORKFLOW_DIRS) {
      for (const name of ["checks.yml", "deploy.yml", "preview-remove.yml"]) {
        expect(names).toContain(`${dir}/${name}`);
      }
    }
  });

  it.each(workflows().map(({ file }) => [file]))("%s follows the workflow schema", (file) => {
    const { text } = files.find((workflow) => workflow.file === file) ?? { text: "" };
    expect(schemaErrors(text)).toEqual([]);
  });

  it("the validator catches a job without runs-on, an unknown key and a bad event", () => {
    const valid = "on: push\njobs:\n  a:\n    runs-on: docker\n    steps:\n      - run: npm test\n";
    expect(schemaErrors(valid)).toEqual([]);
    const noRunsOn = valid.replace("    runs-on: docker\n", "");
    expect(schemaErrors(noRunsOn).join("\n")).toMatch(/runs-on: This property is required/);
    const unknownKey = valid.replace("    steps:", "    stepz:");
    expect(schemaErrors(unknownKey).join("\n")).toMatch(/Additional property 'stepz'/);
    const badEvent = valid.replace("on: push", "on: pushed");
    expect(schemaErrors(badEvent).length).toBeGreaterThan(0);
    // One of our own files with a mistake planted in it.
    const deploy = files.find(({ file }) => file === ".github/workflows/deploy.yml");
    const planted = (deploy?.text ?? "").replace("timeout-minutes: 20", "timeout-minutez: 20");
    expect(schemaErrors(planted).join("\n")).toMatch(/timeout-minutez/);
  });

  it("call only documented commands and the allowed system tools", () => {
    expect(scripts).toContain("release");
    expect(deploySubcommands).toEqual(
      new Set(["deploy", "rollback", "preview", "preview-remove", "status"]),
    );
    const steps = files.flatMap(runSteps);
    expect(steps.length).toBeGreaterThan(10);
    const problems = steps.flatMap(({ where, script }) =>
      commandsOf(script).flatMap((words) => {
        const problem = undocumented(words);
        return problem ? [`${where}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("the command check refuses what is not documented", () => {
    expect(undocumented(["npm", "run", "release", "--", "--reuse-build"])).toBeUndefined();
    expect(undocumented(["npm", "run", "not-a-script"])).toMatch(/not a script/);
    expect(undocumented(["npm", "install"])).toMatch(/not a script/);
    expect(undocumented(["wget", "https://example.org"])).toMatch(/wget is neither/);
    expect(
      undocumented(["ssh", "server", "node", "/opt/juwenalia/current/server/deploy.mjs", "wipe"]),
    ).toMatch(/not a documented/);
    expect(commandsOf('a="$(ls x)"\nFOO=1 npm test && scp a b > /dev/null')).toEqual([
      ["ls", "x"],
      ["npm", "test"],
      ["scp", "a", "b"],
    ]);
  });

  it("install the system packages .ci/run installs", () => {
    const ciRun = readFileSync(path.join(root, ".ci/run"), "utf8");
    const wanted = [...ciRun.matchAll(/packages\+=\(([\w-]+)\)/g)].map((m) => m[1]).sort();
    expect(wanted.length).toBeGreaterThan(0);
    for (const file of WORKFLOW_DIRS.map((dir) => `${dir}/checks.yml`)) {
      const { text } = files.find((workflow) => workflow.file === file) ?? { text: "" };
      const line = text.split("\n").find((l) => l.includes("apt-get install")) ?? "";
      const installed = line
        .split(/\s+/)
        .slice(line.split(/\s+/).indexOf("--no-install-recommends") + 1)
        .sort();
      expect(installed, file).toEqual(wanted);
    }
  });

  it("give a previewed change its address as a commit status, in the form the CMS reads", () => {
    type Step = { name?: string; if?: string; run?: string; env?: Record<string, string> };
    type Jobs = Record<string, { steps?: Step[]; permissions?: Record<string, string> }>;
    for (const file of WORKFLOW_DIRS.map((dir) => `${dir}/checks.yml`)) {
      const { text } = files.find((workflow) => workflow.file === file) ?? { text: "" };
      const jobs = (parse(text) as { jobs: Jobs }).jobs;
      const steps = jobs.preview?.steps ?? [];
      const publish = steps.findIndex((step) => step.run?.includes("deploy.mjs preview "));
      const status = steps.findIndex((step) => step.run?.includes("/statuses/$HEAD_SHA"));
      expect(status, file).toBeGreaterThan(publish);
      expect(publish, file).toBeGreaterThan(-1);
      const step = steps[status]!;
      expect(step.env).toEqual({
        TOKEN: "${{ secrets.GITHUB_TOKEN }}",
        HEAD_SHA: "${{ github.event.pull_request.head.sha }}",
        PREVIEW_URL: "https://${{ vars.PREVIEW_ADDRESS }}/${{ github.event.pull_request.number }}/",
      });
      // The body as the shell passes it: JSON once the address is in.
      const quoted = /-d "((?:[^"\\]|\\.)*)"/.exec(step.run ?? "")?.[1] ?? "";
      const body = quoted
        .replace(/\\"/g, '"')
        .replace("$PREVIEW_URL", "https://podglad.example/12/");
      expect(JSON.parse(body)).toEqual({
        state: "success",
        context: "Podgląd strony",
        description: "Strona z tą zmianą, za hasłem podglądu",
        target_url: "https://podglad.example/12/",
      });
    }
    expect(
      (
        parse(readFileSync(path.join(root, ".github/workflows/checks.yml"), "utf8")) as {
          jobs: Jobs;
        }
      ).jobs.preview?.permissions,
    ).toEqual({ contents: "read", statuses: "write" });
    // The CMS's GitHub backend reads a commit's statuses with their addresses: an upgrade that
    // stops doing so fails here.
    const bundle = readFileSync(
      path.join(root, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    expect(bundle).toContain("status { contexts { context state targetUrl description } }");
    // It links the address only for an entry with a preview path; ours is the change's root.
    expect(bundle).toContain(
      "{preview_path:s,preview_path_date_field:c,fields:l=[],_i18n:{defaultLocale:u," +
        "omitDefaultLocaleFromPreviewPath:d}}=t??e;if(!i||!a||!s)return;",
    );
    const entries = (
      cmsConfig().collections as { files: { file: string; preview_path?: string }[] }[]
    ).flatMap((collection) => collection.files);
    expect(entries.length).toBeGreaterThan(10);
    expect(entries.filter((entry) => entry.preview_path !== "/")).toEqual([]);
  });
});
