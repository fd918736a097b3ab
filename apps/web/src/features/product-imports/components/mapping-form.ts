import type { UseFormReturn } from "react-hook-form";

/** The mapping and the stream as POST /products/add-product-list/{id} takes them: the form's values. */
export type MappingValues = { columns_mapping: Record<string, unknown>; supply_stream?: string | null };

/** The form the steps after the upload share. */
export type MappingForm = UseFormReturn<MappingValues, unknown, MappingValues>;
