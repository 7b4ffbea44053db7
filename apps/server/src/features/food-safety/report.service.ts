import { and, asc, between, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REPORT_DAYS_MAX,
  type CoolingRemedy,
  type ReadingFix,
  type ReadingKind,
  type UnitType,
} from '@dripp/contract/food-safety-labels';
import type { ActionStatus } from '@dripp/contract/corrective-action-labels';
import { localTimeZone } from '@dripp/contract/time-zones';
import { todayIn } from '@dripp/domain/dates';
import type { Db } from '../../db/client';
import { sqlRows } from '../../db/prepared';
import {
  coolingBatches,
  coolingChecks,
  correctiveActions,
  foodLabelPrints,
  foodReadings,
  foodRechecks,
  foodUnits,
  stores,
  users,
} from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { invalid, notFound } from '../../platform/errors';
import { complianceFigures, dueReadingsSql, isMissed, type ComplianceFigures } from './compliance.public';

/*
 * The inspector's report (issue 39 §6, decision 294): what a store recorded over up to 90 store
 * days, read in a few set-based statements (never one per day) and drawn by report-pdf.ts.
 */

export interface ReportPeriod {
  from: string;
  to: string;
}

export interface ReportStore {
  id: number;
  title: string;
  number: string;
  timeZone: string;
}

export interface ReportReading {
  id: number;
  unitName: string;
  unitNameEs: string | null;
  unitType: UnitType;
  kind: ReadingKind;
  value: number;
  low: number | null;
  high: number | null;
  inRange: boolean;
  late: boolean;
  date: string;
  dueTime: string | null;
  refersTo: number | null;
  fix: ReadingFix | null;
  fixNote: string | null;
  takenAt: Date;
  takenBy: string | null;
  action: { id: number; title: string; status: ActionStatus } | null;
  recheck: { dueAt: Date; answeredBy: number | null; escalatedAt: Date | null } | null;
}

export interface ReportMissed {
  unitName: string;
  unitNameEs: string | null;
  date: string;
  dueTime: string;
}

export interface ReportCooling {
  id: number;
  item: string;
  unitName: string | null;
  startedAt: Date;
  startValue: number;
  startedBy: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  remedy: CoolingRemedy | null;
  note: string | null;
  checks: { stage: '2h' | '6h'; value: number; passed: boolean; takenAt: Date; takenBy: string | null }[];
}

export interface ReportLabel {
  item: string;
  itemEs: string | null;
  quantity: number;
  size: string;
  preppedAt: Date;
  useBy: Date;
  preppedBy: string | null;
}

export interface ReportData {
  store: ReportStore;
  period: ReportPeriod;
  readings: ReportReading[];
  missed: ReportMissed[];
  cooling: ReportCooling[];
  labels: ReportLabel[];
  compliance: ComplianceFigures;
}

/** Days from `from` to `to`, both included. */
export function periodDays({ from, to }: ReportPeriod): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A report's period: from before to, at most REPORT_DAYS_MAX store days, ending by the store's today (422). */
export function checkPeriod(period: ReportPeriod, today: string): void {
  if (period.from > period.to)
    throw invalid('The period cannot end before it starts', { to: ['The period cannot end before it starts'] });
  if (period.to > today)
    throw invalid(`The date cannot be in the future (today is ${today})`, { to: ['The date cannot be in the future'] });
  if (periodDays(period) > REPORT_DAYS_MAX)
    throw invalid(`The report covers at most ${REPORT_DAYS_MAX} days`, {
      from: [`The report covers at most ${REPORT_DAYS_MAX} days`],
    });
}

/** The store of a report, which the caller may view food safety at, with its period checked at `now`. */
export async function reportStore(
  db: Db,
  principal: Principal,
  storeId: number,
  period: ReportPeriod,
  now: Date,
): Promise<ReportStore> {
  requireAt(principal, 'food-safety-view', storeId);
  const [store] = await db
    .select({
      id: stores.id,
      title: stores.title,
      number: stores.number,
      timeZone: sql<string>`coalesce(${stores.timeZone}, ${localTimeZone()})`,
    })
    .from(stores)
    .where(and(eq(stores.id, storeId), sql`${stores.deletedAt} is null`));
  if (!store) throw notFound('No such store');
  checkPeriod(period, todayIn(store.timeZone, now));
  return store;
}

const taker = alias(users, 'taker');
const personName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(concat_ws(' ', ${u.firstName}, ${u.lastName}), '')`;

/** Every reading of the period, and the re-checks of its out-of-range ones even when taken after it. */
async function readingsOf(db: Db, storeId: number, { from, to }: ReportPeriod): Promise<ReportReading[]> {
  const inPeriod = and(eq(foodReadings.storeId, storeId), between(foodReadings.date, from, to));
  const outOfRange = db
    .select({ id: foodReadings.id })
    .from(foodReadings)
    .where(and(inPeriod, eq(foodReadings.inRange, false)));
  const rows = await db
    .select({
      r: foodReadings,
      unitName: foodUnits.name,
      unitNameEs: foodUnits.nameEs,
      unitType: foodUnits.type,
      takenBy: personName(taker),
      actionId: correctiveActions.id,
      actionTitle: correctiveActions.title,
      actionStatus: correctiveActions.status,
      recheckDueAt: foodRechecks.dueAt,
      recheckAnsweredBy: foodRechecks.answeredBy,
      recheckEscalatedAt: foodRechecks.escalatedAt,
    })
    .from(foodReadings)
    .innerJoin(foodUnits, eq(foodUnits.id, foodReadings.unitId))
    .leftJoin(taker, eq(taker.id, foodReadings.takenBy))
    .leftJoin(correctiveActions, eq(correctiveActions.id, foodReadings.actionId))
    .leftJoin(foodRechecks, eq(foodRechecks.readingId, foodReadings.id))
    .where(or(inPeriod, and(eq(foodReadings.storeId, storeId), inArray(foodReadings.refersTo, outOfRange))))
    .orderBy(asc(foodReadings.date), asc(foodReadings.takenAt), asc(foodReadings.id));
  return rows.map(({ r, ...x }) => ({
    id: r.id,
    unitName: x.unitName,
    unitNameEs: x.unitNameEs,
    unitType: x.unitType,
    kind: r.kind,
    value: r.value,
    low: r.low,
    high: r.high,
    inRange: r.inRange,
    late: r.late,
    date: r.date,
    dueTime: r.dueTime,
    refersTo: r.refersTo,
    fix: r.fix,
    fixNote: r.fixNote,
    takenAt: r.takenAt,
    takenBy: x.takenBy,
    action: x.actionId == null ? null : { id: x.actionId, title: x.actionTitle!, status: x.actionStatus! },
    recheck:
      x.recheckDueAt == null
        ? null
        : { dueAt: x.recheckDueAt, answeredBy: x.recheckAnsweredBy, escalatedAt: x.recheckEscalatedAt },
  }));
}

/** The due readings of the period that nothing answered by the end of their day (compliance.public.ts). */
async function missedOf(db: Db, storeId: number, { from, to }: ReportPeriod, now: Date): Promise<ReportMissed[]> {
  const rows = await sqlRows<{ name: string; name_es: string | null; date: string; due_time: string }>(
    db,
    sql`select u.name, u.name_es, d.date, d.due_time
    from (${dueReadingsSql([storeId], from, to)}) d
    join food_units u on u.id = d.unit_id
    where ${isMissed(now)}
    order by d.date, d.due_time, u.sort_order, u.name, u.id`,
  );
  return rows.map((r) => ({ unitName: r.name, unitNameEs: r.name_es, date: r.date, dueTime: r.due_time }));
}

async function coolingOf(db: Db, storeId: number, { from, to }: ReportPeriod): Promise<ReportCooling[]> {
  const starter = alias(users, 'starter');
  const closer = alias(users, 'closer');
  const checker = alias(users, 'checker');
  const rows = await db
    .select({
      b: coolingBatches,
      unitName: foodUnits.name,
      startedBy: personName(starter),
      closedBy: personName(closer),
      check: coolingChecks,
      checkedBy: personName(checker),
    })
    .from(coolingBatches)
    .leftJoin(foodUnits, eq(foodUnits.id, coolingBatches.unitId))
    .leftJoin(starter, eq(starter.id, coolingBatches.startedBy))
    .leftJoin(closer, eq(closer.id, coolingBatches.closedBy))
    .leftJoin(coolingChecks, eq(coolingChecks.batchId, coolingBatches.id))
    .leftJoin(checker, eq(checker.id, coolingChecks.takenBy))
    .where(and(eq(coolingBatches.storeId, storeId), between(coolingBatches.date, from, to)))
    .orderBy(asc(coolingBatches.startedAt), asc(coolingBatches.id), asc(coolingChecks.stage));
  const batches = new Map<number, ReportCooling>();
  for (const { b, check, ...x } of rows) {
    let batch = batches.get(b.id);
    if (!batch) {
      batch = {
        id: b.id,
        item: b.item,
        unitName: x.unitName,
        startedAt: b.startedAt,
        startValue: b.startValue,
        startedBy: x.startedBy,
        closedAt: b.closedAt,
        closedBy: x.closedBy,
        remedy: b.remedy,
        note: b.note,
        checks: [],
      };
      batches.set(b.id, batch);
    }
    if (check)
      batch.checks.push({
        stage: check.stage,
        value: check.value,
        passed: check.passed,
        takenAt: check.takenAt,
        takenBy: x.checkedBy,
      });
  }
  return [...batches.values()];
}

async function labelsOf(db: Db, storeId: number, { from, to }: ReportPeriod): Promise<ReportLabel[]> {
  const prepper = alias(users, 'prepper');
  return db
    .select({
      item: foodLabelPrints.item,
      itemEs: foodLabelPrints.itemEs,
      quantity: foodLabelPrints.quantity,
      size: foodLabelPrints.size,
      preppedAt: foodLabelPrints.preppedAt,
      useBy: foodLabelPrints.useBy,
      preppedBy: personName(prepper),
    })
    .from(foodLabelPrints)
    .leftJoin(prepper, eq(prepper.id, foodLabelPrints.preppedBy))
    .where(and(eq(foodLabelPrints.storeId, storeId), between(foodLabelPrints.date, from, to)))
    .orderBy(asc(foodLabelPrints.preppedAt), asc(foodLabelPrints.id));
}

/** Everything the report of a store's period holds, read at `now` (the portal's clock). */
export async function reportData(db: Db, store: ReportStore, period: ReportPeriod, now: Date): Promise<ReportData> {
  const [readings, missed, cooling, labels, compliance] = await Promise.all([
    readingsOf(db, store.id, period),
    missedOf(db, store.id, period, now),
    coolingOf(db, store.id, period),
    labelsOf(db, store.id, period),
    complianceFigures(db, [store.id], period.from, period.to, now),
  ]);
  return { store, period, readings, missed, cooling, labels, compliance: compliance.get(store.id)! };
}
