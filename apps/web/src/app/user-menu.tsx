import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconLogout2, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { usePermissions } from '../lib/permissions';
import { useSession } from '../lib/session';
import { accountItems, managementSessionItems } from '../lib/menu-model';
import { paths } from '../config/paths';

function initials(name: string): string {
  return name.slice(0, 2).toUpperCase();
}

/** The header's account menu: the same Account and manager PIN entries as the side menu. */
export function UserMenu() {
  const session = useSession();
  const perms = usePermissions();
  const { t, i18n } = useLingui();
  if (!session.token) return null;
  const account = accountItems(session);
  const managerItems = managementSessionItems(perms);
  const name = session.userName ?? t`Account`;

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Account menu for ${name}`} c="var(--dripp-header-text)" className="dripp-touch">
          <Group gap={8} wrap="nowrap">
            <Avatar size={34} radius="xl" color="espresso" variant="filled" bg="var(--dripp-crema)">
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {account[0] && (
          <Menu.Item component={Link} to={account[0].path} leftSection={<IconUser size={16} />}>
            {t`Profile`}
          </Menu.Item>
        )}
        {managerItems.map((item) => (
          <Menu.Item
            key={item.path}
            component={Link}
            to={item.path}
            leftSection={item.path === paths.managementLogin.href() ? <IconKey size={16} /> : <IconLogout2 size={16} />}
          >
            {i18n._(item.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout.href()} color="red" leftSection={<IconLogout size={16} />}>
          {t`Logout`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
