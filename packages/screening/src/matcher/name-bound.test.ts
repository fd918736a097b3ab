import { describe, expect, it } from "vitest";
import { ListedNames } from "./listed-names";
import { mayReach, queryWordsOf, type WordSimilarities } from "./name-bound";
import { compareAtLeast, leastTotal } from "./name-score";
import { normalizeName } from "./normalize";
import { tokenSimilarity } from "./token-similarity";

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
  ];
  it("answers as compareAtLeast's bound does", () => {
    for (const person of [true, false]) {
      const reading = { nicknames: true, people: person };
      const listed = listedNames.map((name) => normalizeName(name, person));
      // Vocabulary ids: each listed word's place in `words`.
      const words: string[] = [];
      const ids = listed.map((norm) => norm.tokens.map((token) => words.push(token) - 1));
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
        const similarities: WordSimilarities = {
          ofWord: (q, _l, id) =>
            tokenSimilarity(query.tokens[q] as string, words[id] as string, true, true, query.abjad),
        };
        listed.forEach((norm, n) => {
          for (const needed of [0.3, 0.5, 0.7, 0.85, 0.95]) {
            const compared = compareAtLeast(
              query,
              norm,
              reading,
              {
                of: (q, l) => similarities.ofWord(q, l, ids[n]?.[l] as number, false),
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
