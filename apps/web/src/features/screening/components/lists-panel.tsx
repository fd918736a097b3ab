import {
  Badge,
  Box,
  Divider,
  Grid,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ScreeningSource } from "@tierline/contracts";
import { Fragment, type ReactNode } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { errorText } from "../../../lib/form-errors";
import { formatDate, formatNumber, formatRelativeTime, formatTime } from "../../../lib/format";
import { awaitsFirstLoad, useScreeningLists } from "../api/get-screening-lists";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <Text size="xs" c="dimmed" w={78} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="xs" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

/** One bar per list key, proportional to the source's largest list (a non-empty list always shows). */
function ListBars({ source }: { source: ScreeningSource }) {
  const largest = Math.max(0, ...source.lists.map((list) => list.count));
  if (source.lists.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={8}>
      {source.lists.map((list) => {
        const share = largest > 0 ? (list.count / largest) * 100 : 0;
        return (
          <Box key={list.list} miw={0} data-testid={`screening-list-${source.source}-${list.list}`}>
            <Group justify="space-between" gap={6} wrap="nowrap" mb={3}>
              <Text size="xs" truncate="end" title={list.label}>
                {list.label}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0, fontVariantNumeric: "tabular-nums" }}>
                {formatNumber(list.count)}
              </Text>
            </Group>
            <Progress
              value={list.count > 0 ? Math.max(share, 2) : 0}
              size="sm"
              aria-label={`${list.label}: ${formatNumber(list.count)} entries`}
            />
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

function StatusBadge({ source }: { source: ScreeningSource }) {
  if (source.version !== null) {
    return (
      <Badge size="sm" variant="light" color="teal" data-testid="screening-source-status">
        Loaded
      </Badge>
    );
  }
  return (
    <Badge size="sm" variant="light" color="gray" data-testid="screening-source-status">
      Not loaded yet
    </Badge>
  );
}

function RefreshError({ source }: { source: ScreeningSource }) {
  if (!source.last_error) return null;
  return (
    <ErrorAlert testId={`screening-source-error-${source.source}`}>
      <Text size="sm" fw={600}>
        The last refresh failed{source.last_error_at ? ` (${formatTime(source.last_error_at)})` : ""}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {source.last_error}
      </Text>
      {source.version !== null && (
        <Text size="xs" c="dimmed" mt={4}>
          The last good version (version {source.version}
          {source.published_at ? `, published ${formatDate(source.published_at)}` : ""}) is still in use.
        </Text>
      )}
    </ErrorAlert>
  );
}

function SourceRow({ source }: { source: ScreeningSource }) {
  const loaded = source.version !== null;
  return (
    <Stack
      gap="sm"
      px="md"
      py="sm"
      data-testid={`screening-source-${source.source}`}
      data-loaded={loaded}
      data-failed={source.last_error !== null}
    >
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap={2} miw={0}>
            <Text size="sm" fw={600} data-testid="screening-source-title">
              {source.title}
            </Text>
            <Text size="xs" c="dimmed">
              {source.publisher}
            </Text>
          </Stack>
          <Group gap={6} mt={6}>
            <StatusBadge source={source} />
            {source.last_error && (
              <Badge size="sm" variant="light" color="red">
                Refresh failed
              </Badge>
            )}
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {loaded ? (
            <Stack gap={3}>
              <Fact label="Version" testId="screening-source-version">
                {source.version}
              </Fact>
              <Fact label="Published">{source.published_at ? formatDate(source.published_at) : "—"}</Fact>
              <Fact label="Last refresh">
                {source.last_refresh_at ? (
                  <span title={formatTime(source.last_refresh_at)}>
                    {formatRelativeTime(source.last_refresh_at)}
                  </span>
                ) : (
                  "—"
                )}
              </Fact>
              <Fact label="Entries" testId="screening-source-entries">
                {formatNumber(source.entry_count ?? 0)}
              </Fact>
            </Stack>
          ) : (
            <Stack gap={3}>
              <Text size="sm" c="dimmed" data-testid="screening-source-not-loaded">
                {awaitsFirstLoad(source)
                  ? "Not loaded yet: waiting for the first refresh."
                  : "Not loaded yet: no version could be loaded."}
              </Text>
              {source.last_refresh_at && (
                <Fact label="Last attempt">
                  <span title={formatTime(source.last_refresh_at)}>
                    {formatRelativeTime(source.last_refresh_at)}
                  </span>
                </Fact>
              )}
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ListBars source={source} />
        </Grid.Col>
      </Grid>
      <RefreshError source={source} />
    </Stack>
  );
}

/** Which restricted-party lists the searches run on: one row per source, its version, counts and refreshes. */
export function ListsPanel() {
  const lists = useScreeningLists();
  const sources = lists.data?.results ?? [];
  const loadedCount = sources.filter((source) => source.version !== null).length;

  return (
    <Paper withBorder radius="md" data-testid="screening-lists" style={{ overflow: "hidden" }}>
      <Group justify="space-between" px="md" py="sm" bg="var(--mantine-color-gray-0)">
        <Title order={2} fz="h4">
          Lists in use
        </Title>
        {lists.data && (
          <Text size="xs" c="dimmed" data-testid="screening-lists-summary">
            {loadedCount} of {sources.length} sources loaded
          </Text>
        )}
      </Group>
      <Divider />
      {lists.isError && !lists.data && (
        <Box p="md">
          <ErrorAlert testId="screening-lists-error">{errorText(lists.error)}</ErrorAlert>
        </Box>
      )}
      {lists.isPending && (
        <Stack p="md" gap="sm">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} height={48} />
          ))}
        </Stack>
      )}
      {sources.map((source, index) => (
        <Fragment key={source.source}>
          {index > 0 && <Divider />}
          <SourceRow source={source} />
        </Fragment>
      ))}
    </Paper>
  );
}
