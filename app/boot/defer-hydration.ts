/**
 * Content first, code second (decision 012). A prerendered page is complete HTML: the visitor can
 * read it and follow its links before any JavaScript runs. React Router's HTML asks for every
 * module at once (modulepreload links plus a module script), so on a slow phone connection ~140 KiB
 * of JavaScript competes with the stylesheets, fonts and hero image for the same bandwidth and the
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
const DYNAMIC_IMPORT = /^import\(/m;

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
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, binding, source]) => ({
    binding: binding ?? "",
    source: source!,
  }));
  // What follows the imports: registering the route modules, then importing the client entry.
  const rest = body.replace(STATIC_IMPORT, "").trim();
  if (imports.length === 0 || !DYNAMIC_IMPORT.test(rest) || /^\s*import\s/m.test(rest)) {
    throw new DeferHydrationError(
      "deferHydration: the start-up script's imports were not in the expected form",
    );
  }
  // Each import gets a task of its own, so evaluating the framework, the route and the
  // hydration are separate short tasks rather than one long one that blocks input. Plain
  // callbacks rather than async/await: under DevTools (Lighthouse) every resumed await cost
  // 5-20 ms of microtasks here, counted as blocking time (decision 012).
  const importInOrder = imports.reduceRight(
    (then, { binding, source }) => `import(${source}).then((${binding}) => later(() => ${then}))`,
    `{\n${rest}\n}`,
  );
  const script = [
    '<script type="module">',
    `const modules = ${JSON.stringify(modules)};`,
    "const later = (step) => setTimeout(step, 0);",
    `const importInOrder = () => ${importInOrder};`,
    // Starting a request costs the main thread ~1 ms here when idle but 3-7 ms while the page is
    // loading, so twenty at once made one long task on a phone: each modulepreload link goes in
    // on a task of its own, then the imports start.
    "const preload = (index) => {",
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = modules[index];",
    "  document.head.append(link);",
    "  later(index + 1 < modules.length ? () => preload(index + 1) : importInOrder);",
    "};",
    // rAF runs just before the first frame is painted; the timeout is the task after it.
    "requestAnimationFrame(() => later(() => preload(0)));",
    "</script>",
  ].join("\n");
  return html.replace(MODULEPRELOAD, "").replace(ENTRY_SCRIPT, () => script);
}
