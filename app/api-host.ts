/**
 * `{host}` of server/submissions/README.md#submissions-api, fixed at build time (`VITE_API_HOST`,
 * e.g. `https://api.example.pl`): where the public pages send messages, ask for the sender's
 * receipt and for the organisers' announcement. Empty means the site's own origin, so the default
 * build asks `/api/…`. Outside Vite (a Node script that sends through the toast's own code, as
 * tests/deploy/ does) there is no `import.meta.env`: then it is empty too.
 */
export const API_HOST: string = normalizeHost(import.meta.env?.VITE_API_HOST);

/** Accepts only a string (the env value is untyped) and drops trailing slashes. */
export function normalizeHost(value: unknown): string {
  return typeof value === "string" ? value.trim().replace(/\/+$/, "") : "";
}
