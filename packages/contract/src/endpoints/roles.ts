import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import { RoleCreateRequestSchema, RoleSchema, RoleUpdateRequestSchema } from '../roles';
import { takingRead } from '../read-back';

const tag = 'Roles';
const errors = [401, 403, 404, 409, 422] as const;
const params = z.object({ id: IdSchema });

/** Roles (spec 2 §2 Roles). */
export const rolesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/roles',
    operationId: 'listRoles',
    summary: 'List the roles',
    tag,
    access: { anyOf: ['roles-view'] },
    answer: okEnvelope(z.array(RoleSchema)),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/roles',
    operationId: 'createRole',
    summary: 'Add a role',
    tag,
    access: { anyOf: ['roles-edit'] },
    body: RoleCreateRequestSchema,
    answer: okEnvelope(RoleSchema),
    status: 201,
    errors,
  }),
  get: endpoint({
    method: 'GET',
    path: '/roles/:id',
    operationId: 'getRole',
    summary: 'Get a role',
    tag,
    access: { anyOf: ['roles-view'] },
    params,
    answer: okEnvelope(RoleSchema),
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/roles/:id',
    operationId: 'updateRole',
    summary: 'Change a role',
    tag,
    access: { anyOf: ['roles-edit'] },
    params,
    body: takingRead(RoleUpdateRequestSchema, RoleSchema),
    answer: okEnvelope(RoleSchema),
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/roles/:id',
    operationId: 'deleteRole',
    summary: 'Remove a role',
    tag,
    access: { anyOf: ['roles-delete'] },
    params,
    answer: OkSchema,
    errors,
  }),
};
