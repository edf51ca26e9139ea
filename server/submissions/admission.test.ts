import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { MemoryRateCounters } from "../db/rate-counters";
import { ApiError } from "../errors";
import { identityHash, senderKey } from "./sender-key";
import { SubmissionAdmission, type AdmissionOptions } from "./admission";

const HASH = identityHash("a session secret of at least 32 characters");
const LIMITS = { perDevicePerMinute: 2, unverifiedPerIpPerMinute: 1, newDevicesPerIpPerMinute: 1 };
const IP = "100.64.1.2";
/** A proof the fake verifier takes; any other header is no proof. */
const SOLVED = "solved";

function admission(options: Partial<AdmissionOptions> = {}) {
  const counters = new MemoryRateCounters();
  let minted = 0;
  const unit = new SubmissionAdmission({
    proofs: { verifyAndSpend: async (header) => header === SOLVED },
    counters,
    limits: LIMITS,
    hashIdentity: HASH,
    newDevice: () => `device-${++minted}`,
    isUnavailable: () => false,
    ...options,
  });
  return { unit, counters };
}

function logger() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe("SubmissionAdmission", () => {
  it("without a proof: counts the address, sends as the address, mints nothing", async () => {
    const { unit } = admission();
    const { log } = logger();
    const request = { ip: IP, deviceId: null, proof: undefined };
    expect(await unit.admit(request, log)).toEqual({
      kind: "admitted",
      sender: senderKey(HASH, { deviceId: null, ip: IP }),
      newDevice: null,
    });
    const limited = await unit.admit(request, log);
    expect(limited).toMatchObject({ kind: "rate_limited" });
    if (limited.kind === "rate_limited") expect(limited.retryAfterSeconds).toBeGreaterThan(50);
  });

  it("with a proof and no device: mints one, whose allowance starts with this submission", async () => {
    const { unit } = admission();
    const { log } = logger();
    const first = await unit.admit({ ip: IP, deviceId: null, proof: SOLVED }, log);
    expect(first).toEqual({
      kind: "admitted",
      sender: senderKey(HASH, { deviceId: "device-1", ip: IP }),
      newDevice: "device-1",
    });
    // The minted device has one of its two left.
    const again = { ip: IP, deviceId: "device-1", proof: SOLVED };
    expect(await unit.admit(again, log)).toMatchObject({ kind: "admitted", newDevice: null });
    expect(await unit.admit(again, log)).toMatchObject({ kind: "rate_limited" });
  });

  it("with a proof and a device: counts the device only and sends as it", async () => {
    const { unit } = admission();
    const { log } = logger();
    for (const ip of ["100.64.1.2", "100.64.1.3"]) {
      expect(await unit.admit({ ip, deviceId: "known", proof: SOLVED }, log)).toEqual({
        kind: "admitted",
        sender: senderKey(HASH, { deviceId: "known", ip }),
        newDevice: null,
      });
    }
  });

  it("answers 503 unavailable when the counters fail, and lets a database outage through", async () => {
    const failing = new Error("counters down");
    const proofs = { verifyAndSpend: () => Promise.reject(failing) };
    const { log, error } = logger();
    const request = { ip: IP, deviceId: null, proof: SOLVED };
    const unavailable = admission({ proofs }).unit.admit(request, log);
    await expect(unavailable).rejects.toBeInstanceOf(ApiError);
    await expect(unavailable).rejects.toMatchObject({ code: "unavailable", statusCode: 503 });
    expect(error).toHaveBeenCalledOnce();

    const outage = admission({ proofs, isUnavailable: (e) => e === failing }).unit;
    await expect(outage.admit(request, log)).rejects.toBe(failing);
  });
});
