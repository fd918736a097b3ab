import { Group, Progress, Text } from "@mantine/core";

/** The score bands of the results: a near-certain match, a possible one, and the rest (threshold 0). */
export function scoreColor(score: number): "red" | "orange" | "gray" {
  if (score >= 0.95) return "red";
  if (score >= 0.85) return "orange";
  return "gray";
}

/** 0..1 as a whole percentage: "97%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** A score part that is added to (or taken from) the name similarity, in percentage points: "+4 pts". */
export function formatSignedPoints(value: number): string {
  const points = Math.round(value * 1000) / 10;
  if (points === 0) return "0 pts";
  return `${points > 0 ? "+" : "−"}${Math.abs(points)} pts`;
}

/** The score of a match: its percentage and a bar in the colour of its band. */
export function ScoreBar({ score }: { score: number }) {
  const color = scoreColor(score);
  return (
    <Group gap={8} wrap="nowrap" data-testid="screening-score" data-color={color}>
      <Text size="sm" fw={600} w={40} ta="right" c={color === "gray" ? "dimmed" : color}>
        {formatPercent(score)}
      </Text>
      <Progress
        value={Math.round(score * 100)}
        color={color}
        size="sm"
        w={56}
        aria-label={`Score ${formatPercent(score)}`}
      />
    </Group>
  );
}
