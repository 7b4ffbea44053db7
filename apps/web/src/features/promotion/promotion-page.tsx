import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LoadFailed } from '../../components/not-loaded';
import { MediaGallery } from '../../components/media-gallery';
import { ChainText } from '../../components/chain-text';
import { usePromotion } from './api/get-promotion';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

/** /promotion (spec 2 §2 Promotion): the title, the rich description, then images and then videos. */
export function PromotionPage() {
  const { t } = useLingui();
  const promotion = usePromotion();
  const title = promotion.data?.promotion.title || t`Promotion`;
  useDocumentTitle(t`${title} · Dripp Portal`);

  const failure = loadFailure(promotion);
  if (failure) return <LoadFailed failure={failure} />;
  if (promotion.data === undefined) {
    return (
      <Stack gap="lg" maw={960} role="status" aria-label={t`Loading`}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={280} />
      </Stack>
    );
  }

  const { promotion: current, files } = promotion.data;
  const empty = !current.title && !current.description && files.length === 0;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2" c="espresso.9">
        {current.title ? <ChainText record={current} field="title" /> : title}
      </Title>
      {empty ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            <Trans>There is no promotion running right now.</Trans>
          </Text>
        </Card>
      ) : (
        <>
          {current.description && (
            <Card padding="xl">
              <ChainText record={current} field="description" html />
            </Card>
          )}
          <MediaGallery files={files} subject={title} />
        </>
      )}
    </Stack>
  );
}
