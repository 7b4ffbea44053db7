import type { FastifyPluginAsync } from 'fastify';
import { checklistsEndpoints as endpoints } from '@dripp/contract/endpoints/checklists';
import { signedIn } from '../../platform/access';
import { route } from '../../platform/endpoints';
import { createTask, deleteTask, getTask, listTasks, moveTask, updateTask } from './checklists.service';

/** A store's task lists (open, mid, close, weekly) that the daily checklist is signed against. */
export const checklistsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(app, endpoints.list, async (request) => ({
    success: true as const,
    data: await listTasks(ctx, signedIn(request), request.params.storeId, request.params.type),
  }));

  route(app, endpoints.get, async (request) => ({
    success: true as const,
    data: await getTask(ctx, signedIn(request), request.params.id),
  }));

  route(app, endpoints.create, async (request) => ({
    success: true as const,
    data: await createTask(ctx, signedIn(request), request.params.storeId, request.params.type, request.body),
    message: 'Successfully saved task',
  }));

  route(app, endpoints.move, async (request) => ({
    success: true as const,
    data: await moveTask(ctx, signedIn(request), request.params.storeId, request.params.type, request.body),
    message: 'Successfully changed order of Checklists',
  }));

  route(app, endpoints.update, async (request) => ({
    success: true as const,
    data: await updateTask(ctx, signedIn(request), request.params.id, request.body),
    message: 'Successfully updated task',
  }));

  route(app, endpoints.remove, async (request) => {
    await deleteTask(ctx, signedIn(request), request.params.id);
    return { success: true as const, message: 'Successfully removed task' };
  });
};
