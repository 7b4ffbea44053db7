import dayjs from 'dayjs';
import { plural, t } from '@lingui/core/macro';
import type { Person, Store } from '@dripp/contract/stores';
import { localTimeZone } from '@dripp/contract/time-zones';
import { formatDateTime, formatDay, formatMonthDay, formatTime, todayIn } from '@dripp/domain/dates';
import { formatDollars } from '@dripp/domain/money';
import { toCents } from '@dripp/domain/ordering';
import { i18n, intlLocale } from '../i18n/i18n';

/** How a store is named in every selector: "number – title". */
export function storeLabel(store: Pick<Store, 'number' | 'title'>): string {
  return store.number ? `${store.number} – ${store.title}` : store.title;
}

export function personName(person: Pick<Person, 'first_name' | 'last_name' | 'username'>): string {
  const name = `${person.first_name} ${person.last_name}`.trim();
  return name || person.username;
}

/** Street, city, state and zip on one line, skipping the parts a store has not filled in. */
export function storeAddress(store: Partial<Pick<Store, 'street1' | 'street2' | 'city' | 'state' | 'zip'>>): string {
  const cityLine = [store.city, [store.state, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [store.street1, store.street2, cityLine].filter(Boolean).join(', ');
}

/** The zone this browser is set to: a store's times carry their zone's name where it shows another clock. */
export const VIEWER_ZONE = localTimeZone();

export const API_DATE = 'YYYY-MM-DD';
// eslint-disable-next-line lingui/no-unlocalized-strings -- dayjs's tokens
const DISPLAY_DATES: Record<string, string> = { 'es-US': 'D [de] MMMM [de] YYYY' };
/**
 * The date pickers' format of the portal's one date (dayjs's tokens, the month's name from the
 * pickers' locale, app/providers.tsx): the language's, as displayDate writes it. It follows the
 * active language, so pickers read it as they render.
 */
export let DISPLAY_DATE = 'MMMM D, YYYY';
i18n.on('change', () => {
  DISPLAY_DATE = DISPLAY_DATES[intlLocale()] ?? 'MMMM D, YYYY';
});

/**
 * Today as YYYY-MM-DD: in the store's time zone when it is known (its `time_zone`), else in the
 * browser's (DESIGN §8: a store page's day is the store's).
 */
export function today(timeZone?: string): string {
  return todayIn(timeZone || VIEWER_ZONE);
}

/** A YYYY-MM-DD path value, or the store's today when it is missing or not a real date (spec 1 §2). */
export function validDateOrToday(value: string | undefined, timeZone?: string): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const parsed = dayjs(value);
    if (parsed.isValid() && parsed.format(API_DATE) === value) return value;
  }
  return today(timeZone);
}

/**
 * The day a store day page shows: the address's date when it is a real day, else the store's today;
 * for a page that takes no future day (`noFutureDays`), a later day than the store's today is today.
 */
export function pageDay(address: string | undefined, timeZone?: string, noFutureDays = false): string {
  const date = validDateOrToday(address, timeZone);
  const storeToday = today(timeZone);
  return noFutureDays && date > storeToday ? storeToday : date;
}

/** A string or Date that names a real moment or day; anything else is shown as nothing rather than thrown on. */
function readable(value: string | Date | null | undefined): value is string | Date {
  return value != null && value !== '' && !Number.isNaN(new Date(value).getTime());
}

/*
 * Dates, times, numbers and money are written in the person's language (decision 290): the spec's
 * way in English, Intl's way of writing the same parts in Spanish ("23 de noviembre de 2026",
 * "4:44 p.m."), always in dollars.
 */

/**
 * The one way a date is shown on every screen (decision 133: "MMMM D, YYYY", e.g. November 23, 2026).
 * Takes a YYYY-MM-DD day, an ISO timestamp or a Date (its day on `timeZone`'s clock, else the
 * browser's); empty for none.
 */
export function displayDate(value: string | Date | null | undefined, timeZone?: string): string {
  return readable(value) ? formatDay(value, timeZone, intlLocale()) : '';
}

/**
 * A moment on the 12-hour clock (decision 203): "4:44 PM" on the browser's clock or, given a store's
 * zone, on the store's, with the zone's short name ("4:44 PM CST") where the browser's clock differs.
 */
export function displayTime(value: string | Date | null | undefined, timeZone?: string): string {
  return readable(value) ? formatTime(value, { timeZone, viewerZone: VIEWER_ZONE, locale: intlLocale() }) : '';
}

/** "November 10, 2026 10:00 AM", on the browser's clock or a store's, named as displayTime names it. */
export function displayDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  return readable(value) ? formatDateTime(value, { timeZone, viewerZone: VIEWER_ZONE, locale: intlLocale() }) : '';
}

/** A range of days: "November 1, 2026 – November 23, 2026", or the one day when both ends agree. */
export function displayDateRange(start: string, end: string): string {
  return start === end ? displayDate(start) : `${displayDate(start)} – ${displayDate(end)}`;
}

/**
 * The one way money is shown on every screen: a decimal amount ("1234.5", 1234.5) as "$1,234.50"
 * or "-$0.25", exact to the cent; — when there is no amount.
 */
export function money(value: string | number | null | undefined): string {
  const cents = toCents(value);
  return cents == null ? '—' : moneyOfCents(cents);
}

/** Whole cents shown as money: 123450 → "$1,234.50", -25 → "-$0.25" (domain/money.ts). */
export function moneyOfCents(cents: number | bigint): string {
  return formatDollars(cents, intlLocale());
}

/** "November 23" (without the year, where the year is named around it) in the person's language. */
export function displayMonthDay(day: string): string {
  return formatMonthDay(day, intlLocale());
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count or quantity as the person's language writes it: 1234.5 → "1,234.5" (at most
 * `maximumFractionDigits` decimals, 2 unless given).
 */
export function displayNumber(value: number, maximumFractionDigits = 2): string {
  const locale = intlLocale();
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * How long ago a moment was, for lists of recent things: "Just now", "5 min ago", "3 h ago", then
 * the date and time from the day before on.
 */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
  if (minutes < 1) return t`Just now`;
  if (minutes < 60) return plural(minutes, { one: '# min ago', other: '# min ago' });
  const hours = Math.floor(minutes / 60);
  if (minutes < 24 * 60) return plural(hours, { one: '# h ago', other: '# h ago' });
  return displayDateTime(value);
}
