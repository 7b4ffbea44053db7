import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import {
  ChecklistOrderBodySchema,
  ChecklistTaskBodySchema,
  ChecklistTaskSchema,
  ChecklistTypeSchema,
} from '../checklists';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import { takingRead } from '../read-back';

const tag = 'Checklists';
const errors = SIGNED_IN_ERRORS;
const ListParams = z.object({ storeId: IdSchema, type: ChecklistTypeSchema });
const IdParams = z.object({ id: IdSchema });
const TaskAnswer = okEnvelope(ChecklistTaskSchema);
const ListAnswer = okEnvelope(z.array(ChecklistTaskSchema));

/** A store's task lists (open, mid, close, weekly) that the daily checklist is signed against. */
export const checklistsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/checklists/:storeId/:type',
    operationId: 'listChecklistTasks',
    summary: "List a store's tasks of one type, in their order",
    tag,
    access: { anyOf: ['checklists-view'] },
    params: ListParams,
    answer: ListAnswer,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/checklists/:id',
    operationId: 'getChecklistTask',
    summary: 'Get one checklist task',
    tag,
    access: { anyOf: ['checklists-view'] },
    params: IdParams,
    answer: TaskAnswer,
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/checklists/:storeId/:type',
    operationId: 'createChecklistTask',
    summary: 'Add a task at the end of a list',
    tag,
    access: { anyOf: ['checklists-edit'] },
    params: ListParams,
    body: ChecklistTaskBodySchema,
    answer: TaskAnswer,
    errors,
  }),
  move: endpoint({
    method: 'PUT',
    path: '/checklists/order/:storeId/:type',
    operationId: 'moveChecklistTask',
    summary: 'Move a task to a new place in its list',
    tag,
    access: { anyOf: ['checklists-edit'] },
    params: ListParams,
    body: ChecklistOrderBodySchema,
    answer: ListAnswer,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/checklists/:id',
    operationId: 'updateChecklistTask',
    summary: 'Change a checklist task',
    tag,
    access: { anyOf: ['checklists-edit'] },
    params: IdParams,
    body: takingRead(ChecklistTaskBodySchema, ChecklistTaskSchema),
    answer: TaskAnswer,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/checklists/:id',
    operationId: 'deleteChecklistTask',
    summary: 'Remove a checklist task',
    tag,
    access: { anyOf: ['checklists-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors,
  }),
};
