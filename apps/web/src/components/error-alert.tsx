import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The one look of an error shown in place (a form's or a section's), announced to screen readers. */
export function ErrorAlert({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid={testId}>
      {children}
    </Alert>
  );
}
