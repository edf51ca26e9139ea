import type { FastifyInstance } from "fastify";
import { describe, expectTypeOf, it } from "vitest";

/**
 * Routes write only through services (server/README.md#how-a-message-flows; decision 023). Routes
 * never import server/db/ (eslint.config.js), so the stores reach them only as decorators, and what
 * a decorator's type leaves out a route cannot call. These assertions are types, on the decorators
 * as server/plugins/services.ts declares them: `npm run typecheck` fails when a decorator hands
 * routes a store's writer again.
 */
describe("what the decorators hand the routes", () => {
  it("writes the staff's sessions and their trail lines only through the sessions' service", () => {
    type Sessions = FastifyInstance["staffSessions"];
    expectTypeOf<Sessions>().toHaveProperty("signIn");
    expectTypeOf<Sessions>().toHaveProperty("signOut");
    expectTypeOf<Sessions>().toHaveProperty("signOutElsewhere");
    expectTypeOf<Sessions>().not.toHaveProperty("create");
    expectTypeOf<Sessions>().not.toHaveProperty("delete");
    expectTypeOf<Sessions>().not.toHaveProperty("deleteOthers");
    expectTypeOf<FastifyInstance["auditTrail"]>().toHaveProperty("list");
    expectTypeOf<FastifyInstance["auditTrail"]>().not.toHaveProperty("record");
  });

  it("counts on the rate counters only through the admission and the login throttle", () => {
    expectTypeOf<FastifyInstance>().not.toHaveProperty("rateCounters");
    expectTypeOf<FastifyInstance["submissionAdmission"]>().toHaveProperty("admit");
    expectTypeOf<FastifyInstance["loginThrottle"]>().toHaveProperty("admit");
    expectTypeOf<FastifyInstance["proofOfWork"]>().toHaveProperty("challenge");
    expectTypeOf<FastifyInstance["proofOfWork"]>().not.toHaveProperty("verifyAndSpend");
  });

  it("writes messages only through the moderation service", () => {
    expectTypeOf<FastifyInstance["submissions"]>().not.toHaveProperty("create");
    expectTypeOf<FastifyInstance["submissions"]>().not.toHaveProperty("decide");
    expectTypeOf<FastifyInstance["moderation"]>().toHaveProperty("decide");
  });
});
