import { describe, expect, it } from "vitest";
import { createTestApp, expectError, login, testDatabases } from "./helpers";

/**
 * A name that could be no account's is refused at the door (400): a NUL never reaches SQLite,
 * PostgreSQL (which refuses it with an error of its own), the login counters or the trail's CSV.
 */
for (const database of testDatabases()) {
  describe(`typed staff names (${database.name})`, () => {
    it("refuses a login name with a NUL, a space inside or a quote, and records nothing", async () => {
      const app = await createTestApp(database);
      for (const name of ["a\u0000b", "ola kowalska", 'ola"', "x", "\u200bola"]) {
        const response = await app.inject({
          method: "POST",
          url: "/api/moderation/session",
          payload: { name, password: "cokolwiek-dlugiego" },
        });
        expectError(response, 400, "invalid_body");
      }
      // Spaces around and capitals still sign in, as before.
      const typed = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        payload: { name: " Ola ", password: "cokolwiek-dlugiego" },
      });
      expectError(typed, 401, "wrong_password");

      const cookie = await login(app);
      const trail = await app.inject({
        method: "GET",
        url: "/api/moderation/audit",
        headers: { cookie },
      });
      const actors = trail.json<Array<{ actor: string }>>().map((entry) => entry.actor);
      expect(actors).toContain("ola");
      const odd = ["\u0000", "\u200b", " ", '"'];
      expect(actors.filter((actor) => odd.some((part) => actor.includes(part)))).toEqual([]);
      const csv = await app.inject({
        method: "GET",
        url: "/api/moderation/audit.csv",
        headers: { cookie },
      });
      expect(csv.body).not.toContain("\u0000");
    });

    it("refuses a trail filter with a NUL with 400, not a 500 or a 503", async () => {
      const app = await createTestApp(database);
      const cookie = await login(app);
      for (const url of [
        "/api/moderation/audit?moderator=a%00b",
        "/api/moderation/audit.csv?moderator=a%00b",
      ]) {
        expectError(
          await app.inject({ method: "GET", url, headers: { cookie } }),
          400,
          "invalid_query",
        );
      }
    });
  });
}
