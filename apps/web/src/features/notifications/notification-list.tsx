import { Alert, Anchor, Box, Button, Divider, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconBellOff, IconChecks, IconRefresh } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notification, NotificationList as List } from '@dripp/contract/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MarkReadInput } from './api/mark-notifications-read';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { displayDateTime, timeAgo } from '../../lib/format';
import { useSession } from '../../lib/session';
import classes from './notification-list.module.css';

function Entry({ notification, onOpen }: { notification: Notification; onOpen: (n: Notification) => void }) {
  const { t } = useLingui();
  const unread = notification.read_at === null;
  const title = notification.title;
  return (
    <UnstyledButton
      className={classes.entry}
      data-unread={unread || undefined}
      onClick={() => onOpen(notification)}
      aria-label={unread ? t`Unread: ${title}` : title}
      aria-describedby={`notification-${notification.id}-body`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} data-unread={unread || undefined} aria-hidden />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500} c={unread ? 'espresso.9' : undefined}>
            {notification.title}
          </Text>
          <Text size="sm" c="dimmed" id={`notification-${notification.id}-body`}>
            {notification.body}
          </Text>
          <Text size="xs" c="dimmed" title={displayDateTime(notification.created_at)}>
            {timeAgo(notification.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

export interface NotificationListProps {
  list: UseQueryResult<List>;
  markRead: (input: MarkReadInput) => void;
  onClose: () => void;
}

/**
 * The bell's dropdown: the latest notifications, newest first; a tap marks one read and opens its
 * page. The bell hands over its query and its mutation, so that this chunk, loaded later, needs
 * nothing of the header's code: a chunk the header's would share makes the bundler move code
 * between them.
 */
export function NotificationList({ list, markRead, onClose }: NotificationListProps) {
  const navigate = useNavigate();
  const session = useSession();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];

  const open = (n: Notification) => {
    if (n.read_at === null) markRead({ ids: [n.id] });
    onClose();
    void navigate(n.link);
  };

  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs">
        <Text fw={700} c="espresso.9">
          <Trans>Notifications</Trans>
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} />}
          disabled={unread === 0}
          onClick={() => markRead({ all: true })}
        >
          <Trans>Mark all read</Trans>
        </Button>
      </Group>
      <Divider />
      {list.isError && !list.data ? (
        <Box p="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                <Trans>The notifications could not be loaded.</Trans>
              </Text>
              <Button
                size="compact-sm"
                color="red"
                leftSection={<IconRefresh size={16} />}
                loading={list.isFetching}
                onClick={() => void list.refetch()}
              >
                <Trans>Retry</Trans>
              </Button>
            </Stack>
          </Alert>
        </Box>
      ) : items.length === 0 && list.data ? (
        <Stack align="center" gap="xs" py="xl" px="md">
          <IconBellOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="sm" c="dimmed">
            <Trans>No notifications yet</Trans>
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(65vh, 32rem)" type="auto">
          <Stack gap={0} className={classes.list}>
            {items.map((n) => (
              <Entry key={n.id} notification={n} onOpen={open} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {session.userName && (
        <>
          <Divider />
          <Group justify="center" py={4}>
            <Anchor component={Link} to={paths.profileEdit.href(session.userName)} size="sm" onClick={onClose}>
              <Trans>Notification settings</Trans>
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}
