import { describe, expect, it } from 'vitest';
import { mailDate, mailDateTime } from './dates';

describe('dates in mail', () => {
  it('shows a moment in the store clock with the zone short name, never UTC ISO', () => {
    const at = new Date('2026-11-25T12:44:00Z');
    expect(mailDateTime(at, 'America/Los_Angeles')).toBe('November 25, 2026 4:44 AM PST');
    expect(mailDateTime(at, 'America/New_York')).toBe('November 25, 2026 7:44 AM EST');
    expect(mailDateTime(new Date('2026-07-04T18:05:00Z'), 'America/Chicago')).toBe('July 4, 2026 1:05 PM CDT');
  });

  it('shows a day as month name, day, year', () => {
    expect(mailDate('2026-11-25')).toBe('November 25, 2026');
    expect(mailDate('2026-01-01')).toBe('January 1, 2026');
  });
});
