import { describe, expect, it } from "vitest";
import { MemoryRateCounters } from "../db/rate-counters";
import { addressKey, identityHash } from "./sender-key";
import { admitSubmission } from "./submission-limits";

const HASH = identityHash("a session secret of at least 32 characters");

const LIMITS = { perDevicePerMinute: 2, unverifiedPerIpPerMinute: 3, newDevicesPerIpPerMinute: 2 };

describe("addressKey", () => {
  it("keeps an IPv4 address (a CGNAT address is shared) and unwraps IPv4-mapped IPv6", () => {
    expect(addressKey("100.64.1.2")).toBe("100.64.1.2");
    expect(addressKey("::ffff:100.64.1.2")).toBe("100.64.1.2");
  });

  it("counts IPv6 by its /64, which one subscriber holds whole", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });

  it("leaves anything else as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("admitSubmission", () => {
  it("bounds a sender who takes a new IPv6 address in its /64 for every request", async () => {
    const counters = new MemoryRateCounters();
    const outcomes = [];
    for (let i = 1; i <= 5; i++) {
      const ip = `2001:db8:1:2::${i.toString(16)}`;
      outcomes.push(
        (await admitSubmission(counters, LIMITS, { ip, deviceId: null, verified: false }, HASH))
          .admitted,
      );
    }
    expect(outcomes).toEqual([true, true, true, false, false]);
  });

  it("asks for a device only for a verified sender without one", async () => {
    const counters = new MemoryRateCounters();
    const ip = "100.64.1.2";
    expect(
      await admitSubmission(counters, LIMITS, { ip, deviceId: null, verified: true }, HASH),
    ).toEqual({ admitted: true, mintDevice: true });
    expect(
      await admitSubmission(
        counters,
        LIMITS,
        { ip, deviceId: "d".repeat(22), verified: true },
        HASH,
      ),
    ).toEqual({ admitted: true, mintDevice: false });
    expect(
      await admitSubmission(counters, LIMITS, { ip, deviceId: null, verified: false }, HASH),
    ).toEqual({ admitted: true, mintDevice: false });
  });

  it("says how long until the window that refused ends", async () => {
    let now = new Date("2031-06-12T18:00:00Z");
    const counters = new MemoryRateCounters(() => now);
    const sender = { ip: "100.64.1.2", deviceId: "d".repeat(22), verified: true };
    await admitSubmission(counters, LIMITS, sender, HASH, () => now);
    await admitSubmission(counters, LIMITS, sender, HASH, () => now);
    now = new Date("2031-06-12T18:00:45.500Z");
    expect(await admitSubmission(counters, LIMITS, sender, HASH, () => now)).toEqual({
      admitted: false,
      retryAfterSeconds: 15,
    });
  });
});
