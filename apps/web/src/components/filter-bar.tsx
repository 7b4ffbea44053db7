import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconFilter } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_DATE, DISPLAY_DATE } from '../lib/format';

/** A from–to range of calendar dates as the API takes them (YYYY-MM-DD); null ends are open. */
export type DateRangeValue = [string | null, string | null];

/** The date range of a list's filter bar: either end may be left open, one day is a range too. */
export function DateRangeFilter({
  label,
  value,
  onChange,
  valueFormat = DISPLAY_DATE,
}: {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The portal's one format unless the spec names another (the evaluation list's YYYY-MM-DD). */
  valueFormat?: string;
}) {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query
  const tablet = useMediaQuery('(max-width: 1024px)');
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t`Any date`}
      // The placeholder is a button's text here, so it needs the contrast of text.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      clearButtonProps={{ 'aria-label': t`Clear the dates` }}
      valueFormat={valueFormat}
      value={value}
      onChange={([from, to]) =>
        onChange([from ? dayjs(from).format(API_DATE) : null, to ? dayjs(to).format(API_DATE) : null])
      }
      allowSingleDateInRange
      clearable
      numberOfColumns={tablet ? 1 : 2}
      minDate={dayjs().subtract(100, 'year').toDate()}
      leftSection={<IconCalendar size={16} />}
      w={{ base: '100%', xs: valueFormat === DISPLAY_DATE ? 340 : 250 }}
    />
  );
}

/** A searchable, clearable choice of one record by id for a list's filter bar (stores, managers). */
export function IdFilterSelect({
  label,
  placeholder,
  nothingFound,
  options,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  nothingFound: string;
  options: { id: number; label: string }[];
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options.map((o) => ({ value: String(o.id), label: o.label }))}
      value={value != null ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      allowDeselect
      clearable
      clearButtonProps={{ 'aria-label': t`Clear` }}
      searchable
      nothingFoundMessage={nothingFound}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

/** Filter (the form's submit) and Reset, at the end of a list's filter bar. */
export function FilterButtons({ onReset }: { onReset: () => void }) {
  return (
    <Group gap="xs">
      <Button type="submit" leftSection={<IconFilter size={16} />}>
        <Trans>Filter</Trans>
      </Button>
      <Button variant="default" onClick={onReset}>
        <Trans>Reset</Trans>
      </Button>
    </Group>
  );
}
