/** Up to this many items are sorted by insertion (see `sortFew`). */
const few = 16;

/**
 * Sorts in place by `compare`, keeping the order of equals as `Array.prototype.sort` does, so either
 * gives the same order. For the few items of a search's small lists (a name's words, the pairings of
 * two names) an insertion sort allocates nothing, where the built-in sort sets up its state and work
 * arrays each time; more go to the built-in sort, which stays n log n.
 */
export function sortFew<T>(items: T[], compare: (a: T, b: T) => number) {
  if (items.length > few) {
    items.sort(compare);
    return;
  }
  for (let i = 1; i < items.length; i++) {
    const item = items[i] as T;
    let at = i;
    while (at > 0 && compare(items[at - 1] as T, item) > 0) {
      items[at] = items[at - 1] as T;
      at--;
    }
    items[at] = item;
  }
}
