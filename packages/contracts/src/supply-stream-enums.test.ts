import { describe, expect, it } from "vitest";
import { supplyStreamStageLabels, supplyStreamStages } from "./supply-stream-enums";

describe("supply stream stages", () => {
  it("are the five stages in chain order with the spec's names", () => {
    expect(supplyStreamStages.map((stage) => supplyStreamStageLabels[stage])).toEqual([
      "Raw Materials",
      "Manufacturing",
      "Transportation & Logistics",
      "Warehousing & Distribution",
      "Retail & End-Use",
    ]);
  });
});
