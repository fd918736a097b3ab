import { describe, expect, it } from "vitest";
import { paymentFormats, paymentPlanLabels } from "./payment-enums";

describe("payment enums", () => {
  it("has the payment format values", () => {
    expect(paymentFormats).toEqual(["month", "year", "vendorriskmanagement", "verification"]);
  });
  it("has the Free and Enterprise plans", () => {
    expect(Object.values(paymentPlanLabels)).toEqual(["Free", "Enterprise"]);
  });
});
