import { useMemo, useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ActionSummary, type StoreActionSummary } from '@dripp/contract/corrective-actions';
import { LoadFailed, LoadingCard } from '../../components/not-loaded';
import { paths } from '../../config/paths';
import { useCorrectiveActionSummary } from '../../lib/api/corrective-actions';
import { loadFailure } from '../../lib/load-state';

import { OVERDUE_TEXT } from '../../components/source-actions';

/* The open, overdue and close-time counts above the lists: per store on the chain list, one line on a store's. */

/** Stores listed in the summary before "Show all": a chain of hundreds does not push the list off the screen. */
const SUMMARY_ROWS = 8;

function medianText(days: number | null): string {
  if (days == null) return '—';
  const rounded = Math.round(days * 10) / 10;
  return plural(rounded, { one: '# day', other: '# days' });
}

function Counts({ open, overdue }: { open: number; overdue: number }) {
  return (
    <Text size="sm" fw={500} aria-live="polite" data-summary-counts>
      <Trans>
        {open} open ·{' '}
        <Text span inherit c={overdue > 0 ? OVERDUE_TEXT : undefined} fw={overdue > 0 ? 700 : undefined}>
          {overdue} overdue
        </Text>
      </Trans>
    </Text>
  );
}

const byAttention = (a: StoreActionSummary, b: StoreActionSummary) =>
  b.overdue - a.overdue || b.open - a.open || a.title.localeCompare(b.title);

/** Each store's open and overdue actions and how fast it closed them, stores with the most overdue first. */
function StoreSummaryTable({ summary }: { summary: ActionSummary }) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const stores = useMemo(() => [...summary.stores].sort(byAttention), [summary.stores]);
  const shown = all ? stores : stores.slice(0, SUMMARY_ROWS);
  const storeCount = stores.length;
  return (
    <>
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing={6} aria-label={t`Actions per store`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Store</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Open</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Overdue</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Median days to close</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((store) => (
              <Table.Tr key={store.store_id} data-store-id={store.store_id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.storeActions.href(store.store_id)} size="sm">
                    {store.title}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{store.open}</Table.Td>
                <Table.Td
                  ta="right"
                  c={store.overdue > 0 ? OVERDUE_TEXT : undefined}
                  fw={store.overdue > 0 ? 700 : 400}
                >
                  {store.overdue}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {medianText(store.median_days_to_close)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {stores.length > SUMMARY_ROWS && (
        <Button variant="subtle" h={44} onClick={() => setAll(!all)} style={{ alignSelf: 'center' }}>
          {all ? t`Show fewer stores` : t`Show all ${storeCount} stores`}
        </Button>
      )}
    </>
  );
}

/** The one store's median, when the chain list has a single store. */
function OneStoreMedian({ store }: { store: StoreActionSummary }) {
  const { title } = store;
  const median = medianText(store.median_days_to_close);
  return (
    <Text size="sm">
      <Trans>
        {title}: median days to close {median}
      </Trans>
    </Text>
  );
}

/** Above the chain list: the totals, and each store's counts with its median days to close over 90 days. */
export function ChainSummary() {
  const { t } = useLingui();
  const summary = useCorrectiveActionSummary();
  const failure = loadFailure(summary);
  return (
    <Card padding="md" component="section" aria-labelledby="actions-summary">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" c="espresso.9" id="actions-summary">
            <Trans>By store</Trans>
          </Title>
          {summary.data && <Counts open={summary.data.open} overdue={summary.data.overdue} />}
        </Group>
        {failure ? (
          <LoadFailed failure={failure} message={t`The counts per store could not be loaded.`} />
        ) : !summary.data ? (
          <LoadingCard label={t`Loading the counts per store`} rows={3} />
        ) : summary.data.stores.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No stores to show</Trans>
          </Text>
        ) : summary.data.stores.length === 1 ? (
          <OneStoreMedian store={summary.data.stores[0]!} />
        ) : (
          <StoreSummaryTable summary={summary.data} />
        )}
        <Text size="xs" c="dimmed">
          <Trans>Median days to close: from raised to done, over the actions done in the last 90 days.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** One store's counts in a line, under its header. */
export function StoreSummaryLine({ storeId }: { storeId: number }) {
  const summary = useCorrectiveActionSummary(storeId);
  const store = summary.data?.stores.find((s) => s.store_id === storeId);
  const median = medianText(store?.median_days_to_close ?? null);
  if (!summary.data) return null;
  return (
    <Card padding="sm">
      <Group justify="space-between" gap="xs">
        <Counts open={summary.data.open} overdue={summary.data.overdue} />
        <Text size="sm" c="dimmed">
          <Trans>Median days to close (90 days): {median}</Trans>
        </Text>
      </Group>
    </Card>
  );
}
