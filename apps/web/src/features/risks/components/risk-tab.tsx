import { Group, SegmentedControl, Select, Skeleton, Stack } from "@mantine/core";
import { type RiskWire, riskOrderingLabels, riskOrderings } from "@tierline/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DataTablePagination } from "../../../components/data-table/data-table-pagination";
import { LoadState } from "../../../components/load-state";
import { formatNumber } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import type { RiskDecisionKind } from "../api/decide-risk";
import { useRiskStats } from "../api/get-risk-stats";
import { useRisks } from "../api/get-risks";
import { RiskDecisionDialog } from "./risk-decision-dialog";
import { RiskListEmpty, RiskRow } from "./risk-list";
import { parseRiskView, type RiskSegment, riskSegmentStatus, withRiskView } from "./risk-view";
import { WarningNotifications } from "./warning-notifications";
import type { RenderWarningUpload } from "./warning-resolve-dialog";

const segmentLabels: Record<RiskSegment, string> = {
  open: "Open",
  resolved: "Resolved",
  confirmed: "Confirmed",
};

/**
 * The vendor profile's Risk tab: the vendor's warnings, then its risks by segment (Open, Resolved,
 * Confirmed with their counters), sorted, a page at a time; the segment, sort and page live in the
 * address.
 */
export function RiskTab({
  relationshipId,
  renderUpload,
  onReviewMatches,
}: {
  relationshipId: string;
  renderUpload: RenderWarningUpload;
  /** Opens the possible-matches flow (the screening feature's, composed by the app). */
  onReviewMatches?: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const view = parseRiskView(params);
  const change = (next: Parameters<typeof withRiskView>[1]) => setParams(withRiskView(params, next));
  const { can } = usePermissions();
  const stats = useRiskStats(relationshipId);
  const risks = useRisks(relationshipId, {
    status: riskSegmentStatus[view.segment],
    ordering: view.ordering,
    page: view.page,
    page_size: view.pageSize,
  });
  const [deciding, setDeciding] = useState<{ risk: RiskWire; decision: RiskDecisionKind } | null>(null);
  const counts = stats.data;

  return (
    <Stack gap="lg" data-testid="risk-tab">
      <WarningNotifications
        relationshipId={relationshipId}
        mayResolve={can("warnings.manage")}
        renderUpload={renderUpload}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <SegmentedControl
          value={view.segment}
          onChange={(value) => change({ segment: value as RiskSegment })}
          data={(["open", "resolved", "confirmed"] as const).map((segment) => ({
            value: segment,
            label: `${segmentLabels[segment]}${counts ? ` (${formatNumber(counts[segment])})` : ""}`,
          }))}
          data-testid="risk-segments"
          aria-label="Risk status"
        />
        <Select
          aria-label="Sort risks"
          w={220}
          allowDeselect={false}
          value={view.ordering}
          onChange={(value) => value && change({ ordering: value as (typeof riskOrderings)[number] })}
          data={riskOrderings.map((value) => ({ value, label: riskOrderingLabels[value] }))}
          data-testid="risk-sort"
        />
      </Group>
      {risks.isError && !risks.data ? (
        <LoadState error={risks.error} />
      ) : !risks.data ? (
        <Stack gap="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={84} radius="md" />
          ))}
        </Stack>
      ) : risks.data.count === 0 ? (
        <RiskListEmpty segment={view.segment} />
      ) : (
        <Stack gap="sm" data-testid="risk-list">
          {risks.data.results.map((risk) => (
            <RiskRow
              key={risk.id}
              risk={risk}
              mayDecide={can("risks.manage")}
              onDecide={(picked, decision) => setDeciding({ risk: picked, decision })}
              onReviewMatches={onReviewMatches}
            />
          ))}
          <DataTablePagination
            page={view.page}
            pageSize={view.pageSize}
            count={risks.data.count}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
            testId="risk-pagination"
          />
        </Stack>
      )}
      {deciding && (
        <RiskDecisionDialog
          relationshipId={relationshipId}
          risk={deciding.risk}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
