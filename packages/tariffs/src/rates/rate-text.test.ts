import { describe, expect, it } from "vitest";
import { formulaShape } from "./rate-model";
import { parseDutyRate, tariffNumbersIn } from "./rate-text";

const terms = (text: string) => {
  const rate = parseDutyRate(text);
  if (rate.kind !== "formula") throw new Error(`${text} read as ${rate.kind}`);
  return rate.terms;
};

describe("parseDutyRate", () => {
  it("reads Free, with or without a condition", () => {
    expect(parseDutyRate("Free")).toEqual({ kind: "free", text: "Free" });
    expect(parseDutyRate("Free, under bond, as prescribed in U.S. note 2 to this subchapter")).toEqual({
      kind: "free",
      text: "Free, under bond, as prescribed in U.S. note 2 to this subchapter",
      condition: "under bond, as prescribed in U.S. note 2 to this subchapter",
    });
    expect(parseDutyRate("Free (See U.S. note 4 of this subchapter)")).toMatchObject({
      kind: "free",
      condition: "See U.S. note 4 of this subchapter",
    });
  });

  it("reads ad valorem rates, fractions and 'percent of' forms", () => {
    expect(terms("6.8%")).toEqual([{ type: "adValorem", percent: "6.8" }]);
    expect(terms("3.7% ")).toEqual([{ type: "adValorem", percent: "3.7" }]);
    expect(terms("33 1/3%")).toEqual([{ type: "adValorem", percent: "33 1/3" }]);
    expect(terms("3 percent of the fair retail value")).toEqual([
      { type: "adValorem", percent: "3", base: "the fair retail value" },
    ]);
    expect(terms("2.5% on the value of the lead content")).toEqual([
      { type: "adValorem", percent: "2.5", base: "the value of the lead content" },
    ]);
  });

  it("takes 'on the entire set' and 'on the full value of the imported article' as the customs value", () => {
    expect(terms("6.5% on the entire set")).toEqual([{ type: "adValorem", percent: "6.5" }]);
    expect(terms("5% on the full value of the imported article")).toEqual([
      { type: "adValorem", percent: "5" },
    ]);
  });

  it("reads specific rates in cents and dollars, per unit and per thousand", () => {
    expect(terms("1.5¢/kg")).toEqual([{ type: "specific", cents: "1.5", unit: "kg", per: 1 }]);
    expect(terms("$1.23/doz.")).toEqual([{ type: "specific", cents: "123", unit: "doz.", per: 1 }]);
    expect(terms("$1.646/kg")).toEqual([{ type: "specific", cents: "164.6", unit: "kg", per: 1 }]);
    expect(terms("44¢/liter")).toEqual([{ type: "specific", cents: "44", unit: "liter", per: 1 }]);
    expect(terms("4.5¢/ liter")).toEqual([{ type: "specific", cents: "4.5", unit: "liter", per: 1 }]);
    expect(terms("$1.32/pf. liter")).toEqual([{ type: "specific", cents: "132", unit: "pf. liter", per: 1 }]);
    expect(terms("18.9¢/pf.liter")).toEqual([{ type: "specific", cents: "18.9", unit: "pf. liter", per: 1 }]);
    expect(terms("51¢ each")).toEqual([{ type: "specific", cents: "51", unit: "each", per: 1 }]);
    expect(terms("$3/head")).toEqual([{ type: "specific", cents: "300", unit: "head", per: 1 }]);
    expect(terms("$1.13/m3")).toEqual([{ type: "specific", cents: "113", unit: "m3", per: 1 }]);
    expect(terms("10¢/m")).toEqual([{ type: "specific", cents: "10", unit: "m", per: 1 }]);
    expect(terms("3.3¢/lin. m")).toEqual([{ type: "specific", cents: "3.3", unit: "lin. m", per: 1 }]);
    expect(terms("55.1¢/clean kg")).toEqual([{ type: "specific", cents: "55.1", unit: "clean kg", per: 1 }]);
    expect(terms("$1.34/1000")).toEqual([{ type: "specific", cents: "134", unit: "each", per: 1000 }]);
    expect(terms("$1.15/1,000")).toEqual([{ type: "specific", cents: "115", unit: "each", per: 1000 }]);
    expect(terms("20¢/thousand")).toEqual([{ type: "specific", cents: "20", unit: "each", per: 1000 }]);
    expect(terms("$2.50/thou- sand")).toEqual([{ type: "specific", cents: "250", unit: "each", per: 1000 }]);
    expect(terms("$1/1,000 pins")).toEqual([{ type: "specific", cents: "100", unit: "pins", per: 1000 }]);
    expect(terms("0.3¢/line/ gross")).toEqual([
      { type: "specific", cents: "0.3", unit: "line/gross", per: 1 },
    ]);
  });

  it("keeps what a specific quantity is of", () => {
    expect(terms("3.7¢/kg on drained weight")).toEqual([
      { type: "specific", cents: "3.7", unit: "kg", per: 1, qualifier: "on drained weight" },
    ]);
    expect(terms("$1.32/t, including weight of container")).toEqual([
      { type: "specific", cents: "132", unit: "t", per: 1, qualifier: "including weight of container" },
    ]);
    expect(terms("86.1¢/m2of recording surface")).toEqual([
      { type: "specific", cents: "86.1", unit: "m2", per: 1, qualifier: "of recording surface" },
    ]);
    expect(terms("15¢/jewel over 7")).toEqual([
      { type: "specific", cents: "15", unit: "jewel", per: 1, qualifier: "over 7" },
    ]);
  });

  it("reads compound rates however the plus is spaced", () => {
    const compound = [
      { type: "specific", cents: "2.4", unit: "kg", per: 1 },
      { type: "adValorem", percent: "6" },
    ];
    expect(terms("2.4¢/kg + 6%")).toEqual(compound);
    expect(terms("2.4¢/kg +6%")).toEqual(compound);
    expect(terms("2.4¢/kg+ 6%")).toEqual(compound);
    expect(terms("2.4¢/kg  +  6%")).toEqual(compound);
    expect(formulaShape(parseDutyRate("3.3¢/kg + 5.6%"))).toBe("compound");
    expect(formulaShape(parseDutyRate("6.8%"))).toBe("adValorem");
    expect(formulaShape(parseDutyRate("1.5¢/kg"))).toBe("specific");
    expect(formulaShape(parseDutyRate("Free"))).toBeNull();
    expect(
      terms("$2.25 each + 45% on the case + 80% on the strap, band or bracelet + 35% on the battery"),
    ).toEqual([
      { type: "specific", cents: "225", unit: "each", per: 1 },
      { type: "adValorem", percent: "45", base: "the case" },
      { type: "adValorem", percent: "80", base: "the strap, band or bracelet" },
      { type: "adValorem", percent: "35", base: "the battery" },
    ]);
    expect(terms("13.5¢/kg + 6.3% + 1.9¢/article")).toHaveLength(3);
  });

  it("reads sugar's polarity scale", () => {
    expect(
      terms(
        "1.4606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 0.943854¢/kg",
      ),
    ).toEqual([
      {
        type: "specific",
        cents: "1.4606",
        unit: "kg",
        per: 1,
        degreeScale: { lessCents: "0.020668", underDegrees: "100", minimumCents: "0.943854" },
      },
    ]);
  });

  it("reads chapter 99's additions to the applicable subheading's duty", () => {
    expect(parseDutyRate("The duty provided in the applicable subheading + 7.5%")).toEqual({
      kind: "formula",
      text: "The duty provided in the applicable subheading + 7.5%",
      terms: [{ type: "adValorem", percent: "7.5" }],
      addsTo: "The duty provided in the applicable subheading",
    });
    expect(parseDutyRate("The duty provided in the applicable subheading plus 25%")).toMatchObject({
      terms: [{ type: "adValorem", percent: "25" }],
    });
    expect(parseDutyRate("The duty provided in the applicable subheading")).toMatchObject({
      kind: "formula",
      terms: [],
    });
    expect(parseDutyRate("The duty rate provided in such subheading minus 0.5%")).toMatchObject({
      terms: [{ type: "adValorem", percent: "-0.5" }],
      addsTo: "The duty rate provided in such subheading",
    });
  });

  it("reads rates given by reference, with the numbers they name", () => {
    expect(parseDutyRate("The rate applicable to the natural juice in heading 2009")).toEqual({
      kind: "reference",
      text: "The rate applicable to the natural juice in heading 2009",
      codes: ["2009"],
    });
    expect(parseDutyRate("See 9915.04.30, 9915.04.44-9915.04.68")).toMatchObject({
      kind: "reference",
      codes: ["9915.04.30", "9915.04.44-9915.04.68"],
    });
    expect(
      parseDutyRate(
        "A duty upon the value of the repairs or alterations (see U.S. note 3 of this subchapter)",
      ),
    ).toMatchObject({ kind: "reference", codes: [] });
    expect(parseDutyRate("No change")).toEqual({ kind: "noChange", text: "No change" });
  });

  it("keeps anything else verbatim as unparsed, never half-read", () => {
    for (const text of [
      "37% /",
      ":",
      "[The duty provided in the applicable subheading + 100%]",
      "4.3% + 1.7¢/jewel + 0.2¢ for each other piece or part, but if consisting in part of a plate or a set of plates the total duty shall not exceed the duty for the complete movement",
      "12 furlongs",
      "5¢/fortnight",
      "",
    ]) {
      expect(parseDutyRate(text)).toEqual({ kind: "unparsed", text });
    }
  });

  it("tidies layout whitespace in the text it keeps", () => {
    expect(parseDutyRate("Free\n").text).toBe("Free");
    expect(parseDutyRate("6.8%\u00a0").text).toBe("6.8%");
  });
});

describe("tariffNumbersIn", () => {
  it("finds numbers and ranges", () => {
    expect(tariffNumbersIn("See 9903.88.01-9903.88.05 and 9903.88.15.")).toEqual([
      "9903.88.01-9903.88.05",
      "9903.88.15",
    ]);
    expect(tariffNumbersIn("See chapter 99 statistical note 1.")).toEqual([]);
  });
});
