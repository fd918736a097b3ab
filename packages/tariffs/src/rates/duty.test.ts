import { describe, expect, it } from "vitest";
import { computeDuty, measureOf } from "./duty";
import type { SpecificTerm } from "./rate-model";
import { parseDutyRate } from "./rate-text";

const duty = (text: string, input: Parameters<typeof computeDuty>[1]) =>
  computeDuty(parseDutyRate(text), input);

describe("computeDuty", () => {
  it("computes nothing on a free rate", () => {
    expect(duty("Free", { customsValueCents: 100_000 })).toEqual({
      status: "computed",
      amountCents: 0,
      explanation: ["Free"],
    });
    expect(duty("Free, under bond", { customsValueCents: 1 }).explanation).toEqual(["Free, under bond"]);
  });

  it("takes an ad valorem rate of the customs value, rounding the total once, half a cent up", () => {
    expect(duty("6.8%", { customsValueCents: 123_456 })).toEqual({
      status: "computed",
      amountCents: 8395,
      explanation: [
        "6.8% of the customs value $1,234.56 = $83.95008",
        "Duty: $83.95 ($83.95008 rounded to the cent)",
      ],
    });
    expect(duty("2.5%", { customsValueCents: 100 })).toMatchObject({ amountCents: 3 });
    expect(duty("33 1/3%", { customsValueCents: 300 })).toMatchObject({ amountCents: 100 });
    expect(duty("33 1/3%", { customsValueCents: 100 })).toMatchObject({ amountCents: 33 });
  });

  it("multiplies a specific rate by the quantity in its unit, per thousand where published so", () => {
    expect(duty("$1.23/doz.", { customsValueCents: 1, quantities: { "doz.": 12 } })).toEqual({
      status: "computed",
      amountCents: 1476,
      explanation: ["$1.23/doz. × 12 doz. = $14.76", "Duty: $14.76"],
    });
    expect(duty("0.34¢/liter", { customsValueCents: 1, quantities: { liter: 1000.5 } })).toMatchObject({
      amountCents: 340,
    });
    expect(duty("$1.34/1000", { customsValueCents: 1, quantities: { each: 2500 } })).toMatchObject({
      amountCents: 335,
      explanation: ["$1.34/1,000 × 2,500 each = $3.35", "Duty: $3.35"],
    });
  });

  it("adds the terms of a compound rate", () => {
    expect(duty("2.4¢/kg + 6%", { customsValueCents: 100_000, quantities: { kg: 250 } })).toEqual({
      status: "computed",
      amountCents: 6600,
      explanation: ["2.4¢/kg × 250 kg = $6.00", "6% of the customs value $1,000.00 = $60.00", "Duty: $66.00"],
    });
  });

  it("says which quantity is missing rather than guessing it", () => {
    expect(duty("3.3¢/kg + 5.6%", { customsValueCents: 100_000 })).toEqual({
      status: "needsInput",
      missing: ["kg"],
      explanation: [
        "3.3¢/kg: the quantity in kg is not given",
        "5.6% of the customs value $1,000.00 = $56.00",
      ],
    });
    expect(
      duty("3.7¢/kg on drained weight", { customsValueCents: 1, quantities: { kg: 100 } }),
    ).toMatchObject({
      status: "needsInput",
      missing: ["kg on drained weight"],
    });
  });

  it("takes a part's rate on that part's value, and asks for it when it is not given", () => {
    const watch = "51¢ each + 6.25% on the case and strap, band or bracelet + 5.3% on the battery";
    expect(
      duty(watch, {
        customsValueCents: 5000,
        quantities: { each: 10 },
        partValuesCents: { "the case and strap, band or bracelet": 20_000, "the battery": 1000 },
      }),
    ).toMatchObject({ status: "computed", amountCents: 510 + 1250 + 53 });
    expect(duty(watch, { customsValueCents: 5000, quantities: { each: 10 } })).toMatchObject({
      status: "needsInput",
      missing: ["value of the case and strap, band or bracelet", "value of the battery"],
    });
  });

  it("scales sugar's rate by polarity, never below its minimum", () => {
    const sugar =
      "1.4606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 0.943854¢/kg";
    // 96.5 degrees: 1.4606 - 0.020668 × 3.5 = 1.388262¢/kg; × 10,000 kg = $138.8262.
    expect(
      duty(sugar, { customsValueCents: 1, quantities: { kg: 10_000 }, polarityDegrees: 96.5 }),
    ).toMatchObject({
      amountCents: 13_883,
    });
    // 50 degrees would give 0.4272¢/kg: the minimum 0.943854¢/kg applies.
    expect(
      duty(sugar, { customsValueCents: 1, quantities: { kg: 10_000 }, polarityDegrees: 50 }),
    ).toMatchObject({
      amountCents: 9439,
    });
    // Over 100 degrees there is no reduction, and no increase.
    expect(
      duty(sugar, { customsValueCents: 1, quantities: { kg: 10_000 }, polarityDegrees: 100.4 }),
    ).toMatchObject({
      amountCents: 14_606,
    });
    expect(duty(sugar, { customsValueCents: 1, quantities: { kg: 10_000 } })).toMatchObject({
      status: "needsInput",
      missing: ["polarity (degrees)"],
    });
  });

  it("computes chapter 99's addition and says what it comes on top of", () => {
    expect(
      duty("The duty provided in the applicable subheading + 25%", { customsValueCents: 10_000 }),
    ).toEqual({
      status: "computed",
      amountCents: 2500,
      addsTo: "The duty provided in the applicable subheading",
      explanation: [
        "25% of the customs value $100.00 = $25.00",
        "Duty: $25.00",
        "In addition to the duty provided in the applicable subheading, not included here",
      ],
    });
    expect(
      duty("The duty provided in the applicable subheading", { customsValueCents: 10_000 }),
    ).toMatchObject({
      amountCents: 0,
    });
  });

  it("computes nothing for rates given elsewhere, 'No change' or unread texts, and says why", () => {
    expect(
      duty("The rate applicable to the natural juice in heading 2009", { customsValueCents: 1 }),
    ).toEqual({
      status: "notComputable",
      explanation: [
        'The rate is given elsewhere: "The rate applicable to the natural juice in heading 2009"',
      ],
    });
    expect(duty("No change", { customsValueCents: 1 })).toEqual({
      status: "notComputable",
      explanation: ["No change: the rate of the provision this line modifies applies"],
    });
    expect(duty("37% /", { customsValueCents: 1 })).toEqual({
      status: "notComputable",
      explanation: ['The published rate could not be read, so no duty is computed: "37% /"'],
    });
  });

  it("refuses a customs value that is not whole cents, and negative quantities", () => {
    expect(() => duty("5%", { customsValueCents: 10.5 })).toThrow(RangeError);
    expect(() => duty("5%", { customsValueCents: -1 })).toThrow(RangeError);
    expect(() => duty("1¢/kg", { customsValueCents: 1, quantities: { kg: -2 } })).toThrow(
      "kg must be a number",
    );
  });
});

describe("measureOf", () => {
  it("is the unit, with its qualifier", () => {
    const term: SpecificTerm = { type: "specific", cents: "15", unit: "jewel", per: 1, qualifier: "over 7" };
    expect(measureOf(term)).toBe("jewel over 7");
    expect(measureOf({ ...term, qualifier: undefined })).toBe("jewel");
  });
});
