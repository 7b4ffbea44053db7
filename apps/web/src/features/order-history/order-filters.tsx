import { useState } from 'react';
import { Button, Group, Select, Skeleton } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconChevronDown, IconChevronUp, IconTruck } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Vendor } from '@dripp/contract/vendors';
import {
  ORDER_HISTORY_PRESETS,
  presetOf,
  presetRange,
  type DateRange,
  type OrderHistoryPreset,
  type OrderSortColumn,
  type SortState,
} from '@dripp/domain/ordering';
import dayjs from 'dayjs';
import { VendorInfoButton } from '../../components/vendor-info';
import { API_DATE, DISPLAY_DATE } from '../../lib/format';
import { SORT_COLUMNS } from './order-list';

const ALL_VENDORS = '';

/** The dates picked on a calendar, or one of the preset ranges, counted in the store's days. */
export function DateRangeFields({
  range,
  day,
  onRange,
}: {
  range: DateRange;
  day: string;
  onRange: (range: DateRange) => void;
}) {
  const { t, i18n } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const tablet = useMediaQuery('(max-width: 768px)', false, { getInitialValueInEffect: false });
  // While only the first day of a new range is picked, the list keeps the last complete range.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);
  const choose = (next: DateRange) => {
    setPicking(null);
    onRange(next);
  };
  const preset = presetOf(range, day);
  return (
    <>
      <DatePickerInput
        type="range"
        label={t`Dates`}
        valueFormat={DISPLAY_DATE}
        value={picking ?? [range.start, range.end]}
        onChange={(value) => {
          const [from, to] = value;
          const first = from ? dayjs(from).format(API_DATE) : null;
          const last = to ? dayjs(to).format(API_DATE) : null;
          if (first && last) choose({ start: first, end: last });
          else setPicking([first, last]);
        }}
        onDropdownClose={() => setPicking(null)}
        allowSingleDateInRange
        numberOfColumns={tablet ? 1 : 2}
        minDate={dayjs().subtract(100, 'year').toDate()}
        leftSection={<IconCalendar size={18} stroke={1.6} />}
        w={{ base: '100%', xs: 360 }}
        popoverProps={{ withinPortal: true }}
      />
      <Select
        label={t`Range`}
        placeholder={t`Custom range`}
        data={ORDER_HISTORY_PRESETS.map((entry) => ({ value: entry.value, label: i18n._(entry.label) }))}
        value={preset}
        onChange={(value) => value && choose(presetRange(value as OrderHistoryPreset, day))}
        w={{ base: '100%', xs: 180 }}
      />
    </>
  );
}

/** All vendors, or one of the store's. */
export function VendorFilter({
  loading,
  vendorList,
  vendor,
  onChoose,
}: {
  loading: boolean;
  vendorList: Vendor[];
  vendor: Vendor | null;
  onChoose: (vendorId: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
      {loading ? (
        <Skeleton height={36} width={280} />
      ) : (
        <Select
          label={t`Vendor`}
          data={[
            { value: ALL_VENDORS, label: t`All vendors` },
            ...vendorList.map((entry) => ({ value: String(entry.id), label: entry.name })),
          ]}
          value={vendor ? String(vendor.id) : ALL_VENDORS}
          onChange={(value) => onChoose(value || null)}
          searchable={vendorList.length > 8}
          nothingFoundMessage={t`No vendors`}
          leftSection={<IconTruck size={16} />}
          w={{ base: 'auto', xs: 280 }}
          flex={{ base: 1, xs: 'none' }}
        />
      )}
      {vendor && <VendorInfoButton vendor={vendor} />}
    </Group>
  );
}

/** Phones have no column headers to click: the same sort, as buttons above the cards. */
export function CardSortButtons({
  sort,
  onSort,
}: {
  sort: SortState<OrderSortColumn>;
  onSort: (column: OrderSortColumn) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Group gap="xs" mb="sm">
      {SORT_COLUMNS.map((col) => {
        const active = sort.column === col.column;
        const label = i18n._(col.label);
        return (
          <Button
            key={col.column}
            size="compact-sm"
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            onClick={() => onSort(col.column)}
            rightSection={
              active ? (
                sort.direction === 'asc' ? (
                  <IconChevronUp size={14} />
                ) : (
                  <IconChevronDown size={14} />
                )
              ) : undefined
            }
            aria-label={t`Sort by ${label}`}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
