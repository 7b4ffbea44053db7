import { Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { ActionRow } from '@dripp/contract/corrective-actions';
// The labels' own file: the schemas, and zod, stay out of Home's frame (decision 263).
import {
  ACTION_STATUS_LABELS,
  ACTION_LIST_MAX,
  type ActionSource,
  type ActionStatus,
} from '@dripp/contract/corrective-action-labels';
import { paths } from '../config/paths';
import { useCorrectiveActions } from '../lib/api/corrective-actions';
import { displayDate, displayTime } from '../lib/format';
import { usePermissions } from '../lib/permissions';

const STATUS_COLORS: Record<ActionStatus, MantineColor> = {
  open: 'blue',
  'in-progress': 'orange',
  done: 'teal',
  verified: 'green',
  reopened: 'red',
};

/** Overdue counts and due times in text: the reopened red, which reads at 4.5:1 on white. */
export const OVERDUE_TEXT = '#a61e1e';

// The light variant's own text colours are too pale on their tints; these read at 4.5:1 or better.
const STATUS_TEXT: Record<ActionStatus, string> = {
  open: '#1a4f8b',
  'in-progress': '#933a00',
  done: '#0b5e55',
  verified: '#1b6b2f',
  reopened: '#a61e1e',
};

/** An action's status as a coloured badge: open blue, in progress orange, done teal, verified green, reopened red. */
export function ActionStatusBadge({ status, size = 'md' }: { status: ActionStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { i18n } = useLingui();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      c={STATUS_TEXT[status]}
      tt="none"
      fw={600}
      size={size}
      radius="sm"
      data-action-status={status}
      style={{ flex: '0 0 auto' }}
    >
      {i18n._(ACTION_STATUS_LABELS[status])}
    </Badge>
  );
}

/** The red "Overdue" badge of an action still open past its due time. */
export function OverdueBadge({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge variant="filled" color="red.8" tt="none" fw={600} size={size} radius="sm" style={{ flex: '0 0 auto' }}>
      <Trans>Overdue</Trans>
    </Badge>
  );
}

/** When an action is due, on its store's clock: "November 23, 2026 at 2:30 PM" (with "CST" for a reader on another clock). */
export function actionDueText(action: Pick<ActionRow, 'due_date' | 'due_at' | 'store'>): string {
  const day = displayDate(action.due_date);
  const time = displayTime(action.due_at, action.store.time_zone);
  return t`${day} at ${time}`;
}

/** Who an action is given to, as people read it. */
export function actionAssigneeText(action: Pick<ActionRow, 'assignee'>): string {
  const { user, role } = action.assignee;
  if (user) return user.name;
  if (role) {
    const roleName = role.name;
    return t`${roleName} (role)`;
  }
  return t`Nobody yet`;
}

function ActionItem({ action }: { action: ActionRow }) {
  useLingui();
  const due = actionDueText(action);
  const assignee = actionAssigneeText(action);
  return (
    <li>
      <Box
        component={Link}
        to={paths.action.href(action.id)}
        data-action-id={action.id}
        display="flex"
        mih={44}
        py={6}
        px="xs"
        mx="calc(var(--mantine-spacing-xs) * -1)"
        c="inherit"
        style={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '4px var(--mantine-spacing-xs)',
          textDecoration: 'none',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Box miw={0} style={{ flex: '1 1 14rem' }}>
          <Text size="sm" fw={600} c="espresso.8" td="underline" style={{ overflowWrap: 'anywhere' }}>
            {action.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Due {due} · {assignee}
            </Trans>
          </Text>
        </Box>
        <Group gap={6} wrap="nowrap">
          {action.overdue && <OverdueBadge size="sm" />}
          <ActionStatusBadge status={action.status} size="sm" />
        </Group>
      </Box>
    </li>
  );
}

/**
 * The "Corrective actions" of one record (an evaluation, an incident), each opening its page; for
 * people who may see the store's actions. `raiseHref` adds a "Raise action" button.
 */
export function SourceActions({
  source,
  sourceId,
  storeId,
  raiseHref,
  className,
}: {
  source: ActionSource;
  sourceId: number;
  storeId: number;
  raiseHref?: string;
  className?: string;
}) {
  useLingui();
  const { can } = usePermissions();
  const allowed = can('corrective-actions-view', storeId);
  const actions = useCorrectiveActions({ source, source_id: sourceId, limit: ACTION_LIST_MAX }, allowed);
  if (!allowed) return null;
  const rows = actions.data?.rows ?? [];
  return (
    <Card padding="md" component="section" aria-labelledby="source-actions-title" className={className}>
      <Group justify="space-between" gap="sm" mb="xs">
        <Title order={2} size="h4" id="source-actions-title" c="espresso.9">
          <Trans>Corrective actions</Trans>
        </Title>
        {raiseHref && (
          <Button component={Link} to={raiseHref} variant="default" leftSection={<IconPlus size={16} />}>
            <Trans>Raise action</Trans>
          </Button>
        )}
      </Group>
      {actions.isPending ? (
        <Stack gap="xs" role="status" aria-label={t`Loading the corrective actions`}>
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : actions.isError && !actions.data ? (
        <Group gap="sm">
          <Text size="sm" c="red.8">
            <Trans>The actions could not be loaded.</Trans>
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void actions.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No corrective actions.</Trans>
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Corrective actions`}>
          {rows.map((action) => (
            <ActionItem key={action.id} action={action} />
          ))}
        </Box>
      )}
    </Card>
  );
}
