import { z } from 'zod';
import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, csvExport, endpoint } from '../endpoint';
import { IdSchema } from '../inputs';
import { KeyReleaseInputSchema, KeyReleaseSchema } from '../key-release';

const tag = 'Key release';
const errors = SIGNED_IN_ERRORS;

/** The store's signed log of keys given out and returned (spec 1 §3, §7). */
export const keyReleaseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/key-release/:storeId',
    operationId: 'listKeyReleases',
    summary: "List a store's key releases",
    tag,
    access: { anyOf: ['key-release-log-view'] },
    params: z.object({ storeId: IdSchema }),
    answer: okEnvelope(z.array(KeyReleaseSchema)),
    errors,
  }),
  export: csvExport({
    path: '/key-release/:storeId/export',
    operationId: 'exportKeyReleases',
    summary: "Download a store's key releases as CSV",
    tag,
    access: { anyOf: ['key-release-log-view'] },
    params: z.object({ storeId: IdSchema }),
    errors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/key-release/:storeId',
    operationId: 'createKeyRelease',
    summary: 'Log keys given out at a store',
    tag,
    access: { anyOf: ['key-release-log-create'] },
    params: z.object({ storeId: IdSchema }),
    body: KeyReleaseInputSchema,
    answer: okEnvelope(KeyReleaseSchema),
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/key-release/:id',
    operationId: 'updateKeyRelease',
    summary: 'Change a key release',
    tag,
    access: { anyOf: ['key-release-log-create'] },
    params: z.object({ id: IdSchema }),
    body: KeyReleaseInputSchema,
    answer: okEnvelope(KeyReleaseSchema),
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/key-release/:id',
    operationId: 'deleteKeyRelease',
    summary: 'Remove a key release',
    tag,
    access: { anyOf: ['key-release-log-delete'] },
    params: z.object({ id: IdSchema }),
    answer: OkSchema,
    errors,
  }),
};
