import { z } from 'zod';
import { requiredText } from './inputs';
import { alsoInReadForm, readForm, takingRead } from './read-back';

/** A role: `requiresStore` false is Corporate level, true is Store level (spec 2 §3, spec 3 §3). */
export const RoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  requiresStore: z.boolean(),
  isStandardRole: z.boolean(),
});
export type Role = z.infer<typeof RoleSchema>;

export const ROLE_NAME_MAX = 100;

/** The level picker sends '0' (Corporate) or '1' (Store level); a boolean is accepted as well. */
export const RoleLevelSchema = z
  .union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === '1' || v === 1);

export const roleLevelLabel = (requiresStore: boolean) => (requiresStore ? 'Store level' : 'Corporate');

/** POST /roles: the name is trimmed and may not be blank; the level defaults to Corporate. */
export const RoleCreateRequestSchema = z.object({
  name: requiredText('Name', ROLE_NAME_MAX),
  requiresStore: RoleLevelSchema.optional(),
});
export type RoleCreateRequest = z.input<typeof RoleCreateRequestSchema>;
/** A role's fields as the server reads them. */
export type RoleFields = z.output<typeof RoleCreateRequestSchema>;

/** PUT /roles/{id}: a missing level leaves the level as it is. */
export const RoleUpdateRequestSchema = RoleCreateRequestSchema;
export type RoleUpdateRequest = z.input<typeof RoleUpdateRequestSchema>;

export const PermissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissionType: z.string(),
  parentId: z.number().int().nullable(),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const RolePermissionPairSchema = z.object({ roleId: z.number().int(), permissionId: z.number().int() });
export type RolePermissionPair = z.infer<typeof RolePermissionPairSchema>;

/** GET /role-permissions. The admin role is listed with every permission: it always has them all. */
export const RolePermissionMatrixSchema = z.object({
  roles: z.array(RoleSchema),
  permissions: z.array(PermissionSchema),
  rolePermissions: z.array(RolePermissionPairSchema),
});
export type RolePermissionMatrix = z.infer<typeof RolePermissionMatrixSchema>;

export const MATRIX_CELL_RE = /^\d{1,9}_\d{1,9}$/;
export const matrixCell = (roleId: number, permissionId: number) => `${roleId}_${permissionId}`;

const MATRIX_CELLS_MAX = 100_000;

/**
 * PUT /role-permissions: every ticked cell as "roleId_permissionId"; unticked cells are revoked. Or
 * the matrix as read: its `rolePermissions` stand for the ticked cells; its roles and permissions
 * are the server's (decision 237).
 */
export const SaveMatrixRequestSchema = alsoInReadForm(
  takingRead(
    z.object({
      selectedRolePermissions: z
        .array(z.string().regex(MATRIX_CELL_RE, 'Each cell is "roleId_permissionId"'))
        .max(MATRIX_CELLS_MAX),
    }),
    RolePermissionMatrixSchema,
  ),
  {
    rolePermissions: readForm(
      z.array(RolePermissionPairSchema).max(MATRIX_CELLS_MAX),
      ['selectedRolePermissions'],
      (pairs) => ({ selectedRolePermissions: pairs.map((pair) => matrixCell(pair.roleId, pair.permissionId)) }),
      'The ticked cells as read: taken when `selectedRolePermissions` is absent.',
    ),
  },
);
export type SaveMatrixRequest = z.infer<typeof SaveMatrixRequestSchema>;
