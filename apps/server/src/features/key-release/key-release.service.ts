import { asc, desc, eq } from 'drizzle-orm';
import type { KeyRelease, KeyReleaseFields } from '@dripp/contract/key-release';
import type { Db } from '../../db/client';
import { keyReleases } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { requireActiveStore } from '../../platform/store-people';
import { requireDayOpen, storeToday } from '../../platform/store-time';
import { accountabilityOf, recordChange, type Fields } from '../../platform/history';
import { notFound } from '../../platform/errors';
import { pagesOf } from '../../platform/csv';

type Row = typeof keyReleases.$inferSelect;

/** Dates arrive as objects with a date field (spec 1 §3, DESIGN §4). */
const dateObject = (date: string) => ({ date: `${date} 00:00:00` });

const HISTORY_TYPE = 'key-release';

/** A row's fields as the log labels them, for its history. */
function historyFields(row: ReturnType<typeof columns>): Fields {
  return {
    Building: row.buildingKey,
    Office: row.officeKey,
    Gate: row.gateKey,
    'First Name': row.firstName,
    'Last Name': row.lastName,
    Signature: row.signature,
    'Date Given': row.timeGiven,
    'Date Returned': row.timeReturned,
  };
}

/** Rows with who wrote them, who changed them last, and their history. */
async function withRecords(db: Db, rows: Row[]): Promise<KeyRelease[]> {
  const records = await accountabilityOf(db, HISTORY_TYPE, rows);
  return rows.map((r) => ({ ...toKeyRelease(r), record: records.get(r.id) }));
}

function toKeyRelease(row: Row): KeyRelease {
  return {
    id: row.id,
    buildingKey: row.buildingKey ? 1 : 0,
    officeKey: row.officeKey ? 1 : 0,
    gateKey: row.gateKey ? 1 : 0,
    firstName: row.firstName,
    lastName: row.lastName,
    signature: row.signature,
    timeGiven: dateObject(row.timeGiven),
    timeReturned: row.timeReturned ? dateObject(row.timeReturned) : null,
  };
}

function columns(body: KeyReleaseFields) {
  return {
    buildingKey: body.building === 1,
    officeKey: body.office === 1,
    gateKey: body.gate === 1,
    firstName: body.first_name,
    lastName: body.last_name,
    signature: body.signature ?? '',
    timeGiven: body.time_given,
    timeReturned: body.time_returned ? body.time_returned : null,
  };
}

/**
 * Each date a save writes (a new one, or one changed) follows the store's day: none after its
 * today, and one before it (a loan or a return recorded late) takes key-release-log-edit.
 */
async function requireDates(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  next: ReturnType<typeof columns>,
  current?: Row,
): Promise<void> {
  const written = (
    [
      ['time_given', next.timeGiven, current?.timeGiven],
      ['time_returned', next.timeReturned, current?.timeReturned],
    ] as const
  ).filter(([, date, was]) => date && date !== was);
  if (written.length === 0) return;
  const today = await storeToday(ctx.db, storeId, ctx.now());
  for (const [field, date] of written)
    requireDayOpen(principal, { storeId, date: date!, today }, 'key-release-log-edit', field);
}

async function row(db: Db, id: number): Promise<Row> {
  const [found] = await db.select().from(keyReleases).where(eq(keyReleases.id, id));
  if (!found) throw notFound('No such Key Release');
  return found;
}

/** A store's log, newest first: the keys still out are the ones a manager looks for. */
function storeLog(db: Db, storeId: number) {
  return db
    .select()
    .from(keyReleases)
    .where(eq(keyReleases.storeId, storeId))
    .orderBy(desc(keyReleases.timeGiven), asc(keyReleases.id));
}

export async function keyReleaseList(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): Promise<KeyRelease[]> {
  requireAt(principal, 'key-release-log-view', storeId);
  return withRecords(ctx.db, await storeLog(ctx.db, storeId));
}

/** The list's rows in its order, one page at a time, for the export; the caller's check comes first. */
export function keyReleasePages(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
): AsyncGenerator<KeyRelease> {
  requireAt(principal, 'key-release-log-view', storeId);
  return pagesOf(async (limit, offset) =>
    (await storeLog(ctx.db, storeId).limit(limit).offset(offset)).map(toKeyRelease),
  );
}

export async function createKeyRelease(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  storeId: number,
  body: KeyReleaseFields,
): Promise<KeyRelease> {
  requireAt(principal, 'key-release-log-create', storeId);
  const values = columns(body);
  await requireDates(ctx, principal, storeId, values);
  await requireActiveStore(ctx.db, storeId);
  const [created] = await ctx.db
    .insert(keyReleases)
    .values({ storeId, ...values, createdBy: principal.userId, updatedBy: principal.userId })
    .returning();
  return (await withRecords(ctx.db, [created!]))[0]!;
}

/**
 * Save on a row (spec 1 §2) takes key-release-log-create at the row's own store while the keys are
 * out; once they are back the row is the record of a closed loan, and changing it takes
 * key-release-log-edit, as does a date written before the store's today. Every change is kept
 * in the row's history.
 */
export async function updateKeyRelease(
  ctx: Pick<AppContext, 'db' | 'now'>,
  principal: Principal,
  id: number,
  body: KeyReleaseFields,
): Promise<KeyRelease> {
  const current = await row(ctx.db, id);
  requireAt(principal, current.timeReturned ? 'key-release-log-edit' : 'key-release-log-create', current.storeId);
  const next = columns(body);
  await requireDates(ctx, principal, current.storeId, next, current);
  const updated = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(keyReleases)
      .set({ ...next, updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(keyReleases.id, id))
      .returning();
    await recordChange(tx, {
      recordType: HISTORY_TYPE,
      recordId: id,
      storeId: current.storeId,
      userId: principal.userId,
      before: historyFields(current),
      after: historyFields(next),
    });
    return saved!;
  });
  return (await withRecords(ctx.db, [updated]))[0]!;
}

export async function deleteKeyRelease(ctx: Pick<AppContext, 'db'>, principal: Principal, id: number): Promise<void> {
  const current = await row(ctx.db, id);
  requireAt(principal, 'key-release-log-delete', current.storeId);
  await ctx.db.delete(keyReleases).where(eq(keyReleases.id, id));
}
