import { describe, expect, it } from "vitest";
import { sortFew } from "./few-sort";

describe("sortFew", () => {
  it("orders as the built-in stable sort does, equals kept in their order, few items or many", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const byKey = (a: { key: number }, b: { key: number }) => b.key - a.key;
    for (const size of [0, 1, 2, 5, 16, 17, 40]) {
      for (let round = 0; round < 50; round++) {
        const items = Array.from({ length: size }, (_, at) => ({ key: Math.floor(next() * 4) / 4, at }));
        const expected = [...items].sort(byKey);
        sortFew(items, byKey);
        expect(items).toEqual(expected);
      }
    }
  });
});
