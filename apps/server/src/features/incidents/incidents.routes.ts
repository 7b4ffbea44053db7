import type { FastifyPluginAsync } from 'fastify';
import { incidentsEndpoints as endpoints } from '@dripp/contract/endpoints/incidents';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import {
  createIncident,
  deleteIncident,
  employeesOfStore,
  listIncidents,
  updateIncident,
  viewIncident,
} from './incidents.service';
import { exportIncidents } from './incidents-export';

/** Incident reports (spec 3 §2.9–§2.12, §7). */
export const incidentsRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createIncident(db, signedIn(request), request.body, now()),
    message: 'Successfully saved incident report',
  }));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await viewIncident(db, signedIn(request), request.params.id),
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateIncident(db, signedIn(request), request.params.id, request.body, now()),
    message: 'Successfully saved incident report',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteIncident(db, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully removed Incident Report' };
  });

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listIncidents(db, signedIn(request), {}),
  }));
  route(app, endpoints.search, async (request) => ({
    success: true as const,
    data: await listIncidents(db, signedIn(request), request.body.filters),
  }));

  route(app, endpoints.export, (request, reply) => exportIncidents(db, signedIn(request), request.query, reply));

  route(app, endpoints.storePeople, async (request) => ({
    success: true as const,
    data: await employeesOfStore(db, signedIn(request), request.params.storeId),
  }));
};
