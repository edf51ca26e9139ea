import { describe, expect, it } from "vitest";
import { missingStaffHost } from "./release-check";

/**
 * The release's check refuses an environment behind HTTPS without STAFF_HOST
 * (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md); a local one keeps one origin.
 */
describe("missingStaffHost", () => {
  const file = "/etc/juwenalia/juwenalia.env";

  it("names the variable and the file when a proxy or TLS is set without a staff host", () => {
    for (const environment of [
      { TRUST_PROXY: "127.0.0.1" },
      { TRUST_PROXY: "true" },
      { TRUST_PROXY: "1" },
      { TLS_CERT_FILE: "/etc/juwenalia/cert.pem" },
    ]) {
      const reason = missingStaffHost(environment, file);
      expect(reason, JSON.stringify(environment)).toContain("STAFF_HOST is not set");
      expect(reason).toContain(file);
    }
  });

  it("passes a staff host, and a run with neither proxy nor TLS", () => {
    expect(missingStaffHost({ TRUST_PROXY: "127.0.0.1", STAFF_HOST: "panel.x.pl" }, file)).toBe(
      undefined,
    );
    for (const environment of [{}, { TRUST_PROXY: "false" }, { TRUST_PROXY: "" }]) {
      expect(missingStaffHost(environment, file), JSON.stringify(environment)).toBeUndefined();
    }
  });
});
