import { Text, type TextProps, Tooltip } from "@mantine/core";
import { truncateText } from "../lib/format";

export interface TruncatedTextProps extends TextProps {
  /** The user's text (a workspace name, a person's name, an e-mail address). */
  text: string;
  /** Characters kept before the ellipsis; the spec's 20 by default. */
  length?: number;
  testId?: string;
}

/**
 * User text shown next to controls: cut to the spec's truncation length (20 characters and an
 * ellipsis) so a long or unbroken name never pushes a button off screen, with the whole text in a
 * tooltip on hover or tap. Short text is shown as it is.
 */
export function TruncatedText({ text, length, testId, ...props }: TruncatedTextProps) {
  const shown = truncateText(text, length);
  if (shown === text) {
    return (
      <Text {...props} data-testid={testId}>
        {text}
      </Text>
    );
  }
  return (
    <Tooltip
      label={text}
      multiline
      maw={320}
      style={{ overflowWrap: "anywhere" }}
      events={{ hover: true, focus: false, touch: true }}
      withinPortal
    >
      <Text {...props} data-testid={testId}>
        {shown}
      </Text>
    </Tooltip>
  );
}
