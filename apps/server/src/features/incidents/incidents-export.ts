import type { FastifyReply } from 'fastify';
import { incidentLabel, type IncidentFilterFields, type IncidentReport } from '@dripp/contract/incidents';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, pagesOf, sendCsv, type CsvColumn } from '../../platform/csv';
import { incidentFilter, incidentPage } from './incidents.service';

const day = (value: { date: string }) => value.date.slice(0, 10);

const columns: CsvColumn<IncidentReport>[] = [
  { header: 'Incident Number', value: (r) => incidentLabel(r.incidentNumber) },
  { header: 'Submitted By', value: (r) => r.submittedBy ?? r.employeeSignature },
  { header: 'Incident Date', value: (r) => day(r.incidentDate) },
  { header: 'Incident Time', value: (r) => r.incidentTime },
  { header: 'Store', value: (r) => r.storeName },
  { header: 'Manager', value: (r) => r.managerName },
  { header: 'Subject', value: (r) => r.subject },
  { header: 'Description', value: (r) => r.description },
  { header: 'Employee on Duty 1', value: (r) => r.employeeOnDutyName1 },
  { header: 'Employee on Duty 2', value: (r) => r.employeeOnDutyName2 },
  { header: 'Employee on Duty 3', value: (r) => r.employeeOnDutyName3 },
  { header: 'Witness 1', value: (r) => r.witnessName1 },
  { header: 'Witness 1 Phone', value: (r) => r.witnessPhone1 },
  { header: 'Witness 2', value: (r) => r.witnessName2 },
  { header: 'Witness 2 Phone', value: (r) => r.witnessPhone2 },
  { header: 'Witness 3', value: (r) => r.witnessName3 },
  { header: 'Witness 3 Phone', value: (r) => r.witnessPhone3 },
  { header: 'Employee Signature', value: (r) => r.employeeSignature },
  { header: 'Date Submitted', value: (r) => day(r.enteredDate) },
];

/** GET /incident-reports/export: every report the list would show for the same filters, in its order. */
export async function exportIncidents(
  db: Db,
  principal: Principal,
  filters: IncidentFilterFields,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const filter = await incidentFilter(db, principal, filters);
  const rows = filter ? pagesOf((limit, offset) => incidentPage(db, filter, limit, offset)) : [];
  const name = exportName(
    'incident-reports',
    filters.storeId && `store-${filters.storeId}`,
    filters.incidentStartDate,
    filters.incidentEndDate,
  );
  return sendCsv(reply, name, columns, rows);
}
