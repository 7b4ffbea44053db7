import { and, eq } from 'drizzle-orm';
import { DEPOSIT_STATUS_LABELS, type CashCount, type CashDepositInput } from '@dripp/contract/cash-count';
import type { MediaExtension } from '@dripp/contract/media';
import { cashCounts } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { requireActorAnyAt, requireActorAt, requireSecondPerson } from '../../platform/actor';
import type { AppContext } from '../../platform/context';
import { conflict, invalid, notFound } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { attachMedia } from '../../platform/media/media';
import { acceptUpload } from '../../platform/media/upload';
import { requireActiveStore } from '../../platform/store-people';
import {
  DEPOSIT_PERMISSIONS,
  HISTORY_TYPE,
  SLIP_OWNER,
  VERIFY_REFUSAL,
  cashCountAnswer,
  depositFields,
  stored,
  type StoredCount,
} from './cash-count-record';

/** A slip is photographed with the phone behind the counter. */
const SLIP_EXTENSIONS: readonly MediaExtension[] = ['jpg', 'jpeg', 'png'];
const MOVED = 'The deposit was changed meanwhile: reload the cash count and try again';

async function savedCount(ctx: Pick<AppContext, 'db'>, storeId: number, date: string): Promise<StoredCount> {
  const row = await stored(ctx.db, storeId, date);
  if (!row) throw notFound('No cash count was saved for this day');
  return row;
}

const NOTHING_TO_DEPOSIT = 'The total deposit must be more than $0.00: count the cash before recording its deposit';

/**
 * Counted → Deposited: the bag's number and, optionally, a photo of the slip. Takes the right to
 * save the day's count (create or update) at its store.
 */
export async function depositCash(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
  input: CashDepositInput,
): Promise<CashCount> {
  // Recorded for the person behind the credential (the PIN holder on a management token).
  const by = requireActorAnyAt(principal, DEPOSIT_PERMISSIONS, storeId).userId;
  const current = await savedCount(ctx, storeId, date);
  if (current.depositStatus !== 'counted')
    throw conflict(`The cash of this day is already ${DEPOSIT_STATUS_LABELS[current.depositStatus]}`);
  if (current.totalDepositCents <= 0) throw invalid(NOTHING_TO_DEPOSIT, { total_deposit: [NOTHING_TO_DEPOSIT] });
  await requireActiveStore(ctx.db, storeId);
  const upload = input.file
    ? await acceptUpload(ctx.config, { file: input.file, filename: input.filename }, SLIP_EXTENSIONS)
    : null;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The state read above must still hold: two phones depositing the same day cannot both win.
    const changed = await tx
      .update(cashCounts)
      .set({
        depositStatus: 'deposited',
        depositBag: input.bag,
        depositedBy: by,
        depositedAt: now,
        updatedBy: by,
        updatedAt: now,
      })
      .where(and(eq(cashCounts.id, current.id), eq(cashCounts.depositStatus, 'counted')))
      .returning({ id: cashCounts.id });
    if (changed.length === 0) throw conflict(MOVED);
    await recordChange(tx, {
      recordType: HISTORY_TYPE,
      recordId: current.id,
      storeId,
      userId: by,
      before: depositFields(current),
      after: depositFields({ depositStatus: 'deposited', depositBag: input.bag }, upload?.filename ?? ''),
    });
    if (upload)
      await attachMedia(ctx.config, tx, upload, { ownerType: SLIP_OWNER, ownerId: current.id, storeId, userId: by });
  });
  return cashCountAnswer(ctx.db, principal, storeId, await stored(ctx.db, storeId, date));
}

/**
 * Deposited → Verified, by a holder of cash-deposit-verify at the store who did not deposit it
 * (both people as platform/actor.ts reads them).
 */
export async function verifyDeposit(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<CashCount> {
  const actor = requireActorAt(principal, 'cash-deposit-verify', storeId);
  const current = await savedCount(ctx, storeId, date);
  if (current.depositStatus === 'counted') throw conflict('The cash of this day has not been deposited yet');
  if (current.depositStatus === 'verified') throw conflict('This deposit is already verified');
  requireSecondPerson(actor, current.depositedBy, VERIFY_REFUSAL);
  const by = actor.userId;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(cashCounts)
      .set({ depositStatus: 'verified', depositVerifiedBy: by, depositVerifiedAt: now, updatedBy: by, updatedAt: now })
      .where(and(eq(cashCounts.id, current.id), eq(cashCounts.depositStatus, 'deposited')))
      .returning({ id: cashCounts.id });
    if (changed.length === 0) throw conflict(MOVED);
    await recordChange(tx, {
      recordType: HISTORY_TYPE,
      recordId: current.id,
      storeId,
      userId: by,
      before: { Deposit: DEPOSIT_STATUS_LABELS.deposited },
      after: { Deposit: DEPOSIT_STATUS_LABELS.verified },
    });
  });
  return cashCountAnswer(ctx.db, principal, storeId, await stored(ctx.db, storeId, date));
}
