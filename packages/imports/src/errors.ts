import { importMessages } from "@tierline/contracts";

export type ImportFileProblem = keyof typeof importMessages;

/**
 * A file that cannot be imported at all (empty, no rows, not what its type says, too large for its
 * format): the import fails with this message instead of listing rows.
 */
export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(importMessages[problem]);
    this.name = "ImportFileError";
  }
}
