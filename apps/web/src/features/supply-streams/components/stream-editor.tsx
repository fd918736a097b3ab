import { Button, Group, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import {
  type SupplyStreamStage,
  type SupplyStreamWire,
  streamNameSchema,
  successMessages,
  supplyStreamStageLabels,
  supplyStreamStages,
} from "@tierline/contracts";
import { useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useStreamVendorOptions } from "../api/get-stream-vendor-options";
import { saveSupplyStreamExplains, useSaveSupplyStream } from "../api/save-supply-stream";

type StageVendors = Record<SupplyStreamStage, string[]>;

/** The editor's values: a name and the vendor ids of each stage; sent as the stream's stage items. */
const editorSchema = z
  .object({
    name: streamNameSchema,
    vendors: z.object(
      Object.fromEntries(supplyStreamStages.map((s) => [s, z.array(z.string())])) as Record<
        SupplyStreamStage,
        z.ZodArray<z.ZodString>
      >,
    ),
  })
  .transform(({ name, vendors }) => ({
    name,
    stage_vendors: supplyStreamStages.flatMap((stage) =>
      vendors[stage].map((id) => ({ supply_stream_stage: stage, entity_relationship: id })),
    ),
  }));

const valuesOf = (stream?: SupplyStreamWire) => ({
  name: stream?.name ?? "",
  vendors: Object.fromEntries(
    supplyStreamStages.map((s) => [
      s,
      stream?.stages.find((x) => x.supply_stream_stage === s)?.vendors.map((v) => v.id) ?? [],
    ]),
  ) as StageVendors,
});

/** One stage's vendors: a searchable multi-select over the workspace's vendors. */
function StageVendorPicker({
  workspaceId,
  stage,
  value,
  onChange,
  known,
  remember,
}: {
  workspaceId: string;
  stage: SupplyStreamStage;
  value: string[];
  onChange: (ids: string[]) => void;
  known: Map<string, string>;
  remember: (options: { id: string; name: string }[]) => void;
}) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [open, setOpen] = useState(false);
  const options = useStreamVendorOptions(workspaceId, open ? debounced : "");
  const found = options.data?.results ?? [];
  const data = useMemo(() => {
    const entries = new Map<string, string>();
    for (const id of value) entries.set(id, known.get(id) ?? "…");
    for (const v of found) entries.set(v.id, v.name);
    return [...entries].map(([id, name]) => ({ value: id, label: name }));
  }, [value, found, known]);
  return (
    <MultiSelect
      label={supplyStreamStageLabels[stage]}
      placeholder={value.length === 0 ? "Search vendors" : undefined}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpen(true)}
      onChange={(ids) => {
        remember(found);
        onChange(ids);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? "Searching…" : "No vendor found"}
      comboboxProps={{ withinPortal: true }}
      data-testid={`stream-editor-stage-${stage}`}
    />
  );
}

/**
 * Create or edit a stream: its name and the vendors at each of the five stages, picked from the
 * workspace's vendors by search. A name another stream has is said on the name.
 */
export function StreamEditor({
  workspaceId,
  stream,
  opened,
  onClose,
}: {
  workspaceId: string;
  stream?: SupplyStreamWire;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveSupplyStream(workspaceId);
  const [known, setKnown] = useState(
    () => new Map((stream?.stages ?? []).flatMap((s) => s.vendors.map((v) => [v.id, v.name] as const))),
  );
  const remember = (options: { id: string; name: string }[]) =>
    setKnown((map) => {
      const next = new Map(map);
      for (const o of options) next.set(o.id, o.name);
      return next;
    });
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: editorSchema,
    defaultValues: valuesOf(stream),
    submit: (body) => save.mutateAsync({ id: stream?.id, body }),
    explainStatuses: saveSupplyStreamExplains,
    fieldOf: (field) => (field === "name" ? "name" : null),
    onSuccess: () => {
      showSuccessSnackbar(stream ? successMessages.changesSaved : successMessages.supplyStreamAdded);
      onClose();
    },
  });
  const close = () => {
    form.reset(valuesOf(stream));
    onClose();
  };
  const title = stream ? "Edit supply stream" : "New supply stream";
  return (
    <ModalContainer opened={opened} onClose={close} title={title} width="md">
      <Form onSubmit={onSubmit} aria-label={title} data-testid="stream-editor">
        <Stack gap="md">
          {formError && <ErrorAlert testId="stream-editor-error">{formError}</ErrorAlert>}
          <TextInput
            label="Stream name"
            withAsterisk
            {...form.register("name")}
            error={form.formState.errors.name?.message}
            data-testid="stream-editor-name"
          />
          <Text size="sm" c="dimmed">
            Assign the vendors that work at each stage of this chain. Any stage may stay empty.
          </Text>
          {supplyStreamStages.map((stage) => (
            <Controller
              key={stage}
              control={form.control}
              name={`vendors.${stage}`}
              render={({ field }) => (
                <StageVendorPicker
                  workspaceId={workspaceId}
                  stage={stage}
                  value={field.value}
                  onChange={field.onChange}
                  known={known}
                  remember={remember}
                />
              )}
            />
          ))}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="stream-editor-submit">
              {stream ? "Save" : "Create stream"}
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
