import type { Column, RowData } from "@tanstack/react-table";

/** Where a column shows in a row's card on a phone (see `phonePlacement` for the default). */
export type PhonePlacement = "title" | "line" | "actions" | "hidden";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name where its header is no text (column chooser, hidden header, phone label). */
    label?: string;
    /** A fixed width in pixels. */
    width?: number;
    /** The server's sort key for this column; the column is sortable only with one. */
    sortKey?: string;
    /** Header read by screen readers only (e.g. a row menu's column). */
    hideHeader?: boolean;
    /**
     * On a phone: the card's heading ("title"), a "label: value" line ("line"), a control at the
     * card's top right ("actions") or left out ("hidden").
     */
    phone?: PhonePlacement;
  }
}

/** The id of the row selection column the table adds for bulk actions. */
export const selectColumnId = "select";

/** A column's name in words: its `meta.label`, else its header when that is text, else its id. */
export function columnLabel<T>(column: Column<T, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === "string" ? header : column.id);
}

/**
 * Where a column shows on a phone: what its `meta.phone` says; otherwise the first column (after
 * the selection) is the title, a column whose header is hidden (a row menu) is an action, and any
 * other is a line. So a screen's columns work on a phone without saying anything.
 */
export function phonePlacement<T>(column: Column<T, unknown>, all: Column<T, unknown>[]): PhonePlacement {
  const meta = column.columnDef.meta;
  if (meta?.phone) return meta.phone;
  if (all.find((other) => other.id !== selectColumnId)?.id === column.id) return "title";
  return meta?.hideHeader ? "actions" : "line";
}
