import { Button } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useState } from "react";
import { usePermissions } from "../../../lib/use-permissions";
import { type ImportCatalogueSlots, ImportCatalogueWizard } from "./import-catalogue-wizard";

/** "Import catalogue" on the catalogue page: opens the import wizard (products.write only). */
export function ImportCatalogueButton({ slots }: { slots: ImportCatalogueSlots }) {
  const { can } = usePermissions();
  const [opened, setOpened] = useState(false);
  if (!can("products.write")) return null;
  return (
    <>
      <Button
        leftSection={<IconFileImport size={16} />}
        onClick={() => setOpened(true)}
        data-testid="import-catalogue"
      >
        Import catalogue
      </Button>
      <ImportCatalogueWizard opened={opened} onClose={() => setOpened(false)} slots={slots} />
    </>
  );
}
