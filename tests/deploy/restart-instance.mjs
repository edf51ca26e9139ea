// The deploy's restart command in `npm run test:deploy` (tests/deploy/topology.ts), standing in
// for `systemctl restart juwenalia@<port>`: asks the topology's control server to stop the
// instance on <port> with SIGTERM and start it again from `current`, and returns once it has
// been started, as systemctl does for a simple service, without waiting for its health.
const [control, port] = process.argv.slice(2);
const response = await fetch(`${control}/restart-port/${port}`, { method: "POST" });
if (response.status !== 204) {
  console.error(`restart of ${port}: ${response.status} ${await response.text()}`);
  process.exit(1);
}
