/**
 * A published duty rate as data. Figures stay the published text ("6.8", "0.0622005", "33 1/3") so
 * nothing is lost to floating point; `parseFigure` reads them exactly.
 */

/** A percentage of a value: the customs value, or the value of a named part ("the case"). */
export interface AdValoremTerm {
  readonly type: "adValorem";
  /** "6.8" for 6.8%; negative in "minus 0.5%" forms. */
  readonly percent: string;
  /**
   * The value it is taken on when that is not the article's customs value, as published without
   * "on"/"of": "the case", "the battery", "the value of the lead content", "the fair retail value".
   */
  readonly base?: string;
}

/** An amount of money per quantity: 1.5¢/kg, $1.23/doz., 44¢/liter, 51¢ each, $1.34/1000. */
export interface SpecificTerm {
  readonly type: "specific";
  /** Cents per `per` units: "1.5" for 1.5¢, "123" for $1.23. */
  readonly cents: string;
  /**
   * The unit as published: "kg", "liter", "pf. liter", "doz.", "pr.", "m2", "each" (per article),
   * "jewel", "line/gross" (per line of size per gross: the schedule's "gr.lines" unit), ...
   */
  readonly unit: string;
  /** 1000 in "$1.34/1000" and "10¢/1,000 pins"; otherwise 1. */
  readonly per: number;
  /**
   * What the quantity is of, when not the goods as entered: "on drained weight", "on copper content",
   * "of total sugars", "over 7" (jewels beyond seven), ", including weight of container".
   */
  readonly qualifier?: string;
  /**
   * Sugar polarity scales (chapter 17): "less 0.020668¢/kg for each degree under 100 degrees (and
   * fractions of a degree in proportion) but not less than 3.143854¢/kg".
   */
  readonly degreeScale?: {
    readonly lessCents: string;
    readonly underDegrees: string;
    readonly minimumCents: string;
  };
}

export type RateTerm = AdValoremTerm | SpecificTerm;

export type DutyRate =
  /** "Free", or "Free, under bond, as prescribed in U.S. note 2 to this subchapter" (the condition). */
  | { readonly kind: "free"; readonly text: string; readonly condition?: string }
  /**
   * The sum of its terms: ad valorem, specific or compound. `addsTo` is set when the terms come on top
   * of another duty ("The duty provided in the applicable subheading + 25%", chapter 99).
   */
  | {
      readonly kind: "formula";
      readonly text: string;
      readonly terms: readonly RateTerm[];
      readonly addsTo?: string;
    }
  /**
   * A rate given elsewhere: "The rate applicable to the natural juice in heading 2009", "See 9822.04.40",
   * "A duty upon the value of the repairs or alterations (see U.S. note 3 ...)". `codes` lists the
   * tariff numbers it names.
   */
  | { readonly kind: "reference"; readonly text: string; readonly codes: readonly string[] }
  /** "No change" (chapter 99): the rate of the provision the line modifies stands. */
  | { readonly kind: "noChange"; readonly text: string }
  /** Kept verbatim: no reading of it is certain enough to compute with. */
  | { readonly kind: "unparsed"; readonly text: string };

/** A group of the special column: one rate and the program codes it is for ("A+", "AU", "S+"). */
export interface ProgramRate {
  /** As published, in order; empty when the column gives a rate without codes ("Free", "No change"). */
  readonly programs: readonly string[];
  readonly rate: DutyRate;
}

export type SpecialRates =
  | { readonly kind: "programs"; readonly text: string; readonly groups: readonly ProgramRate[] }
  | { readonly kind: "unparsed"; readonly text: string };

/** "adValorem", "specific" or "compound" (both kinds of term) for a formula; null for other kinds. */
export function formulaShape(rate: DutyRate): "adValorem" | "specific" | "compound" | null {
  if (rate.kind !== "formula") return null;
  const types = new Set(rate.terms.map((term) => term.type));
  return types.size > 1 ? "compound" : types.has("specific") ? "specific" : "adValorem";
}
