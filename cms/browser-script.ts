/**
 * Our scripts for /admin as single browser files, bundled at build time by esbuild from the
 * modules the server and the checks use (one source, never a copy).
 */
import { buildSync, type BuildOptions } from "esbuild";

/** `entry`: a module, or module text (`contents`) resolved from this folder; `name` for errors. */
export function browserScript(
  entry: { file: string } | { contents: string },
  name: string,
): string {
  const source: BuildOptions =
    "file" in entry
      ? { entryPoints: [entry.file] }
      : {
          stdin: {
            contents: entry.contents,
            resolveDir: import.meta.dirname,
            sourcefile: `${name}.ts`,
            loader: "ts",
          },
        };
  const result = buildSync({
    ...source,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
  });
  const output = result.outputFiles?.[0];
  if (!output) throw new Error(`esbuild wrote no ${name}`);
  return output.text;
}
