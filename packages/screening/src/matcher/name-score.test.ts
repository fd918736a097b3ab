import { describe, expect, it } from "vitest";
import { scoreNames } from "./name-score";
import { defaultThreshold } from "./scoring";

const matches = (a: string, b: string, schema?: "Person" | "Company") =>
  expect(scoreNames(a, b, schema), `${a} ~ ${b}`).toBeGreaterThanOrEqual(defaultThreshold);
const differs = (a: string, b: string, schema?: "Person" | "Company") =>
  expect(scoreNames(a, b, schema), `${a} !~ ${b}`).toBeLessThan(defaultThreshold);

describe("scoreNames", () => {
  it("scores equal names 1 whatever case, accents, punctuation and spacing", () => {
    expect(scoreNames("BANCO NACIONAL DE CUBA", "banco nacional de cuba")).toBe(1);
    expect(scoreNames("Société Générale", "SOCIETE GENERALE")).toBe(1);
    expect(scoreNames("AL-SHANTI, Jamileh", "al shanti jamileh")).toBe(1);
    expect(scoreNames("O'BRIEN  Trading", "OBrien Trading")).toBe(1);
  });

  it("does not care about word order", () => {
    expect(scoreNames("HANIYA, Ismail Abdul Salah", "Ismail Abdul Salah Haniya", "Person")).toBe(1);
    matches("Cuba Nacional Banco", "BANCO NACIONAL DE CUBA");
  });

  it("ignores corporate suffixes of many countries", () => {
    for (const [a, b] of [
      ["CECOEX, S.A.", "Cecoex"],
      ["ROSOBORONEXPORT OAO", "Rosoboronexport JSC"],
      ["OOO Stroytransgaz", "STROYTRANSGAZ LLC"],
      ["Mahan Air GmbH", "MAHAN AIR"],
      ["ANGLO-CARIBBEAN CO., LTD.", "Anglo Caribbean Company Limited"],
      ["Grupo Empresarial S.A. de C.V.", "GRUPO EMPRESARIAL"],
      ["LIMITED LIABILITY COMPANY ABC TECHNOLOGIES KRASNOYARSK", "ABC Technologies Krasnoyarsk OOO"],
    ] as const) {
      expect(scoreNames(a, b, "Company"), `${a} ~ ${b}`).toBeGreaterThanOrEqual(0.95);
    }
  });

  it("tolerates typos in proportion to the word's length", () => {
    matches("BANCO NACIONAL DE CUBA", "Banco Nacinal de Cuba");
    matches("ROSOBORONEXPORT", "Rosoboronexprot");
    matches("AEROCARIBBEAN AIRLINES", "Aerocaribean Airlines");
    // a different short word is a different name, not a typo
    differs("ZAO", "ZAK");
    differs("Kim Il Sung", "Kim Il Jung", "Person");
  });

  it("matches transliteration variants of one name", () => {
    matches("Mohammed Hussein", "MUHAMMAD HUSAYN", "Person");
    matches("Usama bin Ladin", "Osama bin Laden", "Person");
    matches("Yevgeniy Prigozhin", "Evgeny PRIGOZHIN", "Person");
    matches("Алексей Навальный", "Aleksey Navalnyy", "Person");
    matches("Abdel Rahman Yousef", "ABD AL-RAHMAN YUSUF", "Person");
    matches("Qassem Soleimani", "QASEM SOLEIMANI", "Person");
  });

  it("matches names in Arabic script to their romanisation by consonants", () => {
    matches("إسماعيل هنية", "HANIYA, Ismail", "Person");
    matches("محمد علي", "Muhammad Ali", "Person");
    matches("حسن نصر الله", "NASRALLAH, Hassan", "Person");
    differs("محمد علي", "Ahmad Khan", "Person");
  });

  it("reads words written together or apart as the same name", () => {
    matches("ALSHANTI Jamileh", "AL-SHANTI, Jamileh", "Person");
    matches("Binladin Group", "BIN LADIN GROUP");
  });

  it("lets a person be named without middle names or patronymic, not by one name alone", () => {
    matches("Ali Khamenei", "Sayyid Ali HOSSEINI KHAMENEI", "Person");
    matches("Viktor Yanukovych", "YANUKOVYCH, Viktor Fedorovych", "Person");
    differs("Ali", "Ali Hosseini Khamenei", "Person");
    differs("Ali Khamenei", "Ali Hosseini Khamenei Trading", "Company");
  });

  it("hears long names spelt differently by different transliterations", () => {
    matches("Muammar Qaddafi", "Moammar GADHAFI", "Person");
    matches("Hezbollah", "HIZBALLAH");
  });

  it("knows nicknames for persons only", () => {
    matches("Bob Smith", "Robert Smith", "Person");
    expect(scoreNames("Bob Smith", "Robert Smith", "Company")).toBeLessThan(
      scoreNames("Bob Smith", "Robert Smith", "Person"),
    );
  });

  it("never lets generic words carry a match alone", () => {
    for (const [a, b] of [
      ["International Trading Group", "ZARRINGHALAM INTERNATIONAL TRADING GROUP"],
      ["Global Trading LLC", "GOLDEN GLOBAL TRADING LLC"],
      ["General Trading Company", "AL-NAJAH GENERAL TRADING COMPANY"],
      ["Oil Corp", "NATIONAL IRANIAN OIL CORP"],
      ["Bank of Russia", "SBERBANK OF RUSSIA"],
    ] as const) {
      expect(scoreNames(a, b), `${a} !~ ${b}`).toBeLessThanOrEqual(0.5);
    }
  });

  it("keeps a distinctive extra word on either side from matching", () => {
    differs("Mahan Air", "Mahan Travel Air Services Horizon");
    differs("Acme Widgets Inc", "ACME");
    differs("Apple Inc", "APPLE TREE TRADING");
    differs("Petrov", "Ivan Petrov", "Person");
  });

  it("keeps a letter hyphened to a word as part of it (T-Bank is not Bank)", () => {
    differs("Bank", "T-Bank");
    expect(scoreNames("T-Bank", "TBANK")).toBe(1);
  });

  it("leaves out middle names for persons only, not for names of unknown kind", () => {
    differs("Trading Group Corp", "Global Trading Group");
    differs("Acme Holdings", "Acme Bright Holdings");
  });

  it("keeps numbers exact", () => {
    differs("Unit 5 Trading", "Unit 6 Trading");
  });

  it("is symmetric", () => {
    expect(scoreNames("Banco Nacional de Cuba SA", "NATIONAL BANK OF CUBA")).toBe(
      scoreNames("NATIONAL BANK OF CUBA", "Banco Nacional de Cuba SA"),
    );
  });
});
