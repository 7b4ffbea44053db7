import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, csvExport, endpoint, type ErrorStatus } from '../endpoint';
import { IdSchema, isStorableText, STORABLE_MESSAGE } from '../inputs';
import {
  NamedOptionSchema,
  StoreInputSchema,
  StoreOptionSchema,
  StoreRoleSchema,
  StoreSchema,
  StoreUserLinkInputSchema,
  StoreViewSchema,
  StoreWithManagersSchema,
} from '../stores';
import { takingRead } from '../read-back';

const tag = 'Stores';
/** Administration answers 409 when a change would break a rule (the last administrator, a linked store). */
const adminErrors = [401, 403, 404, 409, 422] as const satisfies readonly ErrorStatus[];

const TrashedQuery = z.object({
  trashed: z
    .enum(['0', '1'], { error: 'trashed is 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
});
const IdParams = z.object({ id: IdSchema });
const LinkParams = z.object({ id: IdSchema, userId: IdSchema });
const StoreAnswer = okEnvelope(StoreSchema);

/** Store lists every store page and picker needs; each answer holds only stores the caller may see. */
export const storesEndpoints = {
  withManagers: endpoint({
    method: 'GET',
    path: '/stores-managers',
    operationId: 'listStoresWithManagers',
    summary: "List the caller's stores with their managers and franchisees",
    tag,
    access: { signedIn: true },
    query: TrashedQuery,
    answer: okEnvelope(z.array(StoreWithManagersSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  list: endpoint({
    method: 'GET',
    path: '/stores',
    operationId: 'listStores',
    summary: 'List active or deactivated stores',
    tag,
    access: { signedIn: true },
    query: TrashedQuery,
    answer: okEnvelope(z.array(StoreSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  roles: endpoint({
    method: 'GET',
    path: '/stores-roles',
    operationId: 'listStoreRoles',
    summary: 'List the roles a store link may carry',
    tag,
    access: { signedIn: true },
    answer: okEnvelope(z.array(StoreRoleSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  permitted: endpoint({
    method: 'GET',
    path: '/get-permitted-stores',
    operationId: 'listPermittedStores',
    summary: 'List the stores where the caller holds a permission',
    tag,
    access: { signedIn: true },
    query: z.object({
      permission: z
        .string({ error: 'permission is required' })
        .trim()
        .min(1)
        .max(100)
        .refine(isStorableText, STORABLE_MESSAGE),
    }),
    answer: okEnvelope(z.array(StoreOptionSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/stores-of-user',
    operationId: 'listStoresOfUser',
    summary: 'List the stores the caller is linked to',
    tag,
    access: { signedIn: true },
    answer: okEnvelope(z.array(StoreOptionSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  asManager: endpoint({
    method: 'GET',
    path: '/stores-as-managers',
    operationId: 'listStoresAsManager',
    summary: 'List the stores the caller manages',
    tag,
    access: { signedIn: true },
    answer: okEnvelope(z.array(StoreOptionSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
  managersOf: endpoint({
    method: 'GET',
    path: '/managers-of-store/:storeId',
    operationId: 'listManagersOfStore',
    summary: "Name a store's managers",
    tag,
    access: { signedIn: true },
    params: z.object({ storeId: IdSchema }),
    answer: okEnvelope(z.array(NamedOptionSchema)),
    errors: SIGNED_IN_ERRORS,
  }),
};

/** Store administration (spec 2 §2 Stores): each call is checked against the store it changes. */
export const storeAdminEndpoints = {
  view: endpoint({
    method: 'GET',
    path: '/stores/:id/view',
    operationId: 'viewStore',
    summary: 'Show a store with its vendor and user links',
    tag,
    access: { anyOf: ['stores-view'] },
    params: IdParams,
    answer: okEnvelope(StoreViewSchema),
    errors: adminErrors,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/stores/:id/edit',
    operationId: 'getStoreForEdit',
    summary: "Get a store's form values",
    tag,
    access: { anyOf: ['stores-edit'] },
    params: IdParams,
    answer: StoreAnswer,
    errors: adminErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/stores',
    operationId: 'createStore',
    summary: 'Create a store',
    tag,
    access: { anyOf: ['stores-create'] },
    body: StoreInputSchema,
    answer: StoreAnswer,
    errors: adminErrors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/stores/:id',
    operationId: 'updateStore',
    summary: 'Change a store',
    tag,
    access: { anyOf: ['stores-edit'] },
    params: IdParams,
    body: takingRead(StoreInputSchema, StoreSchema),
    answer: StoreAnswer,
    errors: adminErrors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/stores/:id',
    operationId: 'deleteStore',
    summary: 'Deactivate an active store, or delete a deactivated one',
    tag,
    access: { anyOf: ['stores-delete'] },
    params: IdParams,
    answer: OkSchema,
    errors: adminErrors,
  }),
  restore: endpoint({
    method: 'PUT',
    path: '/stores/:id/restore',
    operationId: 'restoreStore',
    summary: 'Restore a deactivated store',
    tag,
    access: { anyOf: ['stores-delete'] },
    params: IdParams,
    answer: StoreAnswer,
    errors: adminErrors,
  }),
  linkUser: endpoint({
    method: 'POST',
    path: '/stores/:id/users/:userId/link',
    operationId: 'linkStoreUser',
    summary: 'Link a user to the store with a role',
    tag,
    access: { anyOf: ['stores-edit'] },
    params: LinkParams,
    body: StoreUserLinkInputSchema,
    answer: OkSchema,
    errors: adminErrors,
  }),
  unlinkUser: endpoint({
    method: 'DELETE',
    path: '/stores/:id/users/:userId/link',
    operationId: 'unlinkStoreUser',
    summary: 'Unlink a user from the store',
    tag,
    access: { anyOf: ['stores-edit'] },
    params: LinkParams,
    answer: OkSchema,
    errors: adminErrors,
  }),
  export: csvExport({
    path: '/stores/export',
    operationId: 'exportStores',
    summary: 'Download the stores list as CSV (`?trashed=1`: the deactivated stores)',
    tag,
    access: { anyOf: ['stores-view'] },
    query: TrashedQuery,
    errors: adminErrors,
  }),
};
