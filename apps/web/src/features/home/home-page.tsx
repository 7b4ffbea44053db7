import { useLayoutEffect, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBriefcase,
  IconChevronRight,
  IconClipboardCheck,
  IconCoffee,
  IconSchema,
  IconSettings,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { HOME_TILES } from '@dripp/contract/menu';
import { DAY_VIEW_PERMISSIONS } from '@dripp/contract/store-day-labels';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ActionCounts } from '../../components/action-counts';
import { visibleTiles } from '../../lib/menu-model';
import { useActiveStore } from '../../lib/active-store';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { storeLabel } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';
import { correctiveActionSummaryQuery } from '../../lib/api/corrective-actions';
import { useDashboard } from './api/get-dashboard';
import { releaseFirstPaint } from './first-paint';
import { DayCounts } from './day-counts';
import { HomeCards } from './home-cards';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type TilePath = (typeof HOME_TILES)[number]['path'];

const TILE_LOOK: Record<TilePath, { icon: ComponentType<IconProps>; text?: MessageDescriptor }> = {
  [paths.checkLists.path]: { icon: IconClipboardCheck },
  [paths.recipes.path]: { icon: IconCoffee, text: msg`Espresso bar, coffee bar, tea bar and more.` },
  [paths.schematics.path]: { icon: IconSchema, text: msg`Station layouts and build guides.` },
  [paths.management.path]: { icon: IconBriefcase },
  [paths.admin.path]: { icon: IconSettings },
  [paths.adminUsers.path]: { icon: IconUsers, text: msg`People, their stores and their roles.` },
};

/** "A, B and C.": the pages a landing tile leads to, so it promises only what the person can open. */
function listOf(labels: string[]): string {
  if (labels.length <= 1) return `${labels.join('')}.`;
  const first = labels.slice(0, -1).join(', ');
  const last = labels.at(-1) ?? '';
  return t`${first} and ${last}.`;
}

/** The dashboard "/" (spec 2 §2 Home): store selector, welcome, and the tiles the user may open. */
export function HomePage() {
  const { i18n, t } = useLingui();
  useDocumentTitle(t`Dripp Portal`);
  const perms = usePermissions();
  const stores = useStoresManagers();
  const [activeStore, setActiveStore] = useActiveStore();
  // The page's first paint (docs/decisions/230) gives way in the frame where Home shows what it
  // shows: the cards, the store selector and the action counts (asked for by ActionCounts), each
  // loaded or failed, so that nothing takes another height in the hand-over.
  const dashboard = useDashboard();
  const counts = useQuery({ ...correctiveActionSummaryQuery(), enabled: false });
  const settled =
    !dashboard.isPending && !stores.isPending && (!perms.can('corrective-actions-view') || counts.status !== 'pending');
  useLayoutEffect(() => {
    if (settled) releaseFirstPaint();
  }, [settled]);

  const list = stores.data ?? [];
  const storeId = list.some((entry) => entry.store.id === activeStore) ? activeStore : (list[0]?.store.id ?? null);
  // The counts row: the corrective actions', and the active store's day where the person may see it.
  const showActions = perms.can('corrective-actions-view');
  const active = list.find((entry) => entry.store.id === storeId)?.store;
  const dayStore = active && perms.canAny(DAY_VIEW_PERMISSIONS, active.id) ? active : null;
  const countCards = Number(showActions) + Number(dayStore != null);
  // Tiles follow the active store; a landing tile's text names the pages it leads to.
  const tiles = visibleTiles(perms, storeId).map((tile) => {
    const text = TILE_LOOK[tile.path].text;
    return {
      ...tile,
      label: i18n._(tile.label),
      text: text ? i18n._(text) : listOf(tile.pages.map((page) => i18n._(page))),
    };
  });

  return (
    <Stack gap="xl">
      <Card padding="xl" bg="espresso.0">
        <Group justify="space-between" align="flex-end" gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2" c="espresso.9">
              <Trans>Welcome to the Dripp Portal</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Pick your store and get the day going.</Trans>
            </Text>
          </Stack>
          {stores.isPending ? (
            <Skeleton height={36} width={280} role="status" aria-label={t`Loading stores`} />
          ) : (
            <Select
              label={t`Store`}
              placeholder={list.length ? t`Select store` : t`No stores`}
              data={list.map((entry) => ({ value: String(entry.store.id), label: storeLabel(entry.store) }))}
              value={storeId === null ? null : String(storeId)}
              onChange={(value) => value && setActiveStore(Number(value))}
              searchable={list.length > 8}
              nothingFoundMessage={t`No stores`}
              w={{ base: '100%', xs: 300 }}
            />
          )}
        </Group>
      </Card>

      {countCards > 0 && (
        <SimpleGrid cols={{ base: 1, sm: countCards }} spacing="md">
          {showActions && <ActionCounts />}
          {dayStore && <DayCounts storeId={dayStore.id} timeZone={dayStore.time_zone} />}
        </SimpleGrid>
      )}

      <HomeCards />

      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg" component="nav" aria-label={t`Portal sections`}>
        {tiles.map((tile) => {
          const look = TILE_LOOK[tile.path];
          const Icon = look.icon;
          return (
            <Card key={tile.path} component={Link} to={tile.path} className="dripp-tile" padding="xl">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={52} radius="md" variant="light">
                  <Icon size={28} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Text fw={700} fz="lg" c="espresso.9">
                    {tile.label}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {tile.text}
                  </Text>
                </Stack>
                <IconChevronRight size={20} color="var(--mantine-color-espresso-4)" aria-hidden />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
