import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconEye, IconLinkOff, IconPencil } from '@tabler/icons-react';
import type { StoreView } from '@dripp/contract/stores';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { Forbidden } from '../../components/forbidden';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { UserAvatar } from '../../components/user-avatar';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { storeAddress, storeLabel } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStoreView } from './api/get-store-view';
import { useLinkStoreUser } from './api/link-store-user';
import { useLinkStoreVendor } from './api/link-store-vendor';
import { useUnlinkStoreUser } from './api/unlink-store-user';
import { useUnlinkStoreVendor } from './api/unlink-store-vendor';
import { gravatarUrl } from './gravatar';

type LinkedVendor = StoreView['vendors']['linked'][number];
type LinkedUser = StoreView['users']['linked'][number];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Contact({ value, scheme }: { value: string | null; scheme?: 'tel' | 'mailto' }) {
  if (!value) return <>—</>;
  if (!scheme) return <>{value}</>;
  return (
    <Anchor href={`${scheme}:${value}`} size="sm">
      {value}
    </Anchor>
  );
}

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

function Header({ store }: { store: StoreView }) {
  const { can } = usePermissions();
  return (
    <Card padding="xl">
      <Group justify="space-between" align="flex-start" gap="lg" mb="lg">
        <Group gap="sm">
          <Title order={1} size="h2" c="espresso.9">
            {storeLabel(store)}
          </Title>
          {store.deleted_at && (
            <Badge color="red" variant="light">
              Deactivated
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          {can('stores-edit', store.id) && (
            <Button component={Link} to={paths.adminStoreEdit.href(store.id)} leftSection={<IconPencil size={16} />}>
              Edit
            </Button>
          )}
          <Button
            component={Link}
            to={paths.adminStores.href()}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to all Stores
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label="Address">{storeAddress(store) || '—'}</Field>
        <Field label="Phone">
          <Contact value={store.phone} scheme="tel" />
        </Field>
        <Field label="Fax">
          <Contact value={store.fax} />
        </Field>
        <Field label="Email">
          <Contact value={store.email} scheme="mailto" />
        </Field>
        <Field label="Email 2">
          <Contact value={store.email2} scheme="mailto" />
        </Field>
      </SimpleGrid>
    </Card>
  );
}

function VendorsSection({ store }: { store: StoreView }) {
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
      setErrors({ vendor: ['Choose a vendor'] });
      return;
    }
    link.mutate(
      { storeId: store.id, vendorId: Number(vendorId) },
      {
        onSuccess: () => {
          notifySuccess('Successfully linked Vendor');
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<LinkedVendor>[] = [
    {
      key: 'name',
      label: 'Name',
      render: (v) => (
        <Text size="sm" fw={600} component="span">
          {v.name}
        </Text>
      ),
    },
    { key: 'accountNo', label: 'Account #' },
    { key: 'salesContact', label: 'Sales Contact' },
    { key: 'phone', label: 'Phone' },
    {
      key: 'email',
      label: 'Email',
      render: (v) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {v.email || '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (v) => (
        <Group gap={4} wrap="nowrap">
          {can('vendors-view') && (
            <Tooltip label="View">
              <ActionIcon
                component={Link}
                to={paths.adminVendor.href(v.id)}
                variant="subtle"
                aria-label={`View ${v.name}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {can('vendors-edit', store.id) && (
            <Tooltip label="Unlink">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Unlink ${v.name}`}
                loading={unlink.isPending && unlink.variables?.vendorId === v.id}
                onClick={() =>
                  unlink.mutate(
                    { storeId: store.id, vendorId: v.id },
                    { onSuccess: () => notifySuccess('Successfully unlinked Vendor') },
                  )
                }
              >
                <IconLinkOff size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Section
      title="Vendors"
      action={
        mayLink && (
          <Button variant="light" onClick={() => setOpened(true)}>
            + Vendor
          </Button>
        )
      }
    >
      <ResponsiveTable
        label="Vendors"
        columns={columns}
        rows={store.vendors.linked}
        rowKey={(v) => v.id}
        emptyText="No vendors serve this store"
      />
      <Modal opened={opened} onClose={close} title="Link a vendor">
        <Stack gap="md">
          <Select
            label="Vendor"
            placeholder="Choose a vendor"
            data={store.vendors.unlinked.map((v) => ({ value: String(v.id), label: v.name }))}
            value={vendorId}
            onChange={setVendorId}
            searchable
            nothingFoundMessage="No vendors left to link"
            error={fieldError(errors, 'vendor')}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={onLink} loading={link.isPending}>
              Link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}

function UsersSection({ store }: { store: StoreView }) {
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
      setErrors({ user: ['Choose a user'] });
      return;
    }
    setErrors({});
    link.mutate(
      { storeId: store.id, userId: Number(userId), roleId: roleId ? Number(roleId) : 0 },
      {
        onSuccess: (message) => {
          notifySuccess(message ?? 'Successfully linked User');
          close();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const columns: Column<LinkedUser>[] = [
    {
      key: 'name',
      label: 'Name',
      render: (u) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar src={gravatarUrl(u.email)} name={u.name} username={u.username} size="sm" />
          <Group gap="xs">
            <Text size="sm" fw={600} component="span">
              {u.name}
            </Text>
            <Badge variant="light" size="sm">
              {u.role}
            </Badge>
          </Group>
        </Group>
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          {can('users-view') && (
            <Tooltip label="View">
              <ActionIcon
                component={Link}
                to={paths.adminUser.href(u.id)}
                variant="subtle"
                aria-label={`View ${u.name}`}
              >
                <IconEye size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {can('stores-edit', store.id) && (
            <Tooltip label="Unlink">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Unlink ${u.name}`}
                loading={unlink.isPending && unlink.variables?.userId === u.id}
                onClick={() =>
                  unlink.mutate(
                    { storeId: store.id, userId: u.id },
                    { onSuccess: (message) => notifySuccess(message ?? 'Successfully unlinked User') },
                  )
                }
              >
                <IconLinkOff size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Section
      title="Users"
      action={
        mayLink && (
          <Button variant="light" onClick={() => setOpened(true)}>
            + User
          </Button>
        )
      }
    >
      <ResponsiveTable
        label="Users"
        columns={columns}
        rows={store.users.linked}
        rowKey={(u) => u.id}
        emptyText="No users at this store"
      />
      <Modal opened={opened} onClose={close} title="Link a user">
        <Stack gap="md">
          <Select
            label="User"
            placeholder="Choose a user"
            data={store.users.unlinked.map((u) => ({ value: String(u.id), label: u.name }))}
            value={userId}
            onChange={setUserId}
            searchable
            nothingFoundMessage="No users left to link"
            error={fieldError(errors, 'user')}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Select
            label="Role"
            placeholder="Choose a role"
            data={store.store_roles.map((r) => ({ value: String(r.id), label: r.name }))}
            value={roleId}
            onChange={setRoleId}
            error={fieldError(errors, 'role_id')}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={onLink} loading={link.isPending}>
              Link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Section>
  );
}

/** /admin/stores/{id} (spec 2 §2 Stores): contact header, Vendors and Users with their links. */
export function StoreViewPage() {
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { can } = usePermissions();
  const allowed = valid && can('stores-view', id);
  const view = useStoreView(id, allowed);
  useDocumentTitle(`${view.data ? storeLabel(view.data) : 'Store'} · Dripp Portal`);

  if (!allowed) return <Forbidden storeSpecific={can('stores-view')} />;
  if (view.isPending) {
    return (
      <Stack gap="lg" aria-label="Loading store">
        <Skeleton height={180} radius="md" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (!view.data) {
    return (
      <Card padding="xl">
        <Stack align="flex-start">
          <Text>This store could not be loaded.</Text>
          <Button
            component={Link}
            to={paths.adminStores.href()}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Back to all Stores
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <Header store={view.data} />
      <VendorsSection store={view.data} />
      <UsersSection store={view.data} />
    </Stack>
  );
}
