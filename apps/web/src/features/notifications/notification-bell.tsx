import { lazy, Suspense, useId, useState } from 'react';
import { ActionIcon, Indicator, Popover, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import '@mantine/core/styles/Indicator.layer.css';

/** Below the phone breakpoint the list takes the screen's width (less a margin). */
const PHONE_QUERY = '(max-width: 34.375em)';
const PHONE_WIDTH = 'calc(100vw - 16px)';

// The header carries only the bell and its count; the list loads when it is first opened. Its
// words come with the frame's (decision 273).
const NotificationList = lazy(async () => ({ default: (await import('./notification-list')).NotificationList }));

function ListLoading() {
  const { t } = useLingui();
  return (
    <Stack gap="sm" p="md" role="status" aria-label={t`Loading notifications`}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={48} />
      ))}
    </Stack>
  );
}

/** The header's bell: the unread count, and the latest notifications in a dropdown. */
export function NotificationBell() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const phone = useMediaQuery(PHONE_QUERY);
  const countId = useId();

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      offset={6}
      width={phone ? PHONE_WIDTH : 380}
      shadow="lg"
      radius="md"
      middlewares={{ flip: false, shift: { padding: 8 } }}
      returnFocus
    >
      <Indicator
        label={unread > 9 ? '9+' : unread}
        disabled={unread === 0}
        size={18}
        offset={9}
        color="red"
        withBorder
        zIndex={1}
        styles={{ indicator: { pointerEvents: 'none', fontWeight: 700 } }}
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="xl"
            radius="xl"
            color="var(--dripp-header-text)"
            aria-label={t`Notifications`}
            aria-describedby={unread > 0 ? countId : undefined}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={24} stroke={1.8} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {unread > 0 && (
        <VisuallyHidden id={countId}>{plural(unread, { one: '# unread', other: '# unread' })}</VisuallyHidden>
      )}
      <Popover.Dropdown p={0}>
        <Suspense fallback={<ListLoading />}>
          <NotificationList list={notifications} markRead={markRead.mutate} onClose={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
