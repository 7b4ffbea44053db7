import type { ComponentType } from 'react';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAddressBook,
  IconBuildingStore,
  IconCash,
  IconCategory,
  IconChartBar,
  IconChecklist,
  IconChevronRight,
  IconClipboardCheck,
  IconClockHour4,
  IconClipboardList,
  IconCoffee,
  IconFileText,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconListCheck,
  IconLock,
  IconLogout2,
  IconMessages,
  IconPackage,
  IconShieldCheck,
  IconShoppingCart,
  IconSpeakerphone,
  IconSchema,
  IconTool,
  IconTrash,
  IconTruck,
  IconUsers,
  IconAlertTriangle,
  IconStars,
  type IconProps,
} from '@tabler/icons-react';
import { MENU, type MenuGroup } from '@dripp/contract/menu';
import { Link } from 'react-router';
import { Forbidden } from '../components/forbidden';
import { PageHeader } from '../components/page-header';
import { usePermissions } from '../lib/permissions';
import { visibleItems } from '../lib/menu-model';

const ITEM_ICONS: Record<string, ComponentType<IconProps>> = {
  '/check-lists/comm-sheet': IconMessages,
  '/check-lists/cash-count': IconCash,
  '/check-lists/daily-check': IconChecklist,
  '/check-lists/wastelog': IconTrash,
  '/management/today': IconClockHour4,
  '/management/actions': IconClipboardCheck,
  '/management/address-book': IconAddressBook,
  '/management/checklists': IconListCheck,
  '/management/hr-documents': IconFileText,
  '/management/key-release': IconKey,
  '/management/new-orders': IconShoppingCart,
  '/management/order-history': IconHistory,
  '/management/service-ticket': IconTool,
  '/management/incident-report-list': IconAlertTriangle,
  '/retail-score-categories': IconCategory,
  '/retail-score-sheets': IconStars,
  '/management/login': IconLock,
  '/management/logout': IconLogout2,
  '/admin/dashboard': IconLayoutDashboard,
  '/admin/promotion': IconSpeakerphone,
  '/admin/users': IconUsers,
  '/admin/stores': IconBuildingStore,
  '/admin/vendors': IconTruck,
  '/admin/documents': IconFileText,
  '/admin/schematics': IconSchema,
  '/admin/recipes': IconCoffee,
  '/admin/categories': IconCategory,
  '/admin/products': IconPackage,
  '/admin/roles': IconShieldCheck,
  '/admin/user-access': IconChartBar,
};

/**
 * The landing pages /check-lists, /management and /admin (spec 1 §2, spec 2 §2): the permitted
 * items of their menu group in two columns, one on phones.
 */
export function LandingPage({ group, title }: { group: MenuGroup['key']; title: string }) {
  useDocumentTitle(`${title} · Dripp Portal`);
  const perms = usePermissions();
  const menuGroup = MENU.find((g) => g.key === group);
  const items = menuGroup ? visibleItems(menuGroup, perms) : [];

  return (
    <>
      <PageHeader title={title} />
      {items.length === 0 ? (
        <Forbidden />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => {
            const Icon = ITEM_ICONS[item.path] ?? IconClipboardList;
            return (
              <li key={item.path}>
                <Card component={Link} to={item.path} className="dripp-tile" padding="md">
                  <Group wrap="nowrap" gap="md">
                    <ThemeIcon size={42} radius="md" variant="light">
                      <Icon size={22} stroke={1.6} />
                    </ThemeIcon>
                    <Text fw={600} c="espresso.9" style={{ flex: 1 }}>
                      {item.label}
                    </Text>
                    <IconChevronRight size={18} color="var(--mantine-color-espresso-4)" aria-hidden />
                  </Group>
                </Card>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
