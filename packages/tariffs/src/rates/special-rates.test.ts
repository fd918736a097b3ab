import { describe, expect, it } from "vitest";
import { parseSpecialRates, specialRateFor, specialRatesRead } from "./special-rates";

const groupsOf = (text: string) => {
  const special = parseSpecialRates(text);
  if (special.kind !== "programs") throw new Error(`${text} unparsed`);
  return special.groups.map((group) => [group.rate.text, group.programs]);
};

describe("parseSpecialRates", () => {
  it("reads one group of program codes", () => {
    expect(groupsOf("Free (A+,AU,BH,CA,CL)")).toEqual([["Free", ["A+", "AU", "BH", "CA", "CL"]]]);
    expect(groupsOf("3.2% (KR)")).toEqual([["3.2%", ["KR"]]]);
  });

  it("reads several groups, however they are spaced or broken over lines", () => {
    expect(groupsOf("Free (A,AU,BH) 1.2% (JO)")).toEqual([
      ["Free", ["A", "AU", "BH"]],
      ["1.2%", ["JO"]],
    ]);
    expect(groupsOf("Free (A,AU,BH)2.8¢/liter(JO)")).toEqual([
      ["Free", ["A", "AU", "BH"]],
      ["2.8¢/liter", ["JO"]],
    ]);
    expect(groupsOf("Free \n(A+, AU, BH,CL, CO)")).toEqual([["Free", ["A+", "AU", "BH", "CL", "CO"]]]);
  });

  it("reads groups that send to chapter 98 and 99 provisions", () => {
    expect(groupsOf("Free (BH,CL) 22.6¢/kg (P) See 9822.04.40 (AU) See 9823.04.01-9823.04.54 (S+)")).toEqual([
      ["Free", ["BH", "CL"]],
      ["22.6¢/kg", ["P"]],
      ["See 9822.04.40", ["AU"]],
      ["See 9823.04.01-9823.04.54", ["S+"]],
    ]);
  });

  it("keeps a parenthesis that is not a list of codes inside its rate", () => {
    expect(
      groupsOf(
        "Free (AU,BH) A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter) (B,C,)",
      ),
    ).toEqual([
      ["Free", ["AU", "BH"]],
      [
        "A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)",
        ["B", "C"],
      ],
    ]);
    expect(groupsOf("No change (A,E) Free (CA,IL, MX) See U.S. note 3(e) (CO,PE)")).toEqual([
      ["No change", ["A", "E"]],
      ["Free", ["CA", "IL", "MX"]],
      ["See U.S. note 3(e)", ["CO", "PE"]],
    ]);
  });

  it("reads a missing comma or a stray dot between codes as a separator", () => {
    expect(groupsOf("Free (A*,D,E IL,JO)")).toEqual([["Free", ["A*", "D", "E", "IL", "JO"]]]);
    expect(groupsOf("Free (KR,MA,.OM,P)")).toEqual([["Free", ["KR", "MA", "OM", "P"]]]);
  });

  it("reads a rate without codes as the whole column", () => {
    expect(groupsOf("No change")).toEqual([["No change", []]]);
    expect(groupsOf("The duty provided in the applicable subheading + 25%")).toEqual([
      ["The duty provided in the applicable subheading + 25%", []],
    ]);
  });

  it("keeps a column verbatim when its groups cannot be told apart", () => {
    for (const text of ["(AU) Free", "Free (AU) 3%", "See 9919.04.67 (PA (PA)"]) {
      expect(parseSpecialRates(text)).toEqual({ kind: "unparsed", text });
      expect(specialRatesRead(parseSpecialRates(text))).toBe(false);
    }
  });

  it("says whether every group's rate was read", () => {
    expect(specialRatesRead(parseSpecialRates("Free (AU) 3.2% (KR)"))).toBe(true);
    expect(specialRatesRead(parseSpecialRates("Free (AU) 37% / (KR)"))).toBe(false);
  });
});

describe("specialRateFor", () => {
  const special = parseSpecialRates("Free (A+,AU,BH) 3.2% (KR)");
  it("finds a program's rate by its exact code", () => {
    expect(specialRateFor(special, "KR")?.text).toBe("3.2%");
    expect(specialRateFor(special, "A+")?.text).toBe("Free");
    expect(specialRateFor(special, "A")).toBeNull();
    expect(specialRateFor(parseSpecialRates("(AU) Free"), "AU")).toBeNull();
  });
});
