import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh, IconShieldCheck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { LoadState } from "../../../components/load-state";
import { formatNumber, formatTime } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { awaitsScreening, useVendorScreening } from "../api/get-vendor-screening";
import { refreshAfterScreeningReview } from "../api/refresh-screening-review";
import { useScreenVendorAgain } from "../api/screen-vendor-again";
import { formatPercent } from "./score";
import { coveredInFull, SearchCoverageAlert } from "./search-coverage";
import { ArchiveBadge } from "./search-results";

/** Matches named in the summary; the rest are counted (the risks below hold them all). */
const shownMatches = 5;

/**
 * The Risk tab's screening part: when the vendor was last screened and against which list versions, its
 * possible matches, and the lists it was not screened on in full (never loaded, failed, or stale), so that
 * a vendor without matches is not read as clean on a list that was not searched. A member who may edit
 * vendors can screen it again now (the time then moves; dismissed matches stay dismissed).
 */
export function VendorScreeningSummary({ relationshipId }: { relationshipId: string }) {
  const [queuedAt, setQueuedAt] = useState<string | null>(null);
  const screening = useVendorScreening(relationshipId, queuedAt);
  const again = useScreenVendorAgain(relationshipId);
  const { can } = usePermissions();
  const client = useQueryClient();
  const data = screening.data;
  const stored = queuedAt !== null && data !== undefined && !awaitsScreening(data, queuedAt);
  // Screened again: what it may have raised or left shows in the risks, the flow and the work queue.
  useEffect(() => {
    if (!stored) return;
    setQueuedAt(null);
    void refreshAfterScreeningReview(client, relationshipId);
  }, [stored, client, relationshipId]);
  if (screening.isError && !data) return <LoadState error={screening.error} />;
  if (!data) return <Skeleton h={96} radius="md" />;

  const complete = coveredInFull(data);
  const queued = data.screened_at === null;
  const rescreening = !queued && awaitsScreening(data, queuedAt);
  return (
    <Paper withBorder radius="md" p="md" data-testid="vendor-screening">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="h5">
            Restricted-party screening
          </Title>
          <Group gap="sm" wrap="wrap">
            <Text
              size="xs"
              c="dimmed"
              data-testid="vendor-screening-when"
              data-screened-at={data.screened_at ?? undefined}
            >
              {queued
                ? "Queued: not screened yet"
                : rescreening
                  ? "Screening again…"
                  : `Screened ${formatTime(data.screened_at!)}`}
            </Text>
            {can("vendors.write") && !queued && (
              <Button
                size="compact-xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                loading={again.isPending || rescreening}
                onClick={() => again.mutate(undefined, { onSuccess: (r) => setQueuedAt(r.queued_at) })}
                data-testid="vendor-screen-again"
              >
                Screen again
              </Button>
            )}
          </Group>
        </Group>
        {!queued && (
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="vendor-screening-outcome">
            {data.match_count === 0 && complete ? (
              <IconShieldCheck size={20} stroke={1.5} color="var(--mantine-color-teal-6)" />
            ) : (
              <IconAlertTriangle size={20} stroke={1.5} color="var(--mantine-color-yellow-7)" />
            )}
            <Text size="sm">
              {data.match_count > 0
                ? `${formatNumber(data.match_count)} possible ${data.match_count === 1 ? "match" : "matches"}`
                : complete
                  ? "No possible match on any list"
                  : "No possible match on the lists searched: not every list was searched, so this is no all-clear."}
            </Text>
          </Group>
        )}
        {data.matches.length > 0 && (
          <Stack gap="xs" data-testid="vendor-screening-matches">
            {data.matches.slice(0, shownMatches).map((match) => (
              <Group key={`${match.source}:${match.list}:${match.id}`} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {match.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {match.list_label} · {match.source_label} · {formatPercent(match.score)}
                </Text>
                {match.archive_date && <ArchiveBadge date={match.archive_date} />}
              </Group>
            ))}
            {data.matches.length > shownMatches && (
              <Text size="xs" c="dimmed">
                and {formatNumber(data.matches.length - shownMatches)} more
              </Text>
            )}
          </Stack>
        )}
        <SearchCoverageAlert coverage={data} />
        {data.list_versions.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="vendor-screening-versions">
            Screened against{" "}
            {data.list_versions.map((v) => `${v.source_label} (version ${v.version})`).join(", ")}
          </Text>
        )}
        {queued && (
          <Badge variant="light" color="gray" radius="sm" w="fit-content">
            Screening runs in the background
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}
