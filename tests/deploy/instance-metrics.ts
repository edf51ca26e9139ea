import { INSTANCE_NAMES, instanceUrl, topology, type InstanceName } from "./topology-info";

/**
 * Which instance did what, from each one's own /metrics (server/operations/README.md#metrics): a
 * visitor cannot tell which instance Caddy chose, the instance's counters can.
 */
async function metricsText(name: InstanceName): Promise<string> {
  const response = await fetch(`${instanceUrl(name)}/metrics`, {
    headers: { authorization: `Bearer ${topology().metricsToken}` },
  });
  if (!response.ok) throw new Error(`/metrics of ${name}: ${response.status}`);
  return response.text();
}

/** The sum of a metric's samples whose labels include every `labels` pair. */
function sample(text: string, metric: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(`juwenalia_${metric}`)) continue;
    const match = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== `juwenalia_${metric}`) continue;
    const labelText = match[2] ?? "";
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      total += Number(match[3]);
    }
  }
  return total;
}

/** Event streams of /telebim open on each instance. */
export async function screensConnected(): Promise<Record<InstanceName, number>> {
  const counts = await Promise.all(INSTANCE_NAMES.map(screensConnectedTo));
  return { a: counts[0] ?? 0, b: counts[1] ?? 0 };
}

export async function screensConnectedTo(name: InstanceName): Promise<number> {
  return sample(await metricsText(name), "screens_connected");
}

/** Approvals each instance has answered 200. */
export async function approvalsAnswered(): Promise<Record<InstanceName, number>> {
  const counts = await Promise.all(
    INSTANCE_NAMES.map(async (name) =>
      sample(await metricsText(name), "http_requests_total", {
        route: "/api/moderation/submissions/:id/approve",
        status_code: "200",
      }),
    ),
  );
  return { a: counts[0] ?? 0, b: counts[1] ?? 0 };
}
