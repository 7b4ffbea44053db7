import type { FastifyPluginAsync } from 'fastify';
import { correctiveActionsEndpoints as endpoints } from '@dripp/contract/endpoints/corrective-actions';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { uploadBodyLimit } from '../../platform/media/upload';
import { actionSummary, assigneesOf, createAction, listActions, updateAction } from './actions.service';
import { getAction } from './action-record';
import { exportActions } from './actions-export';
import { commentOnAction, moveAction } from './action-moves.service';
import { getSettings, saveSettings } from './settings.service';

/** Corrective actions (DESIGN §8): raised by failures or by hand, closed with evidence, verified. */
export const correctiveActionsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const bodyLimit = uploadBodyLimit(ctx.config);

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listActions(ctx, signedIn(request), request.query),
  }));

  route(app, endpoints.export, (request, reply) => exportActions(ctx, signedIn(request), request.query, reply));

  route(app, endpoints.summary, async (request) => ({
    success: true as const,
    data: await actionSummary(ctx, signedIn(request), request.query.store_id),
  }));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getAction(ctx, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request, reply) => {
    const data = await createAction(ctx, signedIn(request), request.body);
    reply.code(201);
    return { success: true as const, data, message: 'Action saved' };
  });

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateAction(ctx, signedIn(request), request.params.id, request.body),
    message: 'Action saved',
  }));

  route(
    app,
    endpoints.move,
    async (request) => ({
      success: true as const,
      data: await moveAction(ctx, signedIn(request), request.params.id, request.body),
    }),
    { bodyLimit },
  );

  route(
    app,
    endpoints.comment,
    async (request) => ({
      success: true as const,
      data: await commentOnAction(ctx, signedIn(request), request.params.id, request.body),
    }),
    { bodyLimit },
  );

  route(app, endpoints.assignees, async (request) => ({
    success: true as const,
    data: await assigneesOf(ctx, signedIn(request), request.params.storeId),
  }));

  route(app, endpoints.settings, async (request) => ({
    success: true as const,
    data: await getSettings(ctx, signedIn(request)),
  }));

  route(app, endpoints.saveSettings, async (request) => {
    await saveSettings(ctx, signedIn(request), request.body);
    return { success: true as const, message: 'Settings saved' };
  });
};
