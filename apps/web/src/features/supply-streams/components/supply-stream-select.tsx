import { Select, type SelectProps } from "@mantine/core";
import { errorText } from "../../../lib/form-errors";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useSupplyStreams } from "../api/get-supply-streams";

/**
 * One of the workspace's supply streams (the first 100 by name), or none (`""`, named `noneLabel`), for
 * a form of another feature the app composes (the catalogue import's supply_stream step). The streams
 * are the list every stream write refreshes; a list that could not be read says so on the input.
 */
export function SupplyStreamSelect({
  noneLabel,
  error,
  ...props
}: Omit<SelectProps, "data"> & { noneLabel: string }) {
  const workspaceId = useWorkspaceId();
  const streams = useSupplyStreams(workspaceId, { ordering: "name", page: 1, pageSize: 100 });
  const data = [
    { value: "", label: noneLabel },
    ...(streams.data?.results ?? []).map((stream) => ({ value: stream.id, label: stream.name })),
  ];
  return (
    <Select
      {...props}
      data={data}
      error={error ?? (streams.isError ? errorText(streams.error) : undefined)}
    />
  );
}
