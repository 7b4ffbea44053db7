/*
 * The portal's one way of writing money (decision 236). Amounts are whole cents until they are
 * written: no floating-point formatting, so a sum of many lines is exact to the cent.
 * - formatDollars: what a reader sees on a screen, in mail, in a record's history: "$1,234.50",
 *   "-$0.25";
 * - formatCents: the plain decimal of an input's value or an API field: "1234.50", "-0.05".
 * Another language writes the same dollars as Intl writes them there (decision 290).
 */

const abs = (cents: bigint) => (cents < 0n ? -cents : cents);
const exact = (cents: number | bigint) => (typeof cents === 'bigint' ? cents : BigInt(Math.round(cents)));

/** `123456` → `"1234.56"`, `-5` → `"-0.05"`. */
export function formatCents(cents: number | bigint): string {
  const value = exact(cents);
  const size = abs(value);
  return `${value < 0n ? '-' : ''}${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
}

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** `123450` → `"$1,234.50"`, `-25` → `"-$0.25"`; in another `locale`, Intl's dollars there. */
export function formatDollars(cents: number | bigint, locale = 'en-US'): string {
  const value = exact(cents);
  if (locale !== 'en-US') {
    let format = dollarFormats.get(locale);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
      dollarFormats.set(locale, format);
    }
    // The decimal as text: Intl writes it exactly, as BigInt cents are, however large.
    return format.format(formatCents(value) as unknown as number).replace(/[\u00a0\u202f]/g, ' ');
  }
  const size = abs(value);
  const whole = (size / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0n ? '-' : ''}$${whole}.${(size % 100n).toString().padStart(2, '0')}`;
}
