import { Center, Group, Loader, type LoaderProps, Text } from "@mantine/core";
import { loaderSizes } from "../lib/constants";

export interface AppLoaderProps extends Omit<LoaderProps, "size"> {
  /** Shown next to the spinner and read by screen readers. */
  label?: string;
  /** `button` 18 px, `default` 22 px. */
  size?: keyof typeof loaderSizes;
  /** Hide the visible label (it stays readable for screen readers). */
  hideLabel?: boolean;
}

/** The loader with a default label. */
export function AppLoader({
  label = "Loading...",
  size = "default",
  hideLabel = false,
  ...props
}: AppLoaderProps) {
  return (
    <Group gap="xs" role="status" aria-live="polite" aria-label={label} data-testid="loader" wrap="nowrap">
      <Loader size={loaderSizes[size]} {...props} />
      {!hideLabel && (
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      )}
    </Group>
  );
}

/** A loader centred in the available space, for whole pages and panels. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih={240} h="100%">
      <AppLoader label={label} />
    </Center>
  );
}
