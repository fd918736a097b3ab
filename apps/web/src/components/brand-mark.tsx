import { Group, Text } from "@mantine/core";

/** The Tierline mark and word. */
export function BrandMark({ inverted = false, size = 28 }: { inverted?: boolean; size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" aria-label="Tierline">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? "#ffffff" : "var(--mantine-color-brand-8)"} />
        <path d="M8 10h16v3H17.5v11h-3V13H8z" fill={inverted ? "var(--mantine-color-brand-9)" : "#ffffff"} />
        <rect x="8" y="20" width="4" height="4" rx="1" fill="#60a5fa" />
      </svg>
      <Text fw={700} fz={size * 0.62} c={inverted ? "white" : undefined} style={{ letterSpacing: "-0.01em" }}>
        Tierline
      </Text>
    </Group>
  );
}
