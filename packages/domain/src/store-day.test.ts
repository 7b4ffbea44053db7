import { describe, expect, it } from 'vitest';
import { endOfStoreDay, existedBy, isoWeekday, itemState, wallClockInstant } from './store-day';
import { storeDateTime, wallClockTime } from './dates';

const NY = 'America/New_York';
const PHOENIX = 'America/Phoenix';

describe('a due time is wall-clock time at the store', () => {
  it('07:00 is 07:00 local on the spring-forward and fall-back days, in New York and in Phoenix', () => {
    // New York moves to EDT (UTC-4) on 8 March 2026 and back to EST (UTC-5) on 1 November 2026.
    expect(wallClockInstant('2026-03-07', '07:00', NY).toISOString()).toBe('2026-03-07T12:00:00.000Z');
    expect(wallClockInstant('2026-03-08', '07:00', NY).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(wallClockInstant('2026-10-31', '07:00', NY).toISOString()).toBe('2026-10-31T11:00:00.000Z');
    expect(wallClockInstant('2026-11-01', '07:00', NY).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    // Phoenix keeps MST (UTC-7) all year.
    for (const day of ['2026-03-08', '2026-11-01'])
      expect(wallClockInstant(day, '07:00', PHOENIX).toISOString()).toBe(`${day}T14:00:00.000Z`);
    for (const day of ['2026-03-08', '2026-11-01']) {
      expect(wallClockTime(wallClockInstant(day, '07:00', NY), NY)).toBe('07:00');
      expect(wallClockTime(wallClockInstant(day, '21:30', NY), NY)).toBe('21:30');
    }
  });

  it('the store day is 23 hours long in spring and 25 in autumn in New York, and 24 in Phoenix', () => {
    const hours = (day: string, zone: string) =>
      (endOfStoreDay(day, zone).getTime() - wallClockInstant(day, '00:00', zone).getTime()) / 3_600_000;
    expect(hours('2026-03-08', NY)).toBe(23);
    expect(hours('2026-11-01', NY)).toBe(25);
    expect(hours('2026-03-08', PHOENIX)).toBe(24);
    expect(hours('2026-11-01', PHOENIX)).toBe(24);
  });

  it('weekdays run Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('the state of an item', () => {
  for (const [zone, day] of [
    [NY, '2026-03-08'],
    [NY, '2026-11-01'],
    [PHOENIX, '2026-03-08'],
    [PHOENIX, '2026-11-01'],
  ] as const) {
    const due = wallClockInstant(day, '07:00', zone);
    const dayEnd = endOfStoreDay(day, zone);
    const at = (minutes: number) => new Date(due.getTime() + minutes * 60_000);

    it(`${zone} on ${day}: upcoming, due, done, late by a minute, missed`, () => {
      expect(itemState({ due, doneAt: null, dayEnd, now: at(-1) })).toEqual({ state: 'upcoming', minutesLate: null });
      expect(itemState({ due, doneAt: null, dayEnd, now: at(0) })).toEqual({ state: 'due', minutesLate: 0 });
      expect(itemState({ due, doneAt: at(-30), dayEnd, now: at(60) })).toEqual({ state: 'done', minutesLate: null });
      expect(itemState({ due, doneAt: at(0.5), dayEnd, now: at(60) })).toEqual({ state: 'done', minutesLate: null });
      expect(itemState({ due, doneAt: at(1), dayEnd, now: at(60) })).toEqual({ state: 'late', minutesLate: 1 });
      expect(itemState({ due, doneAt: null, dayEnd, now: new Date(dayEnd.getTime() - 1) }).state).toBe('due');
      expect(itemState({ due, doneAt: null, dayEnd, now: dayEnd })).toEqual({ state: 'missed', minutesLate: null });
      expect(wallClockTime(due, zone)).toBe('07:00');
    });
  }
});

describe('a store starts when it is made', () => {
  const CHICAGO = 'America/Chicago';
  // Made at 23:09 on Thursday 26 November in Chicago (05:09 UTC on the 27th), its tasks at 23:14.
  const store = new Date('2026-11-27T05:09:00Z');
  const task = new Date('2026-11-27T05:14:00Z');

  it('a due time before the store, its task or the person existed is not on the day', () => {
    expect(existedBy(wallClockInstant('2026-11-25', '21:30', CHICAGO), store)).toBe(false);
    expect(existedBy(wallClockInstant('2026-11-26', '21:30', CHICAGO), store)).toBe(false);
    expect(existedBy(wallClockInstant('2026-11-26', '23:09', CHICAGO), store)).toBe(true);
    expect(existedBy(wallClockInstant('2026-11-26', '23:10', CHICAGO), store, task)).toBe(false);
    expect(existedBy(wallClockInstant('2026-11-26', '23:30', CHICAGO), store, task)).toBe(true);
    expect(existedBy(wallClockInstant('2026-11-27', '07:00', CHICAGO), store, task)).toBe(true);
    // A person who joined at 06:00 on the 27th hears nothing of that day's 05:30.
    const person = wallClockInstant('2026-11-27', '06:00', CHICAGO);
    expect(existedBy(wallClockInstant('2026-11-27', '05:30', CHICAGO), store, task, person)).toBe(false);
    expect(existedBy(wallClockInstant('2026-11-27', '07:00', CHICAGO), store, task, person)).toBe(true);
    // What is not known does not hold an item back.
    expect(existedBy(wallClockInstant('2026-11-25', '21:30', CHICAGO), null, undefined)).toBe(true);
  });
});

describe('the store-local day and time of an instant', () => {
  it('agrees with the zone arithmetic across daylight saving and the date line', () => {
    const cases: [string, string][] = [
      ['2026-03-08T06:59:00Z', 'America/New_York'],
      ['2026-03-08T07:00:00Z', 'America/New_York'],
      ['2026-11-01T07:30:00Z', 'America/New_York'],
      ['2026-11-26T10:30:00Z', 'Pacific/Kiritimati'],
      ['2026-11-26T10:30:00Z', 'Pacific/Pago_Pago'],
      ['2026-12-31T23:59:00Z', 'Asia/Kolkata'],
    ];
    for (const [iso, zone] of cases) {
      const instant = new Date(iso);
      const { date, time } = storeDateTime(instant, zone);
      expect(time).toBe(wallClockTime(instant, zone));
      expect(wallClockInstant(date, time, zone).getTime()).toBe(Math.floor(instant.getTime() / 60_000) * 60_000);
    }
    expect(storeDateTime(new Date('2026-11-26T04:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-25',
      time: '20:30',
    });
  });
});
