import type { UpstreamStatus } from "#server/deploy/rolling-restart";

/**
 * Caddy's view of the instances, sampled through its admin API while a test runs: when a switch
 * goes wrong, the lines say which instance Caddy counted out and when, next to the deploy's own
 * log and the probes' timestamps.
 */

const SAMPLE_MS = 100;

/** The instances as Caddy's admin API at `admin` lists them now. */
export async function readUpstreams(admin: string): Promise<UpstreamStatus[]> {
  const response = await fetch(`${admin}/reverse_proxy/upstreams`, {
    signal: AbortSignal.timeout(1000),
  });
  return (await response.json()) as UpstreamStatus[];
}

export function watchUpstreams(admin: string): { stop: () => Promise<string[]> } {
  const lines: string[] = [];
  let previous = "";
  let running = true;
  const started = Date.now();
  const loop = (async () => {
    while (running) {
      let now: string;
      try {
        now = (await readUpstreams(admin))
          .toSorted((one, other) => (one.address ?? "").localeCompare(other.address ?? ""))
          .map((u) => `${u.address?.split(":").at(-1)} fails=${u.fails ?? 0} healthy=${u.healthy}`)
          .join(" | ");
      } catch (error) {
        now = `admin unreachable: ${(error as Error).message}`;
      }
      if (now !== previous) {
        lines.push(`${new Date().toISOString()} (+${Date.now() - started} ms) ${now}`);
        previous = now;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return lines;
    },
  };
}
