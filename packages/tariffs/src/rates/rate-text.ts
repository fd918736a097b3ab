import type { DutyRate, RateTerm, SpecificTerm } from "./rate-model";

/**
 * Reads one published rate text (the general or column 2 rate, or one group of the special column)
 * into a `DutyRate`. Only forms matched in full are read; anything else stays verbatim as `unparsed`,
 * because a rate half understood would compute a wrong duty that looks right.
 */

/** Line breaks, no-break spaces and runs of spaces in the export are layout, not content. */
export function normaliseRateText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const figure = String.raw`\d+ \d+/\d+|\d[\d,]*(?:\.\d+)?`;

/** Units of specific rates, longest spelling first so "m2" is not read as "m". */
const unitSpellings: ReadonlyArray<readonly [RegExp, string]> = [
  [/^clean kg/, "clean kg"],
  [/^kg/, "kg"],
  [/^g\b/, "g"],
  [/^t\b/, "t"],
  [/^pf\. ?liter/, "pf. liter"],
  [/^ ?liter/, "liter"],
  [/^doz\./, "doz."],
  [/^pr\./, "pr."],
  [/^m2/, "m2"],
  [/^m3/, "m3"],
  [/^lin\. m\b/, "lin. m"],
  [/^m\b/, "m"],
  [/^bbl/, "bbl"],
  [/^gross/, "gross"],
  [/^head/, "head"],
  [/^jewel/, "jewel"],
  [/^pack/, "pack"],
  [/^ ?article/, "article"],
  [/^line\/ ?gross/, "line/gross"],
];

/** "/1000", "/1,000 pins", "/thousand" (also broken as "thou- sand"): per thousand articles or pins. */
const perThousand = /^(?:1,?000|thou(?:- ?)?sand)(?: (pins))?/;

/** What may follow a unit: what the quantity is of ("on drained weight", "of total sugars", "over 7"). */
const qualifierPattern = /^(?: ?(?:on|of) .+| over \d+|, including .+)$/;

/** Bases that are the whole article's value, so the customs value itself. */
const wholeValueBases = new Set(["the entire set", "the full value of the imported article"]);

const adValoremPattern = new RegExp(`^(${figure}) ?(?:%| percent)(?: (?:on|of) (.+))?$`);
const amountPattern = new RegExp(String.raw`^(?:\$(${figure})|(${figure}) ?¢)( each\b|/)(.*)$`);
const degreeScalePattern = new RegExp(
  String.raw`^(${figure})¢/kg less (${figure})¢ ?/kg for each degree under (${figure}) degrees \(and fractions of a degree in proportion\) but not less(?: than)? (${figure})¢ ?/kg$`,
);

/** "$1.646" is 164.6 cents: the decimal point moves two places, exactly, as text. */
function dollarsToCents(dollars: string): string {
  const [whole = "", fraction = ""] = dollars.replaceAll(",", "").split(".");
  const digits = `${whole}${fraction.padEnd(2, "0")}`;
  const point = whole.length + 2;
  const decimals = point < digits.length ? `.${digits.slice(point)}` : "";
  return `${digits.slice(0, point).replace(/^0+(?=\d)/, "")}${decimals}`;
}

function parseSpecific(term: string): SpecificTerm | null {
  const amount = amountPattern.exec(term);
  if (!amount) return null;
  const [, dollars, centsText, separator, after] = amount;
  const cents = dollars !== undefined ? dollarsToCents(dollars) : centsText!.replaceAll(",", "");
  let rest = after!;
  let unit = "each";
  let per = 1;
  if (separator === "/") {
    const thousand = perThousand.exec(rest);
    const spelling = unitSpellings.find(([pattern]) => pattern.test(rest));
    if (thousand) {
      per = 1000;
      unit = thousand[1] ?? "each";
      rest = rest.slice(thousand[0].length);
    } else if (spelling) {
      unit = spelling[1];
      rest = rest.replace(spelling[0], "");
    } else {
      return null;
    }
  }
  if (rest !== "" && !qualifierPattern.test(rest)) return null;
  const qualifier = rest.replace(/^,? ?/, "");
  return { type: "specific", cents, unit, per, ...(qualifier ? { qualifier } : {}) };
}

function parseTerm(term: string): RateTerm | null {
  const adValorem = adValoremPattern.exec(term);
  if (adValorem) {
    const base = adValorem[2];
    return {
      type: "adValorem",
      percent: adValorem[1]!,
      ...(base && !wholeValueBases.has(base) ? { base } : {}),
    };
  }
  const scale = degreeScalePattern.exec(term);
  if (scale) {
    return {
      type: "specific",
      cents: scale[1]!,
      unit: "kg",
      per: 1,
      degreeScale: { lessCents: scale[2]!, underDegrees: scale[3]!, minimumCents: scale[4]! },
    };
  }
  return parseSpecific(term);
}

/** Terms joined by "+" ("2.4¢/kg + 6%", "39.9¢/kg +6%", "27.6¢/liter+ 17.5%"); null if any is unread. */
function parseTerms(text: string): RateTerm[] | null {
  const terms = text.split(/ ?\+ ?/).map(parseTerm);
  return terms.every((term): term is RateTerm => term !== null) ? terms : null;
}

/** Chapter 99's additional duties: "The duty provided in the applicable subheading + 25%". */
const addsToPattern =
  /^(The duty (?:rate )?provided (?:for )?in ?(?:the applicable|such) subheading)(?: ?(\+|plus|minus) ?(.+))?$/;

/** Rates given by reference to another rate, heading or note. */
const referencePattern = /^(?:The (?:duty|rate)\b|A duty\b|See\b)/;

/** Tariff numbers named in a text: "9822.04.40", ranges "9823.03.01-9823.03.12", "heading 2009". */
export function tariffNumbersIn(text: string): string[] {
  return [
    ...text.matchAll(/\b\d{4}(?:\.\d{2}){1,3}(?: ?- ?\d{4}(?:\.\d{2}){1,3})?\b|(?<=heading )\d{4}\b/g),
  ].map((match) => match[0].replace(/ /g, ""));
}

function negate(term: RateTerm): RateTerm | null {
  return term.type === "adValorem" ? { ...term, percent: `-${term.percent}` } : null;
}

function parseAddsTo(text: string): DutyRate | null {
  const match = addsToPattern.exec(text);
  if (!match) return null;
  const [, addsTo, operator, rest] = match;
  if (rest === undefined) return { kind: "formula", text, terms: [], addsTo: addsTo! };
  const terms = parseTerms(rest);
  const signed = operator === "minus" ? terms?.map(negate) : terms;
  if (!signed || signed.some((term) => term === null)) return { kind: "unparsed", text };
  return { kind: "formula", text, terms: signed as RateTerm[], addsTo: addsTo! };
}

/** Reads one rate text; `text` is kept as published (normalised spacing) on every result. */
export function parseDutyRate(published: string): DutyRate {
  const text = normaliseRateText(published);
  if (/^free$/i.test(text)) return { kind: "free", text };
  const conditional = /^Free(?:, (.+)| \((.+)\))$/.exec(text);
  if (conditional) return { kind: "free", text, condition: conditional[1] ?? conditional[2]! };
  if (text === "No change") return { kind: "noChange", text };
  const addsTo = parseAddsTo(text);
  if (addsTo) return addsTo;
  if (referencePattern.test(text)) return { kind: "reference", text, codes: tariffNumbersIn(text) };
  const terms = text === "" ? null : parseTerms(text);
  return terms ? { kind: "formula", text, terms } : { kind: "unparsed", text };
}
