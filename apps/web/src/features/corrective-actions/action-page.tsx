import { useState } from 'react';
import { Badge, Box, Button, Card, Grid, Group, Modal, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTION_PRIORITY_LABELS, type Action, type ActionPriority } from '@dripp/contract/corrective-actions';
import { MediaGallery } from '../../components/media-gallery';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { RecordHistory } from '../../components/record-history';
import { ActionStatusBadge, OverdueBadge } from '../../components/source-actions';
import { paths } from '../../config/paths';
import { loadFailure, notFound } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { useAction } from './api/get-action';

import { DoneForm, ReopenForm } from './action-forms';
import {
  ActionDetails,
  CommentsSection,
  ProgressSection,
  Section,
  useMoveButtons,
  type Dialog,
} from './action-view-parts';
import { ActionNotLoaded } from './action-not-loaded';

const PHONE = '(max-width: 48em)';

const PRIORITY_COLORS: Record<ActionPriority, string> = {
  low: 'gray.6',
  medium: 'blue.6',
  high: 'orange.6',
  urgent: 'red.7',
};

function ActionView({ action }: { action: Action }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const priority = i18n._(ACTION_PRIORITY_LABELS[action.priority]);
  const { can: permitted } = usePermissions();
  const phone = useMediaQuery(PHONE);
  const [dialog, setDialog] = useState<Dialog>(null);

  const buttons = useMoveButtons(action, setDialog);

  const backHref = permitted('corrective-actions-view', action.store.id)
    ? paths.storeActions.href(action.store.id)
    : paths.home.href();

  return (
    <Stack gap="md">
      <Box>
        <PageHeader title={action.title} actions={buttons.length > 0 ? buttons : undefined} />
        <Group gap="xs" mt={-8}>
          <ActionStatusBadge status={action.status} size="lg" />
          {action.overdue && <OverdueBadge size="lg" />}
          <Badge
            variant="dot"
            color={PRIORITY_COLORS[action.priority]}
            size="lg"
            tt="none"
            fw={600}
            radius="sm"
            c="dark.7"
          >
            <Trans>{priority} priority</Trans>
          </Badge>
        </Group>
      </Box>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ActionDetails action={action} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProgressSection action={action} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {action.photos.length > 0 && (
              <Section title={t`Photos`}>
                <MediaGallery files={action.photos} subject={action.title} columns={2} />
              </Section>
            )}
            <CommentsSection action={action} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t`History`}>
            <RecordHistory record={action.accountability} label={action.title} timeZone={action.store.time_zone} />
          </Section>
        </Grid.Col>
      </Grid>
      <Group>
        <Button variant="default" component={Link} to={backHref} leftSection={<IconArrowLeft size={16} />}>
          <Trans>Back</Trans>
        </Button>
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'reopen' ? t`Reopen the action` : t`Mark the action done`}
        fullScreen={phone}
        size="lg"
      >
        {dialog === 'done' && <DoneForm action={action} onClose={() => setDialog(null)} />}
        {dialog === 'reopen' && <ReopenForm action={action} onClose={() => setDialog(null)} />}
      </Modal>
    </Stack>
  );
}

/** /management/actions/{id}: one corrective action, its moves, comments, photos and history. */
export function ActionPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const action = useAction(id, valid);
  const title = action.data?.title;
  useDocumentTitle(title !== undefined ? t`${title} · Dripp Portal` : t`Corrective action · Dripp Portal`);

  if (!valid || notFound(action.error)) return <NotFoundPage />;
  const failure = loadFailure(action);
  if (failure) return <ActionNotLoaded failure={failure} />;
  if (!action.data) {
    return (
      <Stack gap="md" role="status" aria-label={t`Loading the action`}>
        <Skeleton height={36} width="60%" />
        <Skeleton height={28} width={240} />
        <Card padding="md">
          <Stack gap="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        </Card>
      </Stack>
    );
  }
  return <ActionView action={action.data} />;
}
