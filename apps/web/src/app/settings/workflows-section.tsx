import { Stack } from "@mantine/core";
import { FeatureEmptyState } from "../../components/feature-empty-state";
import { ScreeningReviewSettings } from "../../features/screening/components/screening-review-settings";
import { findSettingsSection } from "./settings-sections";

/**
 * Settings → Workflows: the screening review's four-eyes rule (screening), then what is still to come
 * for the vendors' review and approval.
 */
export function WorkflowsSection() {
  const section = findSettingsSection("workflows")!;
  const Icon = section.icon;
  return (
    <Stack gap="lg" data-testid="workflows-section">
      <ScreeningReviewSettings />
      <FeatureEmptyState
        testId="settings-workflows-empty"
        icon={<Icon size={28} stroke={1.5} />}
        title="Vendor approval workflows are on the way"
        description={section.description}
        upcoming={section.upcoming}
      />
    </Stack>
  );
}
