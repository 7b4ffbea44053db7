import { memo, useMemo } from 'react';
import { Button, Card, ColorSwatch, Group, MultiSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  OVERVIEW_TREND_STORES,
  type OverviewQuery,
  type OverviewStore,
  type OverviewTrends,
} from '@dripp/contract/overview';
import { LoadFailed } from '../../components/not-loaded';
import { i18n } from '../../i18n/i18n';
import { displayMonthDay, money, storeLabel, today } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { useOverviewTrends } from './api/get-overview-trends';

/* The chosen stores day by day: one line chart per measure. Loaded only with the overview, in a chunk of its own. */

const COLORS = [
  'espresso.6',
  'blue.7',
  'teal.7',
  'grape.6',
  'orange.7',
  'cyan.8',
  'red.7',
  'indigo.5',
  'lime.8',
  'pink.6',
  'violet.8',
  'yellow.8',
];

const PHONE_QUERY = '(max-width: 34.375em)';

type Measure = 'checklist_on_time_pct' | 'cash_over_short' | 'waste_cost' | 'order_spend';

const percent = (v: number) => `${Math.round(v)}%`;

const CHARTS: {
  measure: Measure;
  title: MessageDescriptor;
  format: (value: number) => string;
  tick: (value: number) => string;
}[] = [
  { measure: 'checklist_on_time_pct', title: msg`Checklists on time`, format: percent, tick: percent },
  { measure: 'cash_over_short', title: msg`Cash over/short`, format: money, tick: compactMoney },
  { measure: 'waste_cost', title: msg`Waste`, format: money, tick: compactMoney },
  { measure: 'order_spend', title: msg`Orders`, format: money, tick: compactMoney },
];

/** One key for the four charts: the same stores in the same colours. */
function Legend({ series }: { series: Series[] }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" component="ul" m={0} p={0} aria-label={t`Stores charted`} style={{ listStyle: 'none', rowGap: 4 }}>
      {series.map((entry) => (
        <Group key={entry.name} gap={6} component="li" wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${entry.color.replace('.', '-')})`} size={12} withShadow={false} />
          <Text size="sm">{entry.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/** Axis ticks in few characters: $1.6k, $45, 80%. */
function compactMoney(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size >= 1000) {
    const thousands = (size / 1000).toFixed(size >= 10_000 ? 0 : 1);
    return i18n._(msg`${sign}$${thousands}k`);
  }
  return `${sign}$${size >= 10 || size === 0 ? size.toFixed(0) : size.toFixed(2)}`;
}

/**
 * One row per day, one key per store (`s<id>`), as the charts take them. A store's days still to
 * come (its own today is the last) are left empty rather than drawn as nothing spent.
 */
function rowsOf(trends: OverviewTrends, measure: Measure, todays: Map<number, string>) {
  const days = new Map<string, Record<string, string | number | null>>();
  for (const store of trends.stores) {
    const last = todays.get(store.store_id);
    for (const day of store.days) {
      let row = days.get(day.date);
      if (!row) days.set(day.date, (row = { day: displayMonthDay(day.date) }));
      row[`s${store.store_id}`] = last && day.date.slice(0, 10) > last ? null : day[measure];
    }
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

interface Series {
  name: string;
  label: string;
  color: string;
}

/** Drawn again only when its data changes: recharts is slow to draw. */
const Chart = memo(function Chart({
  trends,
  todays,
  series,
  measure,
  title,
  format,
  tick,
}: { trends: OverviewTrends; todays: Map<number, string>; series: Series[] } & (typeof CHARTS)[0]) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const data = useMemo(() => rowsOf(trends, measure, todays), [trends, measure, todays]);
  const name = i18n._(title);
  return (
    <Card padding="sm" component="figure" m={0} aria-label={t`${name} by day`} data-chart={measure}>
      <Text fw={700} size="sm" mb="xs" component="figcaption">
        {name}
      </Text>
      <LineChart
        h={phone ? 180 : 220}
        data={data}
        dataKey="day"
        series={series}
        curveType="monotone"
        withDots={data.length <= 31}
        valueFormatter={format}
        yAxisProps={{ width: 48, tickFormatter: tick }}
        referenceLines={measure === 'cash_over_short' ? [{ y: 0, color: 'gray.5' }] : undefined}
        gridAxis="y"
      />
    </Card>
  );
});

/** The trends of up to 12 stores, by default the ones the page names as the worst. */
export function OverviewCharts({
  query,
  stores,
  selected,
  chosen,
  defaultNote,
  onSelect,
}: {
  query: OverviewQuery;
  stores: OverviewStore[];
  selected: number[];
  /** false while `selected` is the page's default. */
  chosen: boolean;
  /** Which stores the default is, in words. */
  defaultNote: string;
  onSelect: (ids: number[] | null) => void;
}) {
  const { t } = useLingui();
  const trends = useOverviewTrends(query, selected);
  const failure = loadFailure(trends);
  const todays = useMemo(() => new Map(stores.map((store) => [store.store_id, today(store.time_zone)])), [stores]);
  const series: Series[] = useMemo(
    () =>
      (trends.data?.stores ?? []).map((store, i) => ({
        name: `s${store.store_id}`,
        label: store.title,
        color: COLORS[i % COLORS.length]!,
      })),
    [trends.data],
  );
  const options = useMemo(
    () => stores.map((store) => ({ value: String(store.store_id), label: storeLabel(store) })),
    [stores],
  );
  return (
    <Card padding="md" component="section" aria-labelledby="overview-trends">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4" c="espresso.9" id="overview-trends">
              <Trans>Trends</Trans>
            </Title>
            <Text size="sm" c="gray.7">
              {chosen ? t`The stores you chose, day by day` : t`${defaultNote}, day by day`}
            </Text>
          </div>
          {chosen && (
            <Button variant="subtle" h={44} onClick={() => onSelect(null)}>
              <Trans>Show the worst 5</Trans>
            </Button>
          )}
        </Group>
        <MultiSelect
          label={t`Stores (up to ${OVERVIEW_TREND_STORES})`}
          data={options}
          value={selected.map(String)}
          onChange={(values) => onSelect(values.map(Number))}
          maxValues={OVERVIEW_TREND_STORES}
          searchable
          hidePickedOptions
          nothingFoundMessage={t`No stores`}
          clearable
          clearButtonProps={{ 'aria-label': t`Clear the stores` }}
          size="md"
          styles={{ input: { minHeight: 44 } }}
        />
        {selected.length === 0 ? (
          <Text c="gray.7" ta="center" py="md">
            <Trans>Choose stores to draw their trends.</Trans>
          </Text>
        ) : failure ? (
          <LoadFailed failure={failure} message={t`The trends could not be loaded.`} />
        ) : !trends.data ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }} role="status" aria-label={t`Loading the trends`}>
            {CHARTS.map((chart) => (
              <Skeleton key={chart.measure} height={260} />
            ))}
          </SimpleGrid>
        ) : (
          <Stack gap="sm" style={{ opacity: trends.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <Legend series={series} />
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              {CHARTS.map((chart) => (
                <Chart key={chart.measure} trends={trends.data} todays={todays} series={series} {...chart} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
