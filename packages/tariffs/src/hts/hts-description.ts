import type { HtsNode } from "./hts-schedule";

/**
 * A line's description with its ancestors', as the indented schedule reads: "Live horses, asses, mules
 * and hinnies: Horses: Purebred breeding animals: Males". An ancestor that does not end in a colon
 * (an 8-digit line above its statistical lines) gets one.
 */
export function fullDescription(node: Pick<HtsNode, "descriptionPath">): string {
  return node.descriptionPath
    .map((part, index) =>
      index === node.descriptionPath.length - 1 || part.endsWith(":") ? part : `${part}:`,
    )
    .join(" ");
}
