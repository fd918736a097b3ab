import type { SourceFiles } from "./sources";

/** The file of that role, or a clear error naming the source and the roles it was given. */
export function requireFile(files: SourceFiles, role: string, source: string): Uint8Array {
  const file = files[role];
  if (!file) {
    const given = Object.keys(files).join(", ") || "none";
    throw new Error(`${source}: the "${role}" file is missing (files given: ${given})`);
  }
  return file;
}

/** Throws when the text does not start like the format it should be in. */
export function expectFormat(ok: boolean, source: string, role: string, head: string): void {
  if (!ok) {
    const preview = JSON.stringify(head.slice(0, 60));
    throw new Error(`${source}: the "${role}" file is not in the expected format (starts with ${preview})`);
  }
}
