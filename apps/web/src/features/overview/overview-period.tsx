import { useState } from 'react';
import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  OVERVIEW_MAX_DAYS,
  OVERVIEW_PERIOD_LABELS,
  OVERVIEW_PERIODS,
  type OverviewPeriod,
  type OverviewRange,
} from '@dripp/contract/overview';
import { API_DATE, DISPLAY_DATE, displayDateRange } from '../../lib/format';
import type { OverviewView } from './overview-params';

/** A whole thumb on a phone (decision 025). */
export const THUMB = { input: { height: 44 } };
const PHONE_QUERY = '(max-width: 48em)';

/** This week, last week, this month, last month, or a custom range of days (at most a year). */
export function PeriodPicker({
  view,
  range,
  onChange,
}: {
  view: OverviewView;
  /** The period shown, once loaded: a switch to Custom starts from its days. */
  range: OverviewRange | undefined;
  onChange: (change: Partial<OverviewView>) => void;
}) {
  const { t, i18n } = useLingui();
  const options = OVERVIEW_PERIODS.map((value) => ({ value, label: i18n._(OVERVIEW_PERIOD_LABELS[value]) }));
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // While only the first day is picked, the page keeps the last complete range.
  const [picking, setPicking] = useState<[string | null, string | null] | null>(null);

  const choose = (value: string | null) => {
    if (!value || value === view.period) return;
    const period = value as OverviewPeriod;
    if (period === 'custom') onChange({ period, from: range?.from ?? null, to: range?.to ?? null });
    else onChange({ period, from: null, to: null });
  };
  const first = picking?.[0] ?? null;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {phone ? (
        <Select
          label={t`Period`}
          data={options}
          value={view.period}
          onChange={choose}
          size="md"
          styles={THUMB}
          w="100%"
        />
      ) : (
        <div>
          <Text component="span" size="sm" fw={500} id="overview-period" display="block" mb={4}>
            <Trans>Period</Trans>
          </Text>
          <SegmentedControl data={options} value={view.period} onChange={choose} aria-labelledby="overview-period" />
        </div>
      )}
      {view.period === 'custom' && (
        <DatePickerInput
          type="range"
          label={t`Days`}
          placeholder={t`Pick the first and last day`}
          valueFormat={DISPLAY_DATE}
          value={picking ?? [view.from, view.to]}
          onChange={([from, to]) => {
            const start = from ? dayjs(from).format(API_DATE) : null;
            const end = to ? dayjs(to).format(API_DATE) : null;
            if (start && end) {
              setPicking(null);
              onChange({ from: start, to: end });
            } else setPicking([start, end]);
          }}
          onDropdownClose={() => setPicking(null)}
          allowSingleDateInRange
          // A period is at most a year long: the second day is chosen within a year of the first.
          minDate={
            first
              ? dayjs(first)
                  .subtract(OVERVIEW_MAX_DAYS - 1, 'day')
                  .toDate()
              : undefined
          }
          maxDate={
            first
              ? dayjs(first)
                  .add(OVERVIEW_MAX_DAYS - 1, 'day')
                  .toDate()
              : undefined
          }
          numberOfColumns={phone ? 1 : 2}
          leftSection={<IconCalendar size={16} />}
          size={phone ? 'md' : 'sm'}
          styles={phone ? THUMB : undefined}
          w={{ base: '100%', xs: 340 }}
          popoverProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}

/** "November 23, 2026 – November 29, 2026, compared with …". */
export function RangeLine({ range }: { range: OverviewRange }) {
  const period = displayDateRange(range.from, range.to);
  const previous = displayDateRange(range.previous_from, range.previous_to);
  return (
    <Text size="sm" c="gray.7" data-range={`${range.from}/${range.to}`}>
      <Trans>
        <Text span inherit fw={600} c="gray.9">
          {period}
        </Text>
        , compared with {previous}
      </Trans>
    </Text>
  );
}
