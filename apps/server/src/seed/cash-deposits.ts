import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { DENOMINATIONS, DEPOSIT_STATUS_LABELS } from '@dripp/contract/cash-count';
import { cashCountTotals } from '@dripp/domain/cash-count';
import { todayIn, addDays } from '@dripp/domain/dates';
import { wallClockInstant } from '@dripp/domain/store-day';
import type { Db } from '../db/client';
import { cashCounts, recordChanges, stores, users } from '../db/schema/index';
import { beyondTolerance, cashToleranceOf } from '../features/cash-count/cash-tolerance';
import { storeTimeZone } from '../platform/store-time';

/*
 * The demo's cash oversight: every count judged by its store's tolerance (the sixth store keeps a
 * $10 tolerance of its own), reasons for the counts beyond it (the first store's count of three
 * days ago is $7.50 short), and deposits: days before yesterday verified, yesterday's and the day
 * before's deposited, today's only counted, and the second store's deposit of four days ago still
 * waiting for someone to verify it.
 */

const REASONS = [
  'A $5 note was given as change for a $10; the customer came back for it the next morning.',
  'Paid out for milk from the corner store; the receipt was found after the count.',
  'Drawer was counted before the last refund was rung.',
];

/** Never later than a minute ago: a demo started early in the morning has no deposits from the future. */
function past(at: Date, now: Date): Date {
  return new Date(Math.min(at.getTime(), now.getTime() - 60_000));
}

interface Person {
  id: number;
  username: string;
}

export async function seedCashDeposits(db: Db, today?: string, now: Date = new Date()): Promise<void> {
  const storeRows = await db
    .select({ id: stores.id, timeZone: storeTimeZone() })
    .from(stores)
    .where(isNull(stores.deletedAt))
    .orderBy(asc(stores.id));
  if (storeRows.length === 0) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['ops', 'lead1', 'barista2', ...storeRows.map((_, i) => `manager${i + 1}`)]));
  const person = (username: string): Person | undefined => people.find((p) => p.username === username);
  const ops = person('ops');
  if (storeRows[5]) await db.update(stores).set({ cashToleranceCents: 1000 }).where(eq(stores.id, storeRows[5].id));

  await db.transaction(async (tx) => {
    const changes: (typeof recordChanges.$inferInsert)[] = [];
    for (const [i, store] of storeRows.entries()) {
      const storeToday = today ?? todayIn(store.timeZone, now);
      const tolerance = (await cashToleranceOf(tx, store.id)).effective;
      const manager = person(`manager${i + 1}`);
      const depositor = (i === 0 ? person('lead1') : i === 1 ? person('barista2') : undefined) ?? manager;
      const verifier = depositor?.id === manager?.id ? ops : manager;
      const counts = await tx
        .select()
        .from(cashCounts)
        .where(eq(cashCounts.storeId, store.id))
        .orderBy(asc(cashCounts.date));
      for (const count of counts) {
        const ago = Math.round((Date.parse(storeToday) - Date.parse(count.date)) / 86_400_000);
        let sheet = count.sheet;
        if (i === 0 && ago === 3) {
          // Exactly $7.50 short: taken from the fullest column of the drawer.
          sheet = structuredClone(sheet);
          const delta = cashCountTotals(sheet).total_discrepancy + 750;
          const fullest = DENOMINATIONS.reduce((a, b) => (sheet.cashier.actual[b] > sheet.cashier.actual[a] ? b : a));
          sheet.cashier.actual[fullest] = Math.max(0, sheet.cashier.actual[fullest] - delta);
        }
        const totals = cashCountTotals(sheet);
        const flagged = beyondTolerance(totals.total_discrepancy, tolerance);
        const waiting = i === 1 && ago === 4;
        const status = ago === 0 ? 'counted' : ago <= 2 || waiting ? 'deposited' : 'verified';
        // Late deposits went into the night drop after closing; the others the next morning.
        const depositedAt =
          status === 'counted'
            ? null
            : past(
                wallClockInstant(addDays(count.date, waiting ? 0 : 1), waiting ? '22:10' : '10:20', store.timeZone),
                now,
              );
        const verifiedAt =
          status === 'verified' ? past(wallClockInstant(addDays(count.date, 2), '09:05', store.timeZone), now) : null;
        await tx
          .update(cashCounts)
          .set({
            sheet,
            totals,
            totalDepositCents: totals.total_deposit,
            totalDiscrepancyCents: totals.total_discrepancy,
            toleranceCents: tolerance,
            flagged,
            overShortReason: flagged ? REASONS[(count.id + i) % REASONS.length]! : null,
            depositStatus: status,
            depositBag: depositedAt ? `B-${store.id}${count.date.replaceAll('-', '').slice(4)}` : null,
            depositedBy: depositedAt ? (depositor?.id ?? null) : null,
            depositedAt,
            depositVerifiedBy: verifiedAt ? (verifier?.id ?? null) : null,
            depositVerifiedAt: verifiedAt,
            // Last changed by the last deposit move, else when it was counted.
            updatedAt: verifiedAt ?? depositedAt ?? count.createdAt,
            updatedBy: (verifiedAt ? verifier?.id : depositedAt ? depositor?.id : count.updatedBy) ?? null,
          })
          .where(eq(cashCounts.id, count.id));
        const move = (at: Date, by: Person | undefined, before: string, after: string, bag?: string) =>
          changes.push({
            recordType: 'cash-count',
            recordId: count.id,
            storeId: store.id,
            changedBy: by?.id ?? null,
            changedAt: at,
            changes: [
              { field: 'Deposit', before, after },
              ...(bag ? [{ field: 'Bag number', before: '', after: bag }] : []),
            ],
          });
        if (depositedAt)
          move(
            depositedAt,
            depositor,
            DEPOSIT_STATUS_LABELS.counted,
            DEPOSIT_STATUS_LABELS.deposited,
            `B-${store.id}${count.date.replaceAll('-', '').slice(4)}`,
          );
        if (verifiedAt) move(verifiedAt, verifier, DEPOSIT_STATUS_LABELS.deposited, DEPOSIT_STATUS_LABELS.verified);
      }
    }
    if (changes.length) await tx.insert(recordChanges).values(changes);
  });
}
