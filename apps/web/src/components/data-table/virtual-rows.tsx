import { useVirtualizer, type VirtualItem } from "@tanstack/react-virtual";
import { type ReactNode, type RefObject, useRef } from "react";

/** Estimated height of a row before it is measured (a two-line cell at the table's spacing). */
const estimatedRowHeight = 57;

export interface VirtualWindow {
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The rows in (and just around) view. */
  items: VirtualItem[];
  /** Space kept for the rows above and below the window, so the scroll bar tells the whole page. */
  paddingTop: number;
  paddingBottom: number;
  /** Measures a rendered row (its `data-index` says which). */
  measure: (node: Element | null) => void;
}

/**
 * Virtual scrolling for a long page of rows (@tanstack/react-virtual): only the rows in view are
 * rendered, between two spacer rows, so the table keeps its real `<tr>` semantics. Disabled, it
 * reports no window and the caller renders every row.
 */
export function VirtualRows<T>({
  enabled,
  rows,
  height,
  children,
}: {
  enabled: boolean;
  rows: readonly T[];
  height: number;
  children: (window: VirtualWindow) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: enabled ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    // Before the first layout (and where nothing is laid out) assume the scroll area's full height.
    initialRect: { width: 0, height },
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = enabled ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = enabled ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return children({ scrollRef, items, paddingTop, paddingBottom, measure: virtualizer.measureElement });
}
