import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_NODE_MAJOR, unsupportedNodeReason } from "./supported-node";

const root = path.resolve(import.meta.dirname, "../..");

describe("the supported Node.js", () => {
  it("refuses an older major with what to install, and takes this one and newer", () => {
    const reason = unsupportedNodeReason("20.20.2");
    expect(reason).toContain(`Node.js ${SUPPORTED_NODE_MAJOR} or later is needed`);
    expect(reason).toContain("this is Node.js 20.20.2");
    expect(reason).toContain(`Install Node.js ${SUPPORTED_NODE_MAJOR} LTS: https://nodejs.org`);
    expect(unsupportedNodeReason("22.12.0")).toBeDefined();
    expect(unsupportedNodeReason(`${SUPPORTED_NODE_MAJOR}.0.0`)).toBeUndefined();
    expect(unsupportedNodeReason("26.1.0")).toBeUndefined();
    expect(unsupportedNodeReason("")).toBeDefined();
  });

  it("is the version package.json's engines and CI's install name, and the one running the tests", () => {
    const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${SUPPORTED_NODE_MAJOR}`);
    expect(readFileSync(path.join(root, ".ci/run"), "utf8")).toContain(
      `NODE_MAJOR=${SUPPORTED_NODE_MAJOR}`,
    );
    expect(unsupportedNodeReason(process.versions.node)).toBeUndefined();
  });
});
