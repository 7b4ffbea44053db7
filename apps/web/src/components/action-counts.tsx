import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { ActionSummary } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { paths } from '../config/paths';
import { correctiveActionSummaryQuery } from '../lib/api/corrective-actions';
import { callData } from '../lib/endpoints';
import { usePermissions } from '../lib/permissions';
import { OVERDUE_TEXT } from './source-actions';

/**
 * The counts are a side note on pages about something else: their load is silent (no toast, no
 * redirect on a refusal), and a failure shows nothing. Same key as the shared hook, so the actions
 * page and these counts share one cached answer.
 */
function useSilentSummary(enabled: boolean) {
  return useQuery({
    ...correctiveActionSummaryQuery(),
    queryFn: ({ signal }): Promise<ActionSummary> =>
      callData(correctiveActionsEndpoints.summary, { query: {} }, { notify: false, showsForbidden: true, signal }),
    enabled,
  });
}

function CountsText({ open, overdue }: { open: number; overdue: number }) {
  if (open === 0) return <Trans>No open actions</Trans>;
  return (
    <>
      <Plural value={open} one="# open" other="# open" />
      {overdue > 0 && (
        <>
          {' · '}
          <Text span inherit c={OVERDUE_TEXT} fw={700}>
            <Plural value={overdue} one="# overdue" other="# overdue" />
          </Text>
        </>
      )}
    </>
  );
}

/**
 * "N open · M overdue" corrective actions at the stores the user may see, leading to the actions
 * list; nothing for a user without `corrective-actions-view`. `compact` is a button for a page
 * header; otherwise a slim card.
 */
export function ActionCounts({ compact = false }: { compact?: boolean }) {
  const { can } = usePermissions();
  const allowed = can('corrective-actions-view');
  const summary = useSilentSummary(allowed);
  if (!allowed || summary.isError) return null;
  if (!summary.data) {
    // The card's own height (two lines on a phone), as Home's first paint keeps it: no shift.
    return compact ? null : <Skeleton className="dripp-counts-placeholder" radius="md" aria-hidden />;
  }
  const { open, overdue } = summary.data;

  if (compact) {
    return (
      <Button
        component={Link}
        to={paths.actions.href()}
        variant="default"
        h={44}
        leftSection={<IconClipboardCheck size={18} />}
        data-action-counts
      >
        <Text span inherit>
          <Trans>Actions</Trans> · <CountsText open={open} overdue={overdue} />
        </Text>
      </Button>
    );
  }

  return (
    <Card component={Link} to={paths.actions.href()} className="dripp-tile" padding="sm" data-action-counts>
      <Group wrap="nowrap" gap="sm" mih={36}>
        <ThemeIcon size={36} radius="md" variant="light" color={overdue > 0 ? 'red' : undefined}>
          <IconClipboardCheck size={20} stroke={1.6} />
        </ThemeIcon>
        <Group gap={2} style={{ flex: 1, columnGap: 'var(--mantine-spacing-sm)' }}>
          <Text fw={700} c="espresso.9">
            <Trans>Corrective actions</Trans>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            <CountsText open={open} overdue={overdue} />
          </Text>
        </Group>
        <IconChevronRight size={20} color="var(--mantine-color-espresso-4)" aria-hidden />
      </Group>
    </Card>
  );
}
