import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "#content-layer/load";
import { loadConfig } from "#server/config";
import { SECRET_STRENGTH, type CheckedSecret } from "#server/config/secret-strength";
import { startServerProcess } from "./process";
import { temporaryDir } from "../temporary-dirs";

/**
 * Every secret of the environment is refused at start, with a line naming it, when it is a
 * placeholder, a pattern, guessable, a value of the shipped examples, or the same as another.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRETS = Object.keys(SECRET_STRENGTH) as CheckedSecret[];
const load = (env: NodeJS.ProcessEnv) => loadConfig({ CONTENT_DIR: contentDir(), ...env }, ROOT);
/** The variables a secret needs beside it to be read at all. */
const COMPANIONS: Partial<Record<CheckedSecret, NodeJS.ProcessEnv>> = {
  CMS_GITHUB_CLIENT_SECRET: { CMS_BACKEND: "github", CMS_GITHUB_CLIENT_ID: "Iv1.a1b2c3d4e5f6" },
  PREVIEW_PASSWORD: { PREVIEWS_DIR: temporaryDir(), PREVIEW_HOST: "podglad.example.pl" },
};
const withSecret = (name: CheckedSecret, value: string) => ({
  ...COMPANIONS[name],
  [name]: value,
});

/** `NAME=value` lines (commented out or not) of the examples we ship, for the secrets. */
function exampleValues(): Array<[CheckedSecret, string, string]> {
  const files = [".env.example", "deploy/systemd/juwenalia.env.example"];
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .map((line) => /^#?\s*([A-Z_]+)=(\S+)\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .filter((match) => SECRETS.includes(match[1] as CheckedSecret))
      .map((match): [CheckedSecret, string, string] => [
        match[1] as CheckedSecret,
        match[2]!,
        file,
      ]),
  );
}

describe("the secrets of the environment", () => {
  it("refuse the placeholders of the audit, naming the variable", () => {
    expect(() => load({ SESSION_SECRET: "CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME" })).toThrow(
      /SESSION_SECRET: is a placeholder from an example \(it contains "changeme"\)/,
    );
    expect(() => load({ METRICS_TOKEN: "CHANGE-ME-openssl-rand-hex-32" })).toThrow(
      /METRICS_TOKEN: is a placeholder/,
    );
  });

  it("refuse every secret value of the shipped examples", () => {
    const values = exampleValues();
    // The env file for systemd carries SESSION_SECRET and METRICS_TOKEN at least.
    expect(values.map(([name]) => name)).toEqual(
      expect.arrayContaining(["SESSION_SECRET", "METRICS_TOKEN"]),
    );
    for (const [name, value, file] of values) {
      expect(() => load(withSecret(name, value)), `${name} of ${file}`).toThrow(
        new RegExp(`${name}: `),
      );
    }
  });

  it("refuse a repeated pattern and a guessable value, never printing the value", () => {
    const repeated = "s".repeat(40);
    expect(() => load({ SESSION_SECRET: repeated })).toThrow(/SESSION_SECRET: repeats a pattern/);
    expect(() => load({ SESSION_SECRET: "abcd".repeat(10) })).toThrow(/repeats a pattern/);
    expect(() => load({ METRICS_TOKEN: "1234567890123456" })).toThrow(/METRICS_TOKEN: /);
    expect(() => load({ SESSION_SECRET: "passwordpasswordpassword12345678" })).toThrow(
      /SESSION_SECRET: /,
    );
    expect(() => load({ SESSION_SECRET: repeated })).not.toThrow(new RegExp(repeated));
  });

  it("refuse one secret used for two", () => {
    const shared = randomBytes(32).toString("hex");
    expect(() => load({ SESSION_SECRET: shared, METRICS_TOKEN: shared })).toThrow(
      /METRICS_TOKEN: is the same as SESSION_SECRET/,
    );
  });

  it("take random values as the examples and docs say to make them", () => {
    const config = load({
      SESSION_SECRET: randomBytes(32).toString("hex"),
      METRICS_TOKEN: randomBytes(32).toString("hex"),
      ...withSecret("PREVIEW_PASSWORD", randomBytes(12).toString("base64")),
    });
    expect(config.metricsToken).toBeDefined();
    expect(config.previews).toBeDefined();
    expect(() =>
      load(withSecret("CMS_GITHUB_CLIENT_SECRET", randomBytes(20).toString("hex"))),
    ).not.toThrow();
  });

  it("stop the real server's start with the line, and no stack trace", async () => {
    const start = startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: temporaryDir(),
      SESSION_SECRET: "CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME",
    });
    await expect(start).rejects.toThrow(
      /server exited early:\nInvalid environment:\n {2}SESSION_SECRET: is a placeholder/,
    );
    await expect(start).rejects.not.toThrow(/\n\s+at /);
  }, 60_000);
});
