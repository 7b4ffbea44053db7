import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's clock is Berlin's, as for a manager travelling: the module reads it when it loads.
process.env.TZ = 'Europe/Berlin';
const {
  displayDate,
  displayDateRange,
  displayDateTime,
  displayMonthDay,
  displayNumber,
  displayTime,
  money,
  moneyOfCents,
  pageDay,
  timeAgo,
  today,
} = await import('./format');
const { i18n } = await import('../i18n/i18n');

/** Speaks Spanish with the frame's catalogue as the build loads it. */
async function speakSpanish(): Promise<void> {
  const { loadFrameSpanish } = await import('../i18n/frame-spanish-for-tests');
  await loadFrameSpanish();
  i18n.activate('es', ['es-US']);
}
const speakEnglish = () => i18n.activate('en', ['en-US']);

const NEW_YORK = 'America/New_York';
const LOS_ANGELES = 'America/Los_Angeles';

/** Sets the device's clock to an instant (UTC). */
const clockAt = (iso: string) => vi.setSystemTime(new Date(iso));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a store's today", () => {
  it('turns at midnight on the store’s clock, 05:00 UTC for New York in winter', () => {
    clockAt('2026-11-28T04:59:59Z');
    expect(today(NEW_YORK)).toBe('2026-11-27');
    clockAt('2026-11-28T05:00:00Z');
    expect(today(NEW_YORK)).toBe('2026-11-28');
  });

  it('turns at 04:00 UTC in summer time', () => {
    clockAt('2026-07-04T03:59:00Z');
    expect(today(NEW_YORK)).toBe('2026-07-03');
    clockAt('2026-07-04T04:00:00Z');
    expect(today(NEW_YORK)).toBe('2026-07-04');
  });

  it('is still the store’s day at 23:00 UTC and after the UTC date has turned', () => {
    clockAt('2026-11-28T23:00:00Z');
    expect(today(NEW_YORK)).toBe('2026-11-28');
    expect(today(LOS_ANGELES)).toBe('2026-11-28');
    clockAt('2026-11-29T04:30:00Z');
    expect(today(NEW_YORK)).toBe('2026-11-28');
    expect(today(LOS_ANGELES)).toBe('2026-11-28');
  });

  it('is the browser’s day while the store’s zone is not known', () => {
    clockAt('2026-11-28T23:00:00Z'); // already Sunday 00:00 in Berlin
    expect(today()).toBe('2026-11-29');
    expect(today('')).toBe('2026-11-29');
  });
});

describe('the day a store day page shows', () => {
  beforeEach(() => clockAt('2026-11-28T15:00:00Z'));

  it('is the address’s day when it is a real day', () => {
    expect(pageDay('2026-11-20', NEW_YORK)).toBe('2026-11-20');
    expect(pageDay('2028-02-29', NEW_YORK)).toBe('2028-02-29');
    expect(pageDay('2026-12-31', NEW_YORK)).toBe('2026-12-31');
  });

  it('is the store’s today when the address has no day or not a real one', () => {
    for (const address of [undefined, '', '2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-31'])
      expect(pageDay(address, NEW_YORK)).toBe('2026-11-28');
    for (const address of ['2026-1-5', '26-11-28', '2026/11/28', ' 2026-11-28', '2026-11-28T00:00', 'today'])
      expect(pageDay(address, NEW_YORK)).toBe('2026-11-28');
  });

  it('is at most the store’s today on a page that takes no future day', () => {
    expect(pageDay('2026-11-29', NEW_YORK, true)).toBe('2026-11-28');
    expect(pageDay('2026-11-28', NEW_YORK, true)).toBe('2026-11-28');
    expect(pageDay('2026-11-27', NEW_YORK, true)).toBe('2026-11-27');
    expect(pageDay('2026-11-29', NEW_YORK)).toBe('2026-11-29');
  });

  it('counts tomorrow from the store’s clock, not the browser’s or UTC’s', () => {
    clockAt('2026-11-29T04:30:00Z'); // Sunday in UTC and Berlin, still Saturday evening in New York
    expect(pageDay('2026-11-29', NEW_YORK, true)).toBe('2026-11-28');
    expect(pageDay(undefined, NEW_YORK, true)).toBe('2026-11-28');
    clockAt('2026-11-29T05:00:00Z');
    expect(pageDay('2026-11-29', NEW_YORK, true)).toBe('2026-11-29');
  });
});

describe('dates and times as every screen shows them', () => {
  it('shows a calendar day as that day, whatever the zone', () => {
    expect(displayDate('2026-11-28')).toBe('November 28, 2026');
    expect(displayDate('2026-11-28', 'Pacific/Honolulu')).toBe('November 28, 2026');
    expect(displayDate('2026-01-01', 'Pacific/Kiritimati')).toBe('January 1, 2026');
  });

  it('shows the day of a moment on the store’s clock, else the browser’s', () => {
    expect(displayDate('2026-11-29T04:30:00Z', NEW_YORK)).toBe('November 28, 2026');
    expect(displayDate('2026-11-29T05:00:00Z', NEW_YORK)).toBe('November 29, 2026');
    expect(displayDate(new Date('2026-11-28T23:00:00Z'))).toBe('November 29, 2026');
  });

  it('shows nothing for no date or one that names no day', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-13-45'])
      expect({ value, shown: displayDate(value) }).toEqual({ value, shown: '' });
    expect(displayTime(null)).toBe('');
    expect(displayDateTime('garbage')).toBe('');
  });

  it('names the store’s zone where the browser’s clock differs', () => {
    expect(displayTime('2026-11-28T23:00:00Z', NEW_YORK)).toBe('6:00 PM EST');
    expect(displayTime('2026-11-28T05:00:00Z', LOS_ANGELES)).toBe('9:00 PM PST');
    expect(displayTime('2026-11-28T23:00:00Z', 'Europe/Berlin')).toBe('12:00 AM');
    expect(displayTime('2026-11-28T23:00:00Z')).toBe('12:00 AM');
    expect(displayDateTime('2026-11-28T05:00:00Z', NEW_YORK)).toBe('November 28, 2026 12:00 AM EST');
    expect(displayDateTime('2026-11-28T04:59:00Z', NEW_YORK)).toBe('November 27, 2026 11:59 PM EST');
  });

  it('writes a range of one day as that day', () => {
    expect(displayDateRange('2026-11-28', '2026-11-28')).toBe('November 28, 2026');
    expect(displayDateRange('2026-11-01', '2026-11-28')).toBe('November 1, 2026 – November 28, 2026');
  });

  it('says how long ago, to the minute, then the date and time from a day on', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
    expect(ago(59_999)).toBe('Just now');
    expect(ago(-5_000)).toBe('Just now'); // a clock a little ahead
    expect(ago(60_000)).toBe('1 min ago');
    expect(ago(59 * 60_000 + 59_999)).toBe('59 min ago');
    expect(ago(60 * 60_000)).toBe('1 h ago');
    expect(ago(24 * 60 * 60_000 - 1)).toBe('23 h ago');
    expect(ago(24 * 60 * 60_000)).toBe('November 27, 2026 1:00 PM');
  });
});

describe('money as every screen shows it', () => {
  it('shows an amount exactly to the cent, with thousands and sign', () => {
    expect(money('1234.5')).toBe('$1,234.50');
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money('-0.25')).toBe('-$0.25');
    expect(money('0')).toBe('$0.00');
    expect(money(' 7 ')).toBe('$7.00');
    expect(money('999999999.99')).toBe('$999,999,999.99');
  });

  it('shows a dash for no amount or text that is not one', () => {
    for (const value of [null, undefined, '', 'abc', '1.234', '$5', '1,000', '3,50', Number.NaN, Infinity])
      expect({ value, shown: money(value) }).toEqual({ value, shown: '—' });
  });

  it('shows whole cents as money', () => {
    expect(moneyOfCents(123450)).toBe('$1,234.50');
    expect(moneyOfCents(-25)).toBe('-$0.25');
    expect(moneyOfCents(0n)).toBe('$0.00');
  });
});

describe('dates, times, numbers and money in Spanish', () => {
  beforeEach(speakSpanish);
  afterEach(speakEnglish);

  it('writes a day with the month’s name, as Spanish writes it', () => {
    expect(displayDate('2026-11-28')).toBe('28 de noviembre de 2026');
    expect(displayDate('2026-11-29T04:30:00Z', NEW_YORK)).toBe('28 de noviembre de 2026');
    expect(displayDateRange('2026-11-01', '2026-11-28')).toBe('1 de noviembre de 2026 – 28 de noviembre de 2026');
    expect(displayMonthDay('2026-01-05')).toBe('5 de enero');
  });

  it('keeps the 12-hour clock and names the store’s zone where the browser’s clock differs', () => {
    expect(displayTime('2026-11-28T23:00:00Z', NEW_YORK)).toBe('6:00 p.m. EST');
    expect(displayTime('2026-11-28T23:00:00Z')).toBe('12:00 a.m.');
    expect(displayDateTime('2026-11-28T05:00:00Z', NEW_YORK)).toBe('28 de noviembre de 2026 12:00 a.m. EST');
  });

  it('says how long ago in Spanish, with its plurals', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const ago = (ms: number) => timeAgo(new Date(now.getTime() - ms), now);
    expect(ago(0)).toBe('Justo ahora');
    expect(ago(60_000)).toBe('hace 1 min');
    expect(ago(5 * 60_000)).toBe('hace 5 min');
    expect(ago(60 * 60_000)).toBe('hace 1 h');
    expect(ago(24 * 60 * 60_000)).toBe('27 de noviembre de 2026 1:00 p.m.');
  });

  it('keeps dollars, exact to the cent, and the US digits', () => {
    expect(money('1234.5')).toBe('$1,234.50');
    expect(money('-0.25')).toBe('-$0.25');
    expect(money('999999999.99')).toBe('$999,999,999.99');
    expect(money(null)).toBe('—');
    expect(moneyOfCents(0n)).toBe('$0.00');
    expect(displayNumber(1234.567)).toBe('1,234.57');
  });

  it('writes as before once English is back', () => {
    speakEnglish();
    expect(displayDate('2026-11-28')).toBe('November 28, 2026');
    expect(timeAgo(new Date('2026-11-28T11:55:00Z'), new Date('2026-11-28T12:00:00Z'))).toBe('5 min ago');
  });
});
