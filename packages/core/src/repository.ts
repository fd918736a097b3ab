import { type AppError, lostRace, notFound } from "./errors";

/**
 * The repository convention every domain follows: an object is always addressed with its workspace
 * (there is no query by bare id), a read or write that finds nothing answers 404, and a state change
 * carries the state it expects in its WHERE, so of two concurrent changes only one lands and the
 * other answers 409.
 */

/** One page of a list, and how many there are in all (the route adds the neighbouring pages' links). */
export interface Page<T> {
  results: T[];
  count: number;
}

/** The WHERE of an object the scope's workspace owns. */
export interface Owned {
  id: string;
  workspaceId: string;
}
export const owned = (scope: { workspaceId: string }, id: string): Owned => ({
  id,
  workspaceId: scope.workspaceId,
});

/** Reads an object of the scope's workspace (`read` gets the owned WHERE); absent or foreign: 404. */
export async function findOwned<T>(
  scope: { workspaceId: string },
  id: string,
  read: (where: Owned) => PromiseLike<T | null>,
): Promise<T> {
  const found = await read(owned(scope, id));
  if (found === null) throw notFound();
  return found;
}

/** Writes an object of the scope's workspace (an updateMany on the owned WHERE); nothing written: 404. */
export async function updateOwned(
  scope: { workspaceId: string },
  id: string,
  write: (where: Owned) => PromiseLike<{ count: number }>,
): Promise<void> {
  await guarded(write(owned(scope, id)), notFound);
}

/** A write whose WHERE carries what it expects; when it matched nothing, `lost` says why (default 409). */
export async function guarded(
  write: PromiseLike<{ count: number }>,
  lost: () => AppError = lostRace,
): Promise<void> {
  if ((await write).count === 0) throw lost();
}

/**
 * A guarded state change: `write` gets `where` plus `status: { in: from }`, so the move lands only
 * from an expected state. When the object was moved meanwhile, nothing is written and it answers 409.
 */
export async function transition<W extends object, const S extends string>(
  where: W,
  from: readonly S[],
  write: (where: W & { status: { in: S[] } }) => PromiseLike<{ count: number }>,
): Promise<void> {
  await guarded(write({ ...where, status: { in: [...from] } }));
}

/**
 * Search text as Prisma's `contains` needs it: Prisma puts the text inside a LIKE pattern unescaped, so
 * its own `%`, `_` and `\\` would be wildcards; escaped, a search for "100%" finds just that.
 */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
