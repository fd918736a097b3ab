import { describe, expect, it } from "vitest";
import { add, divide, fromNumber, parseFigure, roundHalfAway, subtract } from "./ratio";

describe("ratio", () => {
  it("reads published figures exactly", () => {
    expect(parseFigure("6.8")).toEqual({ n: 34n, d: 5n });
    expect(parseFigure("0.0622005")).toEqual({ n: 124401n, d: 2000000n });
    expect(parseFigure("1,000")).toEqual({ n: 1000n, d: 1n });
    expect(parseFigure("33 1/3")).toEqual({ n: 100n, d: 3n });
    expect(() => parseFigure("1.2.3")).toThrow("not a figure: 1.2.3");
  });

  it("reads a caller's numbers as JavaScript prints them, exponents included", () => {
    expect(fromNumber(12.5)).toEqual({ n: 25n, d: 2n });
    expect(fromNumber(1e-7)).toEqual({ n: 1n, d: 10000000n });
    expect(fromNumber(2e21)).toEqual({ n: 2000000000000000000000n, d: 1n });
    expect(fromNumber(-0.25)).toEqual({ n: -1n, d: 4n });
    expect(() => fromNumber(Number.NaN)).toThrow();
  });

  it("rounds halves away from zero, and only at the end", () => {
    expect(roundHalfAway({ n: 5n, d: 2n })).toBe(3n);
    expect(roundHalfAway({ n: -5n, d: 2n })).toBe(-3n);
    expect(roundHalfAway({ n: 249n, d: 100n })).toBe(2n);
    // 0.1 + 0.2 is 0.3 here, not 0.30000000000000004.
    expect(add(parseFigure("0.1"), parseFigure("0.2"))).toEqual(parseFigure("0.3"));
    expect(subtract(parseFigure("1"), divide(parseFigure("1"), parseFigure("3")))).toEqual({ n: 2n, d: 3n });
  });
});
