import { useQuery } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { ActionSummary } from '@dripp/contract/corrective-actions';
import { correctiveActionsEndpoints } from '@dripp/contract/endpoints/corrective-actions';
import { paths } from '../config/paths';
import { correctiveActionSummaryQuery } from '../lib/api/corrective-actions';
import { callData } from '../lib/endpoints';
import { usePermissions } from '../lib/permissions';
import { CountsCard, CountsPlaceholder } from './counts-card';
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
    return compact ? null : <CountsPlaceholder />;
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
    <CountsCard
      to={paths.actions.href()}
      icon={IconClipboardCheck}
      alert={overdue > 0}
      title={<Trans>Corrective actions</Trans>}
      data-action-counts
    >
      <CountsText open={open} overdue={overdue} />
    </CountsCard>
  );
}
