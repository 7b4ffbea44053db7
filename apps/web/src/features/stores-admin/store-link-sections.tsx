import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Select, Text, Title } from '@mantine/core';
import type { StoreView } from '@dripp/contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { LinkPickerModal, LinkRowActions } from '../../components/link-picker';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { UserAvatar } from '../../components/user-avatar';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useLinkStoreUser } from './api/link-store-user';
import { useLinkStoreVendor } from './api/link-store-vendor';
import { useUnlinkStoreUser } from './api/unlink-store-user';
import { useUnlinkStoreVendor } from './api/unlink-store-vendor';
import { roleName } from '../roles/role-name.public';

type LinkedVendor = StoreView['vendors']['linked'][number];
type LinkedUser = StoreView['users']['linked'][number];

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4" c="espresso.9">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/** The store's vendors, with View / Unlink per row and "+ Vendor" to link one. */
export function VendorsSection({ store }: { store: StoreView }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const [opened, setOpened] = useState(false);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const link = useLinkStoreVendor();
  const unlink = useUnlinkStoreVendor();
  const mayLink = can('vendors-edit', store.id) && !store.deleted_at;

  const close = () => {
    setOpened(false);
    setVendorId(null);
    setErrors({});
  };
  const onLink = () => {
    if (!vendorId) {
      setErrors({ vendor: [t`Choose a vendor`] });
      return;
    }
    link.mutate(
      { storeId: store.id, vendorId: Number(vendorId) },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully linked Vendor`);
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<LinkedVendor>[] = [
    {
      key: 'name',
      label: t`Name`,
      render: (v) => (
        <Text size="sm" fw={600} component="span">
          {v.name}
        </Text>
      ),
    },
    { key: 'accountNo', label: t`Account #` },
    { key: 'salesContact', label: t`Sales Contact` },
    { key: 'phone', label: t`Phone` },
    {
      key: 'email',
      label: t`Email`,
      render: (v) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {v.email || '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (v) => (
        <LinkRowActions
          name={v.name}
          viewHref={can('vendors-view') && paths.adminVendor.href(v.id)}
          unlinking={unlink.isPending && unlink.variables?.vendorId === v.id}
          onUnlink={
            can('vendors-edit', store.id) &&
            (() =>
              unlink.mutate(
                { storeId: store.id, vendorId: v.id },
                { onSuccess: () => notifySuccess(t`Successfully unlinked Vendor`) },
              ))
          }
        />
      ),
    },
  ];

  return (
    <Section
      title={t`Vendors`}
      action={
        mayLink && (
          <Button variant="light" onClick={() => setOpened(true)}>
            <Trans>+ Vendor</Trans>
          </Button>
        )
      }
    >
      <ResponsiveTable
        label={t`Vendors`}
        columns={columns}
        rows={store.vendors.linked}
        rowKey={(v) => v.id}
        emptyText={t`No vendors serve this store`}
      />
      <LinkPickerModal
        title={t`Link a vendor`}
        opened={opened}
        onClose={close}
        loading={link.isPending}
        onLink={onLink}
      >
        <Select
          label={t`Vendor`}
          placeholder={t`Choose a vendor`}
          data={store.vendors.unlinked.map((v) => ({ value: String(v.id), label: v.name }))}
          value={vendorId}
          onChange={setVendorId}
          searchable
          nothingFoundMessage={t`No vendors left to link`}
          error={fieldError(errors, 'vendor')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
      </LinkPickerModal>
    </Section>
  );
}

/** The store's users with their role here, with View / Unlink per row and "+ User" to link one. */
export function UsersSection({ store }: { store: StoreView }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const [opened, setOpened] = useState(false);
  const [userId, setUserId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const link = useLinkStoreUser();
  const unlink = useUnlinkStoreUser();
  const mayLink = can('stores-edit', store.id) && !store.deleted_at;

  const close = () => {
    setOpened(false);
    setUserId(null);
    setRoleId(null);
    setErrors({});
  };
  const onLink = () => {
    if (!userId) {
      setErrors({ user: [t`Choose a user`] });
      return;
    }
    setErrors({});
    link.mutate(
      { storeId: store.id, userId: Number(userId), roleId: roleId ? Number(roleId) : 0 },
      {
        onSuccess: (message) => {
          notifySuccess(message ?? t`Successfully linked User`);
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<LinkedUser>[] = [
    {
      key: 'name',
      label: t`Name`,
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={u.name} username={u.username} size="sm" />
          <Group gap="xs">
            <Text size="sm" fw={600} component="span">
              {u.name}
            </Text>
            <Badge variant="light" size="sm">
              {roleName(u.role)}
            </Badge>
          </Group>
        </Group>
      ),
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (u) => (
        <LinkRowActions
          name={u.name}
          viewHref={can('users-view') && paths.adminUser.href(u.id)}
          unlinking={unlink.isPending && unlink.variables?.userId === u.id}
          onUnlink={
            can('stores-edit', store.id) &&
            (() =>
              unlink.mutate(
                { storeId: store.id, userId: u.id },
                { onSuccess: (message) => notifySuccess(message ?? t`Successfully unlinked User`) },
              ))
          }
        />
      ),
    },
  ];

  return (
    <Section
      title={t`Users`}
      action={
        mayLink && (
          <Button variant="light" onClick={() => setOpened(true)}>
            <Trans>+ User</Trans>
          </Button>
        )
      }
    >
      <ResponsiveTable
        label={t`Users`}
        columns={columns}
        rows={store.users.linked}
        rowKey={(u) => u.id}
        emptyText={t`No users at this store`}
      />
      <LinkPickerModal title={t`Link a user`} opened={opened} onClose={close} loading={link.isPending} onLink={onLink}>
        <Select
          label={t`User`}
          placeholder={t`Choose a user`}
          data={store.users.unlinked.map((u) => ({ value: String(u.id), label: u.name }))}
          value={userId}
          onChange={setUserId}
          searchable
          nothingFoundMessage={t`No users left to link`}
          error={fieldError(errors, 'user')}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        <Select
          label={t`Role`}
          placeholder={t`Choose a role`}
          data={store.store_roles.map((r) => ({ value: String(r.id), label: roleName(r.name) }))}
          value={roleId}
          onChange={setRoleId}
          error={fieldError(errors, 'role_id')}
          comboboxProps={{ withinPortal: true }}
        />
      </LinkPickerModal>
    </Section>
  );
}
