import { describe, expect, it } from "vitest";
import { DeletionTable, hashWithout } from "./deletion-table";

describe("hashWithout", () => {
  it("hashes a word less one letter as the shorter word itself", () => {
    expect(hashWithout("KARIM", 2)).toBe(hashWithout("KAIM", -1));
    expect(hashWithout("KARIM", 0)).toBe(hashWithout("ARIM", -1));
    expect(hashWithout("KARIM", 4)).toBe(hashWithout("KARI", -1));
  });
});

describe("DeletionTable", () => {
  const ids = (table: DeletionTable, key: string) => {
    const slot = table.slot(hashWithout(key, -1));
    return slot < 0 ? [] : [...table.ids.subarray(table.from(slot), table.to(slot))];
  };

  it("answers each key's ids in the order they were added", () => {
    const table = new DeletionTable(
      new Map<string, number | number[]>([
        ["KAIM", [7, 3, 5]],
        ["ARIM", 2],
      ]),
    );
    expect(ids(table, "KAIM")).toEqual([7, 3, 5]);
    expect(ids(table, "ARIM")).toEqual([2]);
    expect(ids(table, "KARI")).toEqual([]);
  });

  it("holds thousands of keys, each reached by its hash", () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 5000; i++) map.set(`W${i.toString(36)}`, i);
    const table = new DeletionTable(map);
    for (const [key, id] of map) expect(ids(table, key)).toContain(id);
  });
});
