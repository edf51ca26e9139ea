import { createECDH, generateKeyPairSync, randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import type { TestSubscription } from "../support/push-service-stand-in";

/**
 * The browser's side of a push in Chromium, for push-notifications.spec.ts and the test
 * edition's end-to-end test (app/features/push-notifications/README.md#tests).
 */

/**
 * Debian's full Chromium, not the headless shell: the shell reports every notification permission
 * refused and shows none. Neither reaches Google's push service from here, so
 * `pushManager.subscribe` fails in both; the page gets the test's subscription instead
 * (`subscribeWithTestKeys`), with real P-256 keys, and everything after it is the site's own code.
 */
export const NOTIFYING_CHROMIUM = {
  serviceWorkers: "allow",
  launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
} as const;

/** Safari on an iPhone: notifications only once the site is on the home screen. */
export const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like " +
  "Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A VAPID public key as the server gives it: an uncompressed P-256 point, base64url. */
export function vapidPublicKey(): string {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const { x, y } = publicKey.export({ format: "jwk" });
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.from(x!, "base64url"),
    Buffer.from(y!, "base64url"),
  ]).toString("base64url");
}

/** What the page sent to PUT and DELETE /api/push/subscription. */
export type SentToServer = { method: string; body: unknown }[];

/**
 * The server's push routes stood in for in `context`: `key` answers GET /api/push/key (null: 404,
 * a server that sends none), and every PUT and DELETE of the subscription is answered and kept.
 */
export async function standInPushRoutes(
  context: BrowserContext,
  key: string | null = vapidPublicKey(),
): Promise<SentToServer> {
  await context.route("**/api/push/key", (route) =>
    key === null
      ? route.fulfill({ status: 404, json: {} })
      : route.fulfill({ json: { publicKey: key } }),
  );
  const sent: SentToServer = [];
  await context.route("**/api/push/subscription", async (route) => {
    const request = route.request();
    sent.push({ method: request.method(), body: request.postDataJSON() });
    await (request.method() === "PUT"
      ? route.fulfill({ json: { ok: true } })
      : route.fulfill({ status: 204 }));
  });
  return sent;
}

/**
 * Refuses the site's notifications in `context`, as the visitor's "Block" in the browser's prompt
 * leaves them: returns the refusal, to run now or when the prompt would answer.
 */
export async function notificationRefusal(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  return async () => {
    await cdp.send("Browser.setPermission", {
      browserContextId: targetInfo.browserContextId,
      permission: { name: "notifications" },
      setting: "denied",
      origin: new URL(process.env.E2E_BASE_URL!).origin,
    });
  };
}

/**
 * A browser's subscription as a push service would give it: an endpoint and the browser's keys
 * (the stand-in push service makes its own, `PushServiceStandIn.subscription`).
 */
export function testSubscription(
  endpoint = `https://push.example.net/send/${randomBytes(8).toString("hex")}`,
): TestSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
}

/**
 * Runs in the page before its scripts: PushManager answers with the test's subscription, kept in
 * localStorage like a browser keeps its own, with the server's key it was asked for.
 */
export function subscribeWithTestKeys(subscription: TestSubscription): void {
  const storageKey = "test:push-subscription";
  const made = (serverKey: number[]) => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(serverKey).buffer },
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: subscription.keys,
    }),
    unsubscribe: async () => {
      localStorage.removeItem(storageKey);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = [
      ...new Uint8Array(key instanceof ArrayBuffer ? key : (key as Uint8Array).buffer),
    ];
    localStorage.setItem(storageKey, JSON.stringify(bytes));
    return made(bytes) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const saved = localStorage.getItem(storageKey);
    return saved === null
      ? null
      : (made(JSON.parse(saved) as number[]) as unknown as PushSubscription);
  };
}

/** What `registration.getNotifications()` reads back: what the phone shows. */
export async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

/** How long a push handed over through the DevTools protocol may take to show. */
const DELIVERY_SHOWN_MS = 5_000;

/**
 * Hands `payload` to the page's service worker as a push message, through the DevTools protocol
 * (a push service's delivery, minus the network headless Chromium cannot reach), and once more if
 * no notification with its tag shows within DELIVERY_SHOWN_MS. About one delivery in a hundred
 * was lost on a busy machine, the worker's handler never called, and a push service too delivers
 * again what the browser did not take; the same tag replaces, so a slow first one never doubles.
 */
export async function deliverPush(page: Page, payload: { tag: string }): Promise<void> {
  // A push goes to the registration's active worker: on a busy machine the page can be back
  // before the worker has finished installing (its precache), and the push would find none.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let attempt = 1; ; attempt += 1) {
    await handOver(page, payload);
    const deadline = Date.now() + DELIVERY_SHOWN_MS;
    while (Date.now() < deadline) {
      const shown = await shownNotifications(page);
      if (shown.some((notification) => notification.tag === payload.tag)) return;
      await page.waitForTimeout(100);
    }
    if (attempt === 2) return;
    console.warn(`deliverPush: nothing tagged ${payload.tag} shown; delivered again`);
  }
}

async function handOver(page: Page, payload: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const scope = `${origin}${new URL(page.url()).pathname.startsWith("/en/") ? "/en/" : "/"}`;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const found = registrations.find((registration) => registration.scopeURL === scope);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/**
 * A tap on the notification: headless Chromium draws none to tap, so the worker gets the
 * `notificationclick` the browser would fire for the notification it shows.
 */
export async function tapNotification(context: BrowserContext): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(async () => {
    // The worker's own globals, which the DOM typings the tests compile with do not declare.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
    };
    const { NotificationEvent } = self as unknown as {
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(
      new NotificationEvent("notificationclick", { notification: notification! }),
    );
  });
}
