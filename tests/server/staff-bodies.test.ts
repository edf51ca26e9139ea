import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuditEntry, ScreenBoard, ScreensOverview } from "#core/contract";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import {
  countAll,
  createTestApp,
  expectError,
  login,
  MODERATOR_PASSWORD,
  submit,
  testDatabases,
  VALID,
} from "./helpers";
import { staffGet, staffWrite } from "./staff";

/*
 * Every staff request body is strict (server/routes/README.md#api-errors): a field it does not name
 * is refused with 400 invalid_body naming that field, and nothing is changed; a field of the wrong
 * type is told its type, a missing one that it is required. The public submission stays as it is.
 */

type Answer = Awaited<ReturnType<FastifyInstance["inject"]>>;

/** The answer's Polish text, after checking it is a 400 invalid_body. */
function refusal(answer: Answer): string {
  expectError(answer, 400, "invalid_body");
  return answer.json<{ error: string }>().error;
}

const loginBody = (app: FastifyInstance, body: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/moderation/session",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

async function boardOf(app: FastifyInstance, session: string): Promise<ScreenBoard> {
  return (await staffGet(app, session, "/api/moderation/screens")).json<ScreensOverview>().board;
}

async function trailOf(app: FastifyInstance, session: string): Promise<AuditEntry[]> {
  return (await staffGet(app, session, "/api/moderation/audit")).json<AuditEntry[]>();
}

for (const database of testDatabases()) {
  describe(`staff request bodies (${database.name})`, () => {
    it("refuse a field they do not name, naming it, and change nothing", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const posted = await submit(app);
      expect(posted.statusCode).toBe(201);
      const id = posted.json<{ id: number }>().id;
      const boardBefore = await boardOf(app, lead);
      const trailBefore = await trailOf(app, lead);

      const withRemember = await loginBody(app, {
        name: QUICK_START_LEAD,
        password: MODERATOR_PASSWORD,
        remember: true,
      });
      expect(refusal(withRemember)).toBe("Nieznane pole: „remember”.");
      expect(
        withRemember.cookies.find((entry) => entry.name === "moderator_session"),
      ).toBeUndefined();

      const kora = { setId: "2031-06-11-kora-i-kompas", delayMinutes: 10, cancelled: false };
      // Each request with one field its body does not name, and that field.
      const refused: Array<
        [method: "POST" | "PUT" | "DELETE", url: string, body: object, field: string]
      > = [
        [
          "POST",
          `/api/moderation/submissions/${id}/approve`,
          { from: "pending", note: "ok" },
          "note",
        ],
        ["POST", `/api/moderation/submissions/${id}/block`, { reason: "spam" }, "reason"],
        ["POST", "/api/moderation/claims", { batch: 50 }, "batch"],
        ["POST", "/api/moderation/blocks/1/unblock", { all: true }, "all"],
        ["DELETE", "/api/moderation/session", { everywhere: true }, "everywhere"],
        [
          "PUT",
          "/api/moderation/screens/mode",
          { screen: null, mode: "paused", minutes: 5 },
          "minutes",
        ],
        [
          "PUT",
          "/api/moderation/screens/settings",
          { ...boardBefore.settings, paceSeconds: 20, theme: "ciemny" },
          "theme",
        ],
        [
          "POST",
          "/api/moderation/announcement",
          { text: "Wejście 2 zamknięte", color: "red" },
          "color",
        ],
        ["PUT", "/api/moderation/late-changes", { ...kora, sequence: 1 }, "sequence"],
        ["DELETE", `/api/moderation/late-changes/${kora.setId}`, { cancelled: false }, "cancelled"],
      ];
      for (const [method, url, body, field] of refused) {
        expect(refusal(await staffWrite(app, lead, method, url, body)), `${method} ${url}`).toBe(
          `Nieznane pole: „${field}”.`,
        );
      }
      // Two at once are both named.
      expect(
        refusal(
          await staffWrite(app, lead, "DELETE", "/api/moderation/announcement", {
            force: true,
            all: true,
          }),
        ),
      ).toBe("Nieznane pola: „force”, „all”.");

      // Nothing reached the queue, the board or the trail.
      expect(await countAll(app, lead)).toMatchObject({ pending: 1, approved: 0 });
      expect(await boardOf(app, lead)).toEqual(boardBefore);
      expect(await trailOf(app, lead)).toEqual(trailBefore);
    });

    it("tell a field of the wrong type its type, and a missing field that it is required", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const settings = (await boardOf(app, lead)).settings;

      expect(refusal(await loginBody(app, { name: QUICK_START_LEAD, password: 12345 }))).toBe(
        "Pole „password” musi być tekstem.",
      );
      expect(refusal(await loginBody(app, { name: QUICK_START_LEAD }))).toBe(
        "Pole „password” jest wymagane i musi być tekstem.",
      );
      const settingsPut = (body: object) =>
        staffWrite(app, lead, "PUT", "/api/moderation/screens/settings", body);
      expect(refusal(await settingsPut({ ...settings, paceSeconds: "10" }))).toBe(
        "Pole „paceSeconds” musi być liczbą.",
      );
      expect(refusal(await settingsPut({ ...settings, paceSeconds: 7.5 }))).toBe(
        "Pole „paceSeconds” musi być liczbą całkowitą.",
      );
      // Left out: JSON has no undefined.
      expect(refusal(await settingsPut({ ...settings, paceSeconds: undefined }))).toBe(
        "Pole „paceSeconds” jest wymagane i musi być liczbą.",
      );
      expect(
        refusal(
          await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text: null }),
        ),
      ).toBe("Pole „text” musi być tekstem.");
      expect((await boardOf(app, lead)).settings).toEqual(settings);
    });

    it("the public submission keeps its own answer to a field it does not name", async () => {
      const app = await createTestApp(database);
      // As before: the message rules decide, and an extra field is not the sender's problem.
      expect((await submit(app, { ...VALID, extra: "pole" })).statusCode).toBe(201);
    });
  });
}
