/** A clock the test moves by hand, for the app's `clock` option (claims, heartbeats, ends). */
export function testClock(start = "2025-05-16T18:00:00.000Z") {
  let now = Date.parse(start);
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
