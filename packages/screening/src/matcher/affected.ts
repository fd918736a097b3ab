import { type QueryUnit, queryUnits } from "./normalize";
import type { ScreeningIndex } from "./screening-index";

/** What a party is screened on, as far as finding candidates goes: its names and identifiers. */
export interface IndexedSubject<K> {
  key: K;
  names: readonly string[];
  identifiers?: readonly { value: string }[];
}

/**
 * Many screened parties (every vendor of every workspace), each name taken apart once into the units
 * its search would look up (`queryUnits`). `reachedBy` answers the few parties a small index (a list
 * change) could concern without searching each: a party none of whose names may gather a candidate
 * there (`ScreeningIndex.mayGather`) and none of whose identifiers an entry carries finds nothing.
 * Kept up to date party by party (`set`, `delete`), so a holder need not take every name apart again.
 */
export interface SubjectIndex<K> {
  readonly size: number;
  /** Adds the party, or replaces the one of the same key (its names or identifiers changed). */
  set(subject: IndexedSubject<K>): void;
  delete(key: K): void;
  /**
   * Every party a search of `index` at `threshold` (default the matcher's) could match, and some more:
   * search these alone. The partial-name mode keeps names below the threshold: pass 0 for it.
   */
  reachedBy(index: ScreeningIndex, threshold?: number): K[];
}

/** A unit shared by every party holding it, numbered by its text for `reachedBy`'s lookups. */
interface IndexedUnit extends QueryUnit {
  slot: number;
}

interface IndexedName {
  units: IndexedUnit[];
  minTotalWeight: number;
  abjad: boolean;
}

interface IndexedParty {
  names: IndexedName[];
  identifiers: readonly string[];
}

const none: readonly string[] = [];

export function buildSubjectIndex<K>(subjects: Iterable<IndexedSubject<K>> = []): SubjectIndex<K> {
  const parties = new Map<K, IndexedParty>();
  // Parties share most of their words: one object per distinct unit keeps 100,000 parties in tens of MB.
  // Units are kept when the last party holding them goes: a few bytes each.
  const shared = new Map<string, IndexedUnit>();
  const slots = new Map<string, number>();
  const intern = ({ text, maxWeight }: QueryUnit): IndexedUnit => {
    const key = `${maxWeight} ${text}`;
    let unit = shared.get(key);
    if (!unit) {
      let slot = slots.get(text);
      if (slot === undefined) {
        slot = slots.size;
        slots.set(text, slot);
      }
      unit = { text, maxWeight, slot };
      shared.set(key, unit);
    }
    return unit;
  };
  const set = (subject: IndexedSubject<K>) => {
    parties.set(subject.key, {
      names: subject.names.map((name) => {
        const taken = queryUnits(name);
        return { ...taken, units: taken.units.map(intern) };
      }),
      identifiers: subject.identifiers?.length ? subject.identifiers.map((i) => i.value) : none,
    });
  };
  for (const subject of subjects) set(subject);
  return {
    get size() {
      return parties.size;
    },
    set,
    delete: (key) => void parties.delete(key),
    reachedBy(index, threshold) {
      // Parties share most words (TRADING, common surnames): each unit is looked up once, its answer
      // kept by slot (0 not asked yet, 1 no, 2 yes), per script reading.
      const reaches = [new Uint8Array(slots.size), new Uint8Array(slots.size)] as const;
      const reached = (name: IndexedName) => {
        const memo = reaches[name.abjad ? 1 : 0];
        return name.units.some(({ text, slot }) => {
          if (memo[slot] === 0) memo[slot] = index.reaches(text, name.abjad) ? 2 : 1;
          return memo[slot] === 2;
        });
      };
      const keys: K[] = [];
      for (const [key, party] of parties)
        if (
          party.identifiers.some((value) => index.identifies(value)) ||
          party.names.some((name) => reached(name) && index.mayGather(name, threshold))
        )
          keys.push(key);
      return keys;
    },
  };
}
