/**
 * The messages of a `columns_mapping` in a form's errors (react-hook-form's, from the contracts'
 * mapping rules or the api's fields): each field's, and the mapping's own ("Please select all required
 * columns"), which the resolver puts on the mapping or, beside field messages, on its `root`.
 */
export function columnMappingErrors(mappingErrors: unknown) {
  const mapping = mappingErrors as
    | (Record<string, { message?: string } | undefined> & { message?: string; root?: { message?: string } })
    | undefined;
  return {
    whole: mapping?.root?.message ?? mapping?.message,
    field: (field: string) => mapping?.[field]?.message,
  };
}
