import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseFault } from "./error-handling";

/** A PostgreSQL error as the server sends it (node-postgres' DatabaseError). */
function postgresError(code: string, message = "error from the server"): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

const systemError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe("isDatabaseFault (the error handler's test)", () => {
  it("a reset of the client's own upload stays a client error", () => {
    // Fastify gives errors of the request stream a 400 before they reach the error handler.
    expect(isDatabaseFault(Object.assign(systemError("ECONNRESET"), { statusCode: 400 }))).toBe(
      false,
    );
    expect(isDatabaseFault(systemError("ECONNRESET"))).toBe(true);
    expect(isDatabaseFault(postgresError("57P01"))).toBe(true);
    expect(isDatabaseFault(postgresError("23505"))).toBe(false);
  });
});
