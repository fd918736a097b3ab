/**
 * Hash of `text` without its letter at `skip` (-1: the whole text), worked out from the text itself: a
 * query word's one-letter deletions are looked up without making a string for each.
 */
export function hashWithout(text: string, skip: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++)
    if (i !== skip) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // Final mix (murmur3's): the low bits pick the slot.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) | 0;
}

/**
 * A frozen map from string keys to ids, held in flat typed arrays and reached by `hashWithout`: the
 * token lookup's millions of deletion keys, where a Map's look-ups (hashing a new string, then chasing
 * its entry and key) were a tenth of a search. Keys whose hashes collide share a slot, so the ids of a
 * slot are those of every key with that hash: the caller checks each against its token.
 */
export class DeletionTable {
  /**
   * Two numbers a slot, side by side so that a probe reads one cache line: the hash, and where the
   * slot's ids start in `ids` plus one (0: an empty slot). They end where `ends` says.
   */
  private readonly slots: Int32Array;
  private readonly ends: Uint32Array;
  readonly ids: Uint32Array;
  private readonly mask: number;

  /** Ids under each key in the map's order, so a slot lists a key's ids in the order they were added. */
  constructor(map: Map<string, number | number[]>) {
    // At most two thirds full: a probe seldom goes past the slot it starts at.
    let capacity = 1;
    while (capacity < map.size * 1.5) capacity *= 2;
    this.mask = capacity - 1;
    this.slots = new Int32Array(capacity * 2);
    this.ends = new Uint32Array(capacity);
    const slotOfKey = new Int32Array(map.size);
    const counts = new Uint32Array(capacity);
    let k = 0;
    let total = 0;
    for (const [key, found] of map) {
      const hash = hashWithout(key, -1);
      let slot = hash & this.mask;
      // The start doubles as "taken" while counting: 1 until the real starts are laid out.
      while (this.slots[slot * 2 + 1] !== 0 && this.slots[slot * 2] !== hash) slot = (slot + 1) & this.mask;
      this.slots[slot * 2] = hash;
      this.slots[slot * 2 + 1] = 1;
      const size = typeof found === "number" ? 1 : found.length;
      counts[slot] = (counts[slot] as number) + size;
      total += size;
      slotOfKey[k++] = slot;
    }
    let at = 0;
    for (let slot = 0; slot < capacity; slot++) {
      if (this.slots[slot * 2 + 1] === 0) continue;
      this.slots[slot * 2 + 1] = at + 1;
      this.ends[slot] = at;
      at += counts[slot] as number;
    }
    this.ids = new Uint32Array(total);
    k = 0;
    for (const found of map.values()) {
      const slot = slotOfKey[k++] as number;
      let end = this.ends[slot] as number;
      if (typeof found === "number") this.ids[end++] = found;
      else for (const id of found) this.ids[end++] = id;
      this.ends[slot] = end;
    }
  }

  /** The slot of `hash` (see `from` and `to`), or -1 when no key has it. */
  slot(hash: number): number {
    let slot = hash & this.mask;
    while (this.slots[slot * 2 + 1] !== 0) {
      if (this.slots[slot * 2] === hash) return slot;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  /** The slot's ids are `ids[from(slot)..to(slot)]`. */
  from(slot: number): number {
    return (this.slots[slot * 2 + 1] as number) - 1;
  }

  to(slot: number): number {
    return this.ends[slot] as number;
  }
}
