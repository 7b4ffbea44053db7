import { Fragment, memo } from 'react';
import { ActionIcon, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OverviewMeasures, OverviewRange, OverviewStore } from '@dripp/contract/overview';
import { MeasureLink, MeasureTotal } from './overview-cells';
import {
  COLUMN_LABELS,
  MEASURE_COLUMNS,
  SORT_COLUMNS,
  firstDirection,
  type Sort,
  type SortColumn,
} from './overview-measures';
import { THUMB } from './overview-period';
import type { Section } from './overview-sections';
import { StoreCount, StoreName } from './overview-table';

/** The sort of the phone's cards: the measure, and which way. */
export function SortControl({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const { t, i18n } = useLingui();
  const ascending = sort.direction === 'asc';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t`Sort by`}
        data={SORT_COLUMNS.map((value) => ({ value, label: i18n._(COLUMN_LABELS[value]) }))}
        value={sort.column}
        onChange={(value) =>
          value && onChange({ column: value as SortColumn, direction: firstDirection(value as SortColumn) })
        }
        size="md"
        styles={THUMB}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size={44}
        onClick={() => onChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
        aria-label={ascending ? t`Ascending: sort descending` : t`Descending: sort ascending`}
        title={ascending ? t`Ascending` : t`Descending`}
      >
        {ascending ? <IconSortAscending size={20} /> : <IconSortDescending size={20} />}
      </ActionIcon>
    </Group>
  );
}

const StoreCard = memo(function StoreCard({ store, range }: { store: OverviewStore; range: OverviewRange }) {
  return (
    <Card padding="sm" role="listitem" data-store-id={store.store_id}>
      <Group gap="xs" mb={4} px="xs" justify="space-between" wrap="nowrap">
        <div>
          <StoreName store={store} />
        </div>
      </Group>
      <Stack gap={0}>
        {MEASURE_COLUMNS.map((column) => (
          <MeasureLink key={column} store={store} column={column} range={range} row />
        ))}
      </Stack>
    </Card>
  );
});

function TotalsCard({ totals, count }: { totals: OverviewMeasures; count: number }) {
  const { i18n } = useLingui();
  return (
    <Card padding="sm" bg="gray.0" data-totals>
      <Text fw={700} px="xs">
        <Trans>All stores</Trans>{' '}
        <Text span size="xs" c="gray.7" fw={400}>
          · <StoreCount count={count} />
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing={0}>
        {MEASURE_COLUMNS.map((column) => (
          <Group key={column} justify="space-between" align="center" gap={4} wrap="nowrap" pl="xs">
            <Text size="sm" c="gray.8">
              {i18n._(COLUMN_LABELS[column])}
            </Text>
            <MeasureTotal measures={totals} column={column} />
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** Below 1150 px: the totals, then one card per store, each figure a row to tap. */
export function OverviewCards({
  sections,
  totals,
  storeCount,
  range,
}: {
  sections: Section[];
  totals: OverviewMeasures;
  storeCount: number;
  range: OverviewRange;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <TotalsCard totals={totals} count={storeCount} />
      {sections.map((section) => (
        <Fragment key={section.key}>
          {section.title && (
            <Title order={2} size="h4" c="espresso.9" mt="xs">
              {section.title}{' '}
              <Text span size="sm" c="gray.7" fw={400}>
                · <StoreCount count={section.total} />
              </Text>
            </Title>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="list" aria-label={section.title ?? t`Stores`}>
            {section.stores.map((store) => (
              <StoreCard key={store.store_id} store={store} range={range} />
            ))}
          </SimpleGrid>
        </Fragment>
      ))}
    </Stack>
  );
}
