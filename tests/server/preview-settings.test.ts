import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#content-layer/load";
import { loadConfig } from "#server/config";
import { temporaryDir } from "./helpers";
import { startServerProcess } from "./process";

/**
 * PREVIEWS_DIR, PREVIEW_HOST and PREVIEW_PASSWORD (docs/operations/publishing.md#previews): all
 * three or none, and never a preview host without a password of at least 12 characters.
 */

const PREVIEWS = {
  PREVIEWS_DIR: "/srv/juwenalia/previews",
  PREVIEW_HOST: "Podglad.Juwenalia-Syrenki.pl",
  PREVIEW_PASSWORD: "dwanascie-znakow",
};

describe("the preview variables", () => {
  it("unset (or empty): no previews at all", () => {
    expect(loadConfig({}, PROJECT_ROOT).previews).toBeUndefined();
    const empty = { PREVIEWS_DIR: "", PREVIEW_HOST: "", PREVIEW_PASSWORD: "" };
    expect(loadConfig(empty, PROJECT_ROOT).previews).toBeUndefined();
  });

  it("set: the folder, the host in lower case, the password", () => {
    expect(loadConfig({ ...PREVIEWS, PREVIEWS_DIR: "podglady" }, PROJECT_ROOT).previews).toEqual({
      dir: path.join(PROJECT_ROOT, "podglady"),
      host: "podglad.juwenalia-syrenki.pl",
      password: "dwanascie-znakow",
    });
  });

  it.each([
    [{ PREVIEW_PASSWORD: "za-krotkie" }, /PREVIEW_PASSWORD: must have at least 12 characters/],
    [{ PREVIEW_PASSWORD: undefined }, /PREVIEW_PASSWORD: required with PREVIEW_HOST/],
    [{ PREVIEW_PASSWORD: "" }, /PREVIEW_PASSWORD: required with PREVIEW_HOST/],
    [{ PREVIEWS_DIR: undefined }, /PREVIEW_HOST: PREVIEWS_DIR and PREVIEW_HOST go together/],
    [{ PREVIEW_HOST: undefined }, /PREVIEW_HOST: PREVIEWS_DIR and PREVIEW_HOST go together/],
    [{ PREVIEW_HOST: "https://podglad.example.pl" }, /PREVIEW_HOST: must be a host name/],
    [{ PREVIEW_HOST: "podglad.example.pl:8443" }, /PREVIEW_HOST: must be a host name/],
  ])("refuse %o, naming the variable", (change, message) => {
    expect(() => loadConfig({ ...PREVIEWS, ...change }, PROJECT_ROOT)).toThrow(message);
  });
});

describe("starting with a preview host", () => {
  it("stops the server, with a message and no stack trace, when the password is short", async () => {
    const start = startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: temporaryDir(),
      PREVIEWS_DIR: temporaryDir(),
      PREVIEW_HOST: "podglad.example.pl",
      PREVIEW_PASSWORD: "krotkie",
    });
    await expect(start).rejects.toThrow(
      /server exited early:\nInvalid environment:\n {2}PREVIEW_PASSWORD: must have at least 12/,
    );
    await expect(start).rejects.not.toThrow(/\n\s+at /);
  }, 60_000);

  it("prints where the previews are once it runs", async () => {
    const dir = temporaryDir();
    const server = await startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: temporaryDir(),
      MODERATOR_PASSWORD: "haslo-moderatora",
      PREVIEWS_DIR: dir,
      PREVIEW_HOST: "podglad.example.pl",
      PREVIEW_PASSWORD: "haslo-do-podgladu",
    });
    try {
      const output = await server.waitForOutput("Podglądy zmian");
      expect(output).toContain(
        `Podglądy zmian: https://podglad.example.pl/<numer zmiany>/ (z ${dir}`,
      );
      expect(output).not.toContain("haslo-do-podgladu");
      const live = await fetch(`${server.url}/api/health`);
      expect(live.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);
});
