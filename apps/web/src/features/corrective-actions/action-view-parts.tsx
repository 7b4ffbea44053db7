import type { ReactNode } from 'react';
import { Anchor, Button, Card, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconChecks, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTION_EVIDENCE_LABELS, ACTION_SOURCE_LABELS, type Action } from '@dripp/contract/corrective-actions';
import { InfoField } from '../../components/info-field';
import { actionAssigneeText, actionDueText } from '../../components/source-actions';
import { paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { displayDate, displayTime, VIEWER_ZONE } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { actionQuery } from './api/get-action';
import { useMoveAction } from './api/move-action';
import { CommentBox } from './action-forms';

export type Dialog = 'done' | 'reopen' | null;

/** A moment on the store's clock: "November 23, 2026 at 2:30 PM" (with "CST" for a reader on another clock). */
function storeMoment(at: string, timeZone: string): string {
  const day = displayDate(at, timeZone);
  const time = displayTime(at, timeZone);
  return i18n._(msg`${day} at ${time}`);
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" c="espresso.9" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Where, who, when it is due, where it came from, what closing it needs, and the description. */
export function ActionDetails({ action }: { action: Action }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const zone = action.store.time_zone;
  const zoneName = zone.replace(/_/g, ' ');
  return (
    <Card padding="md" component="section" aria-label={t`Details`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <InfoField label={t`Store`}>{action.store.title}</InfoField>
        <InfoField label={t`Assigned to`}>{actionAssigneeText(action)}</InfoField>
        <InfoField label={t`Due`}>
          <Text size="sm" span c={action.overdue ? 'red.8' : undefined} fw={action.overdue ? 700 : undefined}>
            {actionDueText(action)}
          </Text>
          {zone !== VIEWER_ZONE && (
            <Text size="xs" c="dimmed">
              <Trans>Store time ({zoneName})</Trans>
            </Text>
          )}
        </InfoField>
        <InfoField label={t`Source`}>
          {action.source_link ? (
            <Anchor component={Link} to={action.source_link} size="sm">
              {action.source_label}
            </Anchor>
          ) : (
            action.source_label || i18n._(ACTION_SOURCE_LABELS[action.source])
          )}
        </InfoField>
        <InfoField label={t`To close`}>{i18n._(ACTION_EVIDENCE_LABELS[action.evidence])}</InfoField>
        <InfoField label={t`Raised`}>{storeMoment(action.created_at, zone)}</InfoField>
      </SimpleGrid>
      <Divider my="md" />
      <InfoField label={t`Description`}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {action.description || t`No description.`}
        </Text>
      </InfoField>
    </Card>
  );
}

/** Who marked it done and who verified it, and when, on the store's clock. */
export function ProgressSection({ action }: { action: Action }) {
  const { t } = useLingui();
  const zone = action.store.time_zone;
  const { can } = action;
  return (
    <Section title={t`Progress`}>
      <Stack gap="md">
        <InfoField label={t`Done`}>
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
              <Trans>Not yet</Trans>
            </Text>
          )}
        </InfoField>
        <InfoField label={t`Verified`}>
          {action.verified ? (
            `${action.verified.by}, ${storeMoment(action.verified.at, zone)}`
          ) : (
            <Text size="sm" c="dimmed" span>
              {action.status === 'done' && !can.verify
                ? t`Not yet: someone who did not close it verifies it`
                : t`Not yet`}
            </Text>
          )}
        </InfoField>
      </Stack>
    </Section>
  );
}

/** The comments so far, and a box for a new one where the caller may comment. */
export function CommentsSection({ action }: { action: Action }) {
  const { t } = useLingui();
  const zone = action.store.time_zone;
  const { can } = action;
  return (
    <Section title={t`Comments`}>
      <Stack gap="md">
        {action.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No comments yet.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Comments`}>
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
  );
}

/** The moves the caller may make now: Start, Mark done, Verify, Reopen, and Edit. */
export function useMoveButtons(action: Action, setDialog: (dialog: Dialog) => void) {
  const { t } = useLingui();
  const client = useQueryClient();
  const move = useMoveAction();
  const { can } = action;

  const quickMove = (kind: 'start' | 'verify') =>
    move.mutate(
      { id: action.id, body: { move: kind } },
      {
        onSuccess: () => notifySuccess(kind === 'start' ? t`The action is in progress` : t`The action is verified`),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) void client.invalidateQueries(actionQuery(action.id));
        },
      },
    );

  return [
    can.start && (
      <Button
        key="start"
        leftSection={<IconPlayerPlay size={16} />}
        loading={move.isPending && move.variables?.body.move === 'start'}
        disabled={move.isPending}
        onClick={() => quickMove('start')}
      >
        <Trans>Start</Trans>
      </Button>
    ),
    can.close && (
      <Button
        key="done"
        leftSection={<IconCheck size={16} />}
        onClick={() => setDialog('done')}
        disabled={move.isPending}
      >
        <Trans>Mark done</Trans>
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
        <Trans>Verify</Trans>
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
        <Trans>Reopen</Trans>
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
        <Trans>Edit</Trans>
      </Button>
    ),
  ].filter(Boolean);
}
