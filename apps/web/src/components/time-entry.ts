import { t } from '@lingui/core/macro';
import { parseTime, time12 } from '@dripp/domain/incident-format';

/** What a time field says when the text is not a time. */
export function timeProblem(label: string): string {
  return t`${label}: type a time such as 2:30 PM or 14:30`;
}

export interface TimeEntry {
  /** The text in the field: as typed while it is the form's value, else the form's value. */
  shown: string;
  /** The time shown, in 24-hour HH:MM; null while the text is not a time. */
  time: string | null;
  /** Said under the field: the time both ways, or an example. */
  description: string;
  /** The person left the field with text that is not a time. */
  wrong: boolean;
}

/**
 * A time field's state from the text typed and the form's value (HH:MM, or the text as typed while
 * it is not yet a time): a value set from outside (a loaded report, a cleared form) replaces the
 * text; `left` once the person has left the field.
 */
export function timeEntry(text: string, value: string, left: boolean): TimeEntry {
  const shown = (parseTime(text) ?? text) === value ? text : value;
  const time = parseTime(shown);
  const twelve = time ? time12(time) : '';
  return {
    shown,
    time,
    description: time ? `${twelve} (${time})` : t`For example 2:30 PM or 14:30`,
    wrong: left && shown.trim() !== '' && time == null,
  };
}
