import { describe, expect, it } from "vitest";
import {
  displayDateFormats,
  formatDateMmDdYyyy,
  formatDateMmmDdYyyy,
  formatDisplayDate,
} from "./date-format";
import { parseDateInput } from "./date-input";

const march4 = { year: 2024, month: 3, day: 4 };

describe("display formats", () => {
  it("are MM/DD/YYYY by default and MMM DD, YYYY in vendor upload and product catalogue", () => {
    expect(displayDateFormats).toEqual({
      default: "MM/DD/YYYY",
      vendorUpload: "MMM DD, YYYY",
      productCatalogue: "MMM DD, YYYY",
    });
  });
  it("formats MM/DD/YYYY", () => {
    expect(formatDateMmDdYyyy(march4)).toBe("03/04/2024");
    expect(formatDisplayDate(march4)).toBe("03/04/2024");
  });
  it("formats MMM DD, YYYY", () => {
    expect(formatDateMmmDdYyyy(march4)).toBe("Mar 04, 2024");
    expect(formatDisplayDate({ year: 2023, month: 12, day: 25 }, "vendorUpload")).toBe("Dec 25, 2023");
    expect(formatDisplayDate(march4, "productCatalogue")).toBe("Mar 04, 2024");
  });
  it("produces text the input parser reads back (MMM DD, YYYY is an accepted input)", () => {
    expect(parseDateInput(formatDateMmmDdYyyy(march4))).toEqual(march4);
  });
});
