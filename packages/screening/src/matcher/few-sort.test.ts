import { describe, expect, it } from "vitest";
import { sortFew } from "./few-sort";

describe("sortFew", () => {
  it("orders by the comparison, equals kept in their order, few items or many", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const byKey = (a: { key: number }, b: { key: number }) => b.key - a.key;
    // The property itself, not a comparison with the built-in sort (which sortFew calls past 16 items).
    for (const size of [0, 1, 2, 5, 16, 17, 40]) {
      for (let round = 0; round < 50; round++) {
        const items = Array.from({ length: size }, (_, at) => ({ key: Math.floor(next() * 4) / 4, at }));
        sortFew(items, byKey);
        // Every item once.
        expect(items.map((item) => item.at).sort((a, b) => a - b)).toEqual(
          Array.from({ length: size }, (_, at) => at),
        );
        // Keys never increase; among equal keys, the original order.
        const outOfOrder = items.filter((item, i) => {
          const before = items[i - 1];
          return before && (before.key < item.key || (before.key === item.key && before.at > item.at));
        });
        expect(outOfOrder, `size ${size}`).toEqual([]);
      }
    }
  });
});
