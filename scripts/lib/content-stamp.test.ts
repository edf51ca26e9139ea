import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentStamp, staleBuildReason, writeContentStamp } from "./content-stamp";

let work: string;
let content: string;
let build: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "juwenalia-stamp-"));
  content = path.join(work, "content");
  build = path.join(work, "build");
  mkdirSync(path.join(content, "images"), { recursive: true });
  writeFileSync(path.join(content, "faq.yaml"), "- question: Kiedy?\n  answer: W maju.\n");
  writeFileSync(path.join(content, "images", "logo.png"), Buffer.from([1, 2, 3]));
  mkdirSync(path.join(build, "client", "homepage"), { recursive: true });
  writeFileSync(path.join(build, "client", "homepage", "index.html"), "<!doctype html>");
});

afterEach(() => rmSync(work, { recursive: true, force: true }));

describe("whether a build shows the content as it is", () => {
  it("is current right after the build recorded the content", () => {
    writeContentStamp(build, content);
    expect(staleBuildReason(build, content)).toBeUndefined();
  });

  it("is stale after an edit, a new picture or a removed file", () => {
    writeContentStamp(build, content);
    writeFileSync(path.join(content, "faq.yaml"), "- question: Kiedy?\n  answer: W maju!\n");
    expect(staleBuildReason(build, content)).toBe("treść zmieniła się od ostatniego budowania");

    writeContentStamp(build, content);
    writeFileSync(path.join(content, "images", "nowe.png"), Buffer.from([4]));
    expect(staleBuildReason(build, content)).toBeDefined();

    writeContentStamp(build, content);
    rmSync(path.join(content, "images", "logo.png"));
    expect(staleBuildReason(build, content)).toBeDefined();
  });

  it("stays current when only the files' times change (a copy, an unzip)", () => {
    writeContentStamp(build, content);
    utimesSync(path.join(content, "faq.yaml"), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(staleBuildReason(build, content)).toBeUndefined();
  });

  it("tells a file's name apart from its place: moving bytes between files is an edit", () => {
    const before = contentStamp(content);
    rmSync(path.join(content, "images", "logo.png"));
    writeFileSync(path.join(content, "images", "logo2.png"), Buffer.from([1, 2, 3]));
    expect(contentStamp(content)).not.toBe(before);
  });

  it("asks for a build when there is none, or one without a record of its content", () => {
    expect(staleBuildReason(build, content)).toBe(
      "zbudowana strona nie zapisała, z jakiej treści powstała",
    );
    rmSync(build, { recursive: true });
    expect(staleBuildReason(build, content)).toBe("brak zbudowanej strony");
  });
});
