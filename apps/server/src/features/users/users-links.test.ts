import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, userStores } from '../../db/schema/index';
import { loadRolePermissionData } from '../../platform/role-permissions';
import { bearer, makeStore, makeUser, roleId, tokenFor } from '../../../test/harness';
import { removeUser } from './users.service';
import { makeRole, peopleChain, snapshot, userRow, type PeopleChain } from './users.test-fixtures';

let c: PeopleChain;
let role: Record<string, number>;
beforeAll(async () => {
  c = await peopleChain();
  role = {};
  for (const code of ['ROLE_ADMIN', 'ROLE_CORPORATE', 'ROLE_MANAGER', 'ROLE_BARISTA', 'ROLE_SHIFT_LEAD'])
    role[code] = await roleId(c.db, code);
});
afterAll(() => c.t.close());

type Headers = Record<string, string>;
const call = (method: 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  c.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function refused(status: number, method: 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) {
  const before = await snapshot(c.db);
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(c.db)).toEqual(before);
  return res.json();
}

const storeLinks = (userId: number) => c.db.select().from(userStores).where(eq(userStores.userId, userId));
const baseRoles = async (userId: number) =>
  (await c.db.select().from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.roleId);

describe('POST|DELETE /api/users/{id}/stores/{storeId}/link', () => {
  it('links a store with a role, changes the role on a second link, and unlinks', async () => {
    const u = await makeUser(c.t, { username: 'linker' });
    const url = `/api/users/${u.id}/stores/${c.storeB.id}/link`;
    const res = await call('POST', url, c.auth.admin, { role_id: role.ROLE_BARISTA! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Successfully linked Store');
    expect((await storeLinks(u.id)).map((l) => [l.storeId, l.roleId])).toEqual([[c.storeB.id, role.ROLE_BARISTA]]);
    await call('POST', url, c.auth.admin, { role_id: String(role.ROLE_SHIFT_LEAD) });
    expect((await storeLinks(u.id)).map((l) => [l.storeId, l.roleId])).toEqual([[c.storeB.id, role.ROLE_SHIFT_LEAD]]);
    const gone = await call('DELETE', url, c.auth.admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await storeLinks(u.id)).toEqual([]);
  });

  it('lets a store-level editor link people at their store with a role within their reach', async () => {
    const u = await makeUser(c.t, { username: 'hr_linked' });
    expect(
      (await call('POST', `/api/users/${u.id}/stores/${c.storeA.id}/link`, c.auth.hrA, { role_id: c.hrRole.id }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/users/${u.id}/stores/${c.storeA.id}/link`, c.auth.hrA)).statusCode).toBe(200);
  });

  it('refuses "Choose a role" (role id 0 or none) and a corporate role', async () => {
    const url = `/api/users/${c.baristaB.id}/stores/${c.storeA.id}/link`;
    expect((await refused(422, 'POST', url, c.auth.admin, { role_id: 0 })).errors).toEqual({
      role_id: ['Choose a role'],
    });
    expect((await refused(422, 'POST', url, c.auth.admin, {})).message).toBe('Choose a role');
    expect(
      (await refused(422, 'POST', url, c.auth.admin, { role_id: role.ROLE_CORPORATE! })).errors.role_id,
    ).toBeDefined();
    expect((await refused(422, 'POST', url, c.auth.admin, { role_id: role.ROLE_ADMIN! })).errors.role_id).toBeDefined();
    await refused(422, 'POST', url, c.auth.admin, { role_id: 999999 });
    await refused(422, 'POST', url, c.auth.admin, { role_id: 'manager' });
  });

  it('refuses an unknown or deactivated store, an unknown or deactivated user', async () => {
    const closed = await makeStore(c.db, { title: 'Closed', deletedAt: new Date() });
    const gone = await makeUser(c.t, { username: 'gone_link', deleted: true });
    const body = { role_id: role.ROLE_BARISTA! };
    await refused(404, 'POST', `/api/users/${c.baristaA.id}/stores/999999/link`, c.auth.admin, body);
    await refused(404, 'POST', `/api/users/${c.baristaA.id}/stores/${closed.id}/link`, c.auth.admin, body);
    await refused(404, 'POST', `/api/users/999999/stores/${c.storeA.id}/link`, c.auth.admin, body);
    await refused(409, 'POST', `/api/users/${gone.id}/stores/${c.storeA.id}/link`, c.auth.admin, body);
    await refused(404, 'DELETE', `/api/users/${c.baristaA.id}/stores/${c.storeB.id}/link`, c.auth.admin);
    await refused(422, 'DELETE', `/api/users/${c.baristaA.id}/stores/x/link`, c.auth.admin);
  });

  it('answers 401, 403 without users-edit, with it only at another store, or for a role beyond the caller', async () => {
    const body = { role_id: role.ROLE_BARISTA! };
    await refused(401, 'POST', `/api/users/${c.baristaB.id}/stores/${c.storeA.id}/link`, {}, body);
    await refused(401, 'DELETE', `/api/users/${c.baristaA.id}/stores/${c.storeA.id}/link`, {});
    await refused(403, 'POST', `/api/users/${c.baristaB.id}/stores/${c.storeA.id}/link`, c.auth.managerA, body);
    await refused(403, 'POST', `/api/users/${c.baristaA.id}/stores/${c.storeB.id}/link`, c.auth.hrA, {
      role_id: c.hrRole.id,
    });
    await refused(403, 'DELETE', `/api/users/${c.baristaB.id}/stores/${c.storeB.id}/link`, c.auth.hrA);
    await refused(403, 'POST', `/api/users/${c.baristaB.id}/stores/${c.storeA.id}/link`, c.auth.hrA, {
      role_id: role.ROLE_MANAGER!,
    });
    // Taking away a role the caller could not give is refused as well.
    await refused(403, 'DELETE', `/api/users/${c.managerA.id}/stores/${c.storeA.id}/link`, c.auth.hrA);
    await refused(403, 'POST', `/api/users/${c.managerA.id}/stores/${c.storeA.id}/link`, c.auth.hrA, {
      role_id: c.hrRole.id,
    });
  });
});

describe('pulling people into a store', () => {
  it("refuses a store-level users-edit holder a corporate user or another store's staff, changing nothing", async () => {
    const url = (userId: number) => `/api/users/${userId}/stores/${c.storeA.id}/link`;
    const body = { role_id: c.hrRole.id };
    const corporate = await refused(403, 'POST', url(c.ops.id), c.auth.hrA, body);
    expect(corporate.message).toMatch(/holds a corporate role; only a corporate holder of users-edit/);
    const otherStore = await refused(403, 'POST', url(c.baristaB.id), c.auth.hrA, body);
    expect(otherStore.message).toMatch(/works at another store; only a corporate holder of users-edit/);
    expect((await storeLinks(c.baristaB.id)).map((l) => l.storeId)).toEqual([c.storeB.id]);
    expect(await storeLinks(c.ops.id)).toEqual([]);
    // The same links by a chain-wide holder of users-edit go through.
    const byOps = await call('POST', url(c.baristaB.id), c.auth.ops, { role_id: role.ROLE_BARISTA! });
    expect(byOps.statusCode, byOps.body).toBe(200);
    expect(
      (await call('DELETE', `/api/users/${c.baristaB.id}/stores/${c.storeA.id}/link`, c.auth.ops)).statusCode,
    ).toBe(200);
  });
});

describe('POST|DELETE /api/users/{id}/roles/{roleId}/link', () => {
  it('links and unlinks a base role', async () => {
    const u = await makeUser(c.t, { username: 'based' });
    const url = `/api/users/${u.id}/roles/${role.ROLE_CORPORATE}/link`;
    const res = await call('POST', url, c.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await baseRoles(u.id)).toEqual([role.ROLE_CORPORATE]);
    expect((await call('POST', url, c.auth.admin)).statusCode).toBe(200);
    expect(await baseRoles(u.id)).toEqual([role.ROLE_CORPORATE]);
    expect((await call('DELETE', url, c.auth.admin)).statusCode).toBe(200);
    expect(await baseRoles(u.id)).toEqual([]);
  });

  it('lets a chain-wide users-edit holder give a corporate role they hold in full', async () => {
    const u = await makeUser(c.t, { username: 'ops_gives' });
    expect((await call('POST', `/api/users/${u.id}/roles/${role.ROLE_CORPORATE}/link`, c.auth.ops)).statusCode).toBe(
      200,
    );
  });

  it('refuses role id 0, an unknown role and a store-level role as a base role', async () => {
    expect((await refused(422, 'POST', `/api/users/${c.baristaA.id}/roles/0/link`, c.auth.admin)).errors).toEqual({
      role_id: ['Choose a role'],
    });
    await refused(422, 'POST', `/api/users/${c.baristaA.id}/roles/999999/link`, c.auth.admin);
    await refused(422, 'POST', `/api/users/${c.baristaA.id}/roles/${role.ROLE_BARISTA}/link`, c.auth.admin);
    await refused(404, 'POST', `/api/users/999999/roles/${role.ROLE_CORPORATE}/link`, c.auth.admin);
    await refused(404, 'DELETE', `/api/users/${c.baristaA.id}/roles/${role.ROLE_CORPORATE}/link`, c.auth.admin);
    await refused(422, 'POST', `/api/users/${c.baristaA.id}/roles/-3/link`, c.auth.admin);
  });

  it('keeps the administrator role to administrators, and corporate roles beyond the caller out of reach', async () => {
    await refused(403, 'POST', `/api/users/${c.baristaA.id}/roles/${role.ROLE_ADMIN}/link`, c.auth.ops);
    await refused(403, 'POST', `/api/users/${c.ops.id}/roles/${role.ROLE_ADMIN}/link`, c.auth.ops);
    await refused(403, 'DELETE', `/api/users/${c.admin.id}/roles/${role.ROLE_ADMIN}/link`, c.auth.ops);
    const matrixKeeper = await makeRole(c.db, 'ROLE_MATRIX_KEEPER', false, ['user-access-view', 'user-access-update']);
    await refused(403, 'POST', `/api/users/${c.ops.id}/roles/${matrixKeeper.id}/link`, c.auth.ops);
  });

  it('answers 401, and 403 to holders of users-edit at a store only (base roles apply everywhere)', async () => {
    await refused(401, 'POST', `/api/users/${c.baristaA.id}/roles/${role.ROLE_CORPORATE}/link`, {});
    await refused(401, 'DELETE', `/api/users/${c.ops.id}/roles/${role.ROLE_CORPORATE}/link`, {});
    await refused(403, 'POST', `/api/users/${c.baristaA.id}/roles/${role.ROLE_CORPORATE}/link`, c.auth.baristaA);
    await refused(403, 'POST', `/api/users/${c.baristaA.id}/roles/${role.ROLE_CORPORATE}/link`, c.auth.hrA);
    await refused(403, 'DELETE', `/api/users/${c.ops.id}/roles/${role.ROLE_CORPORATE}/link`, c.auth.hrA);
  });
});

describe('the last administrator', () => {
  it('cannot lose the administrator role, while one of two can', async () => {
    const url = (id: number) => `/api/users/${id}/roles/${role.ROLE_ADMIN}/link`;
    const body = await refused(409, 'DELETE', url(c.admin.id), c.auth.admin);
    expect(body.message).toBe('The last administrator cannot be removed');

    const second = await makeUser(c.t, { username: 'admin_two', baseRoles: ['ROLE_ADMIN'] });
    const res = await call('DELETE', url(c.admin.id), bearer(tokenFor(c.t.app, second)));
    expect(res.statusCode, res.body).toBe(200);
    // Now the second one is the last: they cannot drop their own role either.
    await refused(409, 'DELETE', url(second.id), bearer(tokenFor(c.t.app, second)));
    await c.db.insert(userRoles).values({ userId: c.admin.id, roleId: role.ROLE_ADMIN! });
    // Losing the role ended the first administrator's sessions: they act with a new one.
    expect((await call('DELETE', `/api/users/${c.admin.id}`, c.auth.admin)).statusCode).toBe(401);
    const again = bearer(tokenFor(c.t.app, (await userRow(c.db, c.admin.id))!));
    expect((await call('DELETE', `/api/users/${second.id}`, again)).statusCode).toBe(200);
  });

  it('cannot be deactivated, even by an administrator acting through somebody else’s session', async () => {
    // A barista's session carrying the sole administrator's grants (as a manager-PIN session would).
    const own = await loadRolePermissionData(c.db, c.baristaA.id);
    const adminGrants = await loadRolePermissionData(c.db, c.admin.id);
    const principal = {
      userId: c.baristaA.id,
      username: 'barista_a',
      language: 'en' as const,
      temperatureUnit: 'F' as const,
      own,
      grants: [own, adminGrants],
      identity: { sub: String(c.admin.id), sv: 0, uid: c.baristaA.id, usv: 0 },
    };
    const before = await snapshot(c.db);
    await expect(removeUser(c.db, principal, c.admin.id)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The last administrator cannot be removed',
    });
    expect(await snapshot(c.db)).toEqual(before);
    const still = await c.db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, c.admin.id), eq(userRoles.roleId, role.ROLE_ADMIN!)));
    expect(still).toHaveLength(1);
  });
});
