import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { csvExport, endpoint } from '../endpoint';
import {
  IncidentFilterFieldsSchema,
  IncidentFiltersSchema,
  IncidentInputSchema,
  IncidentUpdateSchema,
  IncidentReportSchema,
} from '../incidents';
import { IdSchema } from '../inputs';
import { NamedOptionSchema } from '../stores';

const tag = 'Incident reports';
const errors = [400, 401, 403, 404, 422] as const;
const IdParams = z.object({ id: IdSchema });
const ReportAnswer = okEnvelope(IncidentReportSchema);
const ListAnswer = okEnvelope(z.array(IncidentReportSchema));

/**
 * The spec writes the list's address with a trailing slash and without: both answer, and the
 * OpenAPI document lists the one without (decision 254).
 */
const LIST_PATH = '/incident-reports';

/** Incident reports (spec 3 §2.9–§2.12, §7). */
export const incidentsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/incident-report',
    operationId: 'createIncidentReport',
    summary: 'File an incident report',
    tag,
    access: { anyOf: ['incident-reports-create'] },
    storeField: 'storeId',
    body: IncidentInputSchema,
    answer: ReportAnswer,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/incident-report/:id/view',
    operationId: 'getIncidentReport',
    summary: 'Get an incident report',
    tag,
    access: { anyOf: ['incident-reports-view', 'incident-reports-edit'] },
    params: IdParams,
    answer: ReportAnswer,
    errors,
  }),
  /** The spec's update is a POST to the report's address. */
  update: endpoint({
    method: 'POST',
    path: '/incident-report/:id',
    operationId: 'updateIncidentReport',
    summary: 'Change an incident report',
    tag,
    access: { anyOf: ['incident-reports-edit'] },
    storeField: 'storeId',
    params: IdParams,
    body: IncidentUpdateSchema,
    answer: ReportAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/incident-report/:id',
    operationId: 'deleteIncidentReport',
    summary: 'Remove an incident report',
    tag,
    access: { anyOf: ['incident-reports-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
  list: endpoint({
    method: 'GET',
    path: LIST_PATH,
    trailingSlashToo: true,
    operationId: 'listIncidentReports',
    summary: 'List the newest incident reports of the permitted stores',
    tag,
    access: { anyOf: ['incident-reports-view'] },
    answer: ListAnswer,
    errors,
  }),
  search: endpoint({
    method: 'POST',
    path: LIST_PATH,
    trailingSlashToo: true,
    operationId: 'searchIncidentReports',
    summary: 'List the incident reports of the permitted stores that match the filters',
    tag,
    access: { anyOf: ['incident-reports-view'] },
    body: IncidentFiltersSchema,
    answer: ListAnswer,
    errors,
  }),
  storePeople: endpoint({
    method: 'GET',
    path: '/employees-of-store/:storeId',
    operationId: 'listEmployeesOfStore',
    summary: 'List everyone linked to a store, for the Employee on Duty fields',
    tag,
    access: { anyOf: ['incident-reports-create', 'incident-reports-edit'] },
    params: z.object({ storeId: IdSchema }),
    answer: okEnvelope(z.array(NamedOptionSchema)),
    errors,
  }),
  export: csvExport({
    path: '/incident-reports/export',
    operationId: 'exportIncidentReports',
    summary: "Download the incident reports of the permitted stores as CSV, with the list's filters",
    tag,
    access: { anyOf: ['incident-reports-view'] },
    query: IncidentFilterFieldsSchema,
    errors,
  }),
};
