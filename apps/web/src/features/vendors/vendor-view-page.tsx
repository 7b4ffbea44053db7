import { useState, type ComponentType } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArchive, IconArrowLeft, IconLink, IconPencil } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorStore } from '@dripp/contract/vendors';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { VendorInfo } from '../../components/vendor-info';
import { storeLabel } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useVendorView } from './api/get-vendor-view';
import { useSetStoreLink } from './api/link-store';
import { useSetVendorActive } from './api/set-vendor-active';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { VendorDeliveriesSection } from '../delivery-schedules/vendor-deliveries.public';

export interface VendorProductsSectionProps {
  vendorId: number;
}

function StoresServiced({
  vendorId,
  linked,
  unlinked,
}: {
  vendorId: number;
  linked: VendorStore[];
  unlinked: VendorStore[];
}) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const link = useSetStoreLink(vendorId);
  const [choice, setChoice] = useState<string | null>(null);
  const canEdit = can('vendors-edit');
  const pending = (storeId: number) => link.isPending && link.variables?.storeId === storeId;

  const linkChosen = () => {
    if (!choice) return;
    const storeId = Number(choice);
    link.mutate(
      { storeId, linked: true },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully linked Store`);
          setChoice(null);
        },
      },
    );
  };

  return (
    <Card padding="lg">
      <Title order={2} size="h4" c="espresso.9" mb="md">
        <Trans>Stores Serviced</Trans>
      </Title>
      {linked.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>This vendor serves no store yet</Trans>
        </Text>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover aria-label={t`Stores Serviced`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>
                <Trans>Number</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Title</Trans>
              </Table.Th>
              <Table.Th w={1}>
                <Trans>Actions</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {linked.map((store) => {
              const label = storeLabel(store);
              return (
                <Table.Tr key={store.id}>
                  <Table.Td>{store.number}</Table.Td>
                  <Table.Td>{store.title}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="light"
                        component={Link}
                        to={paths.adminStore.href(store.id)}
                        aria-label={t`View store ${label}`}
                      >
                        <Trans>View</Trans>
                      </Button>
                      {canEdit && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          loading={pending(store.id)}
                          onClick={() =>
                            link.mutate(
                              { storeId: store.id, linked: false },
                              { onSuccess: () => notifySuccess(t`Successfully unlinked Store`) },
                            )
                          }
                          aria-label={t`Unlink store ${label}`}
                        >
                          <Trans>Unlink</Trans>
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <>
          <Divider my="md" />
          <Group align="flex-end" gap="sm">
            <Select
              label={t`Store`}
              placeholder={unlinked.length ? t`Select store` : t`Every store is linked`}
              data={unlinked.map((store) => ({ value: String(store.id), label: storeLabel(store) }))}
              value={choice}
              onChange={setChoice}
              searchable={unlinked.length > 8}
              disabled={unlinked.length === 0}
              nothingFoundMessage={t`No stores`}
              w={{ base: '100%', xs: 300 }}
            />
            <Button
              leftSection={<IconLink size={16} />}
              onClick={linkChosen}
              disabled={!choice}
              loading={link.isPending && link.variables?.linked === true}
            >
              <Trans>Link to Store</Trans>
            </Button>
          </Group>
        </>
      )}
    </Card>
  );
}

/**
 * /admin/vendors/{id} (spec 2 §2 Vendors): the vendor's details, the stores it serves and its
 * products by category. The products part comes from the products feature (`ProductsSection`).
 */
export function VendorViewPage({ ProductsSection }: { ProductsSection?: ComponentType<VendorProductsSectionProps> }) {
  const { t } = useLingui();
  const { id: rawId = '' } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { can } = usePermissions();
  const navigate = useNavigate();
  const view = useVendorView(valid && can('vendors-view') ? id : null);
  const setActive = useSetVendorActive();
  const vendor = view.isError ? undefined : view.data;
  const heading = vendor?.name ?? t`Vendor`;
  useDocumentTitle(t`${heading} · Dripp Portal`);

  if (!can('vendors-view')) return <Forbidden />;
  if (!valid) return <NotFoundPage />;

  const deactivate = () =>
    vendor &&
    confirmDelete({
      title: t`Deactivate vendor`,
      message: t`Deactivate ${heading}? Stores can no longer order from it until it is restored.`,
      onConfirm: () =>
        setActive.mutate(
          { id: vendor.id, active: false },
          {
            onSuccess: () => {
              notifySuccess(t`Successfully deactivated Vendor`);
              navigate(paths.adminVendors.href());
            },
          },
        ),
    });

  const failure = loadFailure(view);
  if (failure) return <LoadFailed failure={failure} />;

  return (
    <Stack gap="lg">
      <Card padding="xl">
        {view.isPending ? (
          <Stack gap="sm">
            <Skeleton height={30} width="40%" />
            <Skeleton height={56} />
          </Stack>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="md">
              <Group gap="sm" align="center">
                <Title order={1} size="h2" c="espresso.9">
                  {heading}
                </Title>
                {vendor?.deleted_at && (
                  <Badge color="orange" variant="light">
                    <Trans>Deactivated</Trans>
                  </Badge>
                )}
              </Group>
              <Group gap="sm">
                <Button
                  variant="default"
                  component={Link}
                  to={paths.adminVendors.href()}
                  leftSection={<IconArrowLeft size={16} />}
                >
                  <Trans>Back to all Vendors</Trans>
                </Button>
                {vendor && can('vendors-edit') && (
                  <Button
                    variant="light"
                    component={Link}
                    to={paths.adminVendorEdit.href(vendor.id)}
                    leftSection={<IconPencil size={16} />}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                )}
                {vendor && !vendor.deleted_at && can('vendors-delete') && (
                  <Button
                    variant="light"
                    color="orange"
                    leftSection={<IconArchive size={16} />}
                    onClick={deactivate}
                    loading={setActive.isPending}
                  >
                    <Trans>Deactivate</Trans>
                  </Button>
                )}
              </Group>
            </Group>
            {vendor ? (
              <VendorInfo vendor={vendor} />
            ) : (
              <Text c="dimmed">
                <Trans>
                  This vendor could not be loaded.{' '}
                  <Anchor component={Link} to={paths.adminVendors.href()}>
                    Back to all Vendors
                  </Anchor>
                </Trans>
              </Text>
            )}
          </Stack>
        )}
      </Card>

      {view.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : (
        vendor && (
          <StoresServiced vendorId={vendor.id} linked={vendor.stores.linked} unlinked={vendor.stores.unlinked} />
        )
      )}

      {vendor && <VendorDeliveriesSection vendorId={vendor.id} />}

      {vendor && ProductsSection && <ProductsSection vendorId={vendor.id} />}
    </Stack>
  );
}
