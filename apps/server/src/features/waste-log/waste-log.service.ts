import { and, asc, eq, sql } from 'drizzle-orm';
import type { WasteLogEntry, WasteLogSave } from '@dripp/contract/waste-log';
import { centsAsDollars } from '@dripp/domain/cash-count';
import { cleanWasteLog } from '@dripp/domain/waste-log';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { wasteLogEntries } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { requireActiveStore } from '../../platform/store-people';
import { requireDayOpen, storeToday } from '../../platform/store-time';
import { recordChange } from '../../platform/history';
import { HISTORY_TYPE, dayNumber, wasteLogFields } from './waste-log-history';
import { idempotentSave, keyRef, requireCurrent } from '../../platform/idempotency';
import { lockStoreDay, storeDayVersion } from '../store-day/store-day.public';

const dayEntries = prepared((db) =>
  db
    .select()
    .from(wasteLogEntries)
    .where(
      and(eq(wasteLogEntries.storeId, sql.placeholder('storeId')), eq(wasteLogEntries.date, sql.placeholder('date'))),
    )
    .orderBy(asc(wasteLogEntries.position), asc(wasteLogEntries.id))
    .prepare('waste_log_day'),
);

async function entriesOf(db: Db, storeId: number, date: string): Promise<WasteLogEntry[]> {
  const rows = await dayEntries(db).execute({ storeId, date });
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    qty: r.qtyHundredths / 100,
    value: centsAsDollars(r.valueCents),
    loss: centsAsDollars(r.lossCents),
  }));
}

/**
 * Guarded by waste-log-view, not by service-providers-view as the old page did (spec 1 §2 names
 * waste-log-view as the intended permission).
 */
export async function wasteLog(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
): Promise<WasteLogDay> {
  requireAt(principal, 'waste-log-view', storeId);
  return dayOf(ctx.db, storeId, date);
}

/** The day's lines and the log's version (decision 172). */
export interface WasteLogDay {
  entries: WasteLogEntry[];
  version: string | null;
}

async function dayOf(db: Db, storeId: number, date: string): Promise<WasteLogDay> {
  const [entries, version] = await Promise.all([
    entriesOf(db, storeId, date),
    storeDayVersion(db, HISTORY_TYPE, storeId, date),
  ]);
  return { entries, version };
}

/**
 * Replaces the day's lines with the ones sent. Lines without a description are dropped with a
 * warning each; LOSS $ is recomputed from quantity and value, whatever the client sent. Every save
 * that changes the log is kept in the day's history. With `based_on`, a log changed since that
 * version is refused (409) and nothing is written. No day after the store's today; a past day's
 * log changes only with waste-log-edit.
 */
export async function saveWasteLog(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  date: string,
  body: WasteLogSave,
  idempotencyKey?: string,
): Promise<WasteLogDay & { warnings: string[] }> {
  requireAt(principal, 'waste-log-create', storeId);
  requireDayOpen(principal, { storeId, date, today: await storeToday(ctx.db, storeId, ctx.now()) }, 'waste-log-edit');
  await requireActiveStore(ctx.db, storeId);
  const ref = keyRef(principal.userId, `waste-log:${storeId}:${date}`, idempotencyKey, body);
  const { lines, warnings } = cleanWasteLog(body.wastelog);
  return idempotentSave(
    ctx.db,
    ref,
    async () => ({ ...(await dayOf(ctx.db, storeId, date)), warnings }),
    async (claim) => ({ ...(await replaceDay(ctx, principal, storeId, date, body.based_on, lines, claim)), warnings }),
  );
}

async function replaceDay(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
  basedOn: string | null | undefined,
  lines: ReturnType<typeof cleanWasteLog>['lines'],
  claim: (tx: Db) => Promise<void>,
): Promise<WasteLogDay> {
  return ctx.db.transaction(async (tx) => {
    await lockStoreDay(tx, HISTORY_TYPE, storeId, date);
    requireCurrent(basedOn, await storeDayVersion(tx, HISTORY_TYPE, storeId, date));
    await claim(tx);
    const day = and(eq(wasteLogEntries.storeId, storeId), eq(wasteLogEntries.date, date));
    const before = await tx.delete(wasteLogEntries).where(day).returning();
    before.sort((a, b) => a.position - b.position || a.id - b.id);
    // The log's author stays its author when someone else saves it again.
    const author = before.reduce<(typeof before)[number] | undefined>(
      (first, l) => (!first || l.createdAt < first.createdAt ? l : first),
      undefined,
    );
    if (lines.length) {
      await tx.insert(wasteLogEntries).values(
        lines.map((line, i) => ({
          storeId,
          date,
          position: i + 1,
          description: line.description,
          qtyHundredths: line.qtyHundredths,
          valueCents: line.valueCents,
          lossCents: line.lossCents,
          createdBy: author ? author.createdBy : principal.userId,
          ...(author ? { createdAt: author.createdAt } : {}),
          updatedBy: principal.userId,
        })),
      );
    }
    // The first save too: once every line is removed, its entry still says who wrote the log.
    const count = Math.max(before.length, lines.length);
    await recordChange(tx, {
      recordType: HISTORY_TYPE,
      recordId: dayNumber(date),
      storeId,
      userId: principal.userId,
      before: wasteLogFields(before, count),
      after: wasteLogFields(lines, count),
    });
    return dayOf(tx, storeId, date);
  });
}
