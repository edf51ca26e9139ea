import { describe, expect, it } from "vitest";
import { announcementEnd } from "./announcement-end";

const WARSAW = "Europe/Warsaw";

describe("an announcement's end time", () => {
  it("is today on the festival's clocks when the time is still ahead", () => {
    // 20:00 in Warsaw (summer time, UTC+2).
    const now = new Date("2031-06-12T18:00:00.000Z");
    expect(announcementEnd("21:30", now, WARSAW)).toEqual({
      endsAt: "2031-06-12T19:30:00.000Z",
      tomorrow: false,
    });
  });

  it("is tomorrow when the time has passed today, across the end of a month", () => {
    const now = new Date("2031-06-30T21:00:00.000Z"); // 23:00 in Warsaw
    expect(announcementEnd("01:00", now, WARSAW)).toEqual({
      endsAt: "2031-06-30T23:00:00.000Z", // 01:00 on 1 July in Warsaw
      tomorrow: true,
    });
    // The very minute that is now has passed too.
    expect(announcementEnd("23:00", now, WARSAW)?.tomorrow).toBe(true);
  });

  it("reads the day in the festival's time zone, not UTC's", () => {
    // 00:30 on 13 June in Warsaw is still 12 June in UTC.
    const now = new Date("2031-06-12T22:30:00.000Z");
    expect(announcementEnd("02:00", now, WARSAW)).toEqual({
      endsAt: "2031-06-13T00:00:00.000Z",
      tomorrow: false,
    });
  });

  it("is null for what is not a time", () => {
    const now = new Date("2031-06-12T18:00:00.000Z");
    for (const text of ["", "7:30", "24:00", "12:60", "abc"]) {
      expect(announcementEnd(text, now, WARSAW)).toBeNull();
    }
  });
});
