import { Button, Group, Stack, Stepper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFileImport } from "@tabler/icons-react";
import type { ResourceUploadResponse } from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ModalContainer } from "../../../components/modal-container";
import { createProductListDocument } from "../api/create-product-list-document";
import { ImportResult } from "./import-result";
import { type ProductImportStep, productImportStepLabels, productImportSteps } from "./import-steps";
import { FileMapping } from "./mapping-steps";
import type { CatalogueStreamSelect } from "./supply-stream-step";

/**
 * What the app gives the wizard from features it may not import: the upload step's dropzone (the
 * resources feature's), which announces the file with `announce` and says which resource it became;
 * and the supply_stream step's picker (the supply-streams feature's).
 */
export interface ImportCatalogueSlots {
  dropzone: (props: {
    label: string;
    announce: (file: File) => Promise<ResourceUploadResponse>;
    onUploaded: (resource: { id: string }) => void;
  }) => ReactNode;
  streamSelect: CatalogueStreamSelect;
}

const announce = (file: File) =>
  createProductListDocument({ file_name: file.name, content_type: file.type, size: file.size });

/**
 * The catalogue import wizard (spec section 2: upload, column_map, review_col_map, supply_stream), then
 * the import's progress and result with the rejected rows explained and downloadable. Closing it with
 * an uploaded file not yet imported asks first (the spec's unsaved-changes warning).
 */
export function ImportCatalogueWizard({
  opened,
  onClose,
  slots,
}: {
  opened: boolean;
  onClose: () => void;
  slots: ImportCatalogueSlots;
}) {
  const [step, setStep] = useState<ProductImportStep>("upload");
  const [resourceId, setResourceId] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const narrow = useMediaQuery("(max-width: 36em)");

  const close = () => {
    setStep("upload");
    setResourceId(null);
    setImportId(null);
    setConfirmClose(false);
    onClose();
  };
  const requestClose = () => (resourceId && !importId ? setConfirmClose(true) : close());
  const at = productImportSteps.indexOf(step);
  const footer = (primary: ReactNode) => (
    <Group justify="space-between">
      <Button
        variant="default"
        onClick={() => (at === 0 ? requestClose() : setStep(productImportSteps[at - 1]!))}
        data-testid="product-import-back"
      >
        {at === 0 ? "Cancel" : "Back"}
      </Button>
      {primary}
    </Group>
  );

  return (
    <>
      <ModalContainer
        opened={opened}
        onClose={requestClose}
        width="xl"
        title={
          <Group gap="xs">
            <IconFileImport size={20} />
            <Text fw={600}>Import catalogue</Text>
          </Group>
        }
        data-testid="product-import-wizard"
      >
        {importId ? (
          <ImportResult importId={importId} onClose={close} />
        ) : (
          <Stack gap="lg">
            {/* On a phone the numbers alone fit one line; the labels wrapped into ragged rows. */}
            <Stepper active={at} size="xs" allowNextStepsSelect={false} data-testid="product-import-steps">
              {productImportSteps.map((s) => (
                <Stepper.Step
                  key={s}
                  label={narrow ? undefined : productImportStepLabels[s]}
                  aria-label={productImportStepLabels[s]}
                  data-step={s}
                />
              ))}
            </Stepper>
            {step === "upload" || !resourceId ? (
              <>
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    Upload your product catalogue: an export of your shop or ERP, or any spreadsheet with at
                    least each product's name and country of origin.
                  </Text>
                  {slots.dropzone({
                    label: "Upload your product catalogue",
                    announce,
                    onUploaded: (resource) => {
                      setResourceId(resource.id);
                      setStep("column_map");
                    },
                  })}
                </Stack>
                {footer(null)}
              </>
            ) : (
              <FileMapping
                key={resourceId}
                resourceId={resourceId}
                step={step}
                onStep={setStep}
                onStarted={(started) => setImportId(started.id)}
                footer={footer}
                streamSelect={slots.streamSelect}
              />
            )}
          </Stack>
        )}
      </ModalContainer>
      <ConfirmDialog
        opened={confirmClose}
        title="Discard this upload?"
        onConfirm={close}
        onCancel={() => setConfirmClose(false)}
        confirmLabel="Discard"
        destructive
      >
        Your catalogue is uploaded but not imported. If you close now, its column mapping is lost.
      </ConfirmDialog>
    </>
  );
}
