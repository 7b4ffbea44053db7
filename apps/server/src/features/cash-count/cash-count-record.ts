import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BANKS,
  BAR_SAFE_ROW_LABELS,
  BAR_SAFE_ROWS,
  CASHIER_ROW_LABELS,
  CASHIER_ROWS,
  DENOMINATION_LABELS,
  DENOMINATIONS,
  DEPOSIT_STATUS_LABELS,
  STARTING_BANK_ROW_LABELS,
  STARTING_BANK_ROWS,
  type CashCount,
  type CashDeposit,
} from '@dripp/contract/cash-count';
import type { PermissionKey } from '@dripp/contract/permissions';
import {
  cashCountTotals,
  centsAsDollars,
  parseCashCount,
  type CashCountTotalsCents,
  type ParsedCashCount,
} from '@dripp/domain/cash-count';
import { formatDollars } from '@dripp/domain/money';
import { can, canAny } from '@dripp/domain/permissions';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cashCounts, users } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { actorOf, isFirstPerson } from '../../platform/actor';
import { cashToleranceOf, type CashToleranceCents } from './cash-tolerance';
import { accountabilityOf, type Fields } from '../../platform/history';
import { mediaFilesOf } from '../../platform/media/media';
import { registerMediaOwner } from '../../platform/media/owners';

/*
 * One store's cash count of a day as the services read and answer it: the stored row, the sheet
 * with its totals in dollars, the tolerance, the deposit with what the caller may do to it, and
 * the history. Also the fields its history keeps.
 */

export const HISTORY_TYPE = 'cash-count';
export const SLIP_OWNER = 'cash-deposit-slip';
export const DEPOSIT_PERMISSIONS: readonly PermissionKey[] = ['cash-count-create', 'cash-count-update'];

registerMediaOwner({
  ownerType: SLIP_OWNER,
  // A slip is the evidence of a deposit: only someone who may verify deposits removes one.
  editPermission: 'cash-deposit-verify',
  async storeIdOf(db, ownerId) {
    const [row] = await db.select({ storeId: cashCounts.storeId }).from(cashCounts).where(eq(cashCounts.id, ownerId));
    return row?.storeId;
  },
});

export type StoredCount = typeof cashCounts.$inferSelect;

/** The count's version (decision 172): when it was last saved, null before its first save. */
export function versionOf(row: Pick<StoredCount, 'updatedAt'> | undefined): string | null {
  return row ? new Date(row.updatedAt).toISOString() : null;
}

const storedCount = prepared((db) =>
  db
    .select()
    .from(cashCounts)
    .where(and(eq(cashCounts.storeId, sql.placeholder('storeId')), eq(cashCounts.date, sql.placeholder('date'))))
    .prepare('cash_count_stored_row'),
);

export async function stored(db: Db, storeId: number, date: string): Promise<StoredCount | undefined> {
  const [row] = await storedCount(db).execute({ storeId, date });
  return row;
}

function mapKeys<K extends string, A, B>(keys: readonly K[], source: Record<K, A>, fn: (value: A) => B): Record<K, B> {
  return Object.fromEntries(keys.map((k) => [k, fn(source[k])])) as Record<K, B>;
}

const dollarsOf =
  <K extends string>(keys: readonly K[]) =>
  (row: Record<K, number>) =>
    mapKeys(keys, row, centsAsDollars);

type SheetAnswer = Pick<CashCount, 'leads' | 'bar_safe' | 'starting_bank' | 'cashier' | 'cashier_names' | 'totals'>;

/** Stored form (counts and cents) to the answer (counts and dollars). */
export function toCashCount(sheet: ParsedCashCount, totals: CashCountTotalsCents): SheetAnswer {
  return {
    leads: sheet.leads,
    bar_safe: sheet.bar_safe,
    starting_bank: mapKeys(STARTING_BANK_ROWS, sheet.starting_bank, dollarsOf(BANKS)),
    cashier: mapKeys(CASHIER_ROWS, sheet.cashier, dollarsOf(DENOMINATIONS)),
    cashier_names: sheet.cashier_names,
    totals: {
      bar_safe: dollarsOf(BAR_SAFE_ROWS)(totals.bar_safe),
      starting_bank: dollarsOf(STARTING_BANK_ROWS)(totals.starting_bank),
      discrepancy: dollarsOf(DENOMINATIONS)(totals.discrepancy),
      total_deposit: centsAsDollars(totals.total_deposit),
      total_discrepancy: centsAsDollars(totals.total_discrepancy),
    },
  };
}

export const REASON_FIELD = 'Reason for the over/short';

/** The sheet's fields as the page labels them, each cell on its own, for the history. */
export function sheetFields(sheet: ParsedCashCount, reason: string | null): Fields {
  const totals = cashCountTotals(sheet);
  const fields: Fields = {
    'Opening Shift Lead': sheet.leads.open_lead,
    'Mid Shift Lead': sheet.leads.mid_lead,
    'Closing Shift Lead': sheet.leads.close_lead,
    Notes: sheet.leads.notes,
  };
  for (const row of BAR_SAFE_ROWS)
    for (const d of DENOMINATIONS)
      fields[`Bar Safe ${BAR_SAFE_ROW_LABELS[row]} ${DENOMINATION_LABELS[d]}`] = String(sheet.bar_safe[row][d]);
  for (const row of STARTING_BANK_ROWS)
    BANKS.forEach((bank, i) => {
      fields[`Starting Bank ${STARTING_BANK_ROW_LABELS[row]} ${i + 1}`] = formatDollars(sheet.starting_bank[row][bank]);
    });
  for (const row of CASHIER_ROWS)
    for (const d of DENOMINATIONS)
      fields[`Cashier ${CASHIER_ROW_LABELS[row]} ${DENOMINATION_LABELS[d]}`] = formatDollars(sheet.cashier[row][d]);
  for (const d of DENOMINATIONS) {
    fields[`Cashier Name ${DENOMINATION_LABELS[d]}`] = sheet.cashier_names.name[d];
    fields[`Cashier Initials ${DENOMINATION_LABELS[d]}`] = sheet.cashier_names.cinit[d];
    fields[`Lead Initials ${DENOMINATION_LABELS[d]}`] = sheet.cashier_names.linit[d];
  }
  fields['Total Deposit'] = formatDollars(totals.total_deposit);
  fields['Total Discrepancy'] = formatDollars(totals.total_discrepancy);
  fields[REASON_FIELD] = reason ?? '';
  return fields;
}

/** The deposit's fields for the history. */
export function depositFields(row: Pick<StoredCount, 'depositStatus' | 'depositBag'>, slip = ''): Fields {
  return {
    Deposit: DEPOSIT_STATUS_LABELS[row.depositStatus],
    'Bag number': row.depositBag ?? '',
    'Deposit slip': slip,
  };
}

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.username]));
}

export const VERIFY_REFUSAL = 'You deposited this cash: someone else must verify the deposit';

async function depositOf(db: Db, principal: Principal, storeId: number, row?: StoredCount): Promise<CashDeposit> {
  const status = row?.depositStatus ?? 'counted';
  const [names, slips] = await Promise.all([
    namesOf(db, [row?.depositedBy ?? null, row?.depositVerifiedBy ?? null]),
    row ? mediaFilesOf(db, SLIP_OWNER, [row.id]) : new Map(),
  ]);
  // What the caller may do is what the person behind the credential may do (platform/actor.ts).
  const actor = actorOf(principal);
  const verifier = can(actor.grants, 'cash-deposit-verify', storeId);
  const ownDeposit = isFirstPerson(actor, row?.depositedBy ?? null);
  const nameOf = (id: number | null | undefined) => (id == null ? null : (names.get(id) ?? 'Unknown'));
  return {
    status,
    bag: row?.depositBag ?? null,
    deposited_by: nameOf(row?.depositedBy),
    deposited_at: row?.depositedAt?.toISOString() ?? null,
    verified_by: nameOf(row?.depositVerifiedBy),
    verified_at: row?.depositVerifiedAt?.toISOString() ?? null,
    slips: (row && slips.get(row.id)) ?? [],
    may_deposit: row != null && status === 'counted' && canAny(actor.grants, DEPOSIT_PERMISSIONS, storeId),
    may_verify: status === 'deposited' && verifier && !ownDeposit,
    verify_refusal: status === 'deposited' && verifier && ownDeposit ? VERIFY_REFUSAL : null,
  };
}

/** The whole answer of a store's day: the saved row, or defaults when the day was never counted. */
export async function cashCountAnswer(
  db: Db,
  principal: Principal,
  storeId: number,
  row: StoredCount | undefined,
  tolerance?: CashToleranceCents,
): Promise<CashCount> {
  const sheet = row?.sheet ?? parseCashCount(null);
  const [current, deposit, records] = await Promise.all([
    tolerance ?? cashToleranceOf(db, storeId),
    depositOf(db, principal, storeId, row),
    row ? accountabilityOf(db, HISTORY_TYPE, [row]) : undefined,
  ]);
  return {
    ...toCashCount(sheet, cashCountTotals(sheet)),
    id: row?.id ?? null,
    tolerance: {
      own: current.own == null ? null : centsAsDollars(current.own),
      chain: centsAsDollars(current.chain),
      effective: centsAsDollars(current.effective),
    },
    over_short: {
      tolerance: row?.toleranceCents == null ? null : centsAsDollars(row.toleranceCents),
      flagged: row?.flagged ?? false,
      reason: row?.overShortReason ?? '',
    },
    deposit,
    ...(row ? { record: records?.get(row.id) } : {}),
    version: versionOf(row),
  };
}
