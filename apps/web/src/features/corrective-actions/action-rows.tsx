import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ACTION_PRIORITY_LABELS,
  ACTION_SOURCE_LABELS,
  type ActionPriority,
  type ActionRow,
} from '@dripp/contract/corrective-actions';
import { ActionStatusBadge, OverdueBadge, actionAssigneeText, actionDueText } from '../../components/source-actions';
import { paths } from '../../config/paths';

import { OVERDUE_TEXT } from '../../components/source-actions';

/* An action in a list: a table row from 1150 px, a card below. */

const PRIORITY_TEXT: Record<ActionPriority, string | undefined> = {
  low: 'dimmed',
  medium: undefined,
  high: '#933a00',
  urgent: '#a61e1e',
};

function Priority({ priority }: { priority: ActionPriority }) {
  const { i18n } = useLinguiContext();
  const strong = priority === 'high' || priority === 'urgent';
  return (
    <Text span size="sm" c={PRIORITY_TEXT[priority]} fw={strong ? 700 : undefined}>
      {i18n._(ACTION_PRIORITY_LABELS[priority])}
    </Text>
  );
}

function Due({ row }: { row: ActionRow }) {
  const { t } = useLingui();
  const zoneName = row.store.time_zone.replace(/_/g, ' ');
  return (
    <Text
      span
      size="sm"
      c={row.overdue ? OVERDUE_TEXT : undefined}
      fw={row.overdue ? 600 : undefined}
      title={t`Store time (${zoneName})`}
    >
      {actionDueText(row)}
    </Text>
  );
}

function Source({ row }: { row: ActionRow }) {
  const { i18n } = useLinguiContext();
  const label = row.source_label || i18n._(ACTION_SOURCE_LABELS[row.source]);
  return row.source_link ? (
    <Anchor component={Link} to={row.source_link} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Anchor>
  ) : (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Text>
  );
}

function TitleLink({ row }: { row: ActionRow }) {
  return (
    <Anchor
      component={Link}
      to={paths.action.href(row.id)}
      fw={700}
      c="espresso.9"
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.title}
    </Anchor>
  );
}

export function ActionsTable({ rows, withStore }: { rows: ActionRow[]; withStore: boolean }) {
  const { t } = useLingui();
  return (
    <Table verticalSpacing="sm" striped highlightOnHover aria-label={t`Actions`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Action</Trans>
          </Table.Th>
          {withStore && (
            <Table.Th>
              <Trans>Store</Trans>
            </Table.Th>
          )}
          <Table.Th>
            <Trans>Assigned to</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Priority</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Status</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Due</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-action-id={row.id}>
            <Table.Td miw={260}>
              <Stack gap={2} align="flex-start">
                <TitleLink row={row} />
                <Source row={row} />
              </Stack>
            </Table.Td>
            {withStore && <Table.Td miw={110}>{row.store.title}</Table.Td>}
            <Table.Td miw={120}>
              <Text span size="sm">
                {actionAssigneeText(row)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Priority priority={row.priority} />
            </Table.Td>
            <Table.Td miw={104}>
              <ActionStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td miw={150}>
              <Stack gap={4} align="flex-start">
                <Due row={row} />
                {row.overdue && <OverdueBadge />}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ActionCard({ row, withStore }: { row: ActionRow; withStore: boolean }) {
  return (
    <Card
      padding="sm"
      role="listitem"
      data-action-id={row.id}
      style={row.overdue ? { borderInlineStart: '4px solid var(--mantine-color-red-7)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Box style={{ minWidth: 0 }}>
          <TitleLink row={row} />
        </Box>
        <ActionStatusBadge status={row.status} />
      </Group>
      {withStore && (
        <Text size="sm" fw={600}>
          {row.store.title}
        </Text>
      )}
      <Box>
        <Source row={row} />
      </Box>
      <Group gap="xs" mt={4} align="center">
        {row.overdue && <OverdueBadge />}
        <Text size="sm">
          <Trans>
            Due <Due row={row} />
          </Trans>
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        <Text span inherit c="dimmed">
          <Trans>Assigned to</Trans>{' '}
        </Text>
        {actionAssigneeText(row)}
        <Text span inherit c="dimmed">
          {' · '}
          <Trans>Priority</Trans>{' '}
        </Text>
        <Priority priority={row.priority} />
      </Text>
    </Card>
  );
}
