import { describe, expect, it } from "vitest";
import { countryName, resolveCountry, resolveCountryList } from "./countries";

describe("resolveCountry", () => {
  it.each([
    ["IR", "IR"],
    ["ir", "IR"],
    ["IRN", "IR"],
    ["gbr", "GB"],
    ["Iran", "IR"],
    ["IRAN", "IR"],
    ["Iran (Islamic Republic of)", "IR"],
    ["Korea, North", "KP"],
    ["North Korea", "KP"],
    ["Korea, Democratic People's Republic of", "KP"],
    ["Democratic People's Republic of Korea", "KP"],
    ["DPRK", "KP"],
    ["Korea, South", "KR"],
    ["Burma", "MM"],
    ["Russia", "RU"],
    ["Russian Federation", "RU"],
    ["Syria", "SY"],
    ["Syrian Arab Republic", "SY"],
    ["Congo, Democratic Republic of the", "CD"],
    ["Democratic Republic of the Congo", "CD"],
    ["Congo (Democratic Republic)", "CD"],
    ["Congo", "CG"],
    ["Cote d'Ivoire", "CI"],
    ["Côte d’Ivoire", "CI"],
    ["Turkey", "TR"],
    ["Türkiye", "TR"],
    ["Region: Crimea", "UA"],
    ["Region: Gaza", "PS"],
    ["West Bank", "PS"],
    ["Gaza", "PS"],
    ["Palestinian", "PS"],
    ["State of Palestine", "PS"],
    ["Kosovo", "XK"],
    ["Vietnam", "VN"],
    ["Viet Nam", "VN"],
    ["Laos", "LA"],
    ["Macau", "MO"],
    ["China, Hong Kong Special Administrative Region", "HK"],
    ["UAE", "AE"],
    ["United Arab Emirates", "AE"],
    ["United Kingdom", "GB"],
    ["UK", "GB"],
    ["Great Britain", "GB"],
    ["United Kingdom of Great Britain and Northern Ireland", "GB"],
    ["USA", "US"],
    ["U.S.A.", "US"],
    ["United States", "US"],
    ["United States of America", "US"],
    ["Bosnia and Herzegovina", "BA"],
    ["Bosnia-Herzegovina", "BA"],
    ["Man, Isle of", "IM"],
    ["Bahamas, The", "BS"],
    ["The Gambia", "GM"],
    ["North Macedonia, The Republic of", "MK"],
    ["United Republic of Tanzania", "TZ"],
    ["PRC", "CN"],
    ["Iraq (previous address)", "IQ"],
    ["  germany ", "DE"],
    ["Iranian", "IR"],
    ["Russian", "RU"],
    ["Syrian", "SY"],
    ["Chinese", "CN"],
    ["Iraqi", "IQ"],
    ["Afghan", "AF"],
    ["Pakistani", "PK"],
    ["North Korean", "KP"],
    ["Yemeni", "YE"],
    ["Lebanese", "LB"],
    ["Venezuelan", "VE"],
    ["Cuban", "CU"],
    ["Belarusian", "BY"],
    ["British", "GB"],
  ])("%s -> %s", (input, code) => {
    expect(resolveCountry(input)).toBe(code);
  });

  it.each(["undetermined", "former Soviet Union", "Moscow", "na", "N/A", "", "Region: Kafia Kingi"])(
    "%j names no country",
    (input) => {
      expect(resolveCountry(input)).toBeUndefined();
    },
  );

  it("reads cells holding several countries", () => {
    expect(resolveCountryList("(1) Iraq (2) Syria")).toEqual(["IQ", "SY"]);
    expect(resolveCountryList("(1) Russia. (2) Ukraine")).toEqual(["RU", "UA"]);
    expect(resolveCountryList("Estonia, Russia")).toEqual(["EE", "RU"]);
    expect(resolveCountryList("Korea, North")).toEqual(["KP"]);
    expect(resolveCountryList("")).toEqual([]);
  });
});

describe("countryName", () => {
  it("names a code", () => {
    expect(countryName("KP")).toBe("North Korea");
    expect(countryName("xk")).toBe("Kosovo");
    expect(countryName("ZZ")).toBeUndefined();
  });
});
