import { describe, expect, it } from "vitest";
import {
  dateFieldSchema,
  dateInputSchema,
  isFutureDate,
  isoDateInputSchema,
  makeRegisteredDateSchema,
  requiredDateInput,
} from "./date-schemas";
import { firstMessage } from "./test-utils";

describe("dateInputSchema", () => {
  it("accepts any accepted format and keeps the text", () => {
    expect(dateInputSchema.parse("15 Mar 2024")).toBe("15 Mar 2024");
  });
  it.each(["", "2024-13-01", "tomorrow", "2023-02-29"])("rejects %j with 'Date is incorrect'", (value) => {
    expect(firstMessage(dateInputSchema, value)).toBe("Date is incorrect");
  });
});

describe("isoDateInputSchema", () => {
  it("normalises to YYYY-MM-DD", () => {
    expect(isoDateInputSchema.parse("Mar 04, 2024")).toBe("2024-03-04");
    expect(isoDateInputSchema.parse("03-04-2024")).toBe("2024-04-03");
  });
  it("rejects invalid input", () => {
    expect(firstMessage(isoDateInputSchema, "2024-02-30")).toBe("Date is incorrect");
  });
});

describe("dateFieldSchema / requiredDateInput", () => {
  it("requires a value", () => {
    expect(firstMessage(dateFieldSchema, "")).toBe("Date is required");
    expect(firstMessage(dateFieldSchema, undefined)).toBe("Date is required");
    expect(firstMessage(requiredDateInput("Start date is required"), " ")).toBe("Start date is required");
  });
  it("must be a valid date", () => {
    expect(firstMessage(dateFieldSchema, "2024-02-30")).toBe("Date is incorrect");
    expect(dateFieldSchema.parse("2024-02-29")).toBe("2024-02-29");
  });
});

describe("registered date", () => {
  const noon = new Date("2024-06-15T12:00:00Z");
  const schema = makeRegisteredDateSchema(() => noon);

  it("accepts a past date and today", () => {
    expect(schema.safeParse("2001-01-01").success).toBe(true);
    expect(schema.safeParse("2024-06-15").success).toBe(true);
  });
  it("accepts tomorrow-in-UTC while it is already today east of UTC (UTC+14)", () => {
    expect(schema.safeParse("2024-06-16").success).toBe(true);
  });
  it("rejects a date after today everywhere", () => {
    expect(firstMessage(schema, "2024-06-17")).toBe("Registered date must not be in the future");
    expect(firstMessage(schema, "Jan 01, 2030")).toBe("Registered date must not be in the future");
  });
  it("rejects an invalid date", () => {
    expect(firstMessage(schema, "2024-02-30")).toBe("Date is incorrect");
  });
  it("is optional", () => {
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse("").success).toBe(true);
  });
  it("reads the clock at parse time", () => {
    let now = new Date("2020-01-01T00:00:00Z");
    const moving = makeRegisteredDateSchema(() => now);
    expect(moving.safeParse("2021-01-01").success).toBe(false);
    now = new Date("2022-01-01T00:00:00Z");
    expect(moving.safeParse("2021-01-01").success).toBe(true);
  });
});

describe("isFutureDate", () => {
  it("compares with the latest today on Earth", () => {
    const early = new Date("2024-06-15T05:00:00Z");
    expect(isFutureDate({ year: 2024, month: 6, day: 15 }, early)).toBe(false);
    expect(isFutureDate({ year: 2024, month: 6, day: 16 }, early)).toBe(true);
  });
});
