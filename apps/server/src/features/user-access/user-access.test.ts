import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE } from '@dripp/contract/permissions';
import { permissions, rolePermissions, roles } from '../../db/schema/index';
import { bearer, makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
let storeId: number;
let auth: Record<'admin' | 'ops' | 'barista' | 'storeMatrixEditor', { authorization: string }>;
let permissionId: Map<string, number>;
let role: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  storeId = (await makeStore(t.db, { title: 'Matrix Store' })).id;
  const [storeMatrix] = await t.db
    .insert(roles)
    .values({ name: 'Store matrix', role: 'ROLE_STORE_MATRIX', requiresStore: true })
    .returning();
  const rows = await t.db.select({ id: permissions.id, name: permissions.name }).from(permissions);
  permissionId = new Map(rows.map((r) => [r.name, r.id]));
  await t.db.insert(rolePermissions).values(
    ['user-access-view', 'user-access-update'].map((name) => ({
      roleId: storeMatrix!.id,
      permissionId: permissionId.get(name)!,
    })),
  );
  role = {};
  for (const code of ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_BARISTA', 'ROLE_CORPORATE'])
    role[code] = await roleId(t.db, code);
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  const ops = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  const barista = await makeUser(t, { username: 'matrix_barista', links: [{ storeId, role: 'ROLE_BARISTA' }] });
  const storeMatrixEditor = await makeUser(t, { links: [{ storeId, role: 'ROLE_STORE_MATRIX' }] });
  auth = {
    admin: bearer(tokenFor(t.app, admin)),
    ops: bearer(tokenFor(t.app, ops)),
    barista: bearer(tokenFor(t.app, barista)),
    storeMatrixEditor: bearer(tokenFor(t.app, storeMatrixEditor)),
  };
});
afterAll(() => t.close());

const grants = () =>
  t.db.select().from(rolePermissions).orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionId));
const cell = (code: string, permission: string) => `${role[code]}_${permissionId.get(permission)}`;
const granted = async (code: string) =>
  (
    await t.db
      .select({ name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(rolePermissions.roleId, role[code]!))
  )
    .map((r) => r.name)
    .sort();
const save = (headers: Record<string, string>, selectedRolePermissions: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/role-permissions', headers, payload: { selectedRolePermissions } });

/** The cells of today's matrix, to save it back with a change. */
async function currentCells(): Promise<string[]> {
  return (await grants()).map((g) => `${g.roleId}_${g.permissionId}`);
}

async function refused(status: number, headers: Record<string, string>, cells: unknown) {
  const before = await grants();
  const res = await save(headers, cells);
  expect(res.statusCode, res.body).toBe(status);
  expect(await grants()).toEqual(before);
  return res.json();
}

describe('GET /api/role-permissions', () => {
  it('answers roles, permissions with type and parent, and the grants, the administrator holding all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/role-permissions', headers: auth.admin });
    expect(res.statusCode).toBe(200);
    const { roles: roleList, permissions: list, rolePermissions: pairs } = res.json().data;
    expect(roleList.map((r: { role: string }) => r.role)).toContain('ROLE_BARISTA');
    expect(list).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(list).toContainEqual({
      id: permissionId.get('users-edit'),
      name: 'users-edit',
      permissionType: 'Administration',
      parentId: permissionId.get('users-view'),
    });
    const adminPairs = pairs.filter((p: { roleId: number }) => p.roleId === role.ROLE_ADMIN);
    expect(adminPairs).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(pairs).toContainEqual({ roleId: role.ROLE_BARISTA, permissionId: permissionId.get('cash-count-view') });
    expect(pairs).not.toContainEqual({ roleId: role.ROLE_BARISTA, permissionId: permissionId.get('users-view') });
  });

  it('answers 401 without a token and 403 without user-access-view', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/role-permissions' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/role-permissions', headers: auth.barista })).statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/role-permissions', () => {
  it('replaces every non-administrator grant with the ticked cells, adding the parents of ticked children', async () => {
    const before = await granted('ROLE_CORPORATE');
    const cells = (await currentCells()).filter((c) => !c.startsWith(`${role.ROLE_MANAGER}_`));
    cells.push(cell('ROLE_MANAGER', 'users-edit'), cell('ROLE_MANAGER', 'help-desk-history-create'));
    const res = await save(auth.admin, cells);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Role permission mapping updated successfully');
    expect(await granted('ROLE_MANAGER')).toEqual([
      'help-desk-history-create',
      'service-providers-view',
      'users-edit',
      'users-view',
    ]);
    expect(await granted('ROLE_CORPORATE')).toEqual(before);
  });

  it('ignores the administrator column, which always holds everything', async () => {
    const cells = [...(await currentCells()), cell('ROLE_ADMIN', 'users-view')];
    expect((await save(auth.admin, cells)).statusCode).toBe(200);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.ROLE_ADMIN!))).toEqual([]);
  });

  it('revokes what is not ticked', async () => {
    const cells = (await currentCells()).filter((c) => c !== cell('ROLE_BARISTA', 'cash-count-update'));
    expect((await save(auth.admin, cells)).statusCode).toBe(200);
    expect(await granted('ROLE_BARISTA')).not.toContain('cash-count-update');
    expect(await granted('ROLE_BARISTA')).toContain('cash-count-view');
  });

  it('refuses malformed cells, unknown roles or permissions, and a missing list with 422', async () => {
    const cells = await currentCells();
    await refused(422, auth.admin, [...cells, 'abc']);
    await refused(422, auth.admin, [...cells, `999999_${permissionId.get('users-view')}`]);
    const unknown = await refused(422, auth.admin, [...cells, `${role.ROLE_BARISTA}_999999`]);
    expect(unknown.errors.selectedRolePermissions).toBeDefined();
    await refused(422, auth.admin, 'all');
    await refused(422, auth.admin, [42]);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/role-permissions',
      headers: auth.admin,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it('answers 401, 403 without user-access-update, and 403 with it at one store only', async () => {
    const cells = await currentCells();
    await refused(401, {}, cells);
    await refused(403, auth.barista, cells);
    await refused(403, auth.ops, cells);
    await refused(403, auth.storeMatrixEditor, [...cells, cell('ROLE_BARISTA', 'users-view')]);
  });
});

describe('a matrix change takes effect on the next request of tokens already issued', () => {
  it('opens and closes key-release-log-view and users-view for a barista without a new sign-in', async () => {
    const permitted = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/get-permitted-stores?permission=key-release-log-view',
        headers: auth.barista,
      });
    const users = () => t.app.inject({ method: 'GET', url: '/api/users', headers: auth.barista });
    expect((await permitted()).json().data).toEqual([]);
    expect((await users()).statusCode).toBe(403);

    const base = await currentCells();
    expect(
      (
        await save(auth.admin, [
          ...base,
          cell('ROLE_BARISTA', 'key-release-log-view'),
          cell('ROLE_BARISTA', 'users-view'),
        ])
      ).statusCode,
    ).toBe(200);
    expect((await permitted()).json().data).toEqual([{ id: storeId, title: 'Matrix Store' }]);
    const list = await users();
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((u: { username: string }) => u.username)).toContain('matrix_barista');

    expect((await save(auth.admin, base)).statusCode).toBe(200);
    expect((await permitted()).json().data).toEqual([]);
    expect((await users()).statusCode).toBe(403);
    const leftover = await t.db
      .select()
      .from(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, role.ROLE_BARISTA!),
          inArray(rolePermissions.permissionId, [permissionId.get('key-release-log-view')!]),
        ),
      );
    expect(leftover).toEqual([]);
  });
});
