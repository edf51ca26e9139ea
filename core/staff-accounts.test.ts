import { describe, expect, it } from "vitest";
import { accountName, canLead, MODERATOR_ROLES } from "./staff-accounts";

describe("staff accounts", () => {
  it("only a lead leads", () => {
    expect(MODERATOR_ROLES.filter(canLead)).toEqual(["lead"]);
  });

  it("compares names as typed on a phone: outer spaces and case (Polish letters too) fold", () => {
    expect(accountName("  Ala.Nowak ")).toBe("ala.nowak");
    expect(accountName("ŁUKASZ")).toBe("łukasz");
    expect(accountName("Łukasz")).toBe(accountName("łukasz "));
  });
});
