import { useMemo } from 'react';
import { Button, Card, Group, MultiSelect, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LineChart } from '@mantine/charts';
import '@mantine/charts/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import {
  OVERVIEW_TREND_STORES,
  type OverviewQuery,
  type OverviewStore,
  type OverviewTrends,
} from '@dripp/contract/overview';
import { LoadFailed } from '../../components/not-loaded';
import { money, storeLabel } from '../../lib/format';
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

type Measure = 'checklist_on_time_pct' | 'cash_over_short' | 'waste_cost' | 'order_spend';

const CHARTS: { measure: Measure; title: string; format: (value: number) => string }[] = [
  { measure: 'checklist_on_time_pct', title: 'Checklists on time', format: (v) => `${Math.round(v)}%` },
  { measure: 'cash_over_short', title: 'Cash over/short', format: money },
  { measure: 'waste_cost', title: 'Waste', format: money },
  { measure: 'order_spend', title: 'Orders', format: money },
];

const shortDay = (date: string) =>
  new Date(`${date.slice(0, 10)}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** One row per day, one key per store (`s<id>`), as the charts take them. */
function rowsOf(trends: OverviewTrends, measure: Measure): Record<string, string | number | null>[] {
  const days = new Map<string, Record<string, string | number | null>>();
  for (const store of trends.stores) {
    for (const day of store.days) {
      let row = days.get(day.date);
      if (!row) days.set(day.date, (row = { day: shortDay(day.date) }));
      row[`s${store.store_id}`] = day[measure];
    }
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
}

function Chart({ trends, measure, title, format }: { trends: OverviewTrends; title: string } & (typeof CHARTS)[0]) {
  const phone = useMediaQuery('(max-width: 34.375em)');
  const data = useMemo(() => rowsOf(trends, measure), [trends, measure]);
  const series = trends.stores.map((store, i) => ({
    name: `s${store.store_id}`,
    label: store.title,
    color: COLORS[i % COLORS.length]!,
  }));
  return (
    <Card padding="sm" component="figure" m={0} aria-label={`${title} by day`} data-chart={measure}>
      <Text fw={700} size="sm" mb="xs" component="figcaption">
        {title}
      </Text>
      <LineChart
        h={phone ? 200 : 240}
        data={data}
        dataKey="day"
        series={series}
        curveType="monotone"
        withDots={data.length <= 31}
        valueFormatter={format}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: Math.ceil(series.length / (phone ? 2 : 4)) * 22 + 8 }}
        yAxisProps={{ width: measure === 'checklist_on_time_pct' ? 44 : 68 }}
        referenceLines={measure === 'cash_over_short' ? [{ y: 0, color: 'gray.5' }] : undefined}
        gridAxis="y"
      />
    </Card>
  );
}

/** The trends of up to 12 stores, by default the ones the page names as the worst. */
export function OverviewCharts({
  query,
  stores,
  selected,
  chosen,
  onSelect,
}: {
  query: OverviewQuery;
  stores: OverviewStore[];
  selected: number[];
  /** false while `selected` is the page's default. */
  chosen: boolean;
  onSelect: (ids: number[] | null) => void;
}) {
  const trends = useOverviewTrends(query, selected);
  const failure = loadFailure(trends);
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
              Trends
            </Title>
            <Text size="sm" c="gray.7">
              {chosen ? 'The stores you chose' : 'The 5 stores that read worst by the sort'}, day by day
            </Text>
          </div>
          {chosen && (
            <Button variant="subtle" h={44} onClick={() => onSelect(null)}>
              Show the worst 5
            </Button>
          )}
        </Group>
        <MultiSelect
          label={`Stores (up to ${OVERVIEW_TREND_STORES})`}
          data={options}
          value={selected.map(String)}
          onChange={(values) => onSelect(values.map(Number))}
          maxValues={OVERVIEW_TREND_STORES}
          searchable
          hidePickedOptions
          nothingFoundMessage="No stores"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the stores' }}
          size="md"
        />
        {selected.length === 0 ? (
          <Text c="gray.7" ta="center" py="md">
            Choose stores to draw their trends.
          </Text>
        ) : failure ? (
          <LoadFailed failure={failure} message="The trends could not be loaded." />
        ) : !trends.data ? (
          <SimpleGrid cols={{ base: 1, lg: 2 }} aria-label="Loading the trends">
            {CHARTS.map((chart) => (
              <Skeleton key={chart.measure} height={260} />
            ))}
          </SimpleGrid>
        ) : (
          <SimpleGrid
            cols={{ base: 1, lg: 2 }}
            style={{ opacity: trends.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {CHARTS.map((chart) => (
              <Chart key={chart.measure} trends={trends.data} {...chart} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
