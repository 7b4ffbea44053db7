import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconChecks, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  ACTION_EVIDENCE_LABELS,
  ACTION_PRIORITY_LABELS,
  ACTION_SOURCE_LABELS,
  type Action,
  type ActionPriority,
} from '@dripp/contract/corrective-actions';
import { InfoField } from '../../components/info-field';
import { MediaGallery } from '../../components/media-gallery';
import { NotFoundPage } from '../../components/not-found-page';
import { PageHeader } from '../../components/page-header';
import { RecordHistory } from '../../components/record-history';
import { ActionStatusBadge, OverdueBadge, actionAssigneeText, actionDueText } from '../../components/source-actions';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { displayDate, displayTime, VIEWER_ZONE } from '../../lib/format';
import { loadFailure, notFound } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { actionQuery, useAction } from './api/get-action';
import { useMoveAction } from './api/move-action';

import { CommentBox, DoneForm, ReopenForm } from './action-forms';
import { ActionNotLoaded } from './action-not-loaded';

const PRIORITY_COLORS: Record<ActionPriority, string> = {
  low: 'gray.6',
  medium: 'blue.6',
  high: 'orange.6',
  urgent: 'red.7',
};

/** A moment on the store's clock: "November 23, 2026 at 2:30 PM" (with "CST" for a reader on another clock). */
function storeMoment(at: string, timeZone: string): string {
  return `${displayDate(at, timeZone)} at ${displayTime(at, timeZone)}`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" c="espresso.9" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

type Dialog = 'done' | 'reopen' | null;

function ActionView({ action }: { action: Action }) {
  const { can: permitted } = usePermissions();
  const client = useQueryClient();
  const move = useMoveAction();
  const phone = useMediaQuery('(max-width: 48em)');
  const [dialog, setDialog] = useState<Dialog>(null);
  const zone = action.store.time_zone;
  const { can } = action;

  const quickMove = (kind: 'start' | 'verify') =>
    move.mutate(
      { id: action.id, body: { move: kind } },
      {
        onSuccess: () => notifySuccess(kind === 'start' ? 'The action is in progress' : 'The action is verified'),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void client.invalidateQueries(actionQuery(action.id));
        },
      },
    );

  const buttons = [
    can.start && (
      <Button
        key="start"
        leftSection={<IconPlayerPlay size={16} />}
        loading={move.isPending && move.variables?.body.move === 'start'}
        disabled={move.isPending}
        onClick={() => quickMove('start')}
      >
        Start
      </Button>
    ),
    can.close && (
      <Button
        key="done"
        leftSection={<IconCheck size={16} />}
        onClick={() => setDialog('done')}
        disabled={move.isPending}
      >
        Mark done
      </Button>
    ),
    can.verify && (
      <Button
        key="verify"
        color="green.8"
        leftSection={<IconChecks size={16} />}
        loading={move.isPending && move.variables?.body.move === 'verify'}
        disabled={move.isPending}
        onClick={() => quickMove('verify')}
      >
        Verify
      </Button>
    ),
    can.reopen && (
      <Button
        key="reopen"
        variant="default"
        leftSection={<IconArrowBackUp size={16} />}
        onClick={() => setDialog('reopen')}
        disabled={move.isPending}
      >
        Reopen
      </Button>
    ),
    can.edit && (
      <Button
        key="edit"
        variant="default"
        component={Link}
        to={paths.actionEdit.href(action.id)}
        leftSection={<IconPencil size={16} />}
      >
        Edit
      </Button>
    ),
  ].filter(Boolean);

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
            {ACTION_PRIORITY_LABELS[action.priority]} priority
          </Badge>
        </Group>
      </Box>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card padding="md" component="section" aria-label="Details">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
              <InfoField label="Store">{action.store.title}</InfoField>
              <InfoField label="Assigned to">{actionAssigneeText(action)}</InfoField>
              <InfoField label="Due">
                <Text size="sm" span c={action.overdue ? 'red.8' : undefined} fw={action.overdue ? 700 : undefined}>
                  {actionDueText(action)}
                </Text>
                {zone !== VIEWER_ZONE && (
                  <Text size="xs" c="dimmed">
                    Store time ({zone.replace(/_/g, ' ')})
                  </Text>
                )}
              </InfoField>
              <InfoField label="Source">
                {action.source_link ? (
                  <Anchor component={Link} to={action.source_link} size="sm">
                    {action.source_label}
                  </Anchor>
                ) : (
                  action.source_label || ACTION_SOURCE_LABELS[action.source]
                )}
              </InfoField>
              <InfoField label="To close">{ACTION_EVIDENCE_LABELS[action.evidence]}</InfoField>
              <InfoField label="Raised">{storeMoment(action.created_at, zone)}</InfoField>
            </SimpleGrid>
            <Divider my="md" />
            <InfoField label="Description">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {action.description || 'No description.'}
              </Text>
            </InfoField>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title="Progress">
            <Stack gap="md">
              <InfoField label="Done">
                {action.done ? (
                  <>
                    {action.done.by}, {storeMoment(action.done.at, zone)}
                    {action.done.note && (
                      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {action.done.note}
                      </Text>
                    )}
                  </>
                ) : (
                  <Text size="sm" c="dimmed" span>
                    Not yet
                  </Text>
                )}
              </InfoField>
              <InfoField label="Verified">
                {action.verified ? (
                  `${action.verified.by}, ${storeMoment(action.verified.at, zone)}`
                ) : (
                  <Text size="sm" c="dimmed" span>
                    {action.status === 'done' && !can.verify
                      ? 'Not yet: someone who did not close it verifies it'
                      : 'Not yet'}
                  </Text>
                )}
              </InfoField>
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {action.photos.length > 0 && (
              <Section title="Photos">
                <MediaGallery files={action.photos} subject={action.title} columns={2} />
              </Section>
            )}
            <Section title="Comments">
              <Stack gap="md">
                {action.comments.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No comments yet.
                  </Text>
                ) : (
                  <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Comments">
                    {action.comments.map((comment) => (
                      <li key={comment.id}>
                        <Text size="sm" fw={600}>
                          {comment.by}{' '}
                          <Text span size="xs" c="dimmed" fw={400}>
                            {storeMoment(comment.at, zone)}
                          </Text>
                        </Text>
                        {comment.body && (
                          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {comment.body}
                          </Text>
                        )}
                      </li>
                    ))}
                  </Stack>
                )}
                {can.comment && (
                  <>
                    <Divider />
                    <CommentBox action={action} />
                  </>
                )}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title="History">
            <RecordHistory record={action.accountability} label={action.title} timeZone={action.store.time_zone} />
          </Section>
        </Grid.Col>
      </Grid>
      <Group>
        <Button variant="default" component={Link} to={backHref} leftSection={<IconArrowLeft size={16} />}>
          Back
        </Button>
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'reopen' ? 'Reopen the action' : 'Mark the action done'}
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
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const action = useAction(id, valid);
  useDocumentTitle(action.data ? `${action.data.title} · Dripp Portal` : 'Corrective action · Dripp Portal');

  if (!valid || notFound(action.error)) return <NotFoundPage />;
  const failure = loadFailure(action);
  if (failure) return <ActionNotLoaded failure={failure} />;
  if (!action.data) {
    return (
      <Stack gap="md" role="status" aria-label="Loading the action">
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
