import { formatDollars, formatQuantity, formatSpecificAmount } from "./duty-format";
import type { AdValoremTerm, DutyRate, RateTerm, SpecificTerm } from "./rate-model";
import {
  add,
  compare,
  divide,
  fromInteger,
  fromNumber,
  max,
  multiply,
  parseFigure,
  type Ratio,
  roundHalfAway,
  subtract,
  zero,
} from "./ratio";

export interface DutyInput {
  /** The customs value of the goods, in whole cents. */
  readonly customsValueCents: number;
  /**
   * Quantities by measure (`measureOf`): the rate's unit, then its qualifier if it has one ("kg", "doz.",
   * "liter", "each" for the number of articles, "kg on drained weight", "jewel over 7").
   */
  readonly quantities?: Readonly<Record<string, number>>;
  /** Values in cents of the parts an ad valorem term is taken on, by the term's base ("the case"). */
  readonly partValuesCents?: Readonly<Record<string, number>>;
  /** The sugar's polarimeter reading, for degree-scaled rates (chapter 17). */
  readonly polarityDegrees?: number;
}

export type DutyResult =
  /** `addsTo`: the amount comes on top of that duty, which is not included. */
  | {
      readonly status: "computed";
      readonly amountCents: number;
      readonly explanation: readonly string[];
      readonly addsTo?: string;
    }
  /** The rate needs figures the input lacks; `missing` names each (a measure, a part, the polarity). */
  | {
      readonly status: "needsInput";
      readonly missing: readonly string[];
      readonly explanation: readonly string[];
    }
  /** The rate is not a formula: free of figures, given elsewhere, or unread. */
  | { readonly status: "notComputable"; readonly explanation: readonly string[] };

/** The key of `DutyInput.quantities` a specific term reads. */
export function measureOf(term: SpecificTerm): string {
  return term.qualifier ? `${term.unit} ${term.qualifier}` : term.unit;
}

interface TermOutcome {
  amount?: Ratio;
  line: string;
  missing?: string;
}

function adValorem(term: AdValoremTerm, input: DutyInput): TermOutcome {
  const percent = parseFigure(term.percent.replace(/^-/, ""));
  const signed = term.percent.startsWith("-") ? subtract(zero, percent) : percent;
  const value = term.base === undefined ? input.customsValueCents : input.partValuesCents?.[term.base];
  const of = term.base === undefined ? "the customs value" : term.base;
  if (value === undefined) {
    return { line: `${term.percent}% on ${of}: its value is not given`, missing: `value of ${term.base}` };
  }
  const amount = divide(multiply(signed, fromNumber(value)), fromInteger(100));
  return {
    amount,
    line: `${term.percent}% of ${of} ${formatDollars(fromNumber(value))} = ${formatDollars(amount)}`,
  };
}

/** The cents per unit of a degree-scaled rate at the given polarity, and how it was reached. */
function scaledCents(term: SpecificTerm, degrees: number): { cents: Ratio; line: string } {
  const scale = term.degreeScale!;
  const shortfall = max(zero, subtract(parseFigure(scale.underDegrees), fromNumber(degrees)));
  const reduced = subtract(parseFigure(term.cents), multiply(parseFigure(scale.lessCents), shortfall));
  const cents = max(reduced, parseFigure(scale.minimumCents));
  const floor = compare(reduced, cents) < 0 ? `, raised to the minimum ${scale.minimumCents}¢/kg` : "";
  return {
    cents,
    line: `${term.cents}¢/kg less ${scale.lessCents}¢/kg for each of ${formatQuantity(shortfall)} degrees under ${scale.underDegrees}${floor}`,
  };
}

function specific(term: SpecificTerm, input: DutyInput): TermOutcome {
  const measure = measureOf(term);
  const quantity = input.quantities?.[measure];
  const rateText = formatSpecificAmount(term);
  if (quantity === undefined) {
    return { line: `${rateText}: the quantity in ${measure} is not given`, missing: measure };
  }
  let cents = parseFigure(term.cents);
  let shown = rateText;
  if (term.degreeScale) {
    if (input.polarityDegrees === undefined) {
      return { line: `${rateText}: the polarity in degrees is not given`, missing: "polarity (degrees)" };
    }
    const scaled = scaledCents(term, input.polarityDegrees);
    cents = scaled.cents;
    shown = `${scaled.line} = ${formatQuantity(cents)}¢/kg`;
  }
  const amount = divide(multiply(cents, fromNumber(quantity)), fromInteger(term.per));
  return {
    amount,
    line: `${shown} × ${formatQuantity(fromNumber(quantity))} ${measure} = ${formatDollars(amount)}`,
  };
}

function termOutcome(term: RateTerm, input: DutyInput): TermOutcome {
  return term.type === "adValorem" ? adValorem(term, input) : specific(term, input);
}

function assertInput(input: DutyInput): void {
  if (!Number.isSafeInteger(input.customsValueCents) || input.customsValueCents < 0) {
    throw new RangeError(`customsValueCents must be a whole number of cents, not ${input.customsValueCents}`);
  }
  for (const [name, value] of Object.entries({ ...input.quantities, ...input.partValuesCents })) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number of at least 0`);
  }
  if (input.polarityDegrees !== undefined && !Number.isFinite(input.polarityDegrees)) {
    throw new RangeError("polarityDegrees must be a number");
  }
}

const notComputableLine: Record<"reference" | "noChange" | "unparsed", (text: string) => string> = {
  reference: (text) => `The rate is given elsewhere: "${text}"`,
  noChange: () => "No change: the rate of the provision this line modifies applies",
  unparsed: (text) => `The published rate could not be read, so no duty is computed: "${text}"`,
};

/**
 * The duty a rate gives for a customs value and quantities, rounded to the cent once at the end (half
 * a cent up), with a line per term saying how it was reached. A term needing a quantity or a part's
 * value the input lacks is not guessed: the result says what is missing.
 */
export function computeDuty(rate: DutyRate, input: DutyInput): DutyResult {
  assertInput(input);
  if (rate.kind === "free") {
    return {
      status: "computed",
      amountCents: 0,
      explanation: [rate.condition ? `Free, ${rate.condition}` : "Free"],
    };
  }
  if (rate.kind !== "formula")
    return { status: "notComputable", explanation: [notComputableLine[rate.kind](rate.text)] };
  const outcomes = rate.terms.map((term) => termOutcome(term, input));
  const lines = outcomes.map((outcome) => outcome.line);
  const missing = outcomes.flatMap((outcome) => (outcome.missing ? [outcome.missing] : []));
  if (missing.length > 0) return { status: "needsInput", missing, explanation: lines };
  const total = outcomes.reduce((sum, outcome) => add(sum, outcome.amount!), zero);
  const amountCents = Number(roundHalfAway(total));
  const exact = total.d === 1n ? "" : ` (${formatDollars(total)} rounded to the cent)`;
  lines.push(`Duty: ${formatDollars(fromInteger(amountCents))}${exact}`);
  if (rate.addsTo) lines.push(`In addition to ${rate.addsTo.replace(/^The/, "the")}, not included here`);
  return {
    status: "computed",
    amountCents,
    explanation: lines,
    ...(rate.addsTo ? { addsTo: rate.addsTo } : {}),
  };
}
