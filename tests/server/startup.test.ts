import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEdition } from "#content-layer/load";
import { temporaryDir } from "./helpers";
import { startServerProcess } from "./process";

/** When MODERATOR_PASSWORD is unset, npm start generates one and prints it once (README). */
describe("starting without MODERATOR_PASSWORD", () => {
  it("generates a password, prints it on the first start only, and it works", async () => {
    const env = { DATA_DIR: temporaryDir(), STATIC_DIR: temporaryDir(), MODERATOR_PASSWORD: "" };
    const first = await startServerProcess(env);
    let password: string | undefined;
    try {
      const output = await first.waitForOutput("Panel moderacji");
      // The name comes from the content (CONTENT_DIR, content/ by default), not from the code.
      expect(output).toContain(`${loadEdition().name}: serwer działa pod ${first.url}`);
      password = /Hasło moderatora \(wygenerowane[^)]*\): (\S+)/.exec(output)?.[1];
      expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      const login = await fetch(`${first.url}/api/moderation/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: QUICK_START_LEAD, password }),
      });
      expect(login.status).toBe(204);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }

    // Only its hash is kept in the data directory.
    const stored = readFileSync(path.join(env.DATA_DIR, "moderator-password"), "utf8");
    expect(stored).toMatch(/^\$scrypt\$/);
    expect(stored).not.toContain(password);

    const second = await startServerProcess(env);
    try {
      const output = await second.waitForOutput("Hasło moderatora: wygenerowane przy pierwszym");
      expect(output).toContain("usuń ten plik i uruchom serwer ponownie");
      expect(output).not.toContain(password);
      const login = await fetch(`${second.url}/api/moderation/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: QUICK_START_LEAD, password }),
      });
      expect(login.status).toBe(204);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 180_000);
});

describe("the edition's content at start-up", () => {
  it("an invalid edition stops the server with the content's message, like a bad variable", async () => {
    const start = startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: temporaryDir(),
      CONTENT_DIR: temporaryDir(),
    });
    await expect(start).rejects.toThrow(/\[Edycja festiwalu\] Nie ma pliku \S*edition\.yaml\./);
    await expect(start).rejects.not.toThrow(/\n\s+at /); // a message, not a stack trace
  }, 60_000);

  it("a moved window is printed and written into the pages", async () => {
    const staticDir = temporaryDir();
    mkdirSync(path.join(staticDir, "homepage"));
    writeFileSync(
      path.join(staticDir, "homepage", "index.html"),
      "<!doctype html><html><head><title>x</title></head><body></body></html>",
    );
    const server = await startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: staticDir,
      MODERATOR_PASSWORD: "haslo-proby-generalnej",
      SUBMISSIONS_OPEN_AT: "2031-06-10T18:00:00+02:00",
      SUBMISSIONS_CLOSE_AT: "2031-06-10T20:30:00+02:00",
    });
    try {
      const output = await server.waitForOutput("Okno wiadomości przesunięte");
      expect(output).toMatch(/10\.06\.2031, 18:00:00 – 10\.06\.2031, 20:30:00 \(Europe\/Warsaw\)/);
      const page = await (await fetch(`${server.url}/homepage`)).text();
      expect(page).toContain(
        '<head><meta name="message-window" ' +
          'content="2031-06-10T16:00:00.000Z/2031-06-10T18:30:00.000Z"><title>',
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);
});
