import { Skeleton, Text } from "@mantine/core";
import { errorText } from "../lib/form-errors";

/** What a settings card shows until its data is there: a skeleton, or why the load failed. */
export function LoadState({ error }: { error: unknown }) {
  return error ? (
    <Text size="sm" c="red" role="alert">
      {errorText(error)}
    </Text>
  ) : (
    <Skeleton height={80} />
  );
}
