/** Filter values as kept in the page's query string (spec section 2): each value is JSON text. */
export type FilterValues = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmptyData(data: unknown): boolean {
  if (data === undefined || data === null || data === "") return true;
  if (Array.isArray(data)) return data.length === 0;
  if (isPlainObject(data)) return Object.keys(data).length === 0;
  return false;
}

/**
 * A filter is left out of the query string when its value is empty (undefined or ""), null, the text
 * "null", an empty list, or an object with empty data (`{}`, or `{data}` where data is empty).
 */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === "null") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) {
    if (Object.keys(value).length === 0) return true;
    if ("data" in value) return isEmptyData(value.data);
  }
  return false;
}

/** Writes `filters` into a copy of `params`: JSON text per key, empty values remove their key. */
export function writeFilters(params: URLSearchParams, filters: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    if (isEmptyFilterValue(value)) next.delete(key);
    else next.set(key, JSON.stringify(value));
  }
  return next;
}

/** Reads the given keys back; a value that is not JSON text is returned as the raw text. */
export function readFilters(params: URLSearchParams, keys?: readonly string[]): FilterValues {
  const result: FilterValues = {};
  const names = keys ?? [...new Set(params.keys())];
  for (const key of names) {
    const text = params.get(key);
    if (text === null) continue;
    try {
      const value: unknown = JSON.parse(text);
      if (!isEmptyFilterValue(value)) result[key] = value;
    } catch {
      if (!isEmptyFilterValue(text)) result[key] = text;
    }
  }
  return result;
}
