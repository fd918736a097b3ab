import { createTokenHandoff, type HandoffCell, type HandoffRecord } from "../lib/token-handoff";

/**
 * The token hand-off over an in-memory record (happy-dom has no IndexedDB). A write lands a task
 * later, as a transaction commits: a refresh that did not wait for it would release the lock first.
 */
export function memoryHandoff() {
  let record: HandoffRecord | null = null;
  const cell: HandoffCell = {
    read: async () => record,
    update: async (change) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      record = change(record);
    },
  };
  return { handoff: createTokenHandoff(cell), record: () => record };
}
