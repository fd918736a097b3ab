import type { SpecificTerm } from "./rate-model";
import { compare, fromInteger, multiply, parseFigure, type Ratio, roundHalfAway } from "./ratio";

/**
 * Figures as the explanation of a duty shows them. Exact values are shown in full; a value with more
 * decimals than `places` is shown rounded there, which only the explanation does, never the amount.
 */
function decimal(value: Ratio, places: number, minPlaces: number): string {
  const scaled = roundHalfAway(multiply(value, fromInteger(10n ** BigInt(places))));
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, "0");
  const whole = BigInt(digits.slice(0, digits.length - places)).toLocaleString("en-US");
  const fraction = digits
    .slice(digits.length - places)
    .replace(/0+$/, "")
    .padEnd(minPlaces, "0");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Cents as dollars: "$1,234.56", "$0.0345" for a fraction of a cent. */
export function formatDollars(cents: Ratio): string {
  const text = decimal({ n: cents.n, d: cents.d * 100n }, 6, 2);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/** A quantity: "1,200", "12.5", "0.333333" (to six places). */
export function formatQuantity(value: Ratio): string {
  return decimal(value, 6, 0);
}

/** A specific rate as the schedule writes it: "1.5¢/kg", "$1.23/doz.", "51¢ each", "$1.34/1000". */
export function formatSpecificAmount(term: SpecificTerm): string {
  const cents = parseFigure(term.cents);
  const amount = compare(cents, fromInteger(100)) >= 0 ? formatDollars(cents) : `${term.cents}¢`;
  if (term.unit === "each" && term.per === 1) return `${amount} each`;
  const per =
    term.per === 1
      ? term.unit
      : `${term.per.toLocaleString("en-US")}${term.unit === "each" ? "" : ` ${term.unit}`}`;
  return `${amount}/${per}${term.qualifier ? ` ${term.qualifier}` : ""}`;
}
