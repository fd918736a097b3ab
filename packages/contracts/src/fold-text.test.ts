import { describe, expect, it } from "vitest";
import { foldedKey, foldText } from "./fold-text";

describe("foldText", () => {
  it("drops accents, case and punctuation, one space between words", () => {
    expect(foldText("  Crème-Brûlée  TEE! ")).toBe("creme brulee tee");
    expect(foldText("🍅")).toBe("");
  });
});

describe("foldedKey", () => {
  it("is the folded name, so spellings of one name share a key", () => {
    expect(foldedKey("Algodón Crudo")).toBe(foldedKey("ALGODON-crudo"));
    expect(foldedKey("Algodón Crudo")).toBe("algodon crudo");
  });

  it("keeps a name that folds to nothing as written (trimmed, lower case), so such names stay apart", () => {
    expect(foldedKey(" 🍅 ")).toBe("🍅");
    expect(foldedKey("🧵")).not.toBe(foldedKey("🍅"));
    expect(foldedKey("***")).toBe("***");
    expect(foldedKey("--")).not.toBe(foldedKey("***"));
  });
});
