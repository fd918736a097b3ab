import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ListEntry } from "@tierline/screening";
import { cleanCompanies, cleanPersons } from "./clean-names";
import { createRandom, type Random } from "./random";

/** One labelled query: a name to screen and the SDN entry it must find (none for clean names). */
export interface LabelledQuery {
  name: string;
  country: string;
  /** ent_num of the SDN entry that must be among the matches; "" when nothing may match. */
  expected: string;
  variant: string;
  /** The query's writing system (latin, arabic, cyrillic, han...), for figures by script. */
  script: string;
}

const scriptTests: [string, RegExp][] = [
  ["arabic", /\p{Script=Arabic}/u],
  ["cyrillic", /\p{Script=Cyrillic}/u],
  ["han", /\p{Script=Han}/u],
  ["kana", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["hangul", /\p{Script=Hangul}/u],
  ["georgian", /\p{Script=Georgian}/u],
  ["armenian", /\p{Script=Armenian}/u],
  ["khmer", /\p{Script=Khmer}/u],
  ["hebrew", /\p{Script=Hebrew}/u],
  ["greek", /\p{Script=Greek}/u],
  ["thai", /\p{Script=Thai}/u],
];

/** The first non-Latin script a name is written in, or latin. */
export function scriptOf(name: string): string {
  for (const [script, test] of scriptTests) if (test.test(name)) return script;
  return "latin";
}

/** Name tokens in other scripts, from the public transliteration dictionaries in ../shared/data/names. */
export interface ScriptDictionaries {
  cyrillic: Map<string, string>;
  arabic: Map<string, string>;
}

export function loadScriptDictionaries(namesDir: string): ScriptDictionaries {
  const cyrillic = new Map<string, string>();
  for (const line of readFileSync(
    join(namesDir, "wikidata_transliteration_coling2018/wd_russian_20.txt"),
    "utf8",
  ).split("\n")) {
    const [latin, spaced] = line.split("\t");
    if (latin && spaced && !cyrillic.has(latin)) cyrillic.set(latin, spaced.replace(/ /g, ""));
  }
  const arabic = new Map<string, string>();
  for (const file of ["ar2en-train.txt", "ar2en-eval.txt", "ar2en-test.txt"]) {
    for (const line of readFileSync(join(namesDir, "google_transliteration_ar2en", file), "utf8").split(
      "\n",
    )) {
      const [script, latin] = line.split("\t");
      if (script && latin && !arabic.has(latin.trim())) arabic.set(latin.trim(), script.trim());
    }
  }
  return { cyrillic, arabic };
}

const words = (name: string) => name.split(/\s+/).filter(Boolean);

/** "HANIYA, Ismail Abdul" -> "Ismail Abdul HANIYA": OFAC writes persons surname first. */
function naturalOrder(name: string): string {
  const comma = name.indexOf(",");
  return comma < 0 ? name : `${name.slice(comma + 1).trim()} ${name.slice(0, comma).trim()}`;
}

function wordOrder(name: string, random: Random): string | undefined {
  const ws = words(name.replace(/,/g, ""));
  if (ws.length < 2) return undefined;
  const shuffled = random.shuffle(ws);
  return shuffled.join(" ") === ws.join(" ") ? ws.reverse().join(" ") : shuffled.join(" ");
}

/** One keyboard slip in the longest word: a letter dropped, doubled, swapped with the next or replaced. */
function typo(name: string, random: Random): string | undefined {
  const ws = words(name);
  const longest = ws.reduce((best, w, i) => (w.length > (ws[best] as string).length ? i : best), 0);
  const word = ws[longest] as string;
  if (word.length < 5) return undefined;
  const at = 1 + random.int(word.length - 2);
  const letter = "abcdefghijklmnopqrstuvwxyz"[random.int(26)] as string;
  const edits = [
    () => word.slice(0, at) + word.slice(at + 1),
    () => word.slice(0, at) + word[at] + word.slice(at),
    () => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
    () => word.slice(0, at) + letter + word.slice(at + 1),
  ];
  ws[longest] = (random.pick(edits) as () => string)();
  return ws.join(" ");
}

/**
 * Spelling changes transliterations make (ou/u, ee/i, y/i, kh/h, q/k, dj/j, doubled letters), applied
 * to one word. Rules only: the matcher's own variant table is not used, so this does not test itself.
 */
const spellingRules: [RegExp, string][] = [
  [/ou/i, "u"],
  [/u/i, "ou"],
  [/ee/i, "i"],
  [/y/i, "i"],
  [/i(?=[aeou])/i, "y"],
  [/kh/i, "h"],
  [/q/i, "k"],
  [/dj/i, "j"],
  [/([bdfglmnprst])\1/i, "$1"],
  [/(?<=[aeiou])([lmnrst])(?=[aeiou])/i, "$1$1"],
  [/e(?=[a-z]$)/i, "a"],
  [/a(?=[a-z]$)/i, "e"],
];

function respell(name: string, random: Random): string | undefined {
  const ws = words(name);
  const order = random.shuffle(ws.map((_, i) => i));
  for (const i of order) {
    const word = ws[i] as string;
    if (word.length < 4) continue;
    for (const [rule, replacement] of random.shuffle(spellingRules)) {
      if (rule.test(word)) {
        ws[i] = word.replace(rule, replacement);
        return ws.join(" ");
      }
    }
  }
  return undefined;
}

/** A person's name written in Cyrillic or Arabic script, word by word, where the dictionaries know the word. */
function otherScript(name: string, dictionaries: ScriptDictionaries, random: Random): string | undefined {
  const ws = words(naturalOrder(name).replace(/[,.]/g, ""));
  for (const dictionary of random.shuffle([dictionaries.cyrillic, dictionaries.arabic])) {
    const converted = ws.map((w) => dictionary.get(w.toLowerCase()));
    const known = converted.filter(Boolean).length;
    // Every word, or all but one short one: a half-converted name is not a realistic input.
    if (known === ws.length && ws.length >= 2) return converted.join(" ");
  }
  return undefined;
}

const suffixSwaps: [RegExp, string][] = [
  [/\bLIMITED LIABILITY COMPANY\b/i, "LLC"],
  [/\bLLC\b/i, "Limited Liability Company"],
  [/\bCO\.?,? LTD\.?/i, "Company Limited"],
  [/\bLTD\b\.?/i, "Limited"],
  [/\bLIMITED\b/i, "Ltd."],
  [/\bJOINT STOCK COMPANY\b/i, "JSC"],
  [/\bS\.A\.?/i, "SA"],
  [/\bINC\b\.?/i, "Incorporated"],
  [/\bCORPORATION\b/i, "Corp."],
  [/\bCOMPANY\b/i, "Co."],
  [/\bGMBH\b/i, "G.m.b.H."],
];

function suffixChange(entry: ListEntry, random: Random): string | undefined {
  if (entry.schema !== "Company") return undefined;
  for (const [rule, replacement] of suffixSwaps) {
    if (rule.test(entry.name)) return entry.name.replace(rule, replacement);
  }
  return `${entry.name.replace(/[,.]+$/, "")} ${random.pick(["LLC", "Ltd", "GmbH", "S.A.", "OOO", "Co., Ltd."])}`;
}

function punctuation(name: string): string | undefined {
  const stripped = naturalOrder(name)
    .replace(/[.,'"()]/g, "")
    .replace(/-/g, " ");
  return stripped === name ? undefined : stripped;
}

/**
 * The labelled set: for a seeded sample of SDN entries, the listed name, an alias, and realistic
 * variants (word order, typo, spelling, other script, legal-form change, punctuation), each labelled
 * with its entry; and clean company and person names that must not match anything.
 */
export function buildEvalSet(
  sdn: readonly ListEntry[],
  dictionaries: ScriptDictionaries,
  options: { entries: number; cleanNames: number; seed: number },
): LabelledQuery[] {
  const random = createRandom(options.seed);
  const queries: LabelledQuery[] = [];
  const named = sdn.filter((e) => e.schema === "Person" || e.schema === "Company");
  for (const entry of random.sample(named, options.entries)) {
    const country = random.next() < 0.7 ? (entry.countries[0] ?? "") : "";
    const add = (variant: string, name: string | undefined) => {
      if (name?.trim()) queries.push({ name, country, expected: entry.id, variant, script: scriptOf(name) });
    };
    add("exact", entry.name);
    const alias = random.pick(entry.aliases.filter((a) => a.kind === "aka" || a.kind === "fka"));
    add("alias", alias?.name);
    add("word-order", wordOrder(entry.name, random));
    add("typo", typo(entry.name, random));
    add("spelling", respell(entry.name, random));
    if (entry.schema === "Person") add("script", otherScript(entry.name, dictionaries, random));
    add("legal-form", suffixChange(entry, random));
    add("punctuation", punctuation(entry.name));
  }
  const half = Math.floor(options.cleanNames / 2);
  // Clean parties come from everywhere, listed countries included; a third give no country.
  const cleanCountry = () =>
    random.pick(["", "US", "GB", "DE", "FR", "CN", "IN", "TR", "AE", "RU", "BR", "MX"]) ?? "";
  for (const name of cleanCompanies(random, half)) {
    queries.push({ name, country: cleanCountry(), expected: "", variant: "clean-company", script: "latin" });
  }
  for (const name of cleanPersons(random, options.cleanNames - half)) {
    queries.push({ name, country: cleanCountry(), expected: "", variant: "clean-person", script: "latin" });
  }
  return queries;
}

/** Given name -> its nicknames, from ../shared/data/names/nicknames/names.csv (name1,has_nickname,name2). */
export function loadNicknames(namesDir: string): Map<string, string[]> {
  const nicknames = new Map<string, string[]>();
  for (const line of readFileSync(join(namesDir, "nicknames/names.csv"), "utf8").split("\n").slice(1)) {
    const [name, relation, nickname] = line.trim().split(",");
    if (!name || !nickname || relation !== "has_nickname") continue;
    const list = nicknames.get(name) ?? [];
    list.push(nickname);
    nicknames.set(name, list);
  }
  return nicknames;
}

const capitalised = (word: string) => (word[0] ?? "").toUpperCase() + word.slice(1);

/**
 * Listed persons named by a nickname of their given name (William -> Bill), from the public nickname
 * pairs: for seeded SDN persons whose given names hold one the data knows, that word replaced by one of
 * its nicknames (natural order, surname last). Variant "nickname".
 */
export function buildNicknameQueries(
  sdn: readonly ListEntry[],
  nicknames: Map<string, string[]>,
  options: { count: number; seed: number },
): LabelledQuery[] {
  const random = createRandom(options.seed);
  const queries: LabelledQuery[] = [];
  for (const entry of random.shuffle(sdn.filter((e) => e.schema === "Person" && e.name.includes(",")))) {
    if (queries.length >= options.count) break;
    const comma = entry.name.indexOf(",");
    const given = words(entry.name.slice(comma + 1).replace(/[,.]/g, ""));
    const at = given.findIndex((w) => nicknames.has(w.toLowerCase()));
    if (at < 0) continue;
    const nickname = random.pick(nicknames.get((given[at] as string).toLowerCase()) ?? []);
    if (!nickname) continue;
    given[at] = capitalised(nickname);
    const name = `${given.join(" ")} ${entry.name.slice(0, comma).trim()}`;
    const country = random.next() < 0.7 ? (entry.countries[0] ?? "") : "";
    queries.push({ name, country, expected: entry.id, variant: "nickname", script: "latin" });
  }
  return queries;
}

/**
 * Listed persons named in part (OFAC "SURNAME, Given Middle"): their surname and first given name
 * (variant "surname-given", must find the entry), and their given names without the surname (variant
 * "given-only", must not: a person match needs the surname and a given name).
 */
export function buildPartialNameQueries(
  sdn: readonly ListEntry[],
  options: { count: number; seed: number },
): LabelledQuery[] {
  const random = createRandom(options.seed);
  const queries: LabelledQuery[] = [];
  const persons = sdn.filter((e) => e.schema === "Person" && /^[^,]+,\s*\S+\s+\S+/.test(e.name));
  for (const entry of random.sample(persons, options.count)) {
    const comma = entry.name.indexOf(",");
    const surname = entry.name.slice(0, comma).trim();
    const given = words(entry.name.slice(comma + 1).replace(/[,.]/g, ""));
    const add = (variant: string, name: string) =>
      queries.push({ name, country: "", expected: entry.id, variant, script: "latin" });
    add("surname-given", `${given[0]} ${surname}`);
    add("given-only", given.join(" "));
  }
  return queries;
}

/**
 * Clean persons written in Arabic and in Cyrillic script, word by word from the public dictionaries
 * (every word known): names nobody lists, to measure false positives of other-script queries.
 */
export function buildCleanScriptQueries(
  dictionaries: ScriptDictionaries,
  options: { count: number; seed: number },
): LabelledQuery[] {
  const random = createRandom(options.seed);
  const queries: LabelledQuery[] = [];
  for (const [script, dictionary] of [
    ["arabic", dictionaries.arabic],
    ["cyrillic", dictionaries.cyrillic],
  ] as const) {
    const seen = new Set<string>();
    for (const name of cleanPersons(random, options.count * 20)) {
      if (seen.size >= options.count) break;
      const converted = words(name).map((w) => dictionary.get(w.toLowerCase()));
      if (converted.some((w) => !w)) continue;
      const query = converted.join(" ");
      if (seen.has(query)) continue;
      seen.add(query);
      queries.push({ name: query, country: "", expected: "", variant: `clean-person-${script}`, script });
    }
  }
  return queries;
}
