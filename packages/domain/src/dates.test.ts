import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDateTime,
  formatDay,
  formatMonthDay,
  formatTime,
  mailDate,
  mailDateTime,
  previousDay,
  todayIn,
  wallClockTime,
} from './dates';
import { formatWallTime } from './store-day';

const PORTLAND = 'America/Los_Angeles';
const CHICAGO = 'America/Chicago';

describe('one date and time format', () => {
  it('shows a day as month name, day, year (decision 133)', () => {
    expect(formatDay('2026-11-25')).toBe('November 25, 2026');
    expect(formatDay('2026-01-01')).toBe('January 1, 2026');
    // A calendar day is that day, whatever the zone asked for.
    expect(formatDay('2026-01-01', 'Pacific/Kiritimati')).toBe('January 1, 2026');
    // A moment's day is the store's: 03:00 UTC on the 26th is still the 25th in Portland.
    expect(formatDay('2026-11-26T03:00:00Z', PORTLAND)).toBe('November 25, 2026');
    expect(formatDay(new Date('2026-11-26T03:00:00Z'), 'Europe/Berlin')).toBe('November 26, 2026');
  });

  it('shows times on the 12-hour clock with AM or PM, never 24-hour', () => {
    const reader = { timeZone: 'UTC', viewerZone: 'UTC' };
    expect(formatTime('2026-11-25T00:05:00Z', reader)).toBe('12:05 AM');
    expect(formatTime('2026-11-25T09:22:00Z', reader)).toBe('9:22 AM');
    expect(formatTime('2026-11-25T12:00:00Z', reader)).toBe('12:00 PM');
    expect(formatTime('2026-11-25T23:29:00Z', reader)).toBe('11:29 PM');
    // A plain space before AM or PM, not the narrow one newer ICU puts there.
    expect(formatTime('2026-11-25T23:29:00Z', reader)).not.toMatch(/\u202f/);
  });

  it("shows a store's time on its clock, with the zone's short name only where the reader's clock differs", () => {
    const at = new Date('2026-11-28T05:29:00Z');
    expect(formatTime(at, { timeZone: CHICAGO, viewerZone: CHICAGO })).toBe('11:29 PM');
    expect(formatTime(at, { timeZone: CHICAGO, viewerZone: PORTLAND })).toBe('11:29 PM CST');
    expect(formatTime(at, { timeZone: PORTLAND, viewerZone: CHICAGO })).toBe('9:29 PM PST');
    expect(formatDateTime(at, { timeZone: CHICAGO, viewerZone: 'Pacific/Kiritimati' })).toBe(
      'November 27, 2026 11:29 PM CST',
    );
    // Another name for the same clock (Winnipeg keeps Chicago's time) adds nothing.
    expect(formatTime(at, { timeZone: CHICAGO, viewerZone: 'America/Winnipeg' })).toBe('11:29 PM');
    // Summer time is named as such.
    expect(formatTime('2026-07-04T18:05:00Z', { timeZone: CHICAGO, viewerZone: PORTLAND })).toBe('1:05 PM CDT');
  });

  it("shows a store's due time (its wall clock on a day) in the same way", () => {
    expect(formatWallTime('2026-11-27', '23:29', CHICAGO, CHICAGO)).toBe('11:29 PM');
    expect(formatWallTime('2026-11-27', '23:29', CHICAGO, PORTLAND)).toBe('11:29 PM CST');
    expect(formatWallTime('2026-07-01', '07:00', PORTLAND, CHICAGO)).toBe('7:00 AM PDT');
    expect(formatWallTime('2026-11-27', '00:00', PORTLAND)).toBe('12:00 AM PST');
  });

  it('always names the zone in mail, whose reader may be anywhere, and never writes UTC ISO', () => {
    const at = new Date('2026-11-25T12:44:00Z');
    expect(mailDateTime(at, PORTLAND)).toBe('November 25, 2026 4:44 AM PST');
    expect(mailDateTime(at, 'America/New_York')).toBe('November 25, 2026 7:44 AM EST');
    expect(mailDateTime(new Date('2026-07-04T18:05:00Z'), CHICAGO)).toBe('July 4, 2026 1:05 PM CDT');
    expect(formatDateTime(at, { timeZone: PORTLAND })).toBe('November 25, 2026 4:44 AM PST');
    expect(mailDate('2026-11-25')).toBe('November 25, 2026');
    expect(mailDate('2026-11-25T00:00:00.000Z')).toBe('November 25, 2026');
  });
});

describe('calendar days', () => {
  it('adds days across months, leap days and daylight saving, and names the day before', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 28)).toBe('2026-11-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it("reads a store's today and a zone's HH:MM on that zone's clock", () => {
    const at = new Date('2026-11-26T04:30:00Z');
    expect(todayIn('America/Los_Angeles', at)).toBe('2026-11-25');
    expect(todayIn('UTC', at)).toBe('2026-11-26');
    expect(wallClockTime(at, 'America/Chicago')).toBe('22:30');
    expect(formatMonthDay('2026-11-05')).toBe('November 5');
  });
});
