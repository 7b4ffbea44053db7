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
        {trashed ? 'No deactivated users' : 'No users'}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="list" aria-label={trashed ? 'Deactivated users' : 'Users'}>
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
                ['Stores', row.stores],
                ['Manages', row.manages],
                ['Roles', row.roles],
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
    { key: 'id', label: 'Id' },
    {
      key: 'name',
      label: 'Name',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.name || '—'}
        </Text>
      ),
    },
    {
      key: 'username',
      label: 'Username',
      // A long user name wraps rather than pushing the table out of its card at 1280 px.
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.username}
        </Text>
      ),
    },
    { key: 'email', label: 'Email', render: (row) => <Email email={row.email} /> },
    { key: 'stores', label: 'Stores', render: (row) => <Names names={row.stores} /> },
    { key: 'manages', label: 'Manages', render: (row) => <Names names={row.manages} /> },
    { key: 'roles', label: 'Roles', render: (row) => <Names names={row.roles} /> },
    {
      key: 'avatar',
      label: 'Avatar',
      render: (row) => <UserAvatar name={row.name} username={row.username} size="sm" />,
    },
    { key: 'actions', label: 'Actions', render: actions },
  ];
}

type UserList = ReturnType<typeof useSoftDeleteList<UserListRow>>;

/** A user's buttons: View and Deactivate (never for oneself), or for a deactivated one Restore and Delete. */
function UserActions({ row, list }: { row: UserListRow; list: UserList }) {
  const { can } = usePermissions();
  // The server refuses deactivating one's own account, so that action is not offered.
  const { userId } = useSession();
  const { trashed, busy } = list;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon
          component={Link}
          to={paths.adminUser.href(row.id)}
          variant="subtle"
          aria-label={`View ${row.username}`}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {can('users-delete') && !trashed && row.id !== userId && (
        <Tooltip label="Deactivate">
          <ActionIcon
            variant="subtle"
            color="orange"
            onClick={() => list.deactivate(row)}
            loading={busy(row.id)}
            aria-label={`Deactivate ${row.username}`}
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
  useDocumentTitle('Users · Dripp Portal');
  const { can } = usePermissions();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const remove = useRemoveUser();
  const restore = useRestoreUser();
  const list = useSoftDeleteList<UserListRow>(
    {
      deactivate: {
        confirm: {
          title: 'Deactivate User',
          message: (row) => `Are you sure you want to deactivate ${row.name || row.username}?`,
        },
        run: async (row) => (await remove.mutateAsync(row.id)).message,
        success: 'Successfully deactivated User',
      },
      restore: { run: (row) => restore.mutateAsync(row.id), success: 'Successfully restored User' },
      remove: {
        confirm: {
          title: 'Delete User',
          message: (row) =>
            `Are you sure you want to delete this User? ${row.name || row.username} will be removed for good.`,
        },
        run: async (row) => (await remove.mutateAsync(row.id)).message,
        success: 'Successfully removed User',
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
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = filtered.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  if (!allowed) return <Forbidden />;

  const actions = (row: UserListRow) => <UserActions row={row} list={list} />;

  const columns = userColumns(actions);

  return (
    <Stack gap="lg">
      <PageHeader
        title={trashed ? 'Deactivated Users' : 'Users'}
        actions={
          <>
            <TrashedToggle
              trashed={trashed}
              onToggle={list.toggle}
              labels={{ showTrashed: 'Show Trashed', showActive: 'Show Active' }}
            />
            <ExportCsvButton endpoint={usersEndpoints.export} query={{ trashed: trashed ? '1' : '0' }} />
            {can('users-create') && (
              <Button component={Link} to={paths.adminUserEdit.href('new')} leftSection={<IconUserPlus size={18} />}>
                New User
              </Button>
            )}
          </>
        }
      />
      <Card p={{ base: 'xs', sm: 'lg' }}>
        <Group justify="space-between" mb="md" gap="sm">
          <TextInput
            aria-label="Search users"
            placeholder="Name, username, email, store, role"
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
              {filtered.length} {filtered.length === 1 ? 'user' : 'users'}
            </Badge>
          )}
        </Group>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : users.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading users">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <>
            <Box visibleFrom="md">
              <ResponsiveTable
                label={trashed ? 'Deactivated users' : 'Users'}
                columns={columns}
                rows={shown}
                rowKey={(row) => row.id}
                emptyText={trashed ? 'No deactivated users' : 'No users'}
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
            <Pagination value={current} onChange={setPage} total={pages} aria-label="Pages" />
          </Group>
        )}
      </Card>
    </Stack>
  );
}
