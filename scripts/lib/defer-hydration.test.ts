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
    expect(html).toContain("const route0 = await import(");
    expect(html).toContain("requestAnimationFrame(() => setTimeout(start, 0));");
  });

  it("produces a script that runs: modules preloaded, route modules registered, entry imported", async () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const appended: string[] = [];
    const imported: string[] = [];
    const scope = {
      document: {
        createElement: () => ({ rel: "", href: "" }),
        head: { append: (link: { href: string }) => appended.push(link.href) },
      },
      window: {} as { __reactRouterRouteModules?: unknown },
      requestAnimationFrame: (callback: () => void) => callback(),
      setTimeout: (callback: () => void) => callback(),
    };
    const body = script.replace(/import\(/g, "load(");
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      `return (async () => { ${body.replace("requestAnimationFrame(() => setTimeout(start, 0));", "await start();")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      scope.document,
      scope.window,
      scope.requestAnimationFrame,
      scope.setTimeout,
      async (source: string) => {
        imported.push(source);
        return { source };
      },
    );
    expect(appended).toHaveLength(3);
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/entry.client-2.js",
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { source: "/assets/root-3.js" },
    });
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
