import { describe, expect, it } from "vitest";
import { DeferHydrationError, deferHydration } from "./defer-hydration";

// The shape React Router 7 prerenders (trimmed): modulepreload links in <head>, one module script.
const PRERENDERED = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="stylesheet" href="/assets/root-4.css"/></head><body><main>Treść</main>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("deferHydration", () => {
  const html = deferHydration(PRERENDERED);

  it("leaves no module request in the markup that the parser would start before painting", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^import /m);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(html).toContain("<main>Treść</main>");
  });

  it("starts the same modules, in the same order, on the task after the first frame", () => {
    expect(html).toContain(
      'const modules = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"];',
    );
    const order = [...html.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(order).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/entry.client-2.js",
    ]);
    expect(html).toContain(".then((route0) => later(");
    expect(html).toContain("requestAnimationFrame(() => later(() => preload(0)));");
  });

  it("produces a script that runs: modules preloaded, route modules registered, entry imported", async () => {
    const run = await runStartUpScript(html);
    expect(run.preloadBatches).toEqual([
      ["/assets/manifest-1.js"],
      ["/assets/entry.client-2.js"],
      ["/assets/root-3.js"],
    ]);
    expect(run.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/entry.client-2.js",
    ]);
    expect(run.window.__reactRouterRouteModules).toEqual({
      root: { source: "/assets/root-3.js" },
    });
  });

  it("adds the preload links one per task, so no single task starts several requests", async () => {
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = PRERENDERED.replace(
      '<link rel="modulepreload" href="/assets/root-3.js"/>',
      [
        '<link rel="modulepreload" href="/assets/root-3.js"/>',
        ...chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`),
      ].join(""),
    );
    const run = await runStartUpScript(deferHydration(many));
    expect(run.preloadBatches.flat()).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      ...chunks,
    ]);
    expect(run.preloadBatches.every((batch) => batch.length === 1)).toBe(true);
    // Every link after the first waits for a task of its own, and so does every import.
    const first = run.tasksBeforeEachBatch[0]!;
    expect(run.tasksBeforeEachBatch).toEqual(
      Array.from({ length: 13 }, (_, index) => first + index),
    );
    expect(run.tasksBeforeEachImport).toEqual([first + 13, first + 14, first + 15]);
  });

  it("fails the build when React Router's markup changes shape", () => {
    expect(() => deferHydration("<html><body>no scripts</body></html>")).toThrow(
      DeferHydrationError,
    );
    expect(() =>
      deferHydration(
        '<link rel="modulepreload" href="/a.js"/><script type="module" async="">start();</script>',
      ),
    ).toThrow(DeferHydrationError);
  });
});

interface StartUpRun {
  preloadBatches: string[][];
  /** How many tasks (frame and timeouts) had begun when each batch of links was appended. */
  tasksBeforeEachBatch: number[];
  /** The same, when each import began. */
  tasksBeforeEachImport: number[];
  imported: string[];
  window: { __reactRouterRouteModules?: unknown };
}

/**
 * Runs the generated start-up script against a stand-in document and module loader, with a task
 * queue like the browser's: the frame callback and every timeout run as tasks of their own, with
 * promise callbacks (microtasks) drained after each.
 */
async function runStartUpScript(page: string): Promise<StartUpRun> {
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
  const run: StartUpRun = {
    preloadBatches: [],
    tasksBeforeEachBatch: [],
    tasksBeforeEachImport: [],
    imported: [],
    window: {},
  };
  let tasks = 0;
  const queue: (() => void)[] = [];
  const document = {
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (...links: { rel: string; href: string }[]) => {
        expect(links.every((link) => link.rel === "modulepreload")).toBe(true);
        run.preloadBatches.push(links.map((link) => link.href));
        run.tasksBeforeEachBatch.push(tasks);
      },
    },
  };
  const execute = new Function(
    "document",
    "window",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    script.replace(/import\(/g, "load("),
  ) as (...args: unknown[]) => void;
  const enqueue = (callback: () => void) => queue.push(callback);
  execute(document, run.window, enqueue, enqueue, async (source: string) => {
    run.imported.push(source);
    run.tasksBeforeEachImport.push(tasks);
    return { source };
  });
  for (let task = queue.shift(); task; task = queue.shift()) {
    tasks += 1;
    task();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return run;
}
