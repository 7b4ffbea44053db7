import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { DISPLAY_DATE } from '../lib/format';

export interface StoreDatePickerProps {
  date: string | null;
  onDateChange?: (date: string) => void;
  maxDate?: string | Date;
}

/** The date of a store page: loaded after the page (store-page-header.tsx), it brings the calendar. */
export function StoreDatePicker({ date, onDateChange, maxDate }: StoreDatePickerProps) {
  const { t } = useLingui();
  return (
    <DatePickerInput
      label={t`Date`}
      value={date}
      onChange={(value) => {
        if (value) onDateChange?.(dayjs(value).format('YYYY-MM-DD'));
      }}
      valueFormat={DISPLAY_DATE}
      clearable={false}
      maxDate={maxDate}
      minDate={dayjs().subtract(100, 'year').toDate()}
      leftSection={<IconCalendar size={18} stroke={1.6} />}
      w={{ base: '100%', xs: 220 }}
      popoverProps={{ withinPortal: true }}
    />
  );
}
