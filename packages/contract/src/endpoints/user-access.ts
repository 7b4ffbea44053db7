import { OkSchema, okEnvelope } from '../api';
import { SIGNED_IN_ERRORS, endpoint } from '../endpoint';
import { RolePermissionMatrixSchema, SaveMatrixRequestSchema } from '../roles';

const tag = 'User access';

/** The role × permission matrix (spec 2 §2 User access). */
export const userAccessEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/role-permissions',
    operationId: 'getRolePermissions',
    summary: 'Get the role and permission matrix',
    tag,
    access: { anyOf: ['user-access-view'] },
    answer: okEnvelope(RolePermissionMatrixSchema),
    errors: SIGNED_IN_ERRORS,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/role-permissions',
    operationId: 'saveRolePermissions',
    summary: 'Save the role and permission matrix',
    tag,
    access: { anyOf: ['user-access-update'] },
    body: SaveMatrixRequestSchema,
    answer: OkSchema,
    errors: [401, 403, 404, 413, 422],
  }),
};
