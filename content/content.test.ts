import { describe, expect, it } from "vitest";
import { faq, lineup, organisations, sideEvents, team } from ".";
import { groupGalleryByYear } from "./gallery";

// Seed counts of spec §2 and §9.
describe("edition content counts", () => {
  it("has 4 Friday artists, 4 Saturday main artists and 2 afterparty acts with headers", () => {
    expect(lineup.day_1).toHaveLength(4);
    expect(lineup.day_2_1).toHaveLength(4);
    expect(lineup.day_2_2.map((artist) => artist.header)).toEqual([
      "AFTERPARTY",
      "ZESPÓŁ STUDENCKI",
    ]);
    for (const act of lineup.day_2_2) expect(act.image_large).toBe(act.image_small);
  });

  it("has the 9 side events of spec §2 with their dates", () => {
    expect(sideEvents.map((event) => `${event.name} ${event.date}`)).toEqual([
      "Karaoke Night 12.05",
      "Wrotki 12.05",
      "Puppy Joga 13.05",
      "Kino pod chmurką 13.05",
      "Gra Terenowa 14.05",
      "Familiada 14.05",
      "Krwiobus 15.05",
      "Dzień na Ściance 15.05",
      "Silent Disco 15.05",
    ]);
  });

  it("has 5 organisers, 9 partners, 2 media patrons, 4 honorary patrons and 1 main sponsor", () => {
    expect(organisations.organisers).toHaveLength(5);
    expect(organisations.partners).toHaveLength(9);
    expect(organisations.mediaPatrons).toHaveLength(2);
    expect(organisations.honoraryPatrons).toHaveLength(4);
    expect(organisations.sponsors).toHaveLength(1);
    const all = Object.values(organisations).flat();
    expect(new Set(all.map((organisation) => organisation.shortname)).size).toBe(all.length);
  });

  it("has 16 team members with distinct e-mails and 23 FAQ items", () => {
    expect(team.members).toHaveLength(16);
    expect(new Set(team.members.map((member) => member.email)).size).toBe(16);
    expect(faq).toHaveLength(23);
  });
});

describe("gallery grouping (spec §3: by year, from file names)", () => {
  it("groups files by the year in their names, newest year first", () => {
    expect(groupGalleryByYear(["2016-002.jpg", "2023-001.jpg", "2016-001.jpg"])).toEqual([
      { year: 2023, files: ["2023-001.jpg"] },
      { year: 2016, files: ["2016-001.jpg", "2016-002.jpg"] },
    ]);
  });

  it("rejects a file name without a year", () => {
    expect(() => groupGalleryByYear(["zdjecie.jpg"])).toThrow();
  });
});
