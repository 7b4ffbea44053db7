import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import { IncidentFiltersSchema, IncidentInputSchema, IncidentReportSchema } from '@dripp/contract/incidents';
import { IdSchema } from '@dripp/contract/inputs';
import { NamedOptionSchema } from '@dripp/contract/stores';
import { signedIn } from '../../platform/access';
import {
  createIncident,
  deleteIncident,
  employeesOfStore,
  listIncidents,
  updateIncident,
  viewIncident,
} from './incidents.service';

const IdParams = z.object({ id: IdSchema });
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const ReportAnswer = okEnvelope(IncidentReportSchema);
const ListAnswer = okEnvelope(z.array(IncidentReportSchema));

/** Incident reports (spec 3 §2.9–§2.12, §7). */
export const incidentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/incident-report',
    {
      config: { access: { anyOf: ['incident-reports-create'] } },
      schema: { body: IncidentInputSchema, response: { 200: ReportAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createIncident(db, signedIn(request), request.body),
      message: 'Successfully saved incident report',
    }),
  );

  app.get(
    '/incident-report/:id/view',
    {
      config: { access: { anyOf: ['incident-reports-view', 'incident-reports-edit'] } },
      schema: { params: IdParams, response: { 200: ReportAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await viewIncident(db, signedIn(request), request.params.id) }),
  );

  // The spec's update is a POST to the report's address.
  app.post(
    '/incident-report/:id',
    {
      config: { access: { anyOf: ['incident-reports-edit'] } },
      schema: { params: IdParams, body: IncidentInputSchema, response: { 200: ReportAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateIncident(db, signedIn(request), request.params.id, request.body),
      message: 'Successfully saved incident report',
    }),
  );

  app.delete(
    '/incident-report/:id',
    {
      config: { access: { anyOf: ['incident-reports-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteIncident(db, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully removed Incident Report' };
    },
  );

  // The spec writes the list with a trailing slash; both spellings answer.
  for (const url of ['/incident-reports', '/incident-reports/']) {
    app.get(
      url,
      {
        config: { access: { anyOf: ['incident-reports-view'] } },
        schema: { response: { 200: ListAnswer, ...errors } },
      },
      async (request) => ({ success: true as const, data: await listIncidents(db, signedIn(request), {}) }),
    );
    app.post(
      url,
      {
        config: { access: { anyOf: ['incident-reports-view'] } },
        schema: { body: IncidentFiltersSchema, response: { 200: ListAnswer, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await listIncidents(db, signedIn(request), request.body.filters),
      }),
    );
  }

  app.get(
    '/employees-of-store/:storeId',
    {
      config: { access: { anyOf: ['incident-reports-create', 'incident-reports-edit'] } },
      schema: {
        params: z.object({ storeId: IdSchema }),
        response: { 200: okEnvelope(z.array(NamedOptionSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await employeesOfStore(db, signedIn(request), request.params.storeId),
    }),
  );
};
