import type { ComponentType } from 'react';
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconClipboardCheck,
  IconCoffee,
  IconHome,
  IconLayoutDashboard,
  IconSchema,
  IconSettings,
  IconUserCircle,
  type IconProps,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { usePermissions } from '../lib/permissions';
import { useSession } from '../lib/session';
import { visibleMenu, type VisibleGroup } from '../lib/menu-model';
import { paths } from '../config/paths';

const GROUP_ICONS: Record<VisibleGroup['key'], ComponentType<IconProps>> = {
  'check-lists': IconClipboardCheck,
  recipes: IconCoffee,
  schematics: IconSchema,
  management: IconBriefcase,
  admin: IconSettings,
  account: IconUserCircle,
};

function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The side menu of spec 1 §2: every group and item the user may see (inside the shell's <nav>). */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const session = useSession();
  const perms = usePermissions();
  const { pathname } = useLocation();
  // The contract's and the menu's labels are English, translated as they show (decision 273).
  const { t, i18n } = useLingui();
  const groups = visibleMenu(perms, session);

  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap={2} p="sm">
        <NavLink
          component={Link}
          to={paths.home.href()}
          label={t`Home`}
          leftSection={<IconHome size={20} stroke={1.6} />}
          active={pathname === '/'}
          onClick={onNavigate}
          variant="light"
        />
        {groups.map((group) => {
          const Icon = GROUP_ICONS[group.key];
          const icon = <Icon size={20} stroke={1.6} />;
          const only = group.items[0];
          if (group.items.length === 1 && only && group.key === 'schematics') {
            return (
              <NavLink
                key={group.key}
                component={Link}
                to={only.path}
                label={i18n._(group.label)}
                leftSection={icon}
                active={isWithin(pathname, only.path)}
                onClick={onNavigate}
                variant="light"
                fw={600}
              />
            );
          }
          const inGroup =
            (group.landing !== undefined && isWithin(pathname, group.landing)) ||
            group.items.some((item) => isWithin(pathname, item.path));
          return (
            <NavLink
              key={`${group.key}-${inGroup ? 'open' : 'closed'}`}
              // A group opens in place: a button, not a link that leads nowhere.
              component="button"
              label={i18n._(group.label)}
              leftSection={icon}
              defaultOpened={inGroup}
              childrenOffset={32}
              fw={600}
            >
              {group.landing && (
                <NavLink
                  component={Link}
                  to={group.landing}
                  label={t`Overview`}
                  leftSection={<IconLayoutDashboard size={16} stroke={1.6} />}
                  active={pathname === group.landing}
                  onClick={onNavigate}
                  variant="light"
                />
              )}
              {group.items.map((item) => (
                <NavLink
                  key={item.path}
                  component={Link}
                  to={item.path}
                  label={i18n._(item.label)}
                  active={isWithin(pathname, item.path)}
                  onClick={onNavigate}
                  variant="light"
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
