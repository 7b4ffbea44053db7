import { sql, type SQL } from 'drizzle-orm';
import { ACTION_OPEN_STATUSES } from '@dripp/contract/corrective-actions';
import { SUGGESTION_MATCH_UNITS } from '@dripp/contract/suggested-orders';
import { DEPOSIT_VERIFY_HOURS } from '@dripp/domain/cash-count';
import { addDays } from '@dripp/domain/dates';

/*
 * The one definition of each figure that is read across stores (DESIGN §8, decisions 236 and 259):
 * the overview and its CSV, the morning digest, Home's action counts, and the actions' lists and
 * CSV read these, so the same records give the same numbers wherever they are shown. A figure that
 * depends on the time takes the portal's clock (`ctx.now()`) as `now`, never the database's now().
 */

/** A deposit not verified this long after it was made is an unverified deposit (shared with the web's card). */
export { DEPOSIT_VERIFY_HOURS };

/** Deposits made before this instant and still not verified at `now` are unverified. */
export function unverifiedSince(now: Date): Date {
  return new Date(now.getTime() - DEPOSIT_VERIFY_HOURS * 3_600_000);
}

const column = (alias: string | undefined, name: string) => sql.raw(alias ? `${alias}.${name}` : name);

/** SQL: a cash count (of the table or `alias`) whose deposit is unverified at `now`. */
export function unverifiedDeposit(now: Date, alias?: string): SQL {
  return sql`${column(alias, 'deposit_status')} = 'deposited'
    and ${column(alias, 'deposited_at')} < ${unverifiedSince(now).toISOString()}::timestamptz`;
}

/** Waste is weighed against the waste of this many days before. */
export const WASTE_AVERAGE_DAYS = 28;

/** The first day of the waste window before `day`: the window ends the day before it. */
export function wasteWindowFrom(day: string): string {
  return addDays(day, -WASTE_AVERAGE_DAYS);
}

/** SQL: the list of an open action's statuses, `('open', …)`, for `status in …`. */
export const OPEN_ACTION_STATUSES = sql.raw(`(${ACTION_OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** SQL: an action (of the table or `alias`) is open. */
export function openAction(alias?: string): SQL {
  return sql`${column(alias, 'status')} in ${OPEN_ACTION_STATUSES}`;
}

/** SQL: an open action (of the table or `alias`) whose due time has passed at `now`. */
export function overdueAction(now: Date, alias?: string): SQL {
  return sql`${openAction(alias)} and ${column(alias, 'due_at')} < ${now.toISOString()}::timestamptz`;
}

/** SQL: an order line (of the table or `alias`) that had a suggestion when it was submitted. */
export function suggestedLine(alias?: string): SQL {
  return sql`${column(alias, 'suggested_qty')} is not null`;
}

/** SQL: a suggested line (of the table or `alias`) ordered within ±SUGGESTION_MATCH_UNITS of its suggestion. */
export function suggestionMatched(alias?: string): SQL {
  return sql`abs(${column(alias, 'qty')} - ${column(alias, 'suggested_qty')}) <= ${sql.raw(String(SUGGESTION_MATCH_UNITS))}`;
}
