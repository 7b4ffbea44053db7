import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LoadFailed } from '../../components/not-loaded';
import { MediaGallery } from '../../components/media-gallery';
import { RichHtml } from '../../components/rich-html';
import { usePromotion } from './api/get-promotion';
import { loadFailure } from '../../lib/load-state';

/** /promotion (spec 2 §2 Promotion): the title, the rich description, then images and then videos. */
export function PromotionPage() {
  const promotion = usePromotion();
  const title = promotion.data?.promotion.title || 'Promotion';
  useDocumentTitle(`${title} · Dripp Portal`);

  const failure = loadFailure(promotion);
  if (failure) return <LoadFailed failure={failure} />;
  if (promotion.data === undefined) {
    return (
      <Stack gap="lg" maw={960} role="status" aria-label="Loading">
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
        {title}
      </Title>
      {empty ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            There is no promotion running right now.
          </Text>
        </Card>
      ) : (
        <>
          {current.description && (
            <Card padding="xl">
              <RichHtml html={current.description} />
            </Card>
          )}
          <MediaGallery files={files} subject={title} />
        </>
      )}
    </Stack>
  );
}
