import { Button, CopyButton, Group, Text } from "@mantine/core";
import { formatSupplierCode } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useChangeSupplierCode, useSupplierCode } from "../api/supplier-code";

/**
 * Settings → Procurement, supplier code: the code the workspace gives its suppliers so they can propose
 * themselves as its vendors (the only way a vendor finds it on Tierline). A new code replaces the old at
 * once; withdrawing it stops new proposals. Only the roles that handle vendor relationships see it.
 */
export function SupplierCodeSettings({ entityId }: { entityId: string }) {
  const supplierCode = useSupplierCode(entityId);
  const change = useChangeSupplierCode(entityId);
  const code = supplierCode.data?.code ?? null;
  const run = (what: "renew" | "withdraw") =>
    change.mutate(what, {
      onSuccess: () =>
        showSuccessSnackbar(what === "renew" ? "Supplier code made" : "Supplier code withdrawn"),
    });
  return (
    <SettingsCard
      title="Supplier code"
      description="Give this code to a supplier that is on Tierline: it proposes itself as your vendor with it from its Compliance section, and you approve or reject the relationship."
      testId="supplier-code-settings"
    >
      {!supplierCode.data ? (
        <LoadState error={supplierCode.error} />
      ) : (
        <Group gap="sm" wrap="wrap">
          {code ? (
            <Text ff="monospace" fw={600} style={{ overflowWrap: "anywhere" }} data-testid="supplier-code">
              {formatSupplierCode(code)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" data-testid="supplier-code-none">
              No code: no supplier can propose itself.
            </Text>
          )}
          {code && (
            <CopyButton value={formatSupplierCode(code)}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy} data-testid="supplier-code-copy">
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          )}
          <Button
            size="xs"
            loading={change.isPending}
            onClick={() => run("renew")}
            data-testid="supplier-code-renew"
          >
            {code ? "Make a new code" : "Make a code"}
          </Button>
          {code && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={change.isPending}
              onClick={() => run("withdraw")}
              data-testid="supplier-code-withdraw"
            >
              Withdraw
            </Button>
          )}
        </Group>
      )}
    </SettingsCard>
  );
}
