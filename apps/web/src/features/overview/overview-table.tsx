import { Fragment, memo } from 'react';
import { Table, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OverviewMeasures, OverviewRange, OverviewStore } from '@dripp/contract/overview';
import type { SortState } from '@dripp/domain/ordering';
import { SortHeader } from '../../components/sort-header';
import { MeasureLink, MeasureTotal } from './overview-cells';
import { MEASURE_COLUMNS, attention, type Sort, type SortColumn } from './overview-measures';
import type { Section } from './overview-sections';
import classes from './overview.module.css';

/** The table's headers are short; the legend under it says what each measures. */
export const HEADER_LABELS: Record<SortColumn, MessageDescriptor> = {
  store: msg`Store`,
  checklist: msg`Checklists`,
  food: msg`Food safety`,
  cash: msg`Cash`,
  waste: msg`Waste`,
  orders: msg`Orders`,
  evaluation: msg`Evaluation`,
  actions: msg`Actions`,
  incidents: msg`Incidents`,
};

/** "1 store", "12 stores". */
export function StoreCount({ count }: { count: number }) {
  return <Plural value={count} one="# store" other="# stores" />;
}

export function StoreName({ store }: { store: OverviewStore }) {
  return (
    <>
      <Text size="sm" fw={600} lh={1.3}>
        {store.title}
      </Text>
      {store.number && (
        <Text size="xs" c="gray.7">
          #{store.number}
        </Text>
      )}
    </>
  );
}

/** Drawn again only when its store's figures change: more rows or another sort leave it be. */
const StoreRow = memo(function StoreRow({ store, range }: { store: OverviewStore; range: OverviewRange }) {
  return (
    <Table.Tr data-store-id={store.store_id}>
      <Table.Th scope="row" className={classes.storeCell} fw={400}>
        <StoreName store={store} />
      </Table.Th>
      {MEASURE_COLUMNS.map((column) => (
        <Table.Td key={column} className={`${classes.figure} ${attention(store, column) ? classes.attention : ''}`}>
          <MeasureLink store={store} column={column} range={range} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

function TotalsRow({ totals, count }: { totals: OverviewMeasures; count: number }) {
  return (
    <Table.Tr className={classes.totalsRow} data-totals>
      <Table.Th scope="row" className={classes.storeCell}>
        <Text size="sm" fw={700}>
          <Trans>All stores</Trans>
        </Text>
        <Text size="xs" c="gray.7">
          <StoreCount count={count} />
        </Text>
      </Table.Th>
      {MEASURE_COLUMNS.map((column) => (
        <Table.Td key={column} className={classes.figure}>
          <MeasureTotal measures={totals} column={column} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** Every store's measures side by side, under the totals; grouped as chosen when there is more than one group. */
export function OverviewTable({
  sections,
  totals,
  storeCount,
  range,
  sort,
  onSort,
}: {
  sections: Section[];
  totals: OverviewMeasures;
  storeCount: number;
  range: OverviewRange;
  sort: Sort;
  onSort: (column: SortColumn) => void;
}) {
  const { t, i18n } = useLingui();
  const state: SortState<SortColumn> = sort;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table className={classes.table} verticalSpacing={4} aria-label={t`Stores overview`}>
        <Table.Thead>
          <Table.Tr>
            {(['store', ...MEASURE_COLUMNS] as const).map((column) => (
              <SortHeader
                key={column}
                column={column}
                label={i18n._(HEADER_LABELS[column])}
                numeric={column !== 'store'}
                sort={state}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TotalsRow totals={totals} count={storeCount} />
          {sections.map((section) => (
            <Fragment key={section.key}>
              {section.title && (
                <Table.Tr className={classes.groupRow} data-group>
                  <Table.Th colSpan={MEASURE_COLUMNS.length + 1} scope="colgroup">
                    {section.title}
                    <Text span size="xs" c="gray.7" fw={400}>
                      {' '}
                      · <StoreCount count={section.total} />
                    </Text>
                  </Table.Th>
                </Table.Tr>
              )}
              {section.stores.map((store) => (
                <StoreRow key={store.store_id} store={store} range={range} />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
