/** How incident reports show their times and signatures (spec 3 §2.12, §9). */

/** The 24-hour HH:MM the form keeps, in 12-hour form with AM or PM: "14:35" → "2:35 PM". */
export function time12(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${((hours + 11) % 12) + 1}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A typed signature in title case: "ben carter" → "Ben Carter", "o'neil-SMITH" → "O'Neil-Smith". */
export function titleCase(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());
}
