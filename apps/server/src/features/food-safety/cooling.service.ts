import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  COOLING_REMEDY_LABELS,
  COOLING_START_LOW,
  type CoolingBatch,
  type TemperatureUnit,
} from '@dripp/contract/food-safety';
import { formatDateTime, formatTime, todayIn } from '@dripp/domain/dates';
import {
  coolingCheckState,
  coolingMayCloseWithoutRemedy,
  coolingWindows,
  toFahrenheit,
  type CoolingCheckState,
} from '@dripp/domain/food-safety';
import type { Db } from '../../db/client';
import { coolingBatches, coolingChecks, foodUnits, users } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/errors';
import { idempotentSave, keyRef } from '../../platform/idempotency';
import { latestWritten } from './latest-written';
import { activeStore, fullName } from '../../platform/store-people';
import { managerRoleId, raiseActions } from '../corrective-actions/corrective-actions.public';

/*
 * Cooling logs (issue 39 part 4, decision 282): a batch starts at its first temperature, at or
 * above 135 °F; its 2-hour (≤ 70 °F) and 6-hour (≤ 41 °F) checks are set from its start. A check
 * answers the batch's first stage without one and is stamped passed or failed when saved; one
 * still above the limit before the stage is due is refused, to be taken again by then. A batch
 * closes once; one that did not pass both checks closes only with a discard or a reheat, and one
 * that failed or missed a check raises a corrective action as it closes.
 */

type Ctx = Pick<AppContext, 'db' | 'now'>;
type BatchRow = typeof coolingBatches.$inferSelect;
type CheckRow = typeof coolingChecks.$inferSelect;

const HOUR = 3_600_000;

/** The names of the people a set of rows names, by id. */
async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, fullName(r)]));
}

/**
 * Each check's state: a recorded one as it was stamped, one not recorded on the clock of now (or,
 * for a closed batch, of its closing: what was known when it was closed).
 */
function checkStates(batch: BatchRow, checks: CheckRow[], now: Date) {
  const at = batch.closedAt && batch.closedAt < now ? batch.closedAt : now;
  return coolingWindows(batch.startedAt).map((window) => {
    const check = checks.find((c) => c.stage === window.stage);
    const state: CoolingCheckState = check ? (check.passed ? 'passed' : 'failed') : coolingCheckState(window, null, at);
    return { window, check, state };
  });
}

function answerOf(batch: BatchRow, checks: CheckRow[], names: Map<number, string>, now: Date): CoolingBatch {
  const name = (id: number | null) => (id == null ? null : (names.get(id) ?? null));
  return {
    id: batch.id,
    store_id: batch.storeId,
    unit_id: batch.unitId,
    item: batch.item,
    started_at: batch.startedAt.toISOString(),
    start_value: batch.startValue,
    started_by: name(batch.startedBy),
    checks: checkStates(batch, checks, now).map(({ window, check, state }) => ({
      stage: window.stage,
      due_at: window.dueAt.toISOString(),
      high: window.high,
      value: check?.value ?? null,
      taken_at: check?.takenAt.toISOString() ?? null,
      state,
    })),
    closed_at: batch.closedAt?.toISOString() ?? null,
    closed_by: name(batch.closedBy),
    remedy: batch.remedy,
    note: batch.note,
  };
}

async function answersOf(db: Db, batches: BatchRow[], now: Date): Promise<CoolingBatch[]> {
  if (batches.length === 0) return [];
  const checks = await db
    .select()
    .from(coolingChecks)
    .where(
      inArray(
        coolingChecks.batchId,
        batches.map((b) => b.id),
      ),
    );
  const names = await namesOf(db, [
    ...batches.flatMap((b) => [b.startedBy, b.closedBy]),
    ...checks.map((c) => c.takenBy),
  ]);
  return batches.map((b) =>
    answerOf(
      b,
      checks.filter((c) => c.batchId === b.id),
      names,
      now,
    ),
  );
}

async function requireStore(db: Db, storeId: number) {
  const store = await activeStore(db, storeId);
  if (!store) throw notFound('Store not found');
  return store;
}

/** A store's open batches, and those started on `date` (the store's today when absent), earliest first. */
export async function listCoolingBatches(
  ctx: Ctx,
  principal: Principal,
  storeId: number,
  date?: string,
): Promise<CoolingBatch[]> {
  requireAt(principal, 'food-safety-view', storeId);
  const store = await requireStore(ctx.db, storeId);
  const now = ctx.now();
  const day = date ?? todayIn(store.timeZone, now);
  const rows = await ctx.db
    .select()
    .from(coolingBatches)
    .where(and(eq(coolingBatches.storeId, storeId), or(isNull(coolingBatches.closedAt), eq(coolingBatches.date, day))))
    .orderBy(asc(coolingBatches.startedAt), asc(coolingBatches.id));
  return answersOf(ctx.db, rows, now);
}

export async function startCooling(
  ctx: Ctx,
  principal: Principal,
  storeId: number,
  body: { item: string; unit_id: number | null; value: number; unit: TemperatureUnit },
  idempotencyKey?: string,
): Promise<CoolingBatch> {
  requireAt(principal, 'food-safety-record', storeId);
  const store = await requireStore(ctx.db, storeId);
  const value = toFahrenheit(body.value, body.unit);
  if (value < COOLING_START_LOW) {
    throw invalid('A cooling batch starts at 135 °F (57.2 °C) or hotter', {
      value: ['A cooling batch starts at 135 °F (57.2 °C) or hotter'],
    });
  }
  if (body.unit_id != null) {
    const [unit] = await ctx.db
      .select({ id: foodUnits.id })
      .from(foodUnits)
      .where(and(eq(foodUnits.id, body.unit_id), eq(foodUnits.storeId, storeId), isNull(foodUnits.deletedAt)));
    if (!unit) throw invalid('Choose a unit of this store', { unit_id: ['Choose a unit of this store'] });
  }
  const now = ctx.now();
  // The key keeps the batch's id; the answer is read afresh, with the checks' states as they are now.
  const id = await idempotentSave(
    ctx.db,
    keyRef(principal.userId, `cooling-start:${storeId}`, idempotencyKey, body),
    // A repeat whose first answer is not kept yet: the caller's latest batch at the store, which the first wrote.
    () =>
      latestWritten(
        ctx.db,
        coolingBatches,
        coolingBatches.id,
        and(eq(coolingBatches.storeId, storeId), eq(coolingBatches.startedBy, principal.userId)),
        'No such cooling batch',
      ),
    (claim) =>
      ctx.db.transaction(async (tx) => {
        await claim(tx);
        const [row] = await tx
          .insert(coolingBatches)
          .values({
            storeId,
            unitId: body.unit_id,
            item: body.item,
            date: todayIn(store.timeZone, now),
            startedAt: now,
            startValue: value,
            startedBy: principal.userId,
          })
          .returning({ id: coolingBatches.id });
        return row!.id;
      }),
  );
  const [row] = await ctx.db.select().from(coolingBatches).where(eq(coolingBatches.id, id));
  return (await answersOf(ctx.db, [row!], ctx.now()))[0]!;
}

/** The batch, locked for this transaction; 404 when there is none, 403 without `permission` at its store. */
async function lockedBatch(tx: Db, principal: Principal, id: number): Promise<BatchRow> {
  const [batch] = await tx.select().from(coolingBatches).where(eq(coolingBatches.id, id)).for('update');
  if (!batch) throw notFound('No such cooling batch');
  requireAt(principal, 'food-safety-record', batch.storeId);
  return batch;
}

function requireOpen(batch: BatchRow) {
  if (batch.closedAt) throw invalid('This cooling batch is already closed');
}

export async function checkCooling(
  ctx: Ctx,
  principal: Principal,
  id: number,
  body: { value: number; unit: TemperatureUnit },
): Promise<CoolingBatch> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, principal, id);
    requireOpen(batch);
    const checks = await tx.select().from(coolingChecks).where(eq(coolingChecks.batchId, id));
    const window = coolingWindows(batch.startedAt).find((w) => !checks.some((c) => c.stage === w.stage));
    if (!window) throw invalid('Both checks of this batch are recorded: close it');
    const value = toFahrenheit(body.value, body.unit);
    // Above the limit before the due time the food may still get there: the check is taken again.
    if (now < window.dueAt && value > window.high) {
      const by = formatTime(window.dueAt, { timeZone: (await requireStore(tx, batch.storeId)).timeZone });
      const message = `Still above ${window.high} °F: check again by ${by}`;
      throw invalid(message, { value: [message] });
    }
    const passed = coolingCheckState(window, { value, takenAt: now }, now) === 'passed';
    await tx
      .insert(coolingChecks)
      .values({ batchId: id, stage: window.stage, value, passed, takenAt: now, takenBy: principal.userId });
    return (await answersOf(tx, [batch], now))[0]!;
  });
}

const fahrenheit = (value: number) => `${Math.round(value * 10) / 10} °F`;

/** The action a batch that failed or missed a check raises as it closes (natural key: the batch). */
async function raiseCoolingAction(
  tx: Db,
  batch: BatchRow,
  states: ReturnType<typeof checkStates>,
  closing: { remedy: keyof typeof COOLING_REMEDY_LABELS; note: string | null; by: number; now: Date; timeZone: string },
) {
  const failures = states
    .filter(({ state }) => state === 'failed' || state === 'missed')
    .map(({ window, check, state }) =>
      state === 'missed'
        ? `missed the ${window.stage} check (${fahrenheit(window.high)} or colder)`
        : `was ${fahrenheit(check!.value)} at the ${window.stage} check (${fahrenheit(window.high)} or colder)`,
    );
  const started = formatDateTime(batch.startedAt, { timeZone: closing.timeZone });
  const note = closing.note ? ` Note: ${closing.note}` : '';
  return raiseActions(tx, [
    {
      storeId: batch.storeId,
      title: `Cooling failed: ${batch.item}`,
      description:
        `${batch.item}, started cooling ${started} at ${fahrenheit(batch.startValue)}, ${failures.join(' and ')}. ` +
        `Closed as: ${COOLING_REMEDY_LABELS[closing.remedy]}.${note} Find why it cooled too slowly ` +
        `(batch size, container depth, ice bath, the unit) and note what was changed.`,
      source: 'food-safety',
      sourceId: batch.id,
      sourceKey: `cooling:${batch.date}`,
      sourceLabel: `Cooling log: ${batch.item}`,
      assigneeRoleId: await managerRoleId(tx),
      priority: 'high',
      dueAt: new Date(closing.now.getTime() + 24 * HOUR),
      evidence: 'note',
      createdBy: closing.by,
    },
  ]);
}

export async function closeCooling(
  ctx: Ctx,
  principal: Principal,
  id: number,
  body: { remedy: keyof typeof COOLING_REMEDY_LABELS | null; note: string | null },
): Promise<CoolingBatch> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const batch = await lockedBatch(tx, principal, id);
    requireOpen(batch);
    const checks = await tx.select().from(coolingChecks).where(eq(coolingChecks.batchId, id));
    const states = checkStates(batch, checks, now);
    if (!body.remedy && !coolingMayCloseWithoutRemedy(states.map((s) => s.state))) {
      throw invalid('A batch that did not pass both checks closes only when it was discarded or reheated', {
        remedy: ['Choose what was done with the food'],
      });
    }
    const [closed] = await tx
      .update(coolingBatches)
      .set({ closedAt: now, closedBy: principal.userId, remedy: body.remedy, note: body.note })
      .where(eq(coolingBatches.id, id))
      .returning();
    if (body.remedy && states.some(({ state }) => state === 'failed' || state === 'missed')) {
      const store = await requireStore(tx, batch.storeId);
      await raiseCoolingAction(tx, batch, states, {
        remedy: body.remedy,
        note: body.note,
        by: principal.userId,
        now,
        timeZone: store.timeZone,
      });
    }
    return (await answersOf(tx, [closed!], now))[0]!;
  });
}
