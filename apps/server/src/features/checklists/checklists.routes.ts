import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, OkSchema, okEnvelope } from '@dripp/contract/api';
import {
  ChecklistOrderBodySchema,
  ChecklistTaskBodySchema,
  ChecklistTaskSchema,
  ChecklistTypeSchema,
} from '@dripp/contract/checklists';
import { signedIn } from '../../platform/access';
import { IdSchema } from '@dripp/contract/inputs';
import { createTask, deleteTask, getTask, listTasks, moveTask, updateTask } from './checklists.service';

const ListParams = z.object({ storeId: IdSchema, type: ChecklistTypeSchema });
const IdParams = z.object({ id: IdSchema });
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const TaskAnswer = okEnvelope(ChecklistTaskSchema);
const ListAnswer = okEnvelope(z.array(ChecklistTaskSchema));

/** A store's task lists (open, mid, close, weekly) that the daily checklist is signed against. */
export const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/checklists/:storeId/:type',
    {
      config: { access: { anyOf: ['checklists-view'] } },
      schema: { params: ListParams, response: { 200: ListAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await listTasks(ctx, signedIn(request), request.params.storeId, request.params.type),
    }),
  );

  app.get(
    '/checklists/:id',
    {
      config: { access: { anyOf: ['checklists-view'] } },
      schema: { params: IdParams, response: { 200: TaskAnswer, ...errors } },
    },
    async (request) => ({ success: true as const, data: await getTask(ctx, signedIn(request), request.params.id) }),
  );

  app.post(
    '/checklists/:storeId/:type',
    {
      config: { access: { anyOf: ['checklists-edit'] } },
      schema: { params: ListParams, body: ChecklistTaskBodySchema, response: { 200: TaskAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await createTask(ctx, signedIn(request), request.params.storeId, request.params.type, request.body),
      message: 'Successfully saved task',
    }),
  );

  app.put(
    '/checklists/order/:storeId/:type',
    {
      config: { access: { anyOf: ['checklists-edit'] } },
      schema: { params: ListParams, body: ChecklistOrderBodySchema, response: { 200: ListAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await moveTask(ctx, signedIn(request), request.params.storeId, request.params.type, request.body),
      message: 'Successfully changed order of Checklists',
    }),
  );

  app.put(
    '/checklists/:id',
    {
      config: { access: { anyOf: ['checklists-edit'] } },
      schema: { params: IdParams, body: ChecklistTaskBodySchema, response: { 200: TaskAnswer, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await updateTask(ctx, signedIn(request), request.params.id, request.body),
      message: 'Successfully updated task',
    }),
  );

  app.delete(
    '/checklists/:id',
    {
      config: { access: { anyOf: ['checklists-delete'] } },
      schema: { params: IdParams, response: { 200: OkSchema, ...errors } },
    },
    async (request) => {
      await deleteTask(ctx, signedIn(request), request.params.id);
      return { success: true as const, message: 'Successfully removed task' };
    },
  );
};
