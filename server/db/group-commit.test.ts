import { describe, expect, it } from "vitest";
import { GroupCommit, MAX_GROUP_COMMIT } from "./group-commit";

describe("GroupCommit", () => {
  it("writes entries that arrive together in one group, each resolving to its own output", async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, string>(async (inputs) => {
      groups.push(inputs);
      return inputs.map((input) => `stored ${input}`);
    });
    const outputs = await Promise.all([1, 2, 3].map((input) => commit.add(input)));
    expect(outputs).toEqual(["stored 1", "stored 2", "stored 3"]);
    expect(groups).toEqual([[1, 2, 3]]);
  });

  it("splits a larger burst into groups of at most MAX_GROUP_COMMIT, in arrival order", async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>(async (inputs) => {
      groups.push(inputs);
      return inputs;
    });
    const burst = Array.from({ length: MAX_GROUP_COMMIT * 2 + 5 }, (_, index) => index);
    expect(await Promise.all(burst.map((input) => commit.add(input)))).toEqual(burst);
    expect(groups.map((group) => group.length)).toEqual([MAX_GROUP_COMMIT, MAX_GROUP_COMMIT, 5]);
    expect(groups.flat()).toEqual(burst);
  });

  it("rejects the whole group when its write fails, and goes on with the next group", async () => {
    let calls = 0;
    const commit = new GroupCommit<string, string>(async (inputs) => {
      calls += 1;
      if (calls === 1) throw new Error("database is down");
      return inputs;
    });
    const failed = [commit.add("a"), commit.add("b")];
    await expect(failed[0]).rejects.toThrow("database is down");
    await expect(failed[1]).rejects.toThrow("database is down");
    await expect(commit.add("c")).resolves.toBe("c");
  });

  it("rejects an entry the write returned no output for, never resolving it with nothing", async () => {
    const commit = new GroupCommit<string, string>(async (inputs) => inputs.slice(0, 1));
    const [first, second] = [commit.add("kept"), commit.add("lost")];
    await expect(first).resolves.toBe("kept");
    await expect(second).rejects.toThrow("not stored");
  });
});
