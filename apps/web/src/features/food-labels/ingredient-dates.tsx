import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { READY_TO_EAT_MAX_DAYS } from '@dripp/contract/food-safety';
import { DISPLAY_DATE, today } from '../../lib/format';

/** A combined item's ingredients' prep days (loaded with the calendar when asked for). */
export function IngredientDates({
  value,
  onChange,
  timeZone,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  timeZone: string | undefined;
}) {
  const { t } = useLingui();
  const last = today(timeZone);
  return (
    <DatePickerInput
      type="multiple"
      label={t`Ingredients' prep dates`}
      placeholder={t`Pick the dates`}
      value={value}
      onChange={(dates) => onChange(dates.map((d) => dayjs(d).format('YYYY-MM-DD')).sort())}
      valueFormat={DISPLAY_DATE}
      maxDate={last}
      minDate={dayjs(last)
        .subtract(READY_TO_EAT_MAX_DAYS * 4, 'day')
        .format('YYYY-MM-DD')}
      leftSection={<IconCalendar size={18} stroke={1.6} />}
      clearable
      size="md"
      popoverProps={{ withinPortal: true }}
    />
  );
}
