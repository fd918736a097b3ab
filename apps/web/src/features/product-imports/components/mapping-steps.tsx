import { Button, Skeleton } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
  addProductListRequestSchema,
  type ProductImportWire,
  type ProductListMetaData,
  successMessages,
} from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { useApiForm } from "../../../lib/use-api-form";
import { addProductListExplains, addProductListMutationOptions } from "../api/add-product-list";
import { useProductListMetaData } from "../api/get-product-list-meta-data";
import { ColumnMapStep } from "./column-map-step";
import type { ProductImportStep } from "./import-steps";
import type { MappingValues } from "./mapping-form";
import { ReviewStep } from "./review-step";
import { type CatalogueStreamSelect, SupplyStreamStep } from "./supply-stream-step";

export interface MappingStepsProps {
  resourceId: string;
  step: Exclude<ProductImportStep, "upload">;
  onStep: (step: ProductImportStep) => void;
  /** The import was started: its progress follows. */
  onStarted: (started: ProductImportWire) => void;
  /** The step's footer around its primary action (the wizard's Back). */
  footer: (primary: ReactNode) => ReactNode;
  streamSelect: CatalogueStreamSelect;
}

/**
 * column_map, review_col_map and supply_stream: one form of the contracts' request (the mapping's rules
 * and messages), sent from the last step. What the server refuses is said on its input, and the wizard
 * goes back to the step that holds it (a column the file lacks: column_map).
 */
function MappingSteps({
  meta,
  resourceId,
  step,
  onStep,
  onStarted,
  footer,
  streamSelect,
}: MappingStepsProps & { meta: ProductListMetaData }) {
  const add = useMutation(addProductListMutationOptions());
  const [checked, setChecked] = useState(false);
  const { form, onSubmit, submitting, formError } = useApiForm<
    MappingValues,
    MappingValues,
    ProductImportWire
  >({
    schema: addProductListRequestSchema,
    defaultValues: { columns_mapping: meta.columns_mapping, supply_stream: null },
    submit: (body) => add.mutateAsync({ resourceId, body }),
    explainStatuses: addProductListExplains,
    validate: "onSubmit",
    onSuccess: (started) => {
      showSuccessSnackbar(successMessages.productCatalogAdded);
      onStarted(started);
    },
  });
  const next = async () => {
    setChecked(true);
    if (await form.trigger("columns_mapping")) onStep("review_col_map");
  };
  const start = async () => {
    await onSubmit();
    if (form.getFieldState("columns_mapping").invalid) onStep("column_map");
  };
  return (
    <>
      {formError && <ErrorAlert testId="product-import-error">{formError}</ErrorAlert>}
      {step === "column_map" && <ColumnMapStep meta={meta} form={form} checked={checked} />}
      {step === "review_col_map" && <ReviewStep meta={meta} mapping={form.watch("columns_mapping")} />}
      {step === "supply_stream" && <SupplyStreamStep form={form} streamSelect={streamSelect} />}
      {footer(
        step === "column_map" ? (
          <Button onClick={() => void next()} data-testid="product-import-next">
            Next
          </Button>
        ) : step === "review_col_map" ? (
          <Button onClick={() => onStep("supply_stream")} data-testid="product-import-next">
            Next
          </Button>
        ) : (
          <Button onClick={() => void start()} loading={submitting} data-testid="product-import-start">
            Import products
          </Button>
        ),
      )}
    </>
  );
}

/** The steps after the upload, once the file's columns are read. */
export function FileMapping(props: MappingStepsProps) {
  const meta = useProductListMetaData(props.resourceId);
  if (!meta.data) {
    return (
      <>
        {meta.isError ? <ErrorAlert>{errorText(meta.error)}</ErrorAlert> : <Skeleton height={300} />}
        {props.footer(null)}
      </>
    );
  }
  return <MappingSteps meta={meta.data} {...props} />;
}
