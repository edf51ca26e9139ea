import { describe, expect, it } from "vitest";
import { contentDir } from "#content-layer/load";
import { ConfigError, loadConfig } from "#server/config";
import { testOnlySettings } from "#server/deploy/release-check";

/**
 * TEST_CLOCK_FROM (docs/operations/README.md#environment-variables): the server's one clock
 * starts at the instant given and runs at real speed, so an end-to-end test can stand minutes
 * before a set; unset, the clock is the real time; an instance's environment with it is refused
 * by the release's check.
 */

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig({ CONTENT_DIR: contentDir(), ...env }, "/srv/juwenalia");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the test clock", () => {
  it("starts at TEST_CLOCK_FROM when the config is read and runs at real speed", async () => {
    const start = "2031-06-11T18:24:00+02:00";
    const clock = load({ TEST_CLOCK_FROM: start }).clock;
    expect(clock).toBeDefined();
    const first = clock!().getTime();
    expect(first - Date.parse(start)).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse(start)).toBeLessThan(1000);
    // Real speed: the clock keeps the same distance from the real time as it runs.
    const distance = () => clock!().getTime() - Date.now();
    const before = distance();
    await wait(300);
    expect(clock!().getTime() - first).toBeGreaterThanOrEqual(290);
    expect(Math.abs(distance() - before)).toBeLessThan(20);
  });

  it("is the real time when unset, and stops the start on a value that is no instant", () => {
    expect(load({}).clock).toBeUndefined();
    expect(load({ TEST_CLOCK_FROM: "" }).clock).toBeUndefined();
    for (const value of ["tomorrow", "2031-06-11T18:24:00", "2031-06-11"]) {
      expect(() => load({ TEST_CLOCK_FROM: value }), value).toThrow(ConfigError);
    }
  });

  it("is refused by the release's check in an instances' environment", () => {
    const file = "/etc/juwenalia/juwenalia.env";
    const reason = testOnlySettings({ TEST_CLOCK_FROM: "2031-06-11T18:24:00+02:00" }, file);
    expect(reason).toContain("TEST_CLOCK_FROM");
    expect(reason).toContain(file);
    expect(testOnlySettings({ TEST_CLOCK_FROM: " " }, file)).toBeUndefined();
  });
});
