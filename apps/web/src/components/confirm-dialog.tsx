import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { modalWidths } from "../lib/constants";
import { ModalContainer } from "./modal-container";

export interface ConfirmDialogProps {
  opened: boolean;
  title: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  loading?: boolean;
}

/** A confirmation dialog with OK and Cancel. */
export function ConfirmDialog({
  opened,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = "OK",
  cancelLabel = "Cancel",
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <ModalContainer opened={opened} onClose={onCancel} title={title} width="sm">
      <Stack gap="lg">
        {typeof children === "string" ? <Text size="sm">{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading} data-testid="confirm-cancel">
            {cancelLabel}
          </Button>
          <Button
            color={destructive ? "red" : undefined}
            onClick={onConfirm}
            loading={loading}
            data-testid="confirm-ok"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ModalContainer>
  );
}

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** Opens a confirmation dialog; resolves true on OK, false on Cancel or close. */
export function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    modals.openConfirmModal({
      title: options.title,
      children:
        typeof options.message === "string" ? <Text size="sm">{options.message}</Text> : options.message,
      labels: { confirm: options.confirmLabel ?? "OK", cancel: options.cancelLabel ?? "Cancel" },
      confirmProps: {
        color: options.destructive ? "red" : undefined,
        "data-testid": "confirm-ok",
      },
      cancelProps: { "data-testid": "confirm-cancel" },
      size: `calc(${modalWidths.sm}px)`,
      centered: true,
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
