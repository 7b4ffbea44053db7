import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { Anchor, Button, Card, Stack, Table, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  OVERVIEW_DAY_LISTS,
  OVERVIEW_MAX_DAYS,
  type OverviewDayList,
  type OverviewStoreDay,
  type OverviewStoreDays,
} from '@dripp/contract/overview';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { displayDate, displayDateRange, moneyOfCents, storeLabel } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { positiveId } from '../../lib/url-ids';
import { useOverviewStoreDays } from './api/get-overview-store-days';
import { calendarDay } from './overview-params';

/*
 * /management/overview/stores/{store}/{list}?from&to (beyond the spec, DESIGN §8; decision 197):
 * what an overview cell counts, day by day for its store and period, totalled as the cell is. Each
 * day opens the spec's page of that day.
 */

const TITLES: Record<OverviewDayList, MessageDescriptor> = {
  checklists: msg`Checklists by day`,
  cash: msg`Cash over/short by day`,
  waste: msg`Waste by day`,
};

const DAY_PAGES: Record<OverviewDayList, { href: (store: number, date: string) => string; name: MessageDescriptor }> = {
  checklists: { href: paths.dailyCheck.href, name: msg`Daily checklist` },
  cash: { href: paths.cashCount.href, name: msg`Cash count` },
  waste: { href: paths.wasteLog.href, name: msg`Waste log` },
};

const cents = (dollars: number) => Math.round(dollars * 100);
const sumOf = (days: OverviewStoreDay[], value: (d: OverviewStoreDay) => number) =>
  days.reduce((total, d) => total + value(d), 0);
const signed = (c: number) => (c > 0 ? `+${moneyOfCents(c)}` : moneyOfCents(c));
const ratio = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

interface Columns {
  headers: MessageDescriptor[];
  row: {
    /** The day's cells; null: nothing to count that day (a day not over yet, no count), said by `empty`. */
    day: (d: OverviewStoreDay) => ReactNode[] | null;
    empty: (d: OverviewStoreDay) => string;
    /** The period's, as the overview's cell counts it. */
    total: (days: OverviewStoreDay[]) => ReactNode[];
  };
}

const COLUMNS: Record<OverviewDayList, Columns> = {
  checklists: {
    headers: [msg`Due`, msg`On time`, msg`Late`, msg`Missed`],
    row: {
      day: (d) => (d.closed ? [d.checklist_due, d.checklist_on_time, d.checklist_late, d.checklist_missed] : null),
      empty: () => t`Not over yet`,
      total: (days) => {
        const closed = days.filter((d) => d.closed);
        const due = sumOf(closed, (d) => d.checklist_due);
        const onTime = sumOf(closed, (d) => d.checklist_on_time);
        return [
          due,
          <span key="on-time" data-total={ratio(onTime, due)}>
            {onTime} ({ratio(onTime, due)})
          </span>,
          sumOf(closed, (d) => d.checklist_late),
          sumOf(closed, (d) => d.checklist_missed),
        ];
      },
    },
  },
  cash: {
    headers: [msg`Over/short`, msg`Flagged`],
    row: {
      day: (d) => (d.cash_counted ? [signed(cents(d.cash_over_short)), d.cash_flagged ? t`Flagged` : ''] : null),
      empty: () => t`No count`,
      total: (days) => {
        const total = signed(sumOf(days, (d) => cents(d.cash_over_short)));
        const flagged = days.filter((d) => d.cash_flagged).length;
        return [
          <span key="total" data-total={total}>
            {total}
          </span>,
          flagged,
        ];
      },
    },
  },
  waste: {
    headers: [msg`Lines`, msg`LOSS $`],
    row: {
      day: (d) => [d.waste_lines, moneyOfCents(cents(d.waste_cost))],
      empty: () => '',
      total: (days) => {
        const total = moneyOfCents(sumOf(days, (d) => cents(d.waste_cost)));
        return [
          sumOf(days, (d) => d.waste_lines),
          <span key="total" data-total={total}>
            {total}
          </span>,
        ];
      },
    },
  },
};

export function OverviewStoreDaysPage() {
  const { t: tr, i18n } = useLingui();
  const { can } = usePermissions();
  const params = useParams();
  const [search] = useSearchParams();
  const list = (OVERVIEW_DAY_LISTS as readonly string[]).includes(params.list ?? '')
    ? (params.list as OverviewDayList)
    : null;
  const title = list ? i18n._(TITLES[list]) : tr`Stores Overview`;
  useDocumentTitle(tr`${title} · Dripp Portal`);
  const storeId = positiveId(params.storeId);
  const from = calendarDay(search.get('from'));
  const to = calendarDay(search.get('to'));
  const valid = from && to && from <= to && dayjs(to).diff(from, 'day') < OVERVIEW_MAX_DAYS;
  const allowed = can('area-view');
  const days = useOverviewStoreDays(allowed && list ? storeId : null, valid ? { from, to } : null);
  if (!allowed) return <Forbidden />;

  const back = valid
    ? `${paths.overview.href()}?${new URLSearchParams({ period: 'custom', from, to })}`
    : paths.overview.href();
  let body: ReactNode;
  const failure = loadFailure(days);
  if (!list || storeId == null || !valid)
    body = (
      <EmptyCard>
        <Trans>Open a store&rsquo;s figure on the Stores Overview.</Trans>
      </EmptyCard>
    );
  else if (failure) body = <LoadFailed failure={failure} message={tr`The store’s days could not be loaded.`} />;
  else if (!days.data) body = <LoadingCard label={tr`Loading the store’s days`} />;
  else body = <DaysTable data={days.data} list={list} />;

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          <Button component={Link} to={back} variant="default" h={44} leftSection={<IconArrowLeft size={16} />}>
            <Trans>Stores Overview</Trans>
          </Button>
        }
      />
      {body}
    </Stack>
  );
}

function DaysTable({ data, list }: { data: OverviewStoreDays; list: OverviewDayList }) {
  const { t: tr, i18n } = useLingui();
  const { row } = COLUMNS[list];
  const headers = COLUMNS[list].headers.map((header) => i18n._(header));
  const page = DAY_PAGES[list];
  const pageName = i18n._(page.name);
  const storeId = data.store.store_id;
  const title = i18n._(TITLES[list]);
  const store = storeLabel(data.store);
  return (
    <Card padding="xs" component="section" aria-label={title}>
      <Stack gap={4} px="xs" pt="xs">
        <Text fw={700}>{store}</Text>
        <Text size="sm" c="gray.7" data-range={`${data.range.from}/${data.range.to}`}>
          {displayDateRange(data.range.from, data.range.to)}
          {data.days.at(-1)?.date !== data.range.to && data.days.length > 0 && tr`, up to today`}
        </Text>
      </Stack>
      {data.days.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          <Trans>The period has not begun at this store.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing={4} aria-label={tr`${title} at ${store}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Day</Trans>
                </Table.Th>
                {headers.map((h) => (
                  <Table.Th key={h} ta="right">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.days.map((d) => {
                const cells = row.day(d);
                const day = displayDate(d.date);
                return (
                  <Table.Tr key={d.date} data-day={d.date}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor
                        component={Link}
                        to={page.href(storeId, d.date)}
                        size="sm"
                        // A whole thumb on a phone (decision 025).
                        style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                        aria-label={tr`${pageName} of ${day}`}
                      >
                        {day}
                      </Anchor>
                    </Table.Th>
                    {cells ? (
                      cells.map((cell, i) => (
                        <Table.Td key={headers[i]} ta="right" data-figure={headers[i]}>
                          {cell}
                        </Table.Td>
                      ))
                    ) : (
                      <Table.Td colSpan={headers.length} ta="right" c="dimmed">
                        {row.empty(d)}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-totals>
                <Table.Th scope="row">
                  <Trans>Total</Trans>
                </Table.Th>
                {row.total(data.days).map((cell, i) => (
                  <Table.Th key={headers[i]} ta="right">
                    {cell}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
