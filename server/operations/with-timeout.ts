/**
 * `work`, or a rejection after `ms`: a database that hangs instead of refusing must not hold up
 * an answer that has to come in time (health probes, metric scrapes). The rejection has code
 * ETIMEDOUT, so it counts as an unavailable database (server/db/unavailable.ts).
 */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const error = Object.assign(new Error(`database: no answer within ${ms} ms`), {
      code: "ETIMEDOUT",
    });
    timer = setTimeout(() => reject(error), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
