import { describe, expect, it } from "vitest";
import { comparableName } from "./entity-verification";

describe("comparableName", () => {
  it("compares names without case, accents, punctuation or spacing", () => {
    expect(comparableName("ACME HOLDINGS, L.L.C.")).toBe(comparableName("Acme Holdings LLC"));
    expect(comparableName("Société Générale S.A.")).toBe(comparableName("SOCIETE GENERALE SA"));
    expect(comparableName("Acme Holdings")).not.toBe(comparableName("Acme Holding"));
  });

  it("keeps letters of every script", () => {
    expect(comparableName("株式会社 東芝")).toBe("株式会社東芝");
  });
});
