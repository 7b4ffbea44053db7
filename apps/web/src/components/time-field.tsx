import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { parseTime, time12 } from '@dripp/domain/incident-format';
import classes from './time-field.module.css';

/** What the field says when the text is not a time. */
export function timeProblem(label: string): string {
  return `${label}: type a time such as 2:30 PM or 14:30`;
}

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
  const [text, setText] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a loaded report, a cleared form) replaces the text.
  const shown = (parseTime(text) ?? text) === value ? text : value;
  const typedWrong = left && shown.trim() !== '' && parseTime(shown) == null;
  const time = parseTime(shown);
  return (
    <TextInput
      label={label}
      placeholder="2:30 PM"
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
      description={time ? `${time12(time)} (${time})` : 'For example 2:30 PM or 14:30'}
      error={error ?? (typedWrong ? timeProblem(label) : undefined)}
      rightSectionWidth={44}
      rightSectionPointerEvents="all"
      rightSection={
        <span className={classes.wheel}>
          <IconClock size={18} aria-hidden />
          <input
            type="time"
            aria-label={`Pick ${label}`}
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
