import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { EmptyCard } from '../../components/not-loaded';
import { ChainText } from '../../components/chain-text';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { MediaGallery } from '../../components/media-gallery';
import { PageHeader } from '../../components/page-header';
import { usePermissions } from '../../lib/permissions';
import { useSchematicFiles } from './api/get-schematics';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

/** /schematics (spec 2 §2): one card per schematic, in order, with its images and then its videos. */
export function SchematicsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Schematics · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('schematics-view');
  const list = useSchematicFiles(allowed);
  if (!allowed) return <Forbidden />;

  return (
    <Stack gap={0}>
      <PageHeader title={t`Schematics`} />
      {loadFailure(list) ? (
        <LoadFailed failure={loadFailure(list)!} />
      ) : list.data === undefined ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" role="status" aria-label={t`Loading`}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : list.data.length === 0 ? (
        <EmptyCard>
          <Trans>No schematics yet.</Trans>
        </EmptyCard>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" component="ol" style={{ listStyle: 'none', padding: 0 }}>
          {list.data.map((schematic) => (
            <Card key={schematic.id} component="li" padding="lg" aria-labelledby={`schematic-${schematic.id}`}>
              <Stack gap="md">
                <Title order={2} size="h4" c="espresso.9" id={`schematic-${schematic.id}`}>
                  <ChainText record={schematic} field="name" />
                </Title>
                {schematic.files.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    <Trans>No pictures or videos yet.</Trans>
                  </Text>
                ) : (
                  <MediaGallery files={schematic.files} subject={schematic.name} columns={1} />
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
