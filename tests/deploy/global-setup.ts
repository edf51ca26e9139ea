import { startTopology } from "./topology";
import { publishTopology } from "./topology-info";

/**
 * `npm run test:deploy`: starts PostgreSQL, two instances from the release and Caddy
 * (tests/deploy/topology.ts) before the specs, and stops all of them after, on failure too.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const topology = await startTopology();
  publishTopology(topology.info);
  console.log(
    `Topology up in ${Date.now() - started} ms: Caddy ${topology.info.caddyUrl} → ` +
      topology.info.instances.map((instance) => `${instance.name} ${instance.url}`).join(", "),
  );
  return topology.stop;
}
