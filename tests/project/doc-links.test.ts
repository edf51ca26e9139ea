import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anchorsOf, deadLinks, repositoryFiles } from "./doc-links";

/**
 * Every link and anchor the docs and the code cite resolves (tests/project/doc-links.ts): a
 * reader who follows one lands on the heading it names. A moved or renamed heading fails here,
 * naming each place that still points at the old one.
 */

const root = path.resolve(import.meta.dirname, "../..");

describe("the link checker", () => {
  const fixture = mkdtempSync(path.join(tmpdir(), "doc-links-"));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };
  write(
    "docs/guide.md",
    [
      "# Przewodnik",
      "## Zdjęcia",
      "## Zdjęcia",
      "## Where `npm test`'s time goes",
      "## 11. Rehearsal, the day before",
      '<a id="by-hand"></a>',
      "- **How long it takes.** Long.",
      "```",
      "## Not a heading",
      "```",
    ].join("\n"),
  );
  write("server/area/README.md", "# Area\n\n## Staff login\n");

  it("makes GitHub's anchors: Polish letters kept, repeats numbered, code marks dropped", () => {
    const { anchors } = anchorsOf("## Zdjęcia\n## Zdjęcia\n## Podłączenie repozytorium\n");
    expect([...anchors]).toEqual(["zdjęcia", "zdjęcia-1", "podłączenie-repozytorium"]);
    expect([...anchorsOf("### Where `npm test`'s time goes").anchors]).toEqual([
      "where-npm-tests-time-goes",
    ]);
  });

  it("passes links and citations that resolve", () => {
    write(
      "README.md",
      [
        "[guide](docs/guide.md#zdjęcia), [again](docs/guide.md#zdj%C4%99cia-1),",
        "[time](docs/guide.md#where-npm-tests-time-goes), [hand](docs/guide.md#by-hand),",
        "[area](server/area/), [top](#readme-top) <a name='readme-top'></a>",
        '`docs/guide.md#zdjęcia`; docs/guide.md, "Rehearsal"; docs/guide.md, "How long it takes"',
        "[site](/admin/), [web](https://example.com/x.md#nope), `docs/decisions/NNN-title.md`",
      ].join("\n"),
    );
    write(
      "server/area/thing.ts",
      [
        "// The rules (server/area/README.md#staff-login), and at length in",
        '// docs/guide.md, "Where `npm test`\'s time goes".',
        'const url = "https://x/" + /\\/\\/ docs\\/nope.md/.source; // a regex, no comment in it',
        "export const text = `${url} // docs/nope.md`;",
      ].join("\n"),
    );
    expect(deadLinks(fixture, ["README.md", "server/area/thing.ts"])).toEqual([]);
  });

  it("fails on a planted dead link, anchor or quoted heading", () => {
    write(
      "docs/other.md",
      [
        "# Other",
        "[dead anchor](guide.md#zdjecia) and [dead file](missing.md)",
        "```",
        "[in a fence](missing.md) is a command's text, not a link",
        "```",
      ].join("\n"),
    );
    write(
      "server/area/other.css",
      '/* The colours (docs/guide.md, "Colours"): a heading the guide does not have. */',
    );
    write(
      "server/area/other.tsx",
      [
        "/**",
        " * Wrapped at the anchor's hyphen (docs/guide.md#where-npm-tests-",
        " * time-goes) and one that is dead (server/area/README.md#staff-sessions).",
        " */",
        "export const x = <p>{/* docs/gone.md */}</p>;",
      ].join("\n"),
    );
    expect(
      deadLinks(fixture, ["docs/other.md", "server/area/other.css", "server/area/other.tsx"]),
    ).toEqual([
      { from: "docs/other.md:2", target: "guide.md#zdjecia", reason: "no such heading" },
      { from: "docs/other.md:2", target: "missing.md", reason: "no such file" },
      {
        from: "server/area/other.css:1",
        target: 'docs/guide.md, "Colours"',
        reason: "no such heading",
      },
      {
        from: "server/area/other.tsx:1",
        target: "server/area/README.md#staff-sessions",
        reason: "no such heading",
      },
      { from: "server/area/other.tsx:5", target: "docs/gone.md", reason: "no such file" },
    ]);
  });
});

describe("links and anchors in the repository", () => {
  // Reads and scans every file of the checkout: seconds, more on a busy machine.
  it("all resolve", { timeout: 120_000 }, () => {
    const files = repositoryFiles(root);
    // A check that reads nothing proves nothing.
    expect(files.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(30);
    const dead = deadLinks(root, files).map(({ from, target, reason }) => {
      return `${from}: ${target} (${reason})`;
    });
    expect(dead, `dead links:\n${dead.join("\n")}`).toEqual([]);
  });
});
