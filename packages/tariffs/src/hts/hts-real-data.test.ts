import { beforeAll, describe, expect, it } from "vitest";
import { computeDuty, type DutyInput } from "../rates/duty";
import type { DutyRate } from "../rates/rate-model";
import { specialRateFor } from "../rates/special-rates";
import { htsChaptersDir, htsChaptersPresent, htsChaptersTitle } from "../testing/shared-data";
import { fullDescription } from "./hts-description";
import { loadHtsSchedule } from "./hts-folder";
import { findHtsLine } from "./hts-lookup";
import { sharedDataHtsRevision } from "./hts-revision";
import type { HtsNode, HtsSchedule } from "./hts-schedule";

/** A line checked by hand against the published texts, with duties worked out on paper. */
interface Checked {
  code: string;
  /** The line the rates are printed on. */
  from: string;
  general: string;
  special: string;
  other: string;
  input: DutyInput;
  /** Cents, or the missing inputs, or "notComputable". */
  generalDuty: number | string[] | "notComputable";
  otherDuty: number | string[] | "notComputable";
  /** Program code -> its duty, where the special column gives one. */
  programs?: Record<string, number | "notComputable">;
}

const fta = "Free (AU,BH,CL,CO,IL,JO,KR,MA,OM,P,PA,PE,S,SG)";

const lines: Checked[] = [
  {
    // Cotton T-shirts, men's: 16.5% of $10,000 = $1,650; column 2 90% = $9,000.
    code: "6109.10.00.12",
    from: "6109.10.00",
    general: "16.5%",
    special: fta,
    other: "90%",
    input: { customsValueCents: 1_000_000, quantities: { "doz.": 500, kg: 400 } },
    generalDuty: 165_000,
    otherDuty: 900_000,
    programs: { KR: 0, AU: 0 },
  },
  {
    // Veal carcasses: 4.4¢/kg × 1,000 kg = $44; column 2 13.2¢/kg = $132.
    code: "0201.10.05.10",
    from: "0201.10.05",
    general: "4.4¢/kg",
    special: "Free (A+,AU,BH,CL,CO,D,E*, IL,JO,KR,MA,OM,P,PA,PE,S, SG)",
    other: "13.2¢/kg",
    input: { customsValueCents: 800_000, quantities: { kg: 1000 } },
    generalDuty: 4400,
    otherDuty: 13_200,
    programs: { "E*": 0 },
  },
  {
    // Red wine, 2 liters or less: 6.3¢/liter × 900 = $56.70; Jordan 2.8¢/liter = $25.20; column 2 33¢ = $297.
    code: "2204.21.50.05",
    from: "2204.21.50",
    general: "6.3¢/liter",
    special: "Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 2.8¢/liter (JO)",
    other: "33¢/liter",
    input: { customsValueCents: 450_000, quantities: { liter: 900 } },
    generalDuty: 5670,
    otherDuty: 29_700,
    programs: { JO: 2520, AU: 0 },
  },
  {
    // Effervescent wine: 19.8¢/liter × 750 = $148.50; column 2 $1.59/liter = $1,192.50.
    code: "2204.21.20.00",
    from: "2204.21.20.00",
    general: "19.8¢/liter",
    special: "Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG) 8.8¢/liter (JO)",
    other: "$1.59/liter",
    input: { customsValueCents: 900_000, quantities: { liter: 750 } },
    generalDuty: 14_850,
    otherDuty: 119_250,
    programs: { JO: 6600 },
  },
  {
    // Used cars, 1,500–3,000 cc: 2.5% of $30,000 = $750; column 2 10% = $3,000; APTA (B) free.
    code: "8703.23.01.90",
    from: "8703.23.01",
    general: "2.5%",
    special: "Free (A+,AU,B,BH,CL,CO,D,E,IL,JO,KR,MA,OM, P,PA,PE,S,SG)",
    other: "10%",
    input: { customsValueCents: 3_000_000, quantities: { each: 1 } },
    generalDuty: 75_000,
    otherDuty: 300_000,
    programs: { B: 0 },
  },
  {
    // Men's cotton sweaters: 16.5% of $5,000 = $825; column 2 50% = $2,500.
    code: "6110.20.20.10",
    from: "6110.20.20",
    general: "16.5%",
    special: fta,
    other: "50%",
    input: { customsValueCents: 500_000 },
    generalDuty: 82_500,
    otherDuty: 250_000,
  },
  {
    // Wool suits: 17.5% of $20,000 = $3,500; column 2 52.9¢/kg × 150 kg + 58.5% = $79.35 + $11,700.
    code: "6203.11.90.00",
    from: "6203.11.90.00",
    general: "17.5%",
    special: fta,
    other: "52.9¢/kg + 58.5%",
    input: { customsValueCents: 2_000_000, quantities: { kg: 150 } },
    generalDuty: 350_000,
    otherDuty: 1_177_935,
  },
  {
    // Women's synthetic trousers: 14.9% of $12,345.67 = $1,839.50483; column 2 90% = $11,111.103.
    code: "6104.62.20.11",
    from: "6104.62.20",
    general: "14.9%",
    special: "Free (AU,BH,CL,CO,IL,JO,KR, MA,OM,P, PA,PE,S,SG)",
    other: "90%",
    input: { customsValueCents: 1_234_567 },
    generalDuty: 183_950,
    otherDuty: 1_111_110,
  },
  {
    // Men's cotton shirts: 19.7% of $2,500 = $492.50; column 2 45% = $1,125.
    code: "6205.20.20.16",
    from: "6205.20.20",
    general: "19.7%",
    special: fta,
    other: "45%",
    input: { customsValueCents: 250_000 },
    generalDuty: 49_250,
    otherDuty: 112_500,
  },
  {
    // Gloves: 13.2% of $1,000 = $132; CBERA (E) 10.7% = $107; column 2 75% = $750.
    code: "6116.10.55.10",
    from: "6116.10.55",
    general: "13.2%",
    special: "Free (AU,BH, CL,CO,IL,JO, KR,MA,OM, P,PA,PE,S,SG) 10.7% (E)",
    other: "75%",
    input: { customsValueCents: 100_000 },
    generalDuty: 13_200,
    otherDuty: 75_000,
    programs: { E: 10_700, KR: 0 },
  },
  {
    // Backpacks of man-made fibres: 17.6% of $2,500 = $440; E 16.6% = $415; column 2 65% = $1,625.
    code: "4202.92.31.20",
    from: "4202.92.31",
    general: "17.6%",
    special: "Free (A,AU,BH,CL,CO,D,IL,JO,KR, MA,NP,OM,P,PA,PE,S,SG) 16.6% (E)",
    other: "65%",
    input: { customsValueCents: 250_000 },
    generalDuty: 44_000,
    otherDuty: 162_500,
    programs: { E: 41_500, NP: 0 },
  },
  {
    // Hot-rolled steel in coils: free; column 2 0.4¢/kg × 10,000 kg + 20% of $5,000 = $40 + $1,000.
    code: "7208.10.15.00",
    from: "7208.10.15.00",
    general: "Free",
    special: "",
    other: "0.4¢/kg + 20%",
    input: { customsValueCents: 500_000, quantities: { kg: 10_000 } },
    generalDuty: 0,
    otherDuty: 104_000,
  },
  {
    // Coated flat-rolled steel: free; column 2 21.5% of $7,777.77 = $1,672.22055.
    code: "7210.49.00.91",
    from: "7210.49.00",
    general: "Free",
    special: "",
    other: "21.5%",
    input: { customsValueCents: 777_777 },
    generalDuty: 0,
    otherDuty: 167_222,
  },
  {
    // Seamless steel line pipe: free; column 2 25% of $1,234.57 = $308.6425.
    code: "7304.19.10.20",
    from: "7304.19.10",
    general: "Free",
    special: "",
    other: "25%",
    input: { customsValueCents: 123_457 },
    generalDuty: 0,
    otherDuty: 30_864,
  },
  {
    // Paper-wrapped cigarettes, 200 kg worth $10,000: $1.05/kg + 2.3% = $210 + $230; column 2 $9.92/kg + 25%.
    code: "2402.20.80.00",
    from: "2402.20.80.00",
    general: "$1.05/kg + 2.3%",
    special: "Free (A+,AU,BH,CL,CO,D,E,IL,KR,MA,OM,P,PA,PE,S,SG)",
    other: "$9.92/kg + 25%",
    input: { customsValueCents: 1_000_000, quantities: { kg: 200 } },
    generalDuty: 44_000,
    otherDuty: 448_400,
  },
  {
    // Table eggs: 2.8¢/doz. × 5,000 doz. = $140; column 2 10¢/doz. = $500.
    code: "0407.21.00.30",
    from: "0407.21.00",
    general: "2.8¢/doz.",
    special: "Free (A,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)",
    other: "10¢/doz.",
    input: { customsValueCents: 300_000, quantities: { "doz.": 5000 } },
    generalDuty: 14_000,
    otherDuty: 50_000,
  },
  {
    // Scotch whisky: free; column 2 $1.99/pf. liter × 1,000 proof liters = $1,990.
    code: "2208.30.30.30",
    from: "2208.30.30",
    general: "Free",
    special: "",
    other: "$1.99/pf. liter",
    input: { customsValueCents: 2_000_000, quantities: { "pf. liter": 1000 } },
    generalDuty: 0,
    otherDuty: 199_000,
  },
  {
    // Organic cane sugar at 97.25 degrees, 20,000 kg: (1.4606 - 0.020668 × 2.75)¢/kg = 1.403763¢/kg, $280.7526;
    // column 2 (4.3817 - 0.0622005 × 2.75)¢/kg = 4.210648625¢/kg, $842.129725. P+ sends to chapter 98.
    code: "1701.14.10.20",
    from: "1701.14.10",
    general:
      "1.4606¢/kg less 0.020668¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 0.943854¢/kg",
    special: "Free (A*,BH,CL,CO,D,E*,IL,JO,KR,MA,OM,P,PA,PE,S,SG) See 9822.05.15 (P+)",
    other:
      "4.3817¢/kg less 0.0622005¢/kg for each degree under 100 degrees (and fractions of a degree in proportion) but not less than 2.831562¢/kg",
    input: { customsValueCents: 1_000_000, quantities: { kg: 20_000 }, polarityDegrees: 97.25 },
    generalDuty: 28_075,
    otherDuty: 84_213,
    programs: { "P+": "notComputable", "A*": 0 },
  },
  {
    // Watches without jewels (an 8-digit line with no statistical break-out): 100 watches, case and strap
    // $3,000, battery $50: 51¢ × 100 + 6.25% + 5.3% = $51 + $187.50 + $2.65. Column 2 prices the case and
    // the strap apart, which this input does not give.
    code: "9101.11.40",
    from: "9101.11.40",
    general: "51¢ each + 6.25% on the case and strap, band or bracelet + 5.3% on the battery",
    special: "Free (AU,BH, CL,CO,D,E,IL,JO,KR,MA, OM,P,PA,PE,R,S, SG)",
    other: "$2.25 each + 45% on the case +80% on the strap, band or bracelet + 35% on the battery",
    input: {
      customsValueCents: 800_000,
      quantities: { each: 100 },
      partValuesCents: { "the case and strap, band or bracelet": 300_000, "the battery": 5000 },
    },
    generalDuty: 24_115,
    otherDuty: ["value of the case", "value of the strap, band or bracelet"],
    programs: { R: 0 },
  },
  {
    // Hats: 13.5¢/kg × 100 kg + 6.3% of $4,000 + 1.9¢ × 500 articles = $13.50 + $252 + $9.50; column 2
    // 88.2¢/kg + 55% + 12.5¢/article = $88.20 + $2,200 + $62.50.
    code: "6505.00.08.00",
    from: "6505.00.08.00",
    general: "13.5¢/kg + 6.3% + 1.9¢/article",
    special: "Free (AU,BH, CL,CO,IL,JO,KR, MA,NP,OM,P, PA,PE,S,SG)",
    other: "88.2¢/kg + 55% + 12.5¢/ article",
    input: { customsValueCents: 400_000, quantities: { kg: 100, article: 500 } },
    generalDuty: 27_500,
    otherDuty: 235_070,
  },
  {
    // Fresh cheese: $1.509/kg × 1,000 kg = $1,509; CAFTA-DR (P) 15¢/kg = $150; Korea 20.1¢/kg = $201;
    // Australia's rate is in chapter 98.
    code: "0406.10.08.00",
    from: "0406.10.08.00",
    general: "$1.509/kg",
    special:
      "Free (BH,CL,JO,MA,OM,SG) 15¢/kg (P) 20.1¢/kg (KR) See 9822.04.35 (AU) See 9823.04.01-9823.04.54 (S+) See 9908.04.05 (IL) See 9915.04.80, 9915.04.81, 9915.04.90, 9915.04.99 (P+) See 9917.04.50, 9917.04.51 (PE) See 9918.04.50, 9918.04.51 (CO) See 9919.04.40, 9919.04.41-9919.04.42 (PA)",
    other: "$1.775/kg",
    input: { customsValueCents: 600_000, quantities: { kg: 1000 } },
    generalDuty: 150_900,
    otherDuty: 177_500,
    programs: { P: 15_000, KR: 20_100, AU: "notComputable", SG: 0 },
  },
  {
    // Buttons: 50 gross of 24-line buttons = 1,200 line-gross; 0.3¢ × 1,200 + 4.6% of $300 = $3.60 + $13.80.
    code: "9606.21.40.00",
    from: "9606.21.40.00",
    general: "0.3¢/line/ gross + 4.6%",
    special: "Free (A,AU,B,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)",
    other: "1.5¢/line/ gross + 25%",
    input: { customsValueCents: 30_000, quantities: { "line/gross": 1200 } },
    generalDuty: 1740,
    otherDuty: 9300,
  },
  {
    // Tulip bulbs: 89.6¢ per 1,000 × 25,000 = 89.6¢ × 25 = $22.40; column 2 $6 per 1,000 × 25 = $150.
    code: "0601.10.15.00",
    from: "0601.10.15.00",
    general: "89.6¢/1000",
    special: "Free (A*,AU,BH,CL,CO,D,E,IL,JO,KR,MA,OM,P,PA,PE,S,SG)",
    other: "$6/1000",
    input: { customsValueCents: 500_000, quantities: { each: 25_000 } },
    generalDuty: 2240,
    otherDuty: 15_000,
  },
];

function outcome(rate: DutyRate | null, input: DutyInput): number | string[] | "notComputable" {
  if (!rate) throw new Error("no rate");
  const duty = computeDuty(rate, input);
  return duty.status === "computed"
    ? duty.amountCents
    : duty.status === "needsInput"
      ? [...duty.missing]
      : duty.status;
}

describe.skipIf(!htsChaptersPresent)(htsChaptersTitle, () => {
  let schedule: HtsSchedule;
  const line = (code: string): HtsNode => schedule.byCode.get(code)!;

  beforeAll(async () => {
    schedule = await loadHtsSchedule(htsChaptersDir, { revision: sharedDataHtsRevision });
  });

  it("builds the tree of all 98 chapters: every row, every level as SOURCE.md counts them", () => {
    const levels: Record<string, number> = {};
    for (const node of schedule.nodes) levels[node.level] = (levels[node.level] ?? 0) + 1;
    expect(schedule.chapters).toHaveLength(98);
    expect(schedule.nodes).toHaveLength(35_810);
    expect(levels).toEqual({
      heading: 962,
      subheading: 2093,
      tariffLine: 7043,
      statisticalLine: 19_700,
      group: 6012,
    });
    expect(schedule.revision).toBe(sharedDataHtsRevision);
  });

  it("declares 19,677 lines, each with a general rate: 19,582 statistical lines and chapter 91's 95 unbroken lines", () => {
    const declarable = schedule.nodes.filter((node) => node.declarable);
    expect(declarable).toHaveLength(19_677);
    expect(declarable.filter((node) => node.level === "tariffLine").map((node) => node.chapter)).toEqual(
      Array(95).fill(91),
    );
    expect(declarable.filter((node) => node.rates?.general === null || node.rates === null)).toEqual([]);
    expect(
      declarable.filter((node) => node.rates?.general?.kind === "unparsed").map((node) => node.code),
    ).toEqual(["9110.90.40.00", "9114.90.30.00"]);
  });

  it("reads a line as the published schedule does", () => {
    expect(fullDescription(line("0101.21.00.10"))).toBe(
      "Live horses, asses, mules and hinnies: Horses: Purebred breeding animals: Males",
    );
    expect(line("6109.10.00.12").descriptionPath.slice(-2)).toEqual(["Other T-shirts:", "Men's (338)"]);
    expect(line("4202.92.31.20").additionalDuties).toEqual(["9903.88.69", "9903.88.03"]);
    expect(findHtsLine(schedule, "6109100012")).toBe(line("6109.10.00.12"));
    expect(findHtsLine(schedule, "9101.11.4000")).toBe(line("9101.11.40"));
  });

  it.each(lines)("$code: the published rates, and the duties worked out by hand", (checked) => {
    const node = line(checked.code);
    expect(node.declarable).toBe(true);
    const rates = node.rates!;
    expect(rates.from).toBe(checked.from);
    expect(rates.general?.text).toBe(checked.general);
    expect(rates.special?.text ?? "").toBe(checked.special);
    expect(rates.other?.text).toBe(checked.other);
    expect(outcome(rates.general, checked.input)).toEqual(checked.generalDuty);
    expect(outcome(rates.other, checked.input)).toEqual(checked.otherDuty);
    for (const [program, duty] of Object.entries(checked.programs ?? {})) {
      expect(outcome(specialRateFor(rates.special!, program), checked.input), program).toEqual(duty);
    }
  });

  it("computes chapter 99's Section 301 addition on top of the line's own duty", () => {
    const addition = computeDuty(line("9903.88.15").rates!.general!, { customsValueCents: 1_000_000 });
    expect(addition).toMatchObject({
      status: "computed",
      amountCents: 75_000,
      addsTo: "The duty provided in the applicable subheading",
    });
    expect(line("6109.10.00.12").additionalDuties).toEqual(["9903.88.15"]);
  });
});
