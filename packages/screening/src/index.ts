export { archiveDateOf, supplementFromArchive } from "./lists/archive";
export { resolveCountry } from "./lists/countries";
export { loadSourceFolder, readSourceFolder } from "./lists/folder";
export {
  entryHash,
  keptInMerge,
  listPublishers,
  type MergeContext,
  mergeSources,
  publishedFirstHand,
  unReferencesOf,
} from "./lists/merge";
export { parserVersion } from "./lists/parser-version";
export { sourceDefinitions } from "./lists/registry";
export type { SourceDefinition, SourceFile, SourceFiles } from "./lists/sources";
export { comparableName } from "./lists/text";
export { buildSubjectIndex, type IndexedSubject, type SubjectIndex } from "./matcher/affected";
export { scoreNames } from "./matcher/name-score";
export { defaultThreshold } from "./matcher/scoring";
export {
  buildScreeningIndex,
  buildScreeningIndexGradually,
  type ScreeningIndex,
} from "./matcher/screening-index";
export type {
  MatchMode,
  ScoreParts,
  ScreeningMatch,
  ScreeningQuery,
  SearchOptions,
  SearchPage,
  TokenMatch,
} from "./matcher/types";
export * from "./model";
