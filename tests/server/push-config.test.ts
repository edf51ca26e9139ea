import { describe, expect, it } from "vitest";
import { contentDir } from "#content-layer/load";
import { ConfigError, loadConfig } from "#server/config";
import { testOnlySettings } from "#server/deploy/release-check";
import { endpointAllowed, isPublicAddress } from "#server/push/push-endpoints";

/**
 * The notifications' settings (docs/operations/README.md#notifications): on by default with the
 * edition's site as the VAPID contact, the key pair both or neither, the tests' loopback origins
 * loopback only and refused by the release's check.
 */

const root = "/srv/juwenalia";
const load = (env: NodeJS.ProcessEnv) => loadConfig({ CONTENT_DIR: contentDir(), ...env }, root);
const PUBLIC_KEY = `B${"a".repeat(86)}`;
const PRIVATE_KEY = "b".repeat(43);

describe("the notifications' settings", () => {
  it("are on by default, keys generated, the site's address as the contact, stages named in both languages", () => {
    const push = load({}).push;
    expect(push).toMatchObject({
      vapidKeys: undefined,
      subject: "https://juwenalia-syrenki.pl",
      allowedTestOrigins: [],
      perAddressPerMinute: 60,
    });
    expect(push?.stageNames.pl.main).toBe("Scena główna");
    expect(push?.stageNames.en.main).toBe("Main stage");
  });

  it("read the key pair, the contact and the test origins; `off` turns them off", () => {
    expect(
      load({
        VAPID_PUBLIC_KEY: PUBLIC_KEY,
        VAPID_PRIVATE_KEY: PRIVATE_KEY,
        VAPID_SUBJECT: "mailto:it@example.org",
        PUSH_ALLOWED_TEST_ORIGINS: "https://127.0.0.1:8443, https://localhost:9000",
      }).push,
    ).toMatchObject({
      vapidKeys: { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY },
      subject: "mailto:it@example.org",
      allowedTestOrigins: ["https://127.0.0.1:8443", "https://localhost:9000"],
    });
    expect(load({ PUSH_NOTIFICATIONS: "off" }).push).toBeUndefined();
  });

  it("stop the start on one key without the other, a malformed key or contact, a test origin off loopback", () => {
    for (const env of [
      { VAPID_PUBLIC_KEY: PUBLIC_KEY },
      { VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: PRIVATE_KEY },
      { VAPID_SUBJECT: "it@example.org" },
      { PUSH_ALLOWED_TEST_ORIGINS: "https://push.example.com:443" },
      { PUSH_ALLOWED_TEST_ORIGINS: "http://127.0.0.1:8080" },
      { PUSH_NOTIFICATIONS: "maybe" },
    ]) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it("are refused by the release's check when they let pushes go to loopback", () => {
    const file = "/etc/juwenalia/juwenalia.env";
    const reason = testOnlySettings({ PUSH_ALLOWED_TEST_ORIGINS: "https://127.0.0.1:8443" }, file);
    expect(reason).toContain("PUSH_ALLOWED_TEST_ORIGINS");
    expect(reason).toContain(file);
    expect(testOnlySettings({}, file)).toBeUndefined();
    expect(testOnlySettings({ PUSH_ALLOWED_TEST_ORIGINS: " " }, file)).toBeUndefined();
  });
});

describe("the endpoint rule", () => {
  it("lets through a push service's https host and refuses anything that could reach our network", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
    ]) {
      expect(endpointAllowed(endpoint, []), endpoint).toBe(true);
    }
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://8.8.8.8/x",
      "https://[2001:4860::8888]/x",
      "https://fcm.googleapis.com:444/x",
      "https://printer.local/x",
      "https://localhost./x",
      "not a url",
    ]) {
      expect(endpointAllowed(endpoint, []), endpoint).toBe(false);
    }
    expect(endpointAllowed("https://127.0.0.1:8443/push/x", ["https://127.0.0.1:8443"])).toBe(true);
    expect(endpointAllowed("https://127.0.0.1:8444/push/x", ["https://127.0.0.1:8443"])).toBe(
      false,
    );
  });

  it("answers only public addresses when a push service's name is looked up", () => {
    for (const address of ["142.250.74.10", "2a00:1450:4001:80b::200a"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd12:3456::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "not-an-address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
