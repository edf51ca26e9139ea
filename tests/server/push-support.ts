import type { FastifyInstance } from "fastify";
import type { PushSubscriptionBody } from "#core/contract";
import type { PushSettings } from "#server/push/push-settings";
import type { PushServiceStandIn, TestSubscription } from "../support/push-service-stand-in";

/** Sets of TEST_EDITION (tests/server/helpers.ts), with their planned starts (UTC). */
export const KORA = "2031-06-11-kora-i-kompas"; // 20:00–21:00 Warsaw, 18:00Z
export const SZKLANY = "2031-06-11-szklany-wrzesien"; // 21:30–23:00 Warsaw, 19:30Z
export const SLOT = "2031-06-11-student-2000"; // 20:00–20:45 Warsaw, no band
export const DRUGI = "2031-06-11-drugi-termin"; // 18:00–18:45 Warsaw, 16:00Z

/** The push settings of an app under test: the stand-in's origin let through, quick loops. */
export function pushSettings(
  standIn: PushServiceStandIn,
  overrides: Partial<PushSettings> = {},
): PushSettings {
  return {
    subject: "mailto:powiadomienia@example.org",
    allowedTestOrigins: [standIn.origin],
    stageNames: {
      pl: { main: "Scena główna", student: "Scena studencka" },
      en: { main: "Main stage", student: "Student stage" },
    },
    editionEndsAt: new Date("2031-06-13T21:59:59Z"),
    testCa: standIn.ca,
    timing: { idleMs: 50, tickMs: 100 },
    ...overrides,
  };
}

/** PUT /api/push/subscription from one address. */
export function subscribe(
  app: FastifyInstance,
  body: Partial<PushSubscriptionBody> & { subscription: TestSubscription },
  remoteAddress = "198.51.100.7",
) {
  return app.inject({
    method: "PUT",
    url: "/api/push/subscription",
    remoteAddress,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ language: "pl", setIds: [], reminderMinutes: 10, ...body }),
  });
}

export function unsubscribe(app: FastifyInstance, endpoint: string) {
  return app.inject({
    method: "DELETE",
    url: "/api/push/subscription",
    remoteAddress: "198.51.100.7",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify({ endpoint }),
  });
}

/** Resolves after `ms` of real time: the loops of the app under test run meanwhile. */
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
