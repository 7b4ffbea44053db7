/*
 * The portal's one way of writing dates and times (decision 133, decision 203), for the screens and
 * for everything the server writes (mail, the digest, notifications, action sources):
 * - a day as "November 25, 2026";
 * - a time on the 12-hour clock as the spec's pages show it, "4:44 PM";
 * - a store's time on the store's clock, followed by the zone's short name ("4:44 PM PST") when the
 *   reader's clock differs at that moment. Mail does not know its reader's zone: it always names it.
 * It also holds the clock's other one ways: a store's today, a zone's HH:MM, and the calendar
 * arithmetic of YYYY-MM-DD days (decision 236). The zone work is Intl's alone: dayjs's zone plugins
 * are left to store-day.ts; the day arithmetic is dayjs's core, which the web loads on every page.
 * Another language (a `locale` other than en-US, decision 290) writes the same parts the way Intl
 * writes them in that language: "25 de noviembre de 2026", "4:44 p.m. PST".
 */
import dayjs from 'dayjs';

export interface ClockOptions {
  /** The clock the moment is read on: the store's zone. Without it, the zone of the process (browser, or TZ). */
  timeZone?: string;
  /**
   * The reader's zone: the short name is added only when it shows another time than `timeZone`.
   * Without it (mail, stored notification texts) the short name is always added.
   */
  viewerZone?: string;
  /** The language's Intl locale: en-US (the spec's words) unless given. */
  locale?: string;
}

const ENGLISH = 'en-US';
/** Intl puts narrow or no-break spaces in some languages' parts ("p. m."): a reader sees plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const formats = new Map<string, Intl.DateTimeFormat>();

const FORMATS = {
  day: { year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatOf(kind: keyof typeof FORMATS, timeZone: string | undefined, locale = ENGLISH): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...FORMATS[kind] });
    formats.set(key, format);
  }
  return format;
}

function partsOf(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) out[type] = value;
  return out;
}

const asDate = (at: Date | string): Date => (typeof at === 'string' ? new Date(at) : at);

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The store-local calendar day and time of an instant, `YYYY-MM-DD` and `HH:MM`. One formatter per
 * zone is kept: a list of actions reads dozens of instants a request, and building a formatter
 * each time (as `dayjs().tz()` does) is most of its cost.
 */
export function storeDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** A store's today, `YYYY-MM-DD`, on its zone's clock (DESIGN §8: a store page's day is the store's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return storeDateTime(now, timeZone).date;
}

/** The zone's wall-clock time of an instant, `HH:MM` on the 24-hour clock (for comparisons, not for readers). */
export function wallClockTime(instant: Date, timeZone: string): string {
  return storeDateTime(instant, timeZone).time;
}

const DAY = 'YYYY-MM-DD';

/** The calendar day `days` after (or, negative, before) a `YYYY-MM-DD` day. */
export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(DAY);
}

/** The calendar day before a `YYYY-MM-DD` day. */
export function previousDay(date: string): string {
  return addDays(date, -1);
}

/** Whether the reader's clock shows another time than the store's at that moment. */
function clocksDiffer(at: Date, timeZone: string | undefined, viewerZone: string | undefined): boolean {
  if (viewerZone === undefined) return true;
  if (timeZone === undefined || timeZone === viewerZone) return false;
  const store = storeDateTime(at, timeZone);
  const viewer = storeDateTime(at, viewerZone);
  return store.date !== viewer.date || store.time !== viewer.time;
}

/**
 * "November 25, 2026": a calendar day (YYYY-MM-DD, read as that day whatever the zone), or the day
 * of a moment (a Date or an ISO timestamp) on the clock of `timeZone`.
 */
export function formatDay(value: Date | string, timeZone?: string, locale = ENGLISH): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const format = formatOf('day', day ? 'UTC' : timeZone, locale);
  const at = day ? new Date(`${value}T12:00:00Z`) : asDate(value);
  if (locale !== ENGLISH) return plainSpaces(format.format(at));
  const p = partsOf(format, at);
  return `${p.month} ${p.day}, ${p.year}`;
}

/**
 * "November 25": a YYYY-MM-DD day as formatDay writes it, without the year, where the year is
 * already named around it (a chart's axis under its period's heading).
 */
export function formatMonthDay(day: string, locale = ENGLISH): string {
  const at = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (locale !== ENGLISH) return plainSpaces(formatOf('monthDay', 'UTC', locale).format(at));
  const p = partsOf(formatOf('day', 'UTC'), at);
  return `${p.month} ${p.day}`;
}

/** "4:44 PM", or "4:44 PM PST" when the reader's clock differs (see ClockOptions). */
export function formatTime(at: Date | string, options: ClockOptions = {}): string {
  const instant = asDate(at);
  const p = partsOf(formatOf('time', options.timeZone, options.locale), instant);
  const time = `${p.hour}:${p.minute} ${plainSpaces(p.dayPeriod ?? '')}`;
  return clocksDiffer(instant, options.timeZone, options.viewerZone) ? `${time} ${p.timeZoneName}` : time;
}

/** "November 25, 2026 4:44 PM", with the zone's short name as formatTime adds it. */
export function formatDateTime(at: Date | string, options: ClockOptions = {}): string {
  return `${formatDay(at, options.timeZone, options.locale)} ${formatTime(at, options)}`;
}

/** "November 25, 2026" for a YYYY-MM-DD day, in mail. */
export function mailDate(day: string): string {
  return formatDay(day.slice(0, 10));
}

/** "November 25, 2026 4:44 AM PST": a moment in mail, on `timeZone`'s clock (default: the process's, TZ), always named. */
export function mailDateTime(at: Date, timeZone?: string): string {
  return formatDateTime(at, { timeZone });
}
