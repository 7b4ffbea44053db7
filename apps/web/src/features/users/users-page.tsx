import { useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArchive, IconEye, IconSearch, IconUserPlus } from '@tabler/icons-react';
import type { UserListRow } from '@dripp/contract/users';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { usersEndpoints } from '@dripp/contract/endpoints/users';
import { ExportCsvButton } from '../../components/export-csv-button';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { UserAvatar } from '../../components/user-avatar';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useUsers } from './api/get-users';
import { useRemoveUser } from './api/remove-user';
import { useRestoreUser } from './api/restore-user';
import { TrashedRowButtons, TrashedToggle, useSoftDeleteList } from '../../components/soft-delete-list';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const PAGE_SIZE = 50;

function Names({ names }: { names: readonly string[] }) {
  if (names.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'break-word' }}>
      {names.join(', ')}
    </Text>
  );
}

function UserCards({
  rows,
  trashed,
  actions,
}: {
  rows: UserListRow[];
  trashed: boolean;
  actions: (row: UserListRow) => ReactNode;
}) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {trashed ? t`No deactivated users` : t`No users`}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="list" aria-label={trashed ? t`Deactivated users` : t`Users`}>
      {rows.map((row) => (
        <Card key={row.id} role="listitem" padding="md" shadow="none">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar name={row.name} username={row.username} />
              <Stack gap={0} miw={0}>
                <Text fw={700}>{row.name || row.username}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  #{row.id} · {row.username} · {row.email}
                </Text>
              </Stack>
            </Group>
            {actions(row)}
          </Group>
          <Stack gap={2} mt="sm">
            {(
              [
                [t`Stores`, row.stores],
                [t`Manages`, row.manages],
                [t`Roles`, row.roles],
              ] as const
            )
              .filter(([, names]) => names.length > 0)
              .map(([label, names]) => (
                <Text key={label} size="sm">
                  <Text span size="xs" tt="uppercase" fw={700} c="dimmed" mr={6}>
                    {label}
                  </Text>
                  {names.join(', ')}
                </Text>
              ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Lets a long address wrap after the "@" first, and anywhere when a part is still too long for the column. */
function Email({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0)
    return (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {email.slice(0, at)}
      <wbr />@{email.slice(at + 1)}
    </Text>
  );
}

function matches(row: UserListRow, needle: string): boolean {
  if (!needle) return true;
  return [row.name, row.username, row.email, ...row.stores, ...row.roles].some((v) => v.toLowerCase().includes(needle));
}

/** The users table's columns; `actions` renders a row's buttons. */
function userColumns(actions: (row: UserListRow) => ReactNode): Column<UserListRow>[] {
  return [
    { key: 'id', label: t`Id` },
    {
      key: 'name',
      label: t`Name`,
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.name || '—'}
        </Text>
      ),
    },
    {
      key: 'username',
      label: t`Username`,
      // A long user name wraps rather than pushing the table out of its card at 1280 px.
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.username}
        </Text>
      ),
    },
    { key: 'email', label: t`Email`, render: (row) => <Email email={row.email} /> },
    { key: 'stores', label: t`Stores`, render: (row) => <Names names={row.stores} /> },
    { key: 'manages', label: t`Manages`, render: (row) => <Names names={row.manages} /> },
    { key: 'roles', label: t`Roles`, render: (row) => <Names names={row.roles} /> },
    {
      key: 'avatar',
      label: t`Avatar`,
      render: (row) => <UserAvatar name={row.name} username={row.username} size="sm" />,
    },
    { key: 'actions', label: t`Actions`, render: actions },
  ];
}

type UserList = ReturnType<typeof useSoftDeleteList<UserListRow>>;

/** A user's buttons: View and Deactivate (never for oneself), or for a deactivated one Restore and Delete. */
function UserActions({ row, list }: { row: UserListRow; list: UserList }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  // The server refuses deactivating one's own account, so that action is not offered.
  const { userId } = useSession();
  const { trashed, busy } = list;
  const username = row.username;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`View`}>
        <ActionIcon
          component={Link}
          to={paths.adminUser.href(row.id)}
          variant="subtle"
          aria-label={t`View ${username}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {can('users-delete') && !trashed && row.id !== userId && (
        <Tooltip label={t`Deactivate`}>
          <ActionIcon
            variant="subtle"
            color="orange"
            onClick={() => list.deactivate(row)}
            loading={busy(row.id)}
            aria-label={t`Deactivate ${username}`}
          >
            <IconArchive size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('users-delete') && trashed && <TrashedRowButtons row={row} name={row.username} list={list} />}
    </Group>
  );
}

/** /admin/users (spec 2 §2 Users): active or deactivated users with view, deactivate, restore and delete. */
export function UsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Users · Dripp Portal`);
  const { can } = usePermissions();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const remove = useRemoveUser();
  const restore = useRestoreUser();
  const list = useSoftDeleteList<UserListRow>(
    {
      deactivate: {
        confirm: {
          title: t`Deactivate User`,
          message: (row) => {
            const name = row.name || row.username;
            return t`Are you sure you want to deactivate ${name}?`;
          },
        },
        run: async (row) => (await remove.mutateAsync(row.id)).message,
        success: t`Successfully deactivated User`,
      },
      restore: { run: (row) => restore.mutateAsync(row.id), success: t`Successfully restored User` },
      remove: {
        confirm: {
          title: t`Delete User`,
          message: (row) => {
            const name = row.name || row.username;
            return t`Are you sure you want to delete this User? ${name} will be removed for good.`;
          },
        },
        run: async (row) => (await remove.mutateAsync(row.id)).message,
        success: t`Successfully removed User`,
      },
    },
    { onToggle: () => setPage(1) },
  );
  const { trashed } = list;
  const allowed = can('users-view');
  const users = useUsers(trashed, allowed);
  const listFailure = loadFailure(users);

  const needle = search.trim().toLowerCase();
  const filtered = useMemo(() => (users.data ?? []).filter((row) => matches(row, needle)), [users.data, needle]);
  const userCount = filtered.length;
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (!allowed) return <Forbidden />;

  const actions = (row: UserListRow) => <UserActions row={row} list={list} />;

  const columns = userColumns(actions);

  return (
    <Stack gap="lg">
      <PageHeader
        title={trashed ? t`Deactivated Users` : t`Users`}
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: t`Show Trashed`, showActive: t`Show Active` }}
            />
            <ExportCsvButton endpoint={usersEndpoints.export} query={{ trashed: trashed ? '1' : '0' }} />
            {can('users-create') && (
              <Button component={Link} to={paths.adminUserEdit.href('new')} leftSection={<IconUserPlus size={18} />}>
                <Trans>New User</Trans>
              </Button>
            )}
          </>
        }
      />
      <Card p={{ base: 'xs', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <TextInput
            aria-label={t`Search users`}
            placeholder={t`Name, username, email, store, role`}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 360 }}
          />
          {users.data && (
            <Badge variant="light" size="lg">
              {plural(userCount, { one: '# user', other: '# users' })}
            </Badge>
          )}
        </Group>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : users.isPending ? (
          <Stack gap="xs" role="status" aria-label={t`Loading users`}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <>
            <Box visibleFrom="md">
              <ResponsiveTable
                label={trashed ? t`Deactivated users` : t`Users`}
                columns={columns}
                rows={shown}
                rowKey={(row) => row.id}
                emptyText={trashed ? t`No deactivated users` : t`No users`}
                cardsBelow="xs"
              />
            </Box>
            <Box hiddenFrom="md">
              <UserCards rows={shown} trashed={trashed} actions={actions} />
            </Box>
          </>
        )}
        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination value={current} onChange={setPage} total={pages} aria-label={t`Pages`} />
          </Group>
        )}
      </Card>
    </Stack>
  );
}
