import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../../db/schema/index';
import { bearer, makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

let t: TestContext;
let auth: Record<'admin' | 'ops' | 'barista' | 'storeRoleEditor', { authorization: string }>;
let storeId: number;

async function makeRole(db: Db, code: string, requiresStore: boolean, granted: string[] = [], name = code) {
  const [role] = await db.insert(roles).values({ name, role: code, requiresStore }).returning();
  if (granted.length) {
    const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, granted));
    await db.insert(rolePermissions).values(ids.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return role!;
}

const snapshot = async () => ({
  roles: await t.db.select().from(roles).orderBy(asc(roles.id)),
  grants: await t.db
    .select()
    .from(rolePermissions)
    .orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionId)),
});

beforeAll(async () => {
  t = await startTestApp();
  storeId = (await makeStore(t.db)).id;
  await makeRole(t.db, 'ROLE_STORE_ROLES', true, ['roles-view', 'roles-edit', 'roles-delete']);
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  const ops = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  const barista = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  const storeRoleEditor = await makeUser(t, { links: [{ storeId, role: 'ROLE_STORE_ROLES' }] });
  auth = {
    admin: bearer(tokenFor(t.app, admin)),
    ops: bearer(tokenFor(t.app, ops)),
    barista: bearer(tokenFor(t.app, barista)),
    storeRoleEditor: bearer(tokenFor(t.app, storeRoleEditor)),
  };
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function refused(status: number, method: Method, url: string, headers: Record<string, string>, payload?: object) {
  const before = await snapshot();
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe(false);
  expect(await snapshot()).toEqual(before);
  return res.json();
}

describe('GET /api/roles and /api/roles/{id}', () => {
  it('lists the roles with their level and whether they are standard', async () => {
    const res = await call('GET', '/api/roles', auth.ops);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({
      id: expect.any(Number),
      name: 'Administrator',
      role: 'ROLE_ADMIN',
      requiresStore: false,
      isStandardRole: true,
    });
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ role: 'ROLE_BARISTA', requiresStore: true, isStandardRole: true }),
    );
  });

  it('answers one role', async () => {
    const id = await roleId(t.db, 'ROLE_MANAGER');
    const res = await call('GET', `/api/roles/${id}`, auth.admin);
    expect(res.json()).toEqual({
      success: true,
      data: { id, name: 'Store Manager', role: 'ROLE_MANAGER', requiresStore: true, isStandardRole: true },
    });
  });

  it('answers 401, 403, 404 and 422', async () => {
    expect((await call('GET', '/api/roles')).statusCode).toBe(401);
    expect((await call('GET', '/api/roles/1')).statusCode).toBe(401);
    expect((await call('GET', '/api/roles', auth.barista)).statusCode).toBe(403);
    expect((await call('GET', '/api/roles/1', auth.barista)).statusCode).toBe(403);
    expect((await call('GET', '/api/roles/999999', auth.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/roles/one', auth.admin)).statusCode).toBe(422);
  });
});

describe('POST /api/roles', () => {
  it('saves a trimmed name at the chosen level, with a code made from the name', async () => {
    const res = await call('POST', '/api/roles', auth.admin, { name: '  Area Coach ', requiresStore: '1' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      data: { name: 'Area Coach', role: 'ROLE_AREA_COACH', requiresStore: true, isStandardRole: false },
      message: 'Successfully saved new Role',
    });
    const [row] = await t.db.select().from(roles).where(eq(roles.id, res.json().data.id));
    expect(row!.createdBy).not.toBeNull();
  });

  it('defaults to Corporate level and keeps codes unique', async () => {
    const a = (await call('POST', '/api/roles', auth.ops, { name: 'Trainer!' })).json().data;
    const b = (await call('POST', '/api/roles', auth.ops, { name: 'Trainer?', requiresStore: false })).json().data;
    expect(a).toMatchObject({ role: 'ROLE_TRAINER', requiresStore: false });
    expect(b).toMatchObject({ role: 'ROLE_TRAINER_2', requiresStore: false });
  });

  it('refuses a blank, duplicate or oversized name and a bad level with 422', async () => {
    expect((await refused(422, 'POST', '/api/roles', auth.admin, { name: '   ' })).errors).toEqual({
      name: ['Name is required'],
    });
    await refused(422, 'POST', '/api/roles', auth.admin, {});
    expect((await refused(422, 'POST', '/api/roles', auth.admin, { name: 'store manager' })).errors).toEqual({
      name: ['A role with this name already exists'],
    });
    await refused(422, 'POST', '/api/roles', auth.admin, { name: 'x'.repeat(101) });
    await refused(422, 'POST', '/api/roles', auth.admin, { name: 'Level', requiresStore: 'yes' });
  });

  it('answers 401, 403 without roles-edit, and 403 with roles-edit at one store only', async () => {
    await refused(401, 'POST', '/api/roles', {}, { name: 'Nope' });
    await refused(403, 'POST', '/api/roles', auth.barista, { name: 'Nope' });
    await refused(403, 'POST', '/api/roles', auth.storeRoleEditor, { name: 'Nope' });
  });
});

describe('PUT /api/roles/{id}', () => {
  it('renames a role and changes its level', async () => {
    const role = await makeRole(t.db, 'ROLE_TEMP_EDIT', false);
    const res = await call('PUT', `/api/roles/${role.id}`, auth.admin, { name: ' Temp Lead ', requiresStore: '1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'Temp Lead', role: 'ROLE_TEMP_EDIT', requiresStore: true },
      message: 'Successfully saved Role',
    });
    const keep = await call('PUT', `/api/roles/${role.id}`, auth.admin, { name: 'Temp Lead 2' });
    expect(keep.json().data.requiresStore).toBe(true);
  });

  it('refuses standard roles, and a level change while people hold the role', async () => {
    const manager = await roleId(t.db, 'ROLE_MANAGER');
    expect((await refused(409, 'PUT', `/api/roles/${manager}`, auth.admin, { name: 'Boss' })).message).toBe(
      'Standard roles cannot be edited',
    );
    const held = await makeRole(t.db, 'ROLE_HELD', true);
    await makeUser(t, { links: [{ storeId, role: 'ROLE_HELD' }] });
    await refused(409, 'PUT', `/api/roles/${held.id}`, auth.admin, { name: 'Held', requiresStore: false });
    expect(
      (await call('PUT', `/api/roles/${held.id}`, auth.admin, { name: 'Held renamed', requiresStore: true }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401, 403, 404 and 422', async () => {
    const role = await makeRole(t.db, 'ROLE_TEMP_PUT', false);
    await refused(401, 'PUT', `/api/roles/${role.id}`, {}, { name: 'X' });
    await refused(403, 'PUT', `/api/roles/${role.id}`, auth.barista, { name: 'X' });
    await refused(403, 'PUT', `/api/roles/${role.id}`, auth.storeRoleEditor, { name: 'X' });
    await refused(404, 'PUT', '/api/roles/999999', auth.admin, { name: 'X' });
    await refused(422, 'PUT', `/api/roles/${role.id}`, auth.admin, { name: '' });
    await refused(422, 'PUT', `/api/roles/${role.id}`, auth.admin, { name: 'Administrator' });
  });
});

describe('DELETE /api/roles/{id}', () => {
  it('deletes a role nobody holds, with its grants', async () => {
    const role = await makeRole(t.db, 'ROLE_TEMP_DEL', false, ['recipes-view']);
    const res = await call('DELETE', `/api/roles/${role.id}`, auth.ops);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Successfully deleted Roles');
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id))).toEqual([]);
  });

  it('refuses standard roles and roles people still hold', async () => {
    const admin = await roleId(t.db, 'ROLE_ADMIN');
    expect((await refused(409, 'DELETE', `/api/roles/${admin}`, auth.admin)).message).toBe(
      'Standard roles cannot be removed',
    );
    const held = await makeRole(t.db, 'ROLE_HELD_BASE', false);
    const u = await makeUser(t, {});
    await t.db.insert(userRoles).values({ userId: u.id, roleId: held.id });
    await refused(409, 'DELETE', `/api/roles/${held.id}`, auth.admin);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.roleId, held.id))).toHaveLength(1);
  });

  it('answers 401, 403, 404 and 422', async () => {
    const role = await makeRole(t.db, 'ROLE_TEMP_DEL2', false);
    await refused(401, 'DELETE', `/api/roles/${role.id}`, {});
    await refused(403, 'DELETE', `/api/roles/${role.id}`, auth.barista);
    await refused(403, 'DELETE', `/api/roles/${role.id}`, auth.storeRoleEditor);
    await refused(404, 'DELETE', '/api/roles/999999', auth.admin);
    await refused(422, 'DELETE', '/api/roles/0', auth.admin);
  });
});
