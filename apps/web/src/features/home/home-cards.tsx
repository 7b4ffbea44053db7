import { useEffect } from 'react';
import { Anchor, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DAY_VIEW_PERMISSIONS } from '@dripp/contract/store-day-labels';
import { paths } from '../../config/paths';
import { ChainText } from '../../components/chain-text';
import { keepLastHome } from '../../lib/last-home';
import { usePermissions } from '../../lib/permissions';
import { useSession } from '../../lib/session';
import { useDashboard } from './api/get-dashboard';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Home's "Important announcement" and promotion cards (spec 2 §2 Home), from GET /dashboard. A card
 * with nothing to show is left out; while loading, two placeholders; a failed load shows nothing
 * (the toast has said why) so the tiles stay usable.
 */
export function HomeCards() {
  const { t } = useLingui();
  const dashboard = useDashboard();
  const { userId } = useSession();
  const perms = usePermissions();
  const counts = perms.can('corrective-actions-view');
  const day = perms.canAny(DAY_VIEW_PERMISSIONS);
  // An answer fetched for this person is the Home the installed app opens on next time (decision 231).
  const fetched = dashboard.dataUpdatedAt > 0 ? dashboard.data : undefined;
  useEffect(() => {
    if (fetched && userId !== undefined)
      void keepLastHome({ userId, dashboard: fetched, counts, day, savedAt: Date.now() }).catch(() => undefined);
  }, [fetched, userId, counts, day]);
  if (dashboard.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden>
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </SimpleGrid>
    );
  }
  if (!dashboard.data) return null;
  const { announcement, title, description, file } = dashboard.data;
  const hasAnnouncement = announcement.trim() !== '';
  const hasPromotion = title.trim() !== '' || description.trim() !== '' || file !== null;
  if (!hasAnnouncement && !hasPromotion) return null;

  return (
    <SimpleGrid cols={{ base: 1, md: hasAnnouncement && hasPromotion ? 2 : 1 }} spacing="lg">
      {hasAnnouncement && (
        <Card padding="xl" component="section" aria-labelledby="home-announcement" withBorder>
          <Group gap="sm" mb="sm" wrap="nowrap">
            <ThemeIcon size={36} radius="md" color="red" variant="light">
              <IconSpeakerphone size={20} />
            </ThemeIcon>
            <Title order={2} size="h4" id="home-announcement" c="espresso.9">
              <Trans>Important announcement</Trans>
            </Title>
          </Group>
          <ChainText record={dashboard.data} field="announcement" html />
        </Card>
      )}
      {hasPromotion && (
        <Card padding={0} component="section" aria-labelledby="home-promotion" withBorder>
          {file && (
            <Card.Section>
              <Image src={file} alt={title || t`Promotion`} h={{ base: 170, sm: 220 }} fit="cover" />
            </Card.Section>
          )}
          <Stack gap={6} p="xl">
            <Title order={2} size="h4" id="home-promotion" c="espresso.9">
              {title ? <ChainText record={dashboard.data} field="title" /> : t`Promotion`}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                <ChainText record={dashboard.data} field="description" />
              </Text>
            )}
            <Anchor component={Link} to={paths.promotion.href()} fw={600} mt={4}>
              <Group gap={4} component="span">
                <Trans>Details</Trans> <IconArrowRight size={16} />
              </Group>
            </Anchor>
          </Stack>
        </Card>
      )}
    </SimpleGrid>
  );
}
