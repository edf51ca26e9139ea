import type { FastifyBaseLogger } from "fastify";
import type { RateCounters } from "../db/rate-counters";
import { ApiError } from "../errors";
import { senderKey, type IdentityHash } from "./sender-key";
import { admitSubmission, countNewDevice, type SubmissionLimits } from "./submission-limits";

/** Who asks to submit: the request's address, its device cookie and its proof of work. */
export interface AdmissionRequest {
  ip: string;
  /** A valid device cookie's id, or null. */
  deviceId: string | null;
  /** The `Altcha` header, as sent. */
  proof: string | undefined;
}

/** What admission came to: go on as `sender`, or wait. */
export type AdmissionResult =
  | {
      kind: "admitted";
      /** The sender's key (server/submissions/sender-key.ts): its device, new or known, else its address. */
      sender: string;
      /** A device minted for this request: the answer sets its cookie. Null otherwise. */
      newDevice: string | null;
    }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export interface AdmissionOptions {
  /** Verifies and spends a proof of work (server/submissions/proof-of-work.ts). */
  proofs: { verifyAndSpend(header: string | undefined): Promise<boolean> };
  counters: RateCounters;
  limits: SubmissionLimits;
  hashIdentity: IdentityHash;
  /** Mints a device id (the cookie plugin's generator). */
  newDevice: () => string;
  /** Whether an error means the database is unavailable (answered like every outage). */
  isUnavailable: (error: unknown) => boolean;
}

/**
 * Admission of a well-formed submission (docs/decisions/010): its proof of work is verified and
 * spent, it is counted against the limits that apply to its sender, and a sender with a proof
 * but no device is given one, whose own allowance starts with this submission. A failure of the
 * shared counters is a 503: a database outage as every outage, anything else as `unavailable`.
 */
export class SubmissionAdmission {
  constructor(private readonly options: AdmissionOptions) {}

  async admit(request: AdmissionRequest, log: FastifyBaseLogger): Promise<AdmissionResult> {
    try {
      return await this.count(request);
    } catch (error) {
      if (this.options.isUnavailable(error)) throw error;
      log.error({ err: error }, "rate counters unavailable");
      throw new ApiError("unavailable");
    }
  }

  private async count(request: AdmissionRequest): Promise<AdmissionResult> {
    const { proofs, counters, limits, hashIdentity, newDevice } = this.options;
    const verified = await proofs.verifyAndSpend(request.proof);
    const admission = await admitSubmission(
      counters,
      limits,
      { ip: request.ip, deviceId: request.deviceId, verified },
      hashIdentity,
    );
    if (!admission.admitted) {
      return { kind: "rate_limited", retryAfterSeconds: admission.retryAfterSeconds };
    }
    let minted: string | null = null;
    if (admission.mintDevice) {
      minted = newDevice();
      await countNewDevice(counters, hashIdentity, minted);
    }
    return {
      kind: "admitted",
      sender: senderKey(hashIdentity, { deviceId: minted ?? request.deviceId, ip: request.ip }),
      newDevice: minted,
    };
  }
}
