export { fullDescription } from "./hts/hts-description";
export { loadHtsSchedule, readHtsChapters } from "./hts/hts-folder";
export { findHtsLine } from "./hts/hts-lookup";
export { assertRevision, type HtsRevision, sharedDataHtsRevision } from "./hts/hts-revision";
export { type HtsFootnote, HtsFormatError } from "./hts/hts-rows";
export {
  type HtsChapterRows,
  type HtsLevel,
  type HtsNode,
  type HtsRates,
  type HtsSchedule,
  parseHtsSchedule,
} from "./hts/hts-schedule";
export { computeDuty, type DutyInput, type DutyResult, measureOf } from "./rates/duty";
export * from "./rates/rate-model";
export { normaliseRateText, parseDutyRate, tariffNumbersIn } from "./rates/rate-text";
export { parseSpecialRates, specialRateFor, specialRatesRead } from "./rates/special-rates";
