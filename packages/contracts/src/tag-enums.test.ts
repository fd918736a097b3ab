import { describe, expect, it } from "vitest";
import { tagTypeSchema } from "./tag-enums";

describe("tag types", () => {
  it("are vendor and contract", () => {
    expect(tagTypeSchema.options).toEqual(["vendor", "contract"]);
    expect(tagTypeSchema.safeParse("product").success).toBe(false);
  });
});
