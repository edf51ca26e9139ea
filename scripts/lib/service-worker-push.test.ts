import { describe, expect, it, vi } from "vitest";
import { pushWorkerSettings, pushWorkerSource } from "./service-worker-push";

const ORIGIN = "https://juwenalia.example.pl";
const settings = pushWorkerSettings({
  name: "Juwenalia Syrenki 2025",
  start_url: "/homepage",
  icons: [
    { src: "/generated/icon-512.b3fe028a.png", sizes: "512x512", purpose: "maskable" },
    { src: "/generated/icon-192.b3cd1b2b.png", sizes: "192x192" },
    { src: "/generated/icon-512.b3fe028a.png", sizes: "512x512" },
  ],
});

interface Tab {
  url: string;
  focus: () => Promise<void>;
  navigate: (url: string) => Promise<void>;
}

/** The handlers run as the worker runs them: the source text over a stand-in `self`. */
function worker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => tabs),
      openWindow: vi.fn(async () => null),
    },
  };
  new Function("self", pushWorkerSource(settings))(self);
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  };
  const push = (data: string | null) =>
    fire("push", {
      data: data === null ? null : { json: () => JSON.parse(data), text: () => data },
    });
  const click = (data: unknown) =>
    fire("notificationclick", { notification: { data, close: vi.fn() } });
  return { self, push, click };
}

const tab = (url: string): Tab => ({
  url,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

describe("the service worker's notifications", () => {
  it("shows the notice the server sent, with the site's own icon and the page to open", async () => {
    const { self, push } = worker();
    await push(
      JSON.stringify({
        kind: "late-change",
        title: "Mira Wolna: opóźnienie 20 min",
        body: "Scena główna, 22:35–23:50",
        url: "/about#plan-2025-05-16-mira-wolna",
        tag: "set-2025-05-16-mira-wolna",
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "Mira Wolna: opóźnienie 20 min",
      {
        body: "Scena główna, 22:35–23:50",
        tag: "set-2025-05-16-mira-wolna",
        icon: "/generated/icon-192.b3cd1b2b.png",
        data: { url: "/about#plan-2025-05-16-mira-wolna", kind: "late-change" },
      },
    );
  });

  it("still shows a notice, with the site's name, for a payload it cannot read", async () => {
    const { self, push } = worker();
    await push("not json");
    await push(null);
    for (const [title, options] of self.registration.showNotification.mock.calls as unknown as [
      string,
      { data: { url: string } },
    ][]) {
      expect(title).toBe("Juwenalia Syrenki 2025");
      expect(options.data.url).toBe("/homepage");
    }
    expect(self.registration.showNotification).toHaveBeenCalledTimes(2);
  });

  it("follows only a path on this site", async () => {
    const { self, push } = worker();
    for (const url of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", 7]) {
      await push(JSON.stringify({ title: "x", body: "y", url }));
    }
    const urls = (
      self.registration.showNotification.mock.calls as unknown as [
        string,
        { data: { url: string } },
      ][]
    ).map(([, options]) => options.data.url);
    expect(urls).toEqual(["/homepage", "/homepage", "/homepage", "/homepage"]);
  });

  it("a tap brings an open tab of the page forward and moves it to the set", async () => {
    const other = tab(`${ORIGIN}/faq`);
    const about = tab(`${ORIGIN}/about`);
    const { self, click } = worker([other, about]);
    await click({ url: "/about#plan-2025-05-16-mira-wolna" });
    expect(about.focus).toHaveBeenCalled();
    expect(about.navigate).toHaveBeenCalledWith(`${ORIGIN}/about#plan-2025-05-16-mira-wolna`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("a set's notice opens the plan at that set's row", async () => {
    const { self, click } = worker();
    await click({ url: "/en/about?set=2025-05-16-mira-wolna#moj-plan" });
    expect(self.clients.openWindow).toHaveBeenCalledWith(
      `${ORIGIN}/en/about#plan-2025-05-16-mira-wolna`,
    );
  });

  it("a tap with no tab of the site open opens the page", async () => {
    const { self, click } = worker();
    await click({ url: "/en/about#plan-2025-05-17-student-1830" });
    expect(self.clients.openWindow).toHaveBeenCalledWith(
      `${ORIGIN}/en/about#plan-2025-05-17-student-1830`,
    );
  });

  it("a tab the worker cannot move gives way to a new one", async () => {
    const stuck = tab(`${ORIGIN}/homepage`);
    stuck.navigate = vi.fn(async () => {
      throw new TypeError("not controlled");
    });
    const { self, click } = worker([stuck]);
    await click({ url: "/about" });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/about`);
  });
});
