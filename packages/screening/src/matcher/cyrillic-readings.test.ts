import { describe, expect, it } from "vitest";
import { heardForms, readingsOfWord } from "./cyrillic-readings";
import { scoreNames } from "./name-score";

describe("Latin readings of a Cyrillic word", () => {
  it("reads a foreign name back by its own language's transcription rules", () => {
    expect(readingsOfWord("гамбург", "gamburg")).toContain("hamburg");
    expect(readingsOfWord("вайшер", "vaysher")).toContain("weischer");
    expect(readingsOfWord("шевчик", "shevchik")).toContain("szewczyk");
    expect(readingsOfWord("коити", "koiti")).toContain("koichi");
    expect(readingsOfWord("сюцин", "syutsin")).toContain("xiuqing");
    expect(readingsOfWord("джанфранко", "dzhanfranko")).toContain("gianfranco");
    expect(readingsOfWord("чыонг", "chyong")).toContain("truong");
    expect(readingsOfWord("нинь", "nin")).toContain("ninh");
    expect(readingsOfWord("сок", "sok")).toContain("seok");
    expect(readingsOfWord("джемиль", "dzhemil")).toContain("cemil");
    // Belarusian and Russian spellings of one name, each read as the other (Паўлавіч, Павлович).
    expect(readingsOfWord("паўлавіч", "paulavich")).toContain("pavlavich");
    expect(readingsOfWord("павлович", "pavlovich")).toContain("paulavich");
  });

  it("gives none for a word with other letters, and never the romanisation itself", () => {
    expect(readingsOfWord("tokyo", "tokyo")).toEqual([]);
    expect(readingsOfWord("путин", "putin")).not.toContain("putin");
  });
});

describe("a Cyrillic name against its Latin form", () => {
  it("pairs foreign names in Russian practical transcription, either side being the query", () => {
    const pairs: [string, string][] = [
      ["John", "Джон"],
      ["Houston", "Хьюстон"],
      ["Hamburg", "Гамбург"],
      ["Weischer", "Вайшер"],
      ["Grodzicki", "Гродзицкий"],
      ["Kōichi", "Коити"],
      ["Maureen", "Морин"],
      ["Bützow", "Бюцов"],
      ["Csézy", "Чези"],
      // Read back: Vietnamese, Korean.
      ["Trương", "Чыонг"],
      ["Nghi", "Нги"],
      ["Seok", "Сок"],
      ["Petr Aleksandrovich ORLOV", "Пётр Александровiч АРЛОЎ"],
      ["Aliaksandr Paulavich VASILIEU", "ВАСИЛЬЕВ, Александр Павлович"],
      // Heard: French silent letters, English vowels (see `heardForms`).
      ["Vautrot", "Вотро"],
      ["Bateau", "Бато"],
      ["Mitterrand", "Миттеран"],
      ["Mooney", "Муни"],
      ["Waites", "Уэйтс"],
    ];
    for (const [latin, cyrillic] of pairs) {
      expect(scoreNames(latin, cyrillic, "Person")).toBeGreaterThanOrEqual(0.85);
      expect(scoreNames(cyrillic, latin, "Person")).toBeGreaterThanOrEqual(0.85);
    }
  });

  it("reads only words written in Cyrillic: the same spellings in Latin letters stay apart", () => {
    expect(scoreNames("Weischer", "Vaysher", "Person")).toBeLessThan(0.85);
    expect(scoreNames("Koichi", "Koiti", "Person")).toBeLessThan(0.85);
  });

  it("does not pair a Cyrillic name with another name by its readings", () => {
    expect(scoreNames("Hamburg", "Гарбуз", "Person")).toBeLessThan(0.85);
    expect(scoreNames("Houston", "Хасан", "Person")).toBeLessThan(0.85);
  });

  it("scores a reading below the word itself: a reading guesses the foreign spelling", () => {
    expect(scoreNames("Hamburg", "Гамбург", "Person")).toBeLessThan(scoreNames("Putin", "Путин", "Person"));
  });
});

describe("a Latin word as Russian hears it", () => {
  it("drops French silent letters and reads French vowels", () => {
    expect(heardForms("vautrot")).toContain("votro");
    expect(heardForms("bateau")).toContain("bato");
    expect(heardForms("guyau")).toContain("giyo");
    expect(heardForms("gouraud")).toContain("guro");
    expect(heardForms("laurice")).toContain("loris");
    expect(heardForms("decugis")).toContain("dekyuzhi");
    // A t the s left last is still heard, an e the t left last is not mute (Tabet, Табе).
    expect(heardForms("tabet")).toContain("tabe");
    // The consonant before a mute e is heard, and so is the n before it (Eugène, Эжен; Laurice).
    expect(heardForms("eugene")).toContain("ezhen");
    expect(heardForms("buillet")).toContain("biye");
    expect(heardForms("aillaud")).toContain("ayo");
  });

  it("reads English vowels as Russian writes them", () => {
    expect(heardForms("mooney")).toContain("muni");
    expect(heardForms("haley")).toContain("kheyli");
    expect(heardForms("cope")).toContain("koup");
    expect(heardForms("light")).toContain("layt");
    expect(heardForms("truck")).toContain("trak");
    expect(heardForms("lown")).toContain("laun");
    expect(heardForms("towey")).toContain("toui");
    expect(heardForms("keefe")).toContain("kif");
  });

  it("does not pair names that sound different, nor the heard forms as Latin spellings", () => {
    expect(scoreNames("Gouraud", "Гурович", "Person")).toBeLessThan(0.85);
    expect(scoreNames("Mooney", "Мэнни", "Person")).toBeLessThan(0.85);
    expect(scoreNames("Light", "Лейт", "Person")).toBeLessThan(0.85);
    expect(scoreNames("Bateau", "Bato", "Person")).toBeLessThan(0.85);
  });
});
