import { describe, expect, it } from "vitest";
import { CandidateList } from "./candidate-list";

const contents = (list: CandidateList) =>
  [...list.ids.subarray(0, list.count)].map((id, i) => [id, list.estimates[i]]);

describe("CandidateList", () => {
  it("keeps each name once, at its best estimate, where it was first offered", () => {
    const list = new CandidateList(10);
    list.offer(4, 0.5);
    list.offer(2, 0.7);
    list.offer(4, 0.6);
    list.offer(2, 0.1);
    expect(contents(list)).toEqual([
      [4, 0.6],
      [2, 0.7],
    ]);
  });

  it("sorts best first, equal estimates in the order offered, names always scored at the top", () => {
    const list = new CandidateList(10);
    for (const [id, estimate] of [
      [5, 0.4],
      [1, 0.9],
      [7, 0.4],
      [3, 0.9],
      [0, 0.4],
    ] as const)
      list.offer(id, estimate);
    list.set(7, Number.POSITIVE_INFINITY);
    list.set(9, Number.POSITIVE_INFINITY);
    list.sortByEstimate();
    expect(contents(list).map(([id]) => id)).toEqual([7, 9, 1, 3, 5, 0]);
    // Sorted, a name offered again is still found in its new place.
    list.offer(0, 0.95);
    expect(list.count).toBe(6);
    expect(contents(list).at(-1)).toEqual([0, 0.95]);
  });

  it("empties for the next query name and grows past its first buffers", () => {
    const list = new CandidateList(1000);
    for (let id = 0; id < 600; id++) list.offer(id, id / 1000);
    list.sortByEstimate();
    expect(list.ids[0]).toBe(599);
    list.clear();
    expect(list.count).toBe(0);
    list.offer(599, 0.1);
    expect(contents(list)).toEqual([[599, 0.1]]);
  });
});
