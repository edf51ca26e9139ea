import { describe, expect, it } from "vitest";
import { MODERATOR_PASSWORD, temporaryDir } from "./helpers";
import { startServerProcess } from "./process";

/**
 * What a start says about the staff host (docs/operations/README.md#staff-host): where the panel
 * is, and a warning when a server behind HTTPS has none.
 */
describe("the start's lines about the staff host", () => {
  const base = () => ({
    DATA_DIR: temporaryDir(),
    STATIC_DIR: temporaryDir(),
    MODERATOR_PASSWORD,
  });

  it("warns behind a proxy without STAFF_HOST, and names the staff host when it is set", async () => {
    const unset = await startServerProcess({ ...base(), TRUST_PROXY: "127.0.0.1", STAFF_HOST: "" });
    try {
      const output = await unset.waitForOutput("brak STAFF_HOST");
      expect(output).toContain("docs/operations/README.md#staff-host");
    } finally {
      unset.child.kill("SIGTERM");
      await unset.exited;
    }

    const set = await startServerProcess({
      ...base(),
      TRUST_PROXY: "127.0.0.1",
      STAFF_HOST: "panel.localhost",
    });
    try {
      const { port } = new URL(set.url);
      const output = await set.waitForOutput("Panel obsługi");
      expect(output).toContain(`tylko pod http://panel.localhost:${port} (STAFF_HOST)`);
      expect(output).not.toContain("brak STAFF_HOST");
    } finally {
      set.child.kill("SIGTERM");
      await set.exited;
    }
  }, 120_000);

  it("says nothing of it on a local run without one", async () => {
    const local = await startServerProcess({ ...base(), TRUST_PROXY: "", STAFF_HOST: "" });
    try {
      await local.waitForOutput("Baza danych");
    } finally {
      local.child.kill("SIGTERM");
      await local.exited;
    }
    // Read once it has ended: the warning would go to stderr, which may arrive after stdout.
    expect(local.output()).not.toContain("STAFF_HOST");
  }, 120_000);
});
