import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { StoreView } from '@dripp/contract/stores';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { NotLoaded } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';
import { InfoContact, InfoField } from '../../components/info-field';
import { storeAddress, storeLabel } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';
import { useStoreView } from './api/get-store-view';
import { UsersSection, VendorsSection } from './store-link-sections';

function Header({ store }: { store: StoreView }) {
  const { t } = useLingui();
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
              <Trans>Deactivated</Trans>
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          {can('stores-edit', store.id) && (
            <Button component={Link} to={paths.adminStoreEdit.href(store.id)} leftSection={<IconPencil size={16} />}>
              <Trans>Edit</Trans>
            </Button>
          )}
          <Button
            component={Link}
            to={paths.adminStores.href()}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            <Trans>Back to all Stores</Trans>
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <InfoField label={t`Address`} breakAnywhere>
          {storeAddress(store) || '—'}
        </InfoField>
        <InfoField label={t`Phone`} breakAnywhere>
          <InfoContact value={store.phone} scheme="tel" />
        </InfoField>
        <InfoField label={t`Fax`} breakAnywhere>
          <InfoContact value={store.fax} />
        </InfoField>
        <InfoField label={t`Email`} breakAnywhere>
          <InfoContact value={store.email} scheme="mailto" />
        </InfoField>
        <InfoField label={t`Email 2`} breakAnywhere>
          <InfoContact value={store.email2} scheme="mailto" />
        </InfoField>
        <InfoField label={t`Time zone`} breakAnywhere>
          {store.time_zone.replaceAll('_', ' ')}
        </InfoField>
        <InfoField label={t`Region`} breakAnywhere>
          {store.region || '—'}
        </InfoField>
      </SimpleGrid>
    </Card>
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
  const { t } = useLingui();
  const name = view.data ? storeLabel(view.data) : t`Store`;
  useDocumentTitle(t`${name} · Dripp Portal`);

  if (!allowed) return <Forbidden storeSpecific={can('stores-view')} />;
  if (view.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t`Loading store`}>
        <Skeleton height={180} radius="md" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (!view.data) {
    return (
      <NotLoaded
        message={t`This store could not be loaded.`}
        backHref={paths.adminStores.href()}
        backLabel={t`Back to all Stores`}
        failure={loadFailure(view)}
      />
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
