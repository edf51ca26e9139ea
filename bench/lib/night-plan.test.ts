import { describe, expect, it } from "vitest";
import { duplicateKey, isNearDuplicate } from "#core/duplicate-key";
import { hasForbiddenCharacters, hasStackedMarks } from "#core/message-rules";
import { DEFAULT_NIGHT, HEADLINER, planNight, POPULAR_GREETINGS, seededRandom } from "./night-plan";

describe("seededRandom", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const first = Array.from({ length: 100 }, seededRandom(5));
    expect(Array.from({ length: 100 }, seededRandom(5))).toEqual(first);
    expect(Array.from({ length: 100 }, seededRandom(6))).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe("planNight", () => {
  const plan = planNight();
  const count = (kind: string) => plan.filter((entry) => entry.kind === kind).length;

  it("is the same night for the same seed and another for another seed", () => {
    expect(planNight()).toEqual(plan);
    expect(planNight({ ...DEFAULT_NIGHT, seed: 18 })).not.toEqual(plan);
  });

  it("sends the asked number of messages from every device, sorted by time within the night", () => {
    expect(plan).toHaveLength(DEFAULT_NIGHT.submissions);
    expect(new Set(plan.map((entry) => entry.device)).size).toBe(DEFAULT_NIGHT.devices);
    const times = plan.map((entry) => entry.atMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...times)).toBeLessThanOrEqual(DEFAULT_NIGHT.nightMs);
  });

  it("has 20 % popular greetings, the flooders, the Zalgo sender and the links asked for", () => {
    expect(count("popular")).toBe(DEFAULT_NIGHT.submissions * DEFAULT_NIGHT.popularShare);
    expect(count("flood")).toBe(DEFAULT_NIGHT.flooders * DEFAULT_NIGHT.floodMessagesEach);
    expect(count("zalgo")).toBe(DEFAULT_NIGHT.zalgoMessages);
    expect(count("link")).toBe(DEFAULT_NIGHT.linkMessages);
  });

  it("writes each popular greeting's variants with one duplicate key, and Zalgo with stacked marks", () => {
    for (const variants of POPULAR_GREETINGS) {
      expect(new Set(variants.map(duplicateKey)).size).toBe(1);
    }
    const zalgo = plan.filter((entry) => entry.kind === "zalgo");
    // Refused for the stacked marks (78), not for a character refused on its own (76).
    expect(zalgo.every((entry) => hasStackedMarks(entry.message))).toBe(true);
    expect(zalgo.some((entry) => hasForbiddenCharacters(entry.message))).toBe(false);
  });

  it("gives each flooder near-duplicates and keeps unique texts apart", () => {
    for (let flooder = 0; flooder < DEFAULT_NIGHT.flooders; flooder++) {
      const texts = plan.filter((entry) => entry.device === flooder).map((entry) => entry.message);
      expect(texts.every((text) => isNearDuplicate(text, texts[0]!))).toBe(true);
    }
    const unique = plan.filter((entry) => entry.kind === "unique").map((entry) => entry.message);
    expect(new Set(unique.map(duplicateKey)).size).toBe(unique.length);
  });

  it("sends faster while the headliner plays", () => {
    const during = plan.filter(
      (entry) =>
        entry.atMs >= HEADLINER.from * DEFAULT_NIGHT.nightMs &&
        entry.atMs < HEADLINER.to * DEFAULT_NIGHT.nightMs,
    ).length;
    const share = HEADLINER.to - HEADLINER.from;
    expect(during / share).toBeGreaterThan(((plan.length - during) / (1 - share)) * 2);
  });
});
