import { describe, expect, it } from "vitest";
import { normalizeName } from "./normalize";

describe("normalizeName", () => {
  it("drops legal forms of many countries, spelt out or misspelt, and stop words", () => {
    expect(normalizeName("OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU PERITON").tokens).toEqual(["periton"]);
    expect(normalizeName("Acme Trading Co., Ltd.").tokens).toEqual(["acme", "trading"]);
    expect(normalizeName("LIMMITED LIABILITY COMPANi OKTANTA").tokens).toEqual(["oktanta"]);
    expect(normalizeName("Banco de la Nacion S.A. de C.V.").tokens).toEqual(["banco", "nacion"]);
  });

  it("keeps every word of a person's name", () => {
    expect(normalizeName("PAO, Yu Liang", true).tokens).toEqual(["pao", "yu", "liang"]);
    expect(normalizeName("PAO, Yu Liang").tokens).toEqual(["yu", "liang"]);
  });

  it("joins dotted abbreviations each on its own", () => {
    expect(normalizeName("B.V. A.A.M. HOLDING PEIJNENBURG").tokens).toEqual(["aam", "peijnenburg"]);
  });

  it("weighs generic, place and short words less and marks what cannot identify alone", () => {
    const name = normalizeName("Al Najah Global Trading Iran 5");
    expect(name.tokens).toEqual(["al", "najah", "global", "trading", "iran", "5"]);
    expect(name.generic).toEqual([true, false, true, true, true, false]);
    expect(name.weights[1]).toBe(1);
    expect(name.weights[2]).toBeLessThan(0.5);
  });

  it("cuts a pasted paragraph to a name's length", () => {
    expect(normalizeName("word ".repeat(5000)).tokens.length).toBeLessThanOrEqual(32);
  });

  it("knows a name written in Arabic script", () => {
    expect(normalizeName("إسماعيل هنية").abjad).toBe(true);
    expect(normalizeName("Ismail Haniya").abjad).toBe(false);
  });
});
