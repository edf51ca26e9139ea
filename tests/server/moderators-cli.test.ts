import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { programArguments } from "../support/test-programs";
import { login, temporaryDir, testConfig } from "./helpers";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** `npm run moderators -- …` as an organiser runs it, against the data folder `dataDir`. */
async function moderators(dataDir: string, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [...programArguments("moderators"), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { code: 0, out: stdout };
  } catch (failure) {
    const error = failure as { code: number; stderr: string };
    return { code: error.code, out: error.stderr };
  }
}

const passwordIn = (out: string) => /Hasło: (\S+)/.exec(out)?.[1] ?? "";

describe("npm run moderators", () => {
  it("adds accounts (three at once on a fresh database), lists, resets and removes them; the server signs them in", async () => {
    const dataDir = temporaryDir();
    const added = await Promise.all([
      moderators(dataDir, "add", "Ola"),
      moderators(dataDir, "add", "bartek"),
      moderators(dataDir, "add", "ewa", "--lead"),
    ]);
    expect(added.map((result) => result.code)).toEqual([0, 0, 0]);
    expect(added[0]?.out).toContain("Dodano konto „ola” (moderator).");
    expect(added[2]?.out).toContain("(koordynator zmiany)");
    const olaPassword = passwordIn(added[0]?.out ?? "");
    expect(olaPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const list = await moderators(dataDir, "list");
    expect(list.out.split("\n").map((line) => line.split("\t").slice(0, 2).join(" "))).toEqual(
      expect.arrayContaining(["bartek moderator", "ewa lead", "ola moderator"]),
    );
    // Each run is a process start: the ones that do not depend on each other run side by side.
    const refused = await Promise.all([
      moderators(dataDir, "add", "ola"),
      moderators(dataDir, "add", "x"),
      moderators(dataDir, "remove", "nikt"),
      moderators(dataDir, "bogus"),
    ]);
    expect(refused.map((result) => result.code)).toEqual([2, 2, 2, 2]);

    const [reset, removed] = await Promise.all([
      moderators(dataDir, "reset", "bartek"),
      moderators(dataDir, "remove", "ewa"),
    ]);
    const bartekPassword = /„bartek”: (\S+)/.exec(reset.out)?.[1] ?? "";
    expect(bartekPassword).not.toBe(passwordIn(added[1]?.out ?? ""));
    expect(removed.code).toBe(0);

    const app = await buildApp(testConfig({ dataDir }));
    try {
      await expect(login(app, "OLA ", olaPassword)).resolves.toMatch(/^moderator_session=/);
      await expect(login(app, "bartek", bartekPassword)).resolves.toMatch(/^moderator_session=/);
      await expect(login(app, "ewa", passwordIn(added[2]?.out ?? ""))).rejects.toThrow(/401/);
    } finally {
      await app.close();
    }
  }, 120_000);
});
