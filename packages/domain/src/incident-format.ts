/** How incident reports show their times and signatures (spec 3 §2.12, §9). */

/** The 24-hour HH:MM the form keeps, in 12-hour form with AM or PM: "14:35" → "2:35 PM". */
export function time12(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A time as people type it, in the 24-hour HH:MM the form sends (spec 3 §9): "14:30", "2:30 PM",
 * "2:30pm", "2.30 p.m.", "2 PM" and the four digits "1430" or "0930" are read; null when it is not
 * a time of day. Digits alone that are not four ("230", "930", "2") are null too: 2:30 AM or
 * 2:30 PM is the person's to say, not a guess.
 */
export function parseTime(value: string): string | null {
  const text = value.trim().toLowerCase().replace(/[.\s]/g, '');
  const match = /^(\d{1,2})(?::?(\d{2}))?(am|pm|a|p)?$/.exec(text);
  if (!match) return null;
  if (!match[3] && !text.includes(':') && text.length !== 4) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const meridiem = match[3];
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.startsWith('p') ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A typed signature in title case: "ben carter" → "Ben Carter", "o'neil-SMITH" → "O'Neil-Smith". */
export function titleCase(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
