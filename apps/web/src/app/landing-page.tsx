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
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { MENU, type MenuGroup } from '@dripp/contract/menu';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Forbidden } from '../components/forbidden';
import { PageHeader } from '../components/page-header';
import { usePermissions } from '../lib/permissions';
import { visibleItems } from '../lib/menu-model';

const ITEM_ICONS: Record<string, ComponentType<IconProps>> = {
  [paths.commSheet.path]: IconMessages,
  [paths.cashCount.path]: IconCash,
  [paths.dailyCheck.path]: IconChecklist,
  [paths.wasteLog.path]: IconTrash,
  [paths.today.path]: IconClockHour4,
  [paths.actions.path]: IconClipboardCheck,
  [paths.addressBook.path]: IconAddressBook,
  [paths.checklists.path]: IconListCheck,
  [paths.hrDocuments.path]: IconFileText,
  [paths.keyRelease.path]: IconKey,
  [paths.newOrders.path]: IconShoppingCart,
  [paths.orderHistory.path]: IconHistory,
  [paths.serviceTicket.path]: IconTool,
  [paths.incidentReportList.path]: IconAlertTriangle,
  [paths.retailScoreCategories.path]: IconCategory,
  [paths.retailScoreSheets.path]: IconStars,
  [paths.managementLogin.path]: IconLock,
  [paths.managementLogout.path]: IconLogout2,
  [paths.adminDashboard.path]: IconLayoutDashboard,
  [paths.adminPromotion.path]: IconSpeakerphone,
  [paths.adminUsers.path]: IconUsers,
  [paths.adminStores.path]: IconBuildingStore,
  [paths.adminVendors.path]: IconTruck,
  [paths.adminDocuments.path]: IconFileText,
  [paths.adminSchematics.path]: IconSchema,
  [paths.adminRecipes.path]: IconCoffee,
  [paths.adminCategories.path]: IconCategory,
  [paths.adminProducts.path]: IconPackage,
  [paths.adminRoles.path]: IconShieldCheck,
  [paths.userAccess.href()]: IconChartBar,
};

/**
 * The landing pages /check-lists, /management and /admin (spec 1 §2, spec 2 §2): the permitted
 * items of their menu group in two columns, one on phones.
 */
export function LandingPage({ group, title: heading }: { group: MenuGroup['key']; title: MessageDescriptor }) {
  const { t, i18n } = useLingui();
  const title = i18n._(heading);
  useDocumentTitle(t`${title} · Dripp Portal`);
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
                      {i18n._(item.label)}
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
