import type { FoodSafetyDay, Reading } from '@dripp/contract/food-safety';
import type { ShownState } from '../../components/due-state-badge';

export type DayUnit = FoodSafetyDay['units'][number];
export type Slot = DayUnit['slots'][number];

const minutesPast = (from: string, to: number) => Math.max(0, Math.floor((to - new Date(from).getTime()) / 60_000));

/**
 * A unit's due time as the store day's badges show it (the Today board's states): due from its
 * time, counted late from it ("Due 3:00 PM · 12 min late"), done late when the reading was stamped
 * late.
 */
export function slotShown(slot: Slot, now: Date): ShownState {
  const takenAt = slot.reading?.taken_at ?? null;
  const minutesLate =
    slot.state === 'due'
      ? minutesPast(slot.due_at, now.getTime())
      : slot.state === 'late' && takenAt
        ? minutesPast(slot.due_at, new Date(takenAt).getTime())
        : null;
  return { state: slot.state, due_at: slot.due_at, done_at: takenAt, minutes_late: minutesLate || null };
}

/** An out-of-range reading's re-check as a badge shows it: due from its time for half an hour, then missed. */
export function recheckShown(reading: Reading): ShownState | null {
  const recheck = reading.recheck;
  if (!recheck) return null;
  return { state: recheck.state, due_at: recheck.due_at, done_at: null, minutes_late: null };
}

/** The readings that correct each reading, by the id of the one corrected. */
export function correctionsOf(readings: Reading[]): Map<number, Reading> {
  const found = new Map<number, Reading>();
  for (const reading of readings) {
    if (reading.kind === 'correction' && reading.refers_to != null) found.set(reading.refers_to, reading);
  }
  return found;
}
