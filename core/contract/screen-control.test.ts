import { describe, expect, it } from "vitest";
import { DEFAULT_SCREEN_SETTINGS } from "../screen-board";
import {
  AnnouncementBodySchema,
  ScreenHeartbeatSchema,
  ScreenReportSchema,
  ScreenSettingsSchema,
} from "./screen-control";

describe("ScreenSettingsSchema", () => {
  it("accepts the defaults and refuses a minimum above the pace or out of bounds", () => {
    expect(ScreenSettingsSchema.parse(DEFAULT_SCREEN_SETTINGS)).toEqual(DEFAULT_SCREEN_SETTINGS);
    const too = (patch: object) =>
      ScreenSettingsSchema.safeParse({ ...DEFAULT_SCREEN_SETTINGS, ...patch }).success;
    expect(too({ minimumSeconds: 9, paceSeconds: 8 })).toBe(false);
    expect(too({ paceSeconds: 2 })).toBe(false);
    expect(too({ senderGapMinutes: -1 })).toBe(false);
    expect(too({ waitWarningMinutes: 0 })).toBe(false);
    expect(too({ paceSeconds: 7.5 })).toBe(false);
  });
});

describe("announcements", () => {
  it("a body is trimmed text of 1–160 characters with an optional end with an offset", () => {
    expect(AnnouncementBodySchema.parse({ text: "  Wejście 2 zamknięte  " })).toEqual({
      text: "Wejście 2 zamknięte",
    });
    expect(AnnouncementBodySchema.safeParse({ text: "   " }).success).toBe(false);
    expect(AnnouncementBodySchema.safeParse({ text: "x".repeat(161) }).success).toBe(false);
    expect(AnnouncementBodySchema.safeParse({ text: "a\u0007b" }).success).toBe(false);
    expect(
      AnnouncementBodySchema.safeParse({ text: "ok", endsAt: "2025-05-16T21:00:00+02:00" }).success,
    ).toBe(true);
    expect(AnnouncementBodySchema.safeParse({ text: "ok", endsAt: "21:00" }).success).toBe(false);
  });
});

describe("heartbeats", () => {
  it("a heartbeat names a valid screen, carries its key and says what it shows", () => {
    const beat = {
      screen: "scena-glowna",
      key: "Q2hvaW5rYV9kb19ldXJvcG",
      mode: "live",
      showing: { kind: "message", id: 4 },
      waiting: 3,
      connected: true,
    };
    expect(ScreenHeartbeatSchema.parse(beat)).toEqual(beat);
    expect(ScreenHeartbeatSchema.safeParse({ ...beat, screen: "Scena" }).success).toBe(false);
    // Without a key it is no heartbeat; what the key is worth only the server can say.
    const report: Partial<typeof beat> = { ...beat };
    delete report.key;
    expect(ScreenHeartbeatSchema.safeParse(report).success).toBe(false);
    expect(ScreenReportSchema.parse(report)).toEqual(report);
    expect(ScreenHeartbeatSchema.safeParse({ ...beat, showing: { kind: "tv" } }).success).toBe(
      false,
    );
  });
});
