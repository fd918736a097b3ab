/**
 * Exact fractions for duty arithmetic. Published rates have up to seven decimals ("0.0622005¢/kg") and
 * fractions ("33 1/3%"); money is whole cents. Floating point would round a half cent either way, so
 * every figure is a fraction of two big integers until the total is rounded once.
 */
export interface Ratio {
  readonly n: bigint;
  /** Always positive. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

function ratio(n: bigint, d: bigint): Ratio {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d < 0n ? -d : d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const zero: Ratio = { n: 0n, d: 1n };

export function fromInteger(value: number | bigint): Ratio {
  return { n: BigInt(value), d: 1n };
}

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;
const mixedPattern = /^(?:(\d+) )?(\d+)\/(\d+)$/;

/**
 * A published figure: "6.8", "0.0622005", "1,000", "33 1/3" or "1/3". Throws on anything else (the
 * rate parser only hands it figures it has matched).
 */
export function parseFigure(text: string): Ratio {
  const plain = text.replaceAll(",", "");
  const decimal = decimalPattern.exec(plain);
  if (decimal) {
    const fraction = decimal[2] ?? "";
    return ratio(BigInt(decimal[1]! + fraction), 10n ** BigInt(fraction.length));
  }
  const mixed = mixedPattern.exec(plain);
  if (mixed) {
    const d = BigInt(mixed[3]!);
    return ratio(BigInt(mixed[1] ?? "0") * d + BigInt(mixed[2]!), d);
  }
  throw new Error(`not a figure: ${text}`);
}

/** A caller's quantity or value (a finite number, as JavaScript prints it: 12.5, 0.001, 1e-7). */
export function fromNumber(value: number): Ratio {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const [mantissa, exponent = "0"] = String(Math.abs(value)).split("e");
  const parsed = parseFigure(mantissa!);
  const shift = Number(exponent);
  const scaled =
    shift >= 0
      ? ratio(parsed.n * 10n ** BigInt(shift), parsed.d)
      : ratio(parsed.n, parsed.d * 10n ** BigInt(-shift));
  return value < 0 ? { n: -scaled.n, d: scaled.d } : scaled;
}

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function subtract(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.n * b.n, a.d * b.d);
}

export function divide(a: Ratio, b: Ratio): Ratio {
  if (b.n === 0n) throw new Error("division by zero");
  return ratio(a.n * b.d, a.d * b.n);
}

export function compare(a: Ratio, b: Ratio): number {
  const difference = a.n * b.d - b.n * a.d;
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export function max(a: Ratio, b: Ratio): Ratio {
  return compare(a, b) >= 0 ? a : b;
}

/** Rounded to a whole number, halves away from zero (a duty of 0.5 cent is 1 cent). */
export function roundHalfAway(value: Ratio): bigint {
  const magnitude = value.n < 0n ? -value.n : value.n;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  return value.n < 0n ? -rounded : rounded;
}
