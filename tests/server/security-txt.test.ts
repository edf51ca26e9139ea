import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { temporaryDir, testConfig } from "./helpers";

/**
 * public/.well-known/security.txt (RFC 9116): where to report a problem (docs/security.md,
 * "Reporting a problem"). The build copies public/ into build/client, which the server serves.
 */
const SOURCE = path.resolve("public/.well-known/security.txt");
const text = readFileSync(SOURCE, "utf8");

function field(name: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}: `))
    .map((line) => line.slice(name.length + 2).trim());
}

describe("security.txt", () => {
  it("names a contact, the languages and its canonical address", () => {
    expect(field("Contact")).toEqual(["mailto:bezpieczenstwo@juwenalia-syrenki.pl"]);
    expect(field("Preferred-Languages")).toEqual(["pl, en"]);
    expect(field("Canonical")).toEqual(["https://juwenalia-syrenki.pl/.well-known/security.txt"]);
  });

  // Fails once the date has passed: renew it (docs/security.md, "Reporting a problem").
  it("expires within a year and has not expired", () => {
    const [expires] = field("Expires");
    const at = Date.parse(expires ?? "");
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(at).toBeGreaterThan(Date.now());
    expect(at - Date.now()).toBeLessThanOrEqual(366 * 24 * 60 * 60 * 1000);
  });

  describe("served from the build", () => {
    let app: FastifyInstance | undefined;
    afterAll(async () => {
      await app?.close();
    });

    it("answers /.well-known/security.txt as plain text", async () => {
      const staticDir = temporaryDir("juwenalia-security-txt-");
      mkdirSync(path.join(staticDir, ".well-known"));
      copyFileSync(SOURCE, path.join(staticDir, ".well-known", "security.txt"));
      app = await buildApp(testConfig({ staticDir }));
      const response = await app.inject("/.well-known/security.txt");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toBe(text);
    });
  });
});
