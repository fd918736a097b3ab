import type { DutyRate, ProgramRate, SpecialRates } from "./rate-model";
import { normaliseRateText, parseDutyRate } from "./rate-text";

/**
 * Reads the special column: groups of a rate followed by the program codes it is for,
 * "Free (A+,AU,BH,CA,...) 3.2% (KR) See 9822.04.40 (AU)". A parenthesis is a list of codes only when
 * everything in it is a code (one or two capitals, perhaps + or *), so "(see U.S. note 3 of this
 * subchapter)" stays part of its rate and "(B,C,)" still closes a group.
 */

const programList = /^[ ,.]*[A-Z]{1,2}[+*]?(?:[ ,.]+[A-Z]{1,2}[+*]?)*[ ,.]*$/;

/** Codes are separated by commas; a missing comma ("E IL") or a stray dot (",.OM") is a slip of the export. */
function programsOf(list: string): string[] {
  return list
    .split(/[ ,.]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

export function parseSpecialRates(published: string): SpecialRates {
  const text = normaliseRateText(published);
  const groups: ProgramRate[] = [];
  let start = 0;
  for (const match of text.matchAll(/\(([^()]*)\)/g)) {
    if (!programList.test(match[1]!)) continue;
    const rateText = text.slice(start, match.index).trim();
    // An empty rate, or one with a parenthesis left open ("See 9919.04.67 (PA (PA)"), is a slip of
    // the export whose groups cannot be told apart with certainty.
    if (rateText === "" || (rateText.match(/\(/g)?.length ?? 0) !== (rateText.match(/\)/g)?.length ?? 0)) {
      return { kind: "unparsed", text };
    }
    groups.push({ programs: programsOf(match[1]!), rate: parseDutyRate(rateText) });
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest !== "") {
    // A rate with no codes after it ("Free", "No change") is the whole column; after a group, it is
    // text this reading does not place.
    if (groups.length > 0) return { kind: "unparsed", text };
    groups.push({ programs: [], rate: parseDutyRate(rest) });
  }
  return { kind: "programs", text, groups };
}

/** The special rate for one program code, exactly as published ("A" is not "A+" or "A*"). */
export function specialRateFor(special: SpecialRates, program: string): DutyRate | null {
  if (special.kind !== "programs") return null;
  return special.groups.find((group) => group.programs.includes(program))?.rate ?? null;
}

/** True when every group's rate was read. */
export function specialRatesRead(special: SpecialRates): boolean {
  return special.kind === "programs" && special.groups.every((group) => group.rate.kind !== "unparsed");
}
