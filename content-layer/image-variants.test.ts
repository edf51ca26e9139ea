import { describe, expect, it } from "vitest";
import { imageRule } from "./image-variants";

describe("an image's sizes, by where it sits", () => {
  it("cuts an artist's large photo as a portrait, named -large or uploaded into artists/large/", () => {
    expect(imageRule("artists/latarnia-large.jpg")?.name).toBe("artist-large");
    expect(imageRule("artists/large/nowy-artysta.jpg")?.name).toBe("artist-large");
    expect(imageRule("artists/large/zdjecie.png")?.name).toBe("artist-large");
  });

  it("cuts any other artist's photo as a square", () => {
    expect(imageRule("artists/nowy-artysta.jpg")?.name).toBe("artist-small");
    expect(imageRule("artists/largest-hits.jpg")?.name).toBe("artist-small");
  });
});
