import { describe, expect, it, vi } from "vitest";
import { pushSupport, type BrowserFacts } from "./push-support";
import { fetchServerKey, keyBytes, sentSignature, subscriptionBody } from "./push-subscription";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like " +
  "Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/131.0.0.0 Mobile Safari/537.36";
const browser = (facts: Partial<BrowserFacts>): BrowserFacts => ({
  userAgent: ANDROID,
  platform: "Linux armv8l",
  maxTouchPoints: 5,
  standalone: false,
  hasPush: true,
  ...facts,
});

describe("whether this browser can get notifications", () => {
  it("an Android or desktop browser with Web Push can, in a tab", () => {
    expect(pushSupport(browser({}))).toBe("supported");
  });

  it("an iPhone in Safari needs the site on its home screen first", () => {
    expect(pushSupport(browser({ userAgent: IPHONE, hasPush: false }))).toBe("home-screen-needed");
    // iOS 16.4+ in a tab may show PushManager, yet subscribing needs the home screen.
    expect(pushSupport(browser({ userAgent: IPHONE }))).toBe("home-screen-needed");
  });

  it("an iPad asking for the desktop site reads as a Mac with a touch screen", () => {
    const ipad = {
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)",
      platform: "MacIntel",
    };
    expect(pushSupport(browser({ ...ipad, maxTouchPoints: 5 }))).toBe("home-screen-needed");
    expect(pushSupport(browser({ ...ipad, maxTouchPoints: 0 }))).toBe("supported");
  });

  it("from the home screen an iPhone can, unless its iOS is older than 16.4", () => {
    expect(pushSupport(browser({ userAgent: IPHONE, standalone: true }))).toBe("supported");
    expect(pushSupport(browser({ userAgent: IPHONE, standalone: true, hasPush: false }))).toBe(
      "unsupported",
    );
  });

  it("a browser without Web Push cannot", () => {
    expect(pushSupport(browser({ hasPush: false }))).toBe("unsupported");
  });
});

describe("the server's key", () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it("is read from GET /api/push/key", async () => {
    const fetcher = answer(200, { publicKey: "BExample_key-1" });
    await expect(fetchServerKey(fetcher)).resolves.toBe("BExample_key-1");
    expect(fetcher).toHaveBeenCalledWith("/api/push/key");
  });

  it("is null when the server sends no notifications (404)", async () => {
    await expect(fetchServerKey(answer(404, { code: "push_off" }))).resolves.toBeNull();
  });

  it("fails on any other answer, or one that is not a key", async () => {
    await expect(fetchServerKey(answer(503, {}))).rejects.toThrow();
    await expect(fetchServerKey(answer(200, { publicKey: "<script>" }))).rejects.toThrow();
    await expect(fetchServerKey(answer(200, null))).rejects.toThrow();
  });

  it("becomes the bytes pushManager.subscribe takes", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256);
    const base64url = Buffer.from(bytes).toString("base64url");
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
  });
});

describe("what the server is sent", () => {
  const subscription = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    toJSON: () => ({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
    }),
  } as unknown as PushSubscription;

  it("is the endpoint and keys only, the plan in order, the language and the reminder", () => {
    const body = subscriptionBody(subscription, ["2025-05-17-b", "2025-05-16-a"], 15, "en");
    expect(body).toEqual({
      subscription: {
        endpoint: "https://fcm.googleapis.com/fcm/send/abc",
        keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
      },
      language: "en",
      setIds: ["2025-05-16-a", "2025-05-17-b"],
      reminderMinutes: 15,
    });
  });

  it("is sent again only when something in it changed", () => {
    const same = sentSignature(subscriptionBody(subscription, ["b", "a"], 10, "pl"));
    expect(sentSignature(subscriptionBody(subscription, ["a", "b"], 10, "pl"))).toBe(same);
    expect(sentSignature(subscriptionBody(subscription, ["a"], 10, "pl"))).not.toBe(same);
    expect(sentSignature(subscriptionBody(subscription, ["a", "b"], 30, "pl"))).not.toBe(same);
  });
});
