import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { csvExport, endpoint, type ErrorStatus } from '../endpoint';
import { IdSchema } from '../inputs';
import type { PermissionKey } from '../permissions';
import {
  StoreLinkRequestSchema,
  TrashedQuerySchema,
  UserCreateRequestSchema,
  UserCreatedSchema,
  UserEditSchema,
  UserListQuerySchema,
  UserListRowSchema,
  UserOptionSchema,
  UserUpdateRequestSchema,
  UserViewSchema,
} from '../users';
import { alsoNamedAsRead, takingRead } from '../read-back';

const tag = 'Users';
const errors = [401, 403, 404, 409, 422] as const satisfies readonly ErrorStatus[];

const UserParams = z.object({ id: IdSchema });
const StoreLinkParams = z.object({ id: IdSchema, storeId: IdSchema });
/** Role id 0 is what the picker sends when no role was chosen; the service answers "Choose a role". */
const RoleLinkParams = z.object({
  id: IdSchema,
  roleId: z
    .literal('0')
    .transform(() => 0)
    .or(IdSchema),
});

/** Pickers on the incident-report screens list people by name. */
export const PEOPLE_PICKERS = [
  'users-view',
  'incident-reports-view',
  'incident-reports-create',
  'incident-reports-edit',
] as const satisfies readonly PermissionKey[];

const UserOptions = {
  tag,
  access: { anyOf: PEOPLE_PICKERS },
  query: TrashedQuerySchema,
  answer: okEnvelope(z.array(UserOptionSchema)),
  errors,
} as const;

/** People: the users list and detail, their store and base-role links, and the name pickers (spec 2 §2 Users). */
export const usersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/users',
    operationId: 'listUsers',
    summary: 'List active or deactivated users',
    tag,
    access: { anyOf: ['users-view'] },
    query: UserListQuerySchema,
    answer: okEnvelope(z.array(UserListRowSchema)),
    errors,
  }),
  view: endpoint({
    method: 'GET',
    path: '/users/:id/view',
    operationId: 'viewUser',
    summary: 'Show a user with their store links and roles',
    tag,
    access: { anyOf: ['users-view'] },
    params: UserParams,
    answer: okEnvelope(UserViewSchema),
    errors,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/users/:id/edit',
    operationId: 'getUserForEdit',
    summary: "Get a user's form values",
    tag,
    access: { signedIn: true },
    params: UserParams,
    answer: okEnvelope(UserEditSchema),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/users',
    operationId: 'createUser',
    summary: 'Create a user and mail their invitation',
    tag,
    access: { anyOf: ['users-create'] },
    body: UserCreateRequestSchema,
    answer: okEnvelope(UserCreatedSchema),
    status: 201,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/:id',
    operationId: 'updateUser',
    summary: "Change a user's details",
    tag,
    access: { signedIn: true },
    params: UserParams,
    // The user as read is taken back: its camelCase names are the write's own fields (decision 237).
    body: alsoNamedAsRead(takingRead(UserUpdateRequestSchema, UserEditSchema), {
      firstName: 'first_name',
      lastName: 'last_name',
    }),
    answer: OkSchema,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/users/:id',
    operationId: 'deleteUser',
    summary: 'Deactivate an active user, or delete a deactivated one',
    tag,
    access: { anyOf: ['users-delete'] },
    params: UserParams,
    answer: okEnvelope(z.object({ status: z.enum(['deactivated', 'deleted']) })),
    errors,
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/users/:id/restore',
    operationId: 'restoreUser',
    summary: 'Restore a deactivated user',
    tag,
    access: { anyOf: ['users-delete'] },
    params: UserParams,
    answer: OkSchema,
    errors,
  }),
  linkStore: endpoint({
    method: 'POST',
    path: '/users/:id/stores/:storeId/link',
    operationId: 'linkUserStore',
    summary: 'Link a user to a store with a role',
    tag,
    access: { anyOf: ['users-edit'] },
    params: StoreLinkParams,
    body: StoreLinkRequestSchema,
    answer: OkSchema,
    errors,
  }),
  unlinkStore: endpoint({
    method: 'DELETE',
    path: '/users/:id/stores/:storeId/link',
    operationId: 'unlinkUserStore',
    summary: 'Unlink a user from a store',
    tag,
    access: { anyOf: ['users-edit'] },
    params: StoreLinkParams,
    answer: OkSchema,
    errors,
  }),
  linkRole: endpoint({
    method: 'POST',
    path: '/users/:id/roles/:roleId/link',
    operationId: 'linkUserRole',
    summary: 'Give a user a base role',
    tag,
    access: { anyOf: ['users-edit'] },
    params: RoleLinkParams,
    answer: OkSchema,
    errors,
  }),
  unlinkRole: endpoint({
    method: 'DELETE',
    path: '/users/:id/roles/:roleId/link',
    operationId: 'unlinkUserRole',
    summary: 'Take a base role from a user',
    tag,
    access: { anyOf: ['users-edit'] },
    params: RoleLinkParams,
    answer: OkSchema,
    errors,
  }),
  /** The spec writes this path with a trailing slash and without: both answer (decision 254). */
  options: endpoint({
    method: 'GET',
    path: '/user-list',
    trailingSlashToo: true,
    operationId: 'listUserOptions',
    summary: "Name the people of the caller's stores, for pickers",
    ...UserOptions,
  }),
  managers: endpoint({
    method: 'GET',
    path: '/user-managers',
    operationId: 'listManagerOptions',
    summary: "Name the managers of the caller's stores, for pickers",
    tag,
    access: { anyOf: PEOPLE_PICKERS },
    answer: okEnvelope(z.array(UserOptionSchema)),
    errors,
  }),
  export: csvExport({
    path: '/users/export',
    operationId: 'exportUsers',
    summary: 'Download the users list as CSV (`?trashed=1`: the deactivated users)',
    tag,
    access: { anyOf: ['users-view'] },
    query: UserListQuerySchema.omit({ limit: true, offset: true }),
    errors,
  }),
};
