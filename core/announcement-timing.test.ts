import { describe, expect, it } from "vitest";
import { announcementActive } from "./announcement-timing";

describe("announcements", () => {
  it("shows until its end time, or until cleared when it has none", () => {
    const base = { id: 1, text: "x", startedAt: "2025-05-16T19:00:00Z" };
    const at = Date.parse("2025-05-16T20:00:00Z");
    expect(announcementActive(null, at)).toBe(false);
    expect(announcementActive({ ...base, endsAt: null }, at)).toBe(true);
    expect(announcementActive({ ...base, endsAt: "2025-05-16T20:00:01Z" }, at)).toBe(true);
    expect(announcementActive({ ...base, endsAt: "2025-05-16T20:00:00Z" }, at)).toBe(false);
  });
});
