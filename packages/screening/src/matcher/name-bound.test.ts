import { describe, expect, it } from "vitest";
import { readingSimilarity } from "./cyrillic-readings";
import { ListedNames } from "./listed-names";
import { mayReach, queryWordsOf, type WordSimilarities } from "./name-bound";
import { compareAtLeast, leastTotal } from "./name-score";
import { normalizeName } from "./normalize";
import { keysOf, tokenSimilarity } from "./token-similarity";

describe("mayReach", () => {
  // The flat bound must rule out exactly the names `compareAtLeast` rules out, at every score asked.
  const listedNames = [
    "KATTAN, Abd Rahman",
    "Hassan al Kamali",
    "KHAMENEI, Ali Hosseini",
    "Viktor Yanukovych",
    "AL-SHANTI, Jamileh",
    "SMITH, Robert",
    "GADHAFI, Moammar al",
    "Nasiruddin",
    "RED ROCK LTD",
    "Banco Nacional de Cuba",
    "HSIAO Ping",
    // Written in Cyrillic: its words carry Latin readings (Houston, Weedon), flagged in `readings`.
    "Хьюстон Уидон",
  ];
  const queries = [
    "Abd al Rahman AL-KATTAN",
    "KAMALI, Hassan",
    "Ali Khamenei",
    "Viktor Fedorovych Yanukovych",
    "al shanti jamileh",
    "Bob Smith",
    "Muammar Qaddafi",
    "نصیر الدین",
    "Red Rock Trading Ltd",
    "Xiao Ping",
    "Houston Weedon",
    "Хьюстон Уидон",
  ];
  it("answers as compareAtLeast's bound does", () => {
    for (const person of [true, false]) {
      const reading = { nicknames: true, people: person };
      const listed = listedNames.map((name) => normalizeName(name, person));
      // Vocabulary ids: each listed word's place in `words`, its Latin readings (if from Cyrillic) at the same place.
      const words: string[] = [];
      const readingsOf: (readonly string[] | undefined)[] = [];
      const ids = listed.map((norm) =>
        norm.tokens.map((token, l) => {
          readingsOf.push(norm.latinReadings?.[l]);
          return words.push(token) - 1;
        }),
      );
      const flat = new ListedNames(
        [{ schema: "Person" } as never],
        listed.map((norm, n) => ({
          entry: 0,
          kind: "primary",
          norm,
          ids: ids[n] as number[],
          leastTotal: leastTotal(norm),
        })),
      );
      for (const text of queries) {
        const query = normalizeName(text, person);
        // As the index's: the query word's readings always, the listed word's only when `read` says so
        // (so a flat layout that lost a word's `readings` flag bounds differently and the test tells).
        const similarities: WordSimilarities = {
          ofWord: (q, _l, id, read) => {
            const token = query.tokens[q] as string;
            let similarity = tokenSimilarity(token, words[id] as string, true, true, query.abjad);
            const ofQuery = query.latinReadings?.[q];
            if (ofQuery)
              similarity = Math.max(
                similarity,
                readingSimilarity(ofQuery, keysOf(words[id] as string), person),
              );
            if (read)
              similarity = Math.max(
                similarity,
                readingSimilarity(readingsOf[id] ?? [], keysOf(token), person),
              );
            return similarity;
          },
        };
        listed.forEach((norm, n) => {
          for (const needed of [0.3, 0.5, 0.7, 0.85, 0.95]) {
            const compared = compareAtLeast(
              query,
              norm,
              reading,
              {
                of: (q, l) =>
                  similarities.ofWord(q, l, ids[n]?.[l] as number, Boolean(norm.latinReadings?.[l])),
                joined: () => 1,
              },
              needed,
            );
            const may = mayReach(
              queryWordsOf(query),
              flat,
              n,
              reading,
              similarities,
              needed,
              leastTotal(query),
              (id) => words[id] as string,
            );
            expect(may, `${text} ~ ${listedNames[n]} at ${needed}`).toBe(compared !== undefined);
          }
        });
      }
    }
  });
});
