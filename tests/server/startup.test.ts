import { describe, expect, it } from "vitest";
import { temporaryDir } from "./helpers";
import { startServerProcess } from "./process";

/** Issue 6: "MODERATOR_PASSWORD — when unset, npm start generates one and prints it once". */
describe("starting without MODERATOR_PASSWORD", () => {
  it("generates a password, prints it on the first start only, and it works", async () => {
    const env = { DATA_DIR: temporaryDir(), STATIC_DIR: temporaryDir(), MODERATOR_PASSWORD: "" };
    const first = await startServerProcess(env);
    let password: string | undefined;
    try {
      const output = await first.waitForOutput("Panel moderacji");
      password = /Hasło moderatora \(wygenerowane[^)]*\): (\S+)/.exec(output)?.[1];
      expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      const login = await fetch(`${first.url}/api/moderation/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password }),
      });
      expect(login.status).toBe(204);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }

    const second = await startServerProcess(env);
    try {
      const output = await second.waitForOutput("Hasło moderatora: zapisane w");
      expect(output).not.toContain(password);
      const login = await fetch(`${second.url}/api/moderation/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password }),
      });
      expect(login.status).toBe(204);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  }, 180_000);
});
