/**
 * A side-effect import, first in each program's entry: stops an unsupported Node.js before the
 * program's other modules load (ES modules run in the order they are imported).
 */
import { unsupportedNodeReason } from "./supported-node";

const reason = unsupportedNodeReason(process.versions.node);
if (reason) {
  console.error(reason);
  process.exit(1);
}
