import { describe, expect, it } from "vitest";
import {
  AnnouncementBodySchema,
  DEFAULT_SCREEN_BOARD,
  DEFAULT_SCREEN_SETTINGS,
  ScreenHeartbeatSchema,
  ScreenReportSchema,
  screenModeOf,
  screenNameFrom,
  ScreenSettingsSchema,
} from "./screen-control";

describe("screenNameFrom: the name ?ekran= gives", () => {
  it("folds Polish letters, case and spaces into a valid name", () => {
    expect(screenNameFrom("scena-glowna")).toBe("scena-glowna");
    expect(screenNameFrom("Scena Główna")).toBe("scena-glowna");
    expect(screenNameFrom("  Łąka_2  ")).toBe("laka-2");
    expect(screenNameFrom("Żółć--strefa!!")).toBe("zolc-strefa");
  });

  it("is null when nothing usable is left, and cuts long names to 40 characters", () => {
    expect(screenNameFrom(null)).toBeNull();
    expect(screenNameFrom("")).toBeNull();
    expect(screenNameFrom("!!!")).toBeNull();
    expect(screenNameFrom("a".repeat(60))).toBe("a".repeat(40));
  });
});

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

describe("screen modes and heartbeats", () => {
  it("a screen follows its own mode, else the mode for all", () => {
    const board = {
      ...DEFAULT_SCREEN_BOARD,
      modeForAll: "paused" as const,
      modes: { a: "blackout" as const },
    };
    expect(screenModeOf(board, "a")).toBe("blackout");
    expect(screenModeOf(board, "b")).toBe("paused");
    expect(screenModeOf(board, null)).toBe("paused");
  });

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
