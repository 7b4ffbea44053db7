import { Suspense, useEffect } from 'react';
import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { IconCoffee } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { zodJitless } from '../lib/zod-jitless';
import { PageLoading } from './page-loading';
import { PartBoundary } from '../components/part-boundary';
import { paths } from '../config/paths';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { NotificationBell } from '../features/notifications/notification-bell';
import './mantine-signed-in.css';

// Before any page's form parses with zod (decision 240): no `new Function` probe for the CSP to refuse.
zodJitless();

/** The portal's name, the same in every language. */
const PORTAL_NAME = 'Dripp Portal';

function Brand() {
  const { t } = useLingui();
  return (
    <Link to={paths.home.href()} className="dripp-brand" aria-label={t`Dripp Portal home`}>
      <IconCoffee size={28} stroke={1.8} color="var(--dripp-crema)" aria-hidden />
      <span>{PORTAL_NAME}</span>
    </Link>
  );
}

/**
 * The frame of every signed-in page: header with brand, burger, notification bell and account menu, and the side menu
 * (25% wide on desktop; below 1024 px an overlay of 40%, or the full width under 550 px).
 * Signed-out visitors of an unknown address get the page alone.
 */
export function AppLayout() {
  const session = useSession();
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => {
    close();
  }, [pathname, close]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  if (!session.token) {
    return (
      <Box p="md" maw={960} mx="auto">
        <Outlet />
      </Box>
    );
  }

  // Confirmation dialogs belong to the signed-in pages; the sign-in pages load without them.
  return (
    <ModalsProvider labels={{ confirm: t`Yes`, cancel: t`No` }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: { base: '100%', xs: '40%', md: '25%' }, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header bg="var(--dripp-header-bg)" withBorder={false} className="dripp-no-print">
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                color="var(--dripp-header-text)"
                aria-label={opened ? t`Close navigation` : t`Open navigation`}
              />
              <Brand />
            </Group>
            <Group gap={4} wrap="nowrap">
              <NotificationBell />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar className="dripp-no-print dripp-navbar" aria-label={t`Main menu`}>
          <SideMenu onNavigate={close} />
        </AppShell.Navbar>
        {opened && <Box className="dripp-navbar-backdrop" hiddenFrom="md" onClick={close} aria-hidden />}
        <AppShell.Main bg="var(--dripp-page-bg)">
          <Box maw={1400} mx="auto">
            <PartBoundary resetKey={pathname}>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PartBoundary>
          </Box>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
