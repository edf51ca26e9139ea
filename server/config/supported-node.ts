/**
 * The Node.js this project runs on. Imported first by every program that starts (`npm start`,
 * the server, the release's commands), so an older Node stops with a line that says what to
 * install, before a native addon built for the new one fails with a cryptic ABI error.
 */

/** The oldest major version of Node.js the project runs and is tested on (an LTS line). */
export const SUPPORTED_NODE_MAJOR = 24;

/** Why `version` (as `process.versions.node` spells it) cannot run the project, or undefined. */
export function unsupportedNodeReason(version: string): string | undefined {
  const major = Number.parseInt(version.split(".")[0] ?? "", 10);
  if (Number.isInteger(major) && major >= SUPPORTED_NODE_MAJOR) return undefined;
  return [
    `Node.js ${SUPPORTED_NODE_MAJOR} or later is needed; this is Node.js ${version}.`,
    `Install Node.js ${SUPPORTED_NODE_MAJOR} LTS: https://nodejs.org/en/download, or your system's`,
    `packages (on Debian, NodeSource's nodejs ${SUPPORTED_NODE_MAJOR}.x). Then run this command again.`,
  ].join("\n");
}
