import { Divider, Group, Select, SimpleGrid, Stack, Switch, Table, Text } from "@mantine/core";
import {
  type DeliveryTimeSlot,
  deliveryTimeSlots,
  type ReviewFrequency,
  reviewFrequencies,
  reviewFrequencyLabels,
} from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { formatClock } from "../../../lib/format";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useGeneralNotificationPreferences } from "../api/get-general-notification-preferences";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useUpdateGeneralNotificationPreference } from "../api/update-general-notification-preference";
import { useUpdateNotificationCategory } from "../api/update-notification-category";
import { useUpdateNotificationPreference } from "../api/update-notification-preference";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";

/** "vendor_invitation_accepted" -> "Vendor invitation accepted" (the keys are the contracts' codes). */
export function humanizeKey(key: string): string {
  const text = key.replace(/_/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "13:00:00" -> "1:00 pm" (spec section 9: 12-hour times with am/pm). */
export function deliveryTimeLabel(slot: string): string {
  const hour = Number(slot.slice(0, 2));
  return formatClock(new Date(2000, 0, 1, hour, 0, 0));
}

const deliveryTimeOptions = deliveryTimeSlots.map((slot) => ({
  value: slot,
  label: deliveryTimeLabel(slot),
}));
const reviewFrequencyOptions = reviewFrequencies.map((value) => ({
  value,
  label: reviewFrequencyLabels[value],
}));

function WorkspaceNotifications({ workspaceId }: { workspaceId: string }) {
  const settings = useNotificationSettings(workspaceId);
  const updateSettings = useUpdateNotificationSettings(workspaceId);
  const updateCategory = useUpdateNotificationCategory(workspaceId);
  const updatePreference = useUpdateNotificationPreference(workspaceId);
  if (!settings.data) return <LoadState error={settings.error} />;
  const data = settings.data;

  return (
    <Stack gap="lg">
      <SettingsCard
        title="Delivery"
        description="When notification e-mails are sent, and how often you review them."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={560}>
          <Select
            label="Delivery time"
            data={deliveryTimeOptions}
            value={data.delivery_time}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              updateSettings.mutate({ id: data.id, body: { delivery_time: value as DeliveryTimeSlot } })
            }
            data-testid="notification-delivery-time"
          />
          <Select
            label="Review frequency"
            data={reviewFrequencyOptions}
            value={data.review_frequency}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              updateSettings.mutate({ id: data.id, body: { review_frequency: value as ReviewFrequency } })
            }
            data-testid="notification-review-frequency"
          />
        </SimpleGrid>
      </SettingsCard>

      <SettingsCard
        title="Notifications by category"
        description="Turn a whole category off, or choose channels per notification."
      >
        <Stack gap="lg">
          {data.categories.map((category, index) => (
            <Stack key={category.id} gap="xs" data-testid={`notification-category-${category.category}`}>
              {index > 0 && <Divider />}
              <Switch
                label={<Text fw={600}>{humanizeKey(category.category)}</Text>}
                checked={category.enabled}
                onChange={(event) =>
                  updateCategory.mutate({ id: category.id, enabled: event.currentTarget.checked })
                }
                data-testid={`notification-category-${category.category}-enabled`}
              />
              <Table verticalSpacing={6} withRowBorders={false}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Notification</Table.Th>
                    <Table.Th w={90}>Email</Table.Th>
                    <Table.Th w={90}>In app</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {category.notifications.map((item) => {
                    const label = humanizeKey(item.notification);
                    return (
                      <Table.Tr key={item.id} data-testid={`notification-${item.notification}`}>
                        <Table.Td>
                          <Text size="sm" c={category.enabled ? undefined : "dimmed"}>
                            {label}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Switch
                            aria-label={`${label} by email`}
                            checked={item.email}
                            disabled={!category.enabled}
                            onChange={(event) =>
                              updatePreference.mutate({
                                id: item.id,
                                body: { email: event.currentTarget.checked },
                              })
                            }
                            data-testid={`notification-${item.notification}-email`}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Switch
                            aria-label={`${label} in app`}
                            checked={item.in_app}
                            disabled={!category.enabled}
                            onChange={(event) =>
                              updatePreference.mutate({
                                id: item.id,
                                body: { in_app: event.currentTarget.checked },
                              })
                            }
                            data-testid={`notification-${item.notification}-in-app`}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </Stack>
      </SettingsCard>
    </Stack>
  );
}

function GeneralNotifications() {
  const preferences = useGeneralNotificationPreferences();
  const update = useUpdateGeneralNotificationPreference();
  if (!preferences.data) return <LoadState error={preferences.error} />;
  return (
    <Group gap="xl">
      {preferences.data.map((item) => (
        <Switch
          key={item.id}
          label={humanizeKey(item.key)}
          checked={item.enabled}
          onChange={(event) => update.mutate({ id: item.id, enabled: event.currentTarget.checked })}
          data-testid={`general-notification-${item.key}`}
        />
      ))}
    </Group>
  );
}

/** The workspace's notification settings: delivery, and each category's notifications by channel. */
export function WorkspaceNotificationSettings() {
  return <WorkspaceNotifications workspaceId={useWorkspaceId()} />;
}

/** Mail about the product itself, the same in every workspace. */
export function GeneralNotificationSettings() {
  return (
    <SettingsCard title="From Tierline" description="Mail about the product itself, in every workspace.">
      <GeneralNotifications />
    </SettingsCard>
  );
}
