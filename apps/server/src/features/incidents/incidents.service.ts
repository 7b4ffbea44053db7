import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLE_MANAGER } from '@dripp/contract/permissions';
import { localTimeZone } from '@dripp/contract/time-zones';
import {
  INCIDENT_LIST_MAX,
  type IncidentFields,
  type IncidentUpdateFields,
  type IncidentFilterFields,
  type IncidentReport,
} from '@dripp/contract/incidents';
import type { Db } from '../../db/client';
import { preparedShapes, shapeOf } from '../../db/prepared';
import { incidentReports, stores, users } from '../../db/schema/index';
import { requireAnyAt, requireAt, type Principal } from '../../platform/access';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { isFutureAt } from '../../platform/store-time';
import {
  activeStore,
  fullName,
  idsOfStorePeople,
  peopleOfStore,
  requireActiveStore,
  storeScope,
} from '../../platform/store-people';

const manager = alias(users, 'manager');
const employee1 = alias(users, 'employee1');
const employee2 = alias(users, 'employee2');
const employee3 = alias(users, 'employee3');
/** The signed-in person who filed the report (the typed signature stays on the report itself). */
const filer = alias(users, 'filer');

function query(db: Db) {
  return db
    .select({
      report: incidentReports,
      storeName: stores.title,
      manager: { firstName: manager.firstName, lastName: manager.lastName },
      e1: { firstName: employee1.firstName, lastName: employee1.lastName },
      e2: { firstName: employee2.firstName, lastName: employee2.lastName },
      e3: { firstName: employee3.firstName, lastName: employee3.lastName },
      filer: { firstName: filer.firstName, lastName: filer.lastName },
    })
    .from(incidentReports)
    .innerJoin(stores, eq(stores.id, incidentReports.storeId))
    .innerJoin(manager, eq(manager.id, incidentReports.managerId))
    .leftJoin(employee1, eq(employee1.id, incidentReports.employeeOnDuty1Id))
    .leftJoin(employee2, eq(employee2.id, incidentReports.employeeOnDuty2Id))
    .leftJoin(employee3, eq(employee3.id, incidentReports.employeeOnDuty3Id))
    .leftJoin(filer, eq(filer.id, incidentReports.createdBy));
}

type Found = Awaited<ReturnType<ReturnType<typeof query>['where']>>[number];

const nameOf = (p: { firstName: string | null; lastName: string | null } | null) =>
  p && p.firstName != null ? fullName({ firstName: p.firstName, lastName: p.lastName ?? '' }) : null;

const dateObject = (date: string) => ({ date: `${date} 00:00:00` });

function toReport({ report: r, storeName, manager: m, e1, e2, e3, filer: f }: Found): IncidentReport {
  return {
    id: r.id,
    incidentNumber: r.incidentNumber,
    incidentDate: dateObject(r.incidentDate),
    incidentTime: r.incidentTime,
    enteredDate: dateObject(r.enteredDate),
    subject: r.subject,
    description: r.description,
    storeId: r.storeId,
    storeName,
    managerId: r.managerId,
    managerName: nameOf(m) ?? '',
    employeeOnDuty1Id: r.employeeOnDuty1Id,
    employeeOnDuty2Id: r.employeeOnDuty2Id,
    employeeOnDuty3Id: r.employeeOnDuty3Id,
    employeeOnDutyName1: nameOf(e1),
    employeeOnDutyName2: nameOf(e2),
    employeeOnDutyName3: nameOf(e3),
    witnessName1: r.witnessName1,
    witnessPhone1: r.witnessPhone1,
    witnessName2: r.witnessName2,
    witnessPhone2: r.witnessPhone2,
    witnessName3: r.witnessName3,
    witnessPhone3: r.witnessPhone3,
    employeeSignature: r.employeeSignature,
    submittedBy: nameOf(f),
    submittedAt: r.createdAt.toISOString(),
  };
}

async function find(db: Db, id: number): Promise<Found> {
  const [row] = await query(db).where(eq(incidentReports.id, id));
  if (!row) throw notFound('Incident report not found');
  return row;
}

/** The store's people for the Manager and Employee on Duty selects. */
export async function employeesOfStore(db: Db, principal: Principal, storeId: number) {
  requireAnyAt(principal, ['incident-reports-create', 'incident-reports-edit'], storeId);
  await requireActiveStore(db, storeId);
  return (await peopleOfStore(db, storeId)).map((p) => ({ id: p.id, name: fullName(p) }));
}

/** The store exists, the manager manages it, the employees work there and the day is not in the future. */
async function check(db: Db, input: IncidentFields, now: Date): Promise<void> {
  const errors: Record<string, string[]> = {};
  const store = await activeStore(db, input.storeId);
  // "The future" is the store's: its own today, in its zone.
  if (isFutureAt(input.incidentDate, store?.timeZone ?? localTimeZone(), now)) {
    errors.incidentDate = ['The incident date cannot be in the future'];
  }
  if (!store) {
    errors.storeId = ['Choose one of your stores'];
  } else {
    if (!(await idsOfStorePeople(db, input.storeId, [input.managerId], ROLE_MANAGER)).has(input.managerId)) {
      errors.managerId = ['Choose a manager of this store'];
    }
    const employees = [input.employeeOnDuty1Id, input.employeeOnDuty2Id, input.employeeOnDuty3Id];
    const ofStore = await idsOfStorePeople(
      db,
      input.storeId,
      employees.filter((id): id is number => id != null),
    );
    employees.forEach((id, i) => {
      if (id != null && !ofStore.has(id))
        errors[`employeeOnDuty${i + 1}Id`] = ['Choose someone who works at this store'];
    });
  }
  for (const n of [1, 2, 3] as const) {
    const name = input[`witnessName${n}`]?.trim();
    const phone = input[`witnessPhone${n}`]?.trim();
    if (phone && !name) errors[`witnessName${n}`] = ['Enter the witness name'];
  }
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0]![0]!, errors);
}

function columns(input: IncidentFields, userId: number) {
  const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    storeId: input.storeId,
    managerId: input.managerId,
    incidentDate: input.incidentDate,
    incidentTime: input.incidentTime,
    subject: input.subject,
    description: input.description,
    employeeOnDuty1Id: input.employeeOnDuty1Id,
    employeeOnDuty2Id: input.employeeOnDuty2Id ?? null,
    employeeOnDuty3Id: input.employeeOnDuty3Id ?? null,
    witnessName1: blank(input.witnessName1),
    witnessPhone1: blank(input.witnessPhone1),
    witnessName2: blank(input.witnessName2),
    witnessPhone2: blank(input.witnessPhone2),
    witnessName3: blank(input.witnessName3),
    witnessPhone3: blank(input.witnessPhone3),
    employeeSignature: input.employeeSignature,
    enteredDate: input.enteredDate,
    updatedBy: userId,
  };
}

/** `now`: the portal's clock (ctx.now), whose instant decides the store's today. */
export async function createIncident(
  db: Db,
  principal: Principal,
  input: IncidentFields,
  now: Date,
): Promise<IncidentReport> {
  requireAt(principal, 'incident-reports-create', input.storeId);
  await check(db, input, now);
  const [row] = await db
    .insert(incidentReports)
    .values({ ...columns(input, principal.userId), createdBy: principal.userId })
    .returning({ id: incidentReports.id });
  return toReport(await find(db, row!.id));
}

export async function viewIncident(db: Db, principal: Principal, id: number): Promise<IncidentReport> {
  requireAnyAt(principal, ['incident-reports-view', 'incident-reports-edit']);
  const found = await find(db, id);
  requireAnyAt(principal, ['incident-reports-view', 'incident-reports-edit'], found.report.storeId);
  return toReport(found);
}

/** Moving a report to another store needs the edit permission at both stores. */
export async function updateIncident(
  db: Db,
  principal: Principal,
  id: number,
  input: IncidentUpdateFields,
  now: Date,
): Promise<IncidentReport> {
  requireAt(principal, 'incident-reports-edit');
  const found = await find(db, id);
  requireAt(principal, 'incident-reports-edit', found.report.storeId);
  // The report as read may be sent back: its own id and number, never another (decision 237).
  if (input.id !== undefined && input.id !== id) throw invalid('This is another report', { id: ['Not this report'] });
  if (input.incidentNumber !== undefined && input.incidentNumber !== found.report.incidentNumber)
    throw invalid('A report keeps its number', { incidentNumber: ['A report keeps its number'] });
  requireAt(principal, 'incident-reports-edit', input.storeId);
  await check(db, input, now);
  await db
    .update(incidentReports)
    .set({ ...columns(input, principal.userId), updatedAt: new Date() })
    .where(eq(incidentReports.id, id));
  return toReport(await find(db, id));
}

export async function deleteIncident(db: Db, principal: Principal, id: number): Promise<void> {
  requireAt(principal, 'incident-reports-delete');
  const found = await find(db, id);
  requireAt(principal, 'incident-reports-delete', found.report.storeId);
  await db.delete(incidentReports).where(eq(incidentReports.id, id));
}

/** The list's statement for one combination of filters (db/prepared.ts). */
const incidentList = preparedShapes('incidents_list', (db, shape, name) => {
  const where: SQL[] = [];
  if (shape.includes('S')) where.push(sql`${incidentReports.storeId} = any(${sql.placeholder('scope')})`);
  if (shape.includes('I')) where.push(eq(incidentReports.storeId, sql.placeholder('storeId')));
  if (shape.includes('M')) where.push(eq(incidentReports.managerId, sql.placeholder('managerId')));
  if (shape.includes('F')) where.push(gte(incidentReports.incidentDate, sql.placeholder('from')));
  if (shape.includes('T')) where.push(lte(incidentReports.incidentDate, sql.placeholder('to')));
  return query(db)
    .where(and(...where))
    .orderBy(
      desc(incidentReports.incidentDate),
      desc(incidentReports.incidentTime),
      desc(incidentReports.incidentNumber),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The list's filters resolved against the caller's stores, or null when the caller sees none. */
export interface IncidentFilter {
  shape: string;
  values: Record<string, unknown>;
}

/** Checks the caller and turns the list's filters (and the export's) into one filtered statement. */
export async function incidentFilter(
  db: Db,
  principal: Principal,
  filters: IncidentFilterFields,
): Promise<IncidentFilter | null> {
  requireAt(principal, 'incident-reports-view', filters.storeId);
  if (filters.storeId && !(await activeStore(db, filters.storeId))) throw forbidden();
  const scope = storeScope(principal, 'incident-reports-view');
  if (scope !== 'all' && !scope.length) return null;
  const shape = shapeOf({
    s: scope !== 'all',
    i: Boolean(filters.storeId),
    m: Boolean(filters.managerId),
    f: Boolean(filters.incidentStartDate),
    t: Boolean(filters.incidentEndDate),
  });
  const values = {
    scope,
    storeId: filters.storeId,
    managerId: filters.managerId,
    from: filters.incidentStartDate,
    to: filters.incidentEndDate,
  };
  return { shape, values };
}

/** One page of the filtered reports, newest incident first. */
export async function incidentPage(
  db: Db,
  filter: IncidentFilter,
  limit: number,
  offset: number,
): Promise<IncidentReport[]> {
  const rows = await incidentList(db, filter.shape).execute({ ...filter.values, limit, offset });
  return rows.map(toReport);
}

/** The newest reports (at most INCIDENT_LIST_MAX) of the stores where the caller may view them. */
export async function listIncidents(
  db: Db,
  principal: Principal,
  filters: IncidentFilterFields,
): Promise<IncidentReport[]> {
  const filter = await incidentFilter(db, principal, filters);
  return filter ? incidentPage(db, filter, INCIDENT_LIST_MAX, 0) : [];
}
