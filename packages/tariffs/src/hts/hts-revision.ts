/**
 * Which edition of the schedule rates come from. The USITC JSON export does not record it, and the
 * product shows it beside every rate, so whoever loads a schedule names it.
 */
export interface HtsRevision {
  /** Shown to the user: "2025 Revision 3", or how an unlabelled copy was dated. */
  readonly label: string;
  /** ISO dates bounding when the schedule was published; the same date twice when it is known. */
  readonly from: string;
  readonly to: string;
}

/**
 * The copy in shared/data/hts, dated by its SOURCE.md: it has the Section 301 headings 9903.91.10–.11
 * added for 1 January 2025 and none of those added in February 2025, and was first committed to its
 * source repository on 12 January 2025.
 */
export const sharedDataHtsRevision: HtsRevision = {
  label: "2025 Basic Edition or the last 2024 revision (not recorded in the export; dated by its content)",
  from: "2024-12-01",
  to: "2025-01-12",
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Throws unless the label is given and the dates are ISO dates in order. */
export function assertRevision(revision: HtsRevision): void {
  if (revision.label.trim() === "") throw new RangeError("the schedule's revision needs a label");
  if (!isoDate.test(revision.from) || !isoDate.test(revision.to) || revision.from > revision.to) {
    throw new RangeError(
      `the revision's dates must be ISO dates, from before to: ${revision.from} – ${revision.to}`,
    );
  }
}
