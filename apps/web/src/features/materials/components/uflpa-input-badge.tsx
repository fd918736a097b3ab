import { Badge } from "@mantine/core";
import { type UflpaInput, uflpaInputLabels } from "@tierline/contracts";

/** Marks a material that is a UFLPA high-priority input. */
export function UflpaInputBadge({ input }: { input: UflpaInput }) {
  return (
    <Badge color="orange" variant="light" size="sm" data-testid="uflpa-input-badge">
      UFLPA: {uflpaInputLabels[input]}
    </Badge>
  );
}
