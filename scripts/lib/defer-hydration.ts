/**
 * Content first, code second (issue 7). A prerendered page is complete HTML: the visitor can read
 * it and follow its links before any JavaScript runs. React Router's HTML asks for every module
 * at once (modulepreload links plus a module script), so on a slow phone connection ~140 KiB of
 * JavaScript competes with the stylesheets, fonts and hero image for the same bandwidth and the
 * first paint waits for it.
 *
 * This rewrite keeps the same modules and the same start-up order but begins fetching them
 * after the browser has painted the page once: the modulepreload links move into the start-up
 * script, which runs on the task after the first animation frame. React hydrates the same HTML
 * either way (modulepreload links are hoistable, so React does not expect them in place).
 */

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ENTRY_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");$/gm;
const DYNAMIC_IMPORT = /^import\(/gm;

/** Modulepreload links added per task (see the start-up script). */
const PRELOADS_PER_TASK = 2;

export class DeferHydrationError extends Error {}

export function deferHydration(html: string): string {
  const modules = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const entry = ENTRY_SCRIPT.exec(html);
  if (modules.length === 0 || !entry) {
    throw new DeferHydrationError(
      "deferHydration: no modulepreload links or React Router start-up script found; has React Router changed its HTML?",
    );
  }
  const body = entry[1]!;
  // Each import gets a task of its own, so evaluating the framework, the route and the
  // hydration are separate short tasks rather than one long one that blocks input.
  const rewritten = body
    .replace(STATIC_IMPORT, (_line, binding: string | undefined, source) =>
      binding
        ? `await nextTask();\nconst ${binding} = await import(${source});`
        : `await nextTask();\nawait import(${source});`,
    )
    .replace(DYNAMIC_IMPORT, "await nextTask();\nimport(");
  if (rewritten === body || /^\s*import\s/m.test(rewritten)) {
    throw new DeferHydrationError(
      "deferHydration: the start-up script's imports were not in the expected form",
    );
  }
  const script = [
    '<script type="module">',
    `const modules = ${JSON.stringify(modules)};`,
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));",
    "const start = async () => {",
    // Starting a module request cost the main thread 1-5 ms here while the page was loading, so
    // twenty at once made one long task on a phone: the links go in two at a time, a task each.
    `  for (let i = 0; i < modules.length; i += ${PRELOADS_PER_TASK}) {`,
    "    if (i > 0) await nextTask();",
    `    document.head.append(...modules.slice(i, i + ${PRELOADS_PER_TASK}).map((href) => {`,
    '      const link = document.createElement("link");',
    '      link.rel = "modulepreload";',
    "      link.href = href;",
    "      return link;",
    "    }));",
    "  }",
    rewritten.trim(),
    "};",
    // rAF runs just before the first frame is painted; the timeout is the task after it.
    "requestAnimationFrame(() => setTimeout(start, 0));",
    "</script>",
  ].join("\n");
  return html.replace(MODULEPRELOAD, "").replace(ENTRY_SCRIPT, () => script);
}
