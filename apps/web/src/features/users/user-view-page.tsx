import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { IconArrowLeft, IconAt, IconMail, IconPencil, IconPhone, IconRestore, IconTrash } from '@tabler/icons-react';
import { roleLevelLabel, type Role } from '@dripp/contract/roles';
import type { LinkedStore, UserView } from '@dripp/contract/users';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { IconDetail } from '../../components/info-field';
import { InlineLinkPicker, LinkRowActions } from '../../components/link-picker';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { UserAvatar } from '../../components/user-avatar';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useUserView } from './api/get-user-view';
import { useLinkUserRole } from './api/link-user-role';
import { useLinkUserStore } from './api/link-user-store';
import { useRemoveUser } from './api/remove-user';
import { useRestoreUser } from './api/restore-user';
import { useUnlinkUserRole } from './api/unlink-user-role';
import { useUnlinkUserStore } from './api/unlink-user-store';
import { roleName } from '../roles/role-name.public';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md" c="espresso.9">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

function Header({ user }: { user: UserView }) {
  const { can } = usePermissions();
  const navigate = useNavigate();
  const remove = useRemoveUser();
  const restore = useRestoreUser();
  const deactivated = user.deletedAt !== null;
  // The server refuses deactivating or deleting one's own account.
  const self = useSession().userId === user.id;
  const { t } = useLingui();
  const name = user.name;

  const onDelete = () =>
    confirmDelete({
      title: t`Delete User`,
      message: deactivated
        ? t`Are you sure you want to delete this User? This cannot be undone.`
        : t`Are you sure you want to delete this User? ${name} will be deactivated and can be restored from the deactivated users.`,
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: (result) => {
            notifySuccess(result.message ?? t`Successfully removed User`);
            navigate(result.status === 'deleted' ? `${paths.adminUsers.href()}?trashed=1` : paths.adminUsers.href());
          },
        }),
    });

  return (
    <Card padding="xl">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap" align="center" miw={0}>
          <UserAvatar name={user.name} username={user.username} size={84} />
          <Stack gap={6} miw={0}>
            <Group gap="sm">
              <Title order={1} size="h2" c="espresso.9">
                {user.name || user.username}
              </Title>
              {deactivated && (
                <Badge color="red" variant="light">
                  <Trans>Deactivated</Trans>
                </Badge>
              )}
            </Group>
            <IconDetail breakAnywhere icon={<IconAt size={16} />}>
              {user.username}
            </IconDetail>
            {user.phone && (
              <IconDetail breakAnywhere icon={<IconPhone size={16} />}>
                <Anchor href={`tel:${user.phone}`} size="sm">
                  {user.phone}
                </Anchor>
              </IconDetail>
            )}
            <IconDetail breakAnywhere icon={<IconMail size={16} />}>
              <Anchor href={`mailto:${user.email}`} size="sm">
                {user.email}
              </Anchor>
            </IconDetail>
          </Stack>
        </Group>
        <Group gap="sm">
          {can('users-edit') && (
            <Button component={Link} to={paths.adminUserEdit.href(user.id)} leftSection={<IconPencil size={16} />}>
              <Trans>Edit</Trans>
            </Button>
          )}
          {can('users-delete') && deactivated && (
            <Button
              variant="light"
              color="teal"
              leftSection={<IconRestore size={16} />}
              loading={restore.isPending}
              onClick={() =>
                restore.mutate(user.id, { onSuccess: (m) => notifySuccess(m ?? t`Successfully restored User`) })
              }
            >
              <Trans>Restore User</Trans>
            </Button>
          )}
          {can('users-delete') && !self && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={onDelete}
            >
              <Trans>Delete User</Trans>
            </Button>
          )}
          <Button
            component={Link}
            to={paths.adminUsers.href()}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            <Trans>Back to all Users</Trans>
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function StoresSection({ user }: { user: UserView }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const link = useLinkUserStore();
  const unlink = useUnlinkUserStore();
  const [storeId, setStoreId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onLink = () => {
    if (!storeId) {
      setErrors({ store_id: [t`Choose a store`] });
      return;
    }
    setErrors({});
    link.mutate(
      { userId: user.id, storeId: Number(storeId), roleId: roleId ? Number(roleId) : 0 },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully linked Store`);
          setStoreId(null);
          setRoleId(null);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<LinkedStore>[] = [
    {
      key: 'title',
      label: t`Title`,
      render: (row) => (
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {row.title}
          </Text>
          <Badge variant="light" size="sm">
            {roleName(row.role)}
          </Badge>
        </Group>
      ),
    },
    { key: 'email', label: t`Email` },
    {
      key: 'place',
      label: t`City and State`,
      render: (row) => [row.city, row.state].filter(Boolean).join(', ') || '—',
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (row) => (
        <LinkRowActions
          name={row.title}
          viewHref={can('stores-view', row.id) && paths.adminStore.href(row.id)}
          unlinking={unlink.isPending && unlink.variables?.storeId === row.id}
          onUnlink={
            can('users-edit', row.id) &&
            (() =>
              unlink.mutate(
                { userId: user.id, storeId: row.id },
                { onSuccess: () => notifySuccess(t`Successfully unlinked Store`) },
              ))
          }
        />
      ),
    },
  ];

  return (
    <Section title={t`Stores`}>
      <ResponsiveTable
        label={t`Stores`}
        columns={columns}
        rows={user.stores.linked}
        rowKey={(row) => row.id}
        emptyText={t`No stores`}
      />
      {can('users-edit') && user.deletedAt === null && (
        <InlineLinkPicker label={t`Link to Store`} loading={link.isPending} onLink={onLink}>
          <Select
            label={t`Store`}
            placeholder={t`Choose a store`}
            data={user.stores.unlinked.map((s) => ({ value: String(s.id), label: s.title }))}
            value={storeId}
            onChange={setStoreId}
            searchable
            nothingFoundMessage={t`No stores`}
            error={fieldError(errors, 'store_id')}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label={t`Role`}
            placeholder={t`Choose a role`}
            data={user.roles_select.store_roles.map((r) => ({ value: String(r.id), label: roleName(r.name) }))}
            value={roleId}
            onChange={setRoleId}
            error={fieldError(errors, 'role_id')}
            w={{ base: '100%', xs: 200 }}
          />
        </InlineLinkPicker>
      )}
    </Section>
  );
}

function RolesSection({ user }: { user: UserView }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { can } = usePermissions();
  const link = useLinkUserRole();
  const unlink = useUnlinkUserRole();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const offered = user.roles_select.base_roles.filter((r) => !user.roles.some((held) => held.id === r.id));

  const onLink = () => {
    setErrors({});
    link.mutate(
      { userId: user.id, roleId: roleId ? Number(roleId) : 0 },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully linked Role`);
          setRoleId(null);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<Role>[] = [
    { key: 'name', label: t`Name`, render: (row) => roleName(row.name) },
    { key: 'level', label: t`Level`, render: (row) => i18n._(roleLevelLabel(row.requiresStore)) },
    {
      key: 'actions',
      label: t`Actions`,
      render: (row) =>
        can('users-edit') ? (
          <LinkRowActions
            name={row.name}
            unlinking={unlink.isPending && unlink.variables?.roleId === row.id}
            onUnlink={() =>
              unlink.mutate(
                { userId: user.id, roleId: row.id },
                { onSuccess: () => notifySuccess(t`Successfully unlinked Role`) },
              )
            }
          />
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Section title={t`Roles`}>
      <ResponsiveTable
        label={t`Roles`}
        columns={columns}
        rows={user.roles}
        rowKey={(row) => row.id}
        emptyText={t`No roles`}
      />
      {can('users-edit') && user.deletedAt === null && (
        <InlineLinkPicker label={t`Link to User`} loading={link.isPending} onLink={onLink}>
          <Select
            label={t`Base role`}
            placeholder={t`Choose a role`}
            data={offered.map((r) => ({ value: String(r.id), label: roleName(r.name) }))}
            value={roleId}
            onChange={setRoleId}
            nothingFoundMessage={t`No roles`}
            error={fieldError(errors, 'role_id')}
            w={{ base: '100%', xs: 240 }}
          />
        </InlineLinkPicker>
      )}
    </Section>
  );
}

/** /admin/users/{id} (spec 2 §2 Users): header, Stores and Roles with their pickers; reloads after each link change. */
export function UserViewPage() {
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { can } = usePermissions();
  const allowed = can('users-view');
  const view = useUserView(id, allowed && valid);
  const { t } = useLingui();
  const name = view.data?.name || t`User`;
  useDocumentTitle(t`${name} · Dripp Portal`);

  if (!allowed) return <Forbidden />;
  if (!valid) return <Forbidden />;

  if (view.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t`Loading user`}>
        <Card padding="xl">
          <Group gap="lg">
            <Skeleton circle height={84} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={26} width="40%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={14} width="50%" />
            </Stack>
          </Group>
        </Card>
        <Skeleton height={160} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  if (!view.data) {
    return (
      <NotLoaded
        message={t`This user could not be loaded.`}
        backHref={paths.adminUsers.href()}
        backLabel={t`Back to all Users`}
        failure={loadFailure(view)}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Header user={view.data} />
      <StoresSection user={view.data} />
      <RolesSection user={view.data} />
    </Stack>
  );
}
