/**
 * The portal's one date convention (issue 17 §4) for text built outside the browser (mail): the
 * day as "November 25, 2026", a moment as "November 25, 2026 4:44 AM PST" in the store's clock
 * (the chain's time zone, TZ) with the zone's short name, so no reader has to convert from UTC.
 */

function parts(at: Date, timeZone: string | undefined, withTime: boolean): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' } : {}),
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** "November 25, 2026" for a YYYY-MM-DD day (read as that calendar day, whatever the zone). */
export function mailDate(day: string): string {
  const p = parts(new Date(`${day.slice(0, 10)}T12:00:00Z`), 'UTC', false);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** "November 25, 2026 4:44 AM PST": the moment in `timeZone` (default: the process's, TZ). */
export function mailDateTime(at: Date, timeZone?: string): string {
  const p = parts(at, timeZone, true);
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`;
}
