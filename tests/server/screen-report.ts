import type { FastifyInstance } from "fastify";
import type { ScreenHeartbeat } from "#core/contract";

/**
 * A named screen's heartbeat as a screen opened with its lead's link sends it: the key of its
 * name (from the app, as the link would carry it) unless the test gives another.
 */
export function screenHeartbeat(app: FastifyInstance, beat: Partial<ScreenHeartbeat> = {}) {
  const screen = beat.screen ?? "scena-glowna";
  return app.inject({
    method: "POST",
    url: "/api/screen/heartbeat",
    payload: {
      screen,
      key: app.screenKeys.keyFor(screen),
      mode: "live",
      showing: { kind: "empty" },
      waiting: 0,
      connected: true,
      ...beat,
    },
  });
}
