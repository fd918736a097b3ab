import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import {
  type NotificationSeverity,
  type NotificationWire,
  notificationSeverityLabels,
} from "@tierline/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { LoadState } from "../../../components/load-state";
import { formatNumber, formatRelativeTime, formatTime } from "../../../lib/format";
import { useNotifications, useUnreadNotificationCount } from "../api/get-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import classes from "./notification-bell.module.css";

const severityColor: Record<NotificationSeverity, string> = {
  action_required: "red",
  high: "orange",
  medium: "yellow",
  low: "gray",
};

/** The count as the bell shows it: a badge stays small. */
const shownCount = (count: number) => (count > 99 ? "99+" : String(count));

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: NotificationWire;
  onOpen: (notification: NotificationWire) => void;
}) {
  const unread = !notification.read;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-read={notification.read}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Badge size="xs" variant="light" color={severityColor[notification.severity]}>
              {notificationSeverityLabels[notification.severity]}
            </Badge>
            <Text
              size="xs"
              c="dimmed"
              title={formatTime(notification.created)}
              style={{ whiteSpace: "nowrap" }}
            >
              {formatRelativeTime(notification.created)}
            </Text>
          </Group>
          <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: "anywhere" }}>
            {notification.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {notification.body}
          </Text>
          {unread && <VisuallyHidden>Unread</VisuallyHidden>}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The header's bell: the member's unread notifications counted on it, and a panel of the newest ones
 * (severity, text, time). Opening one marks it read and goes where it leads (a vendor's Risk tab);
 * "Mark all as read" marks those up to the newest shown, so one arriving meanwhile stays unread.
 */
export function NotificationBell({ workspaceId }: { workspaceId: string }) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const unread = useUnreadNotificationCount(workspaceId);
  const list = useNotifications(workspaceId, opened);
  const mark = useMarkNotificationsRead(workspaceId);
  const count = unread.data?.count ?? 0;
  const notifications = list.data?.results ?? [];

  const open = (notification: NotificationWire) => {
    if (!notification.read) mark.mutate({ id: notification.id });
    setOpened(false);
    navigate(notification.link);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
      withinPortal
      returnFocus
    >
      <Popover.Target>
        <Indicator
          label={shownCount(count)}
          size={18}
          offset={6}
          color="red"
          disabled={count === 0}
          data-testid="notification-unread-count"
          data-count={count}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={() => setOpened((o) => !o)}
            aria-label={count > 0 ? `Notifications: ${formatNumber(count)} unread` : "Notifications"}
            aria-expanded={opened}
            data-testid="notification-bell"
          >
            <IconBell size={20} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} data-testid="notification-panel" aria-label="Notifications">
        <Group justify="space-between" px="md" py="sm" className={classes.header} wrap="nowrap">
          <Text fw={700} size="sm">
            Notifications
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={count === 0 || notifications.length === 0}
            loading={mark.isPending && !("id" in (mark.variables ?? {}))}
            onClick={() => mark.mutate({ upTo: notifications[0]!.created })}
            data-testid="notification-read-all"
          >
            Mark all as read
          </Button>
        </Group>
        {list.isError && !list.data ? (
          <Stack p="md">
            <LoadState error={list.error} />
          </Stack>
        ) : !list.data ? (
          <Stack gap="xs" p="md">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={56} radius="sm" />
            ))}
          </Stack>
        ) : notifications.length === 0 ? (
          <Stack gap={4} p="lg" align="center" data-testid="notification-empty">
            <IconBell size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
            <Text size="sm" fw={600}>
              No notifications yet
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              Possible restricted-party matches and other things to act on show here.
            </Text>
          </Stack>
        ) : (
          <ScrollArea.Autosize mah="min(440px, 70vh)" type="auto">
            <Stack gap={0} data-testid="notification-list">
              {notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="center" px="md" py={8} className={classes.footer}>
          <Anchor component={Link} to="/settings/notifications" size="xs" onClick={() => setOpened(false)}>
            Notification settings
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
