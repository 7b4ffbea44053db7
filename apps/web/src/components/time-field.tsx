import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import { parseTime } from '@dripp/domain/incident-format';
import { timeEntry, timeProblem } from './time-entry';
import classes from './time-field.module.css';

export { timeProblem } from './time-entry';

/**
 * A time of day that a phone can enter: the text field opens the full keyboard (its colon and
 * letters), reads "2:30 PM", "14:30" or "1430", and shows the time in 24-hour HH:MM once the person
 * leaves it; the clock opens the phone's own time wheel. `value` is HH:MM, or the text as typed
 * while it is not yet a time (Save refuses it then).
 */
export function TimeField({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  const { shown, time, description, wrong } = timeEntry(text, value, left);
  return (
    <TextInput
      label={label}
      placeholder={t`2:30 PM`}
      value={shown}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(parseTime(next) ?? next);
      }}
      onBlur={() => {
        setLeft(true);
        if (time) setText(time);
      }}
      inputMode="text"
      autoComplete="off"
      autoCapitalize="off"
      maxLength={12}
      required={required}
      description={description}
      error={error ?? (wrong ? timeProblem(label) : undefined)}
      rightSectionWidth={44}
      rightSectionPointerEvents="all"
      rightSection={
        <span className={classes.wheel}>
          <IconClock size={18} aria-hidden />
          <input
            type="time"
            aria-label={t`Pick ${label}`}
            value={time ?? ''}
            onChange={(event) => {
              const picked = event.currentTarget.value;
              if (!picked) return;
              setText(picked);
              onChange(picked);
            }}
          />
        </span>
      }
    />
  );
}
