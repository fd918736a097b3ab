import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { fullDescription } from "./hts-description";
import { loadHtsSchedule, readHtsChapters } from "./hts-folder";
import { findHtsLine } from "./hts-lookup";
import type { HtsRevision } from "./hts-revision";
import { HtsFormatError } from "./hts-rows";
import { type HtsNode, type HtsSchedule, parseHtsSchedule } from "./hts-schedule";

/** Chapter files written for these tests in the USITC export's layout (not copies of the real ones). */
const fixtures = fileURLToPath(new URL("./fixtures/chapters", import.meta.url));
const revision: HtsRevision = { label: "2025 Revision 1", from: "2025-01-15", to: "2025-01-15" };

describe("the schedule tree from chapter files", () => {
  let schedule: HtsSchedule;
  const line = (code: string): HtsNode => {
    const node = schedule.byCode.get(code);
    if (!node) throw new Error(`no line ${code}`);
    return node;
  };
  const codes = (nodes: readonly HtsNode[]) => nodes.map((node) => node.code ?? `(${node.description})`);

  beforeAll(async () => {
    schedule = await loadHtsSchedule(fixtures, { revision });
  });

  it("reads the chapters in numeric order and keeps the revision it was given", () => {
    expect(schedule.chapters).toEqual([1, 91, 98, 99]);
    expect(schedule.revision).toEqual(revision);
    expect(schedule.nodes.map((node) => node.position)).toEqual(schedule.nodes.map((_, index) => index));
    expect(schedule.nodes[0]?.code).toBe("0101");
  });

  it("nests rows by indent: groups are nodes, a section title at indent 0 groups nothing", () => {
    expect(codes(schedule.roots.filter((node) => node.chapter === 1))).toEqual([
      "0101",
      "(I. A SECTION TITLE THAT GROUPS NOTHING)",
    ]);
    expect(codes(line("0101").children)).toEqual(["(Horses:)", "0101.30.00.00", "0101.90"]);
    const horses = line("0101").children[0]!;
    expect(horses.level).toBe("group");
    expect(codes(horses.children)).toEqual(["0101.21.00"]);
    expect(codes(line("0101.21.00").children)).toEqual(["0101.21.00.10", "0101.21.00.20"]);
  });

  it("names levels by digits, whatever the indent", () => {
    expect(line("0101").level).toBe("heading");
    expect(line("0101.90").level).toBe("subheading");
    expect(line("0101.21.00").level).toBe("tariffLine");
    expect(line("0101.30.00.00").level).toBe("statisticalLine");
    expect(line("0101.30.00.00").indent).toBe(1);
  });

  it("reads an indent with a leading zero as a number ('04' stands beside an indent-4 group)", () => {
    expect(line("9101.19.20.40").indent).toBe(4);
    expect(codes(line("9101.19.20").children)).toEqual([
      "(Straps, bands or bracelets entered with the watches:)",
      "9101.19.20.40",
    ]);
  });

  it("keeps chapter 98's 8-digit lines under 8-digit lines as published", () => {
    expect(codes(line("9823.03.01").children)).toEqual(["9823.03.02"]);
  });

  it("gives each line the descriptions above it, tidied, and reads them as the schedule does", () => {
    expect(line("0101.21.00.20").descriptionPath).toEqual([
      "Live horses, asses, mules and hinnies:",
      "Horses:",
      "Purebred breeding animals",
      "Females",
    ]);
    expect(fullDescription(line("0101.21.00.20"))).toBe(
      "Live horses, asses, mules and hinnies: Horses: Purebred breeding animals: Females",
    );
    expect(fullDescription(line("0101.30.00.00"))).toBe("Live horses, asses, mules and hinnies: Asses");
  });

  it("keeps units without blanks", () => {
    expect(line("0101.21.00.20").units).toEqual(["No."]);
    expect(line("9101.11.40").units).toEqual([]);
  });

  it("reads a statistical line's rates from the 8-digit line above it", () => {
    const rates = line("0101.21.00.10").rates!;
    expect(rates.from).toBe("0101.21.00");
    expect(rates.general).toEqual({ kind: "free", text: "Free" });
    expect(rates.special).toBeNull();
    expect(rates.other).toEqual({ kind: "free", text: "Free" });
  });

  it("reads a 10-digit line's own rates, the special column into program groups", () => {
    const rates = line("0101.90.40.00").rates!;
    expect(rates.from).toBe("0101.90.40.00");
    expect(rates.general).toEqual({
      kind: "formula",
      text: "4.5%",
      terms: [{ type: "adValorem", percent: "4.5" }],
    });
    expect(rates.special).toEqual({
      kind: "programs",
      text: "Free (A+, AU, BH,CL) 1.2% (JO)",
      groups: [
        { programs: ["A+", "AU", "BH", "CL"], rate: { kind: "free", text: "Free" } },
        {
          programs: ["JO"],
          rate: { kind: "formula", text: "1.2%", terms: [{ type: "adValorem", percent: "1.2" }] },
        },
      ],
    });
    expect(rates.other?.text).toBe("20%");
  });

  it("lets a column a statistical line prints stand over the inherited one", () => {
    const rates = line("9101.19.20.40").rates!;
    expect(rates.from).toBe("9101.19.20");
    expect(rates.general?.text).toBe("Free");
    expect(rates.other?.text).toBe("35%");
  });

  it("gives no rates to groups, headings without them and lines with no rated line above", () => {
    expect(line("0101").rates).toBeNull();
    expect(line("0101").children[0]!.rates).toBeNull();
    expect(line("9823.03.01").rates).toBeNull();
    expect(line("9823.03.02").rates?.special?.text).toBe("Free (S+)");
    expect(line("9823.03.02").rates?.general).toBeNull();
  });

  it("carries the rate line's footnotes down, but not its statistical ones, and the chapter 99 numbers", () => {
    expect(line("0101.21.00.10").footnotes).toEqual([
      { columns: ["general"], text: "See 9903.88.15.", type: "endnote" },
    ]);
    expect(line("0101.21.00.10").additionalDuties).toEqual(["9903.88.15"]);
    expect(line("0101.21.00.20").footnotes.map((note) => note.text)).toEqual([
      "See statistical note 1 to this chapter.",
      "See 9903.88.15.",
    ]);
    expect(line("0101.90.40.00").additionalDuties).toEqual(["9903.88.69"]);
    expect(line("9903.88.15").additionalDuties).toEqual([]);
  });

  it("reads the additional-duties column under either spelling, and the quota quantity", () => {
    expect(line("9904.02.01").additionalDutiesText).toBe("66.6¢/kg");
    expect(line("9903.88.15").additionalDutiesText).toBeUndefined();
    expect(line("0101").quotaQuantity).toBeUndefined();
  });

  it("declares the leaves of chapters 1–97 with 8 or 10 digits, and nothing in chapters 98 and 99", () => {
    expect(codes(schedule.nodes.filter((node) => node.declarable))).toEqual([
      "0101.21.00.10",
      "0101.21.00.20",
      "0101.30.00.00",
      "0101.90.40.00",
      "9101.11.40",
      "9101.19.20.20",
      "9101.19.20.40",
    ]);
    expect(line("9802.00.80.40").declarable).toBe(false);
    expect(line("9903.88.15").declarable).toBe(false);
  });

  it("finds the line a typed US code names", () => {
    expect(findHtsLine(schedule, "0101210010")?.code).toBe("0101.21.00.10");
    expect(findHtsLine(schedule, "0101.21.00.10")?.code).toBe("0101.21.00.10");
    expect(findHtsLine(schedule, "0101 30 0000")?.code).toBe("0101.30.00.00");
    expect(findHtsLine(schedule, "9101.11.4000")?.code).toBe("9101.11.40");
    expect(findHtsLine(schedule, "9101.19.2000")).toBeNull();
    expect(findHtsLine(schedule, "0101.21.0030")).toBeNull();
    expect(findHtsLine(schedule, "0101.21.00")).toBeNull();
    expect(findHtsLine(schedule, "O101210010")).toBeNull();
  });
});

describe("bad input", () => {
  const chapter = (rows: unknown[]) => [{ chapter: 1, rows }];
  const good = { htsno: "0101", indent: "0", description: "Live horses:", units: [], footnotes: [] };

  it("needs a named revision with ISO dates in order", () => {
    expect(() =>
      parseHtsSchedule(chapter([good]), { label: " ", from: "2025-01-01", to: "2025-01-01" }),
    ).toThrow("the schedule's revision needs a label");
    expect(() =>
      parseHtsSchedule(chapter([good]), { label: "x", from: "2025-02-01", to: "2025-01-01" }),
    ).toThrow(RangeError);
    expect(() =>
      parseHtsSchedule(chapter([good]), { label: "x", from: "Jan 2025", to: "2025-01-01" }),
    ).toThrow(RangeError);
  });

  it.each([
    [[42], "chapter 1, row 1: not an object"],
    [[good, { ...good, htsno: "0101.2" }], 'chapter 1, row 2: htsno "0101.2" is not a tariff number'],
    [[{ ...good, indent: "one" }], 'chapter 1, row 1: indent "one" is not a number'],
    [[{ ...good, units: "kg" }], "chapter 1, row 1: units is not a list of texts"],
    [[{ ...good, general: 5 }], "chapter 1, row 1: general is not text"],
    [[{ ...good, footnotes: ["See 9903.88.15."] }], "chapter 1, row 1: footnote 1 is not an object"],
    [
      [{ ...good, footnotes: [{ columns: "general", value: "See 9903.88.15." }] }],
      "chapter 1, row 1: footnote 1's columns are not a list of texts",
    ],
  ])("names the chapter and row of a row that breaks the layout (%#)", (rows, message) => {
    expect(() => parseHtsSchedule(chapter(rows), revision)).toThrow(new HtsFormatError(message));
  });

  it("refuses a folder without chapter files", async () => {
    const folder = fileURLToPath(new URL("./fixtures", import.meta.url));
    await expect(readHtsChapters(folder)).rejects.toThrow(`${folder}: no chapter files (1.json … 99.json)`);
  });
});
