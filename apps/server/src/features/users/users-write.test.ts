import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, userRoles, users, userStores } from '../../db/schema/index';
import { pinDigest } from '../../platform/secrets';
import { bearer, makeUser, readOutbox, roleId, TEST_SECRET, tokenFor } from '../../../test/harness';
import { peopleChain, snapshot, userRow, type PeopleChain } from './users.test-fixtures';

let c: PeopleChain;
beforeAll(async () => {
  c = await peopleChain();
});
afterAll(() => c.t.close());

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: unknown) =>
  c.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Runs a call that must be refused and proves the database did not move. */
async function refused(
  status: number,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) {
  const before = await snapshot(c.db);
  const outbox = readOutbox(c.t.dataDir).length;
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe(false);
  expect(await snapshot(c.db)).toEqual(before);
  expect(readOutbox(c.t.dataDir)).toHaveLength(outbox);
  return res.json();
}

let serial = 0;
const newUser = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    username: `new_${serial}`,
    first_name: 'New',
    last_name: `Person ${serial}`,
    email: `new${serial}@people.test`,
    phone: '(503) 555-0100',
    pin: null,
    ...extra,
  };
};

describe('POST /api/users', () => {
  it('creates the user without a password, links the store with the role and mails an invite', async () => {
    const body = newUser({ pin: '5678', store_id: c.storeA.id, role_id: await roleId(c.db, 'ROLE_MANAGER') });
    const res = await call('POST', '/api/users', c.auth.admin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Successfully saved User');
    const id = res.json().data.id;
    const row = await userRow(c.db, id);
    expect(row).toMatchObject({
      username: body.username,
      firstName: 'New',
      email: body.email,
      phone: '(503) 555-0100',
      passwordHash: null,
    });
    expect(row!.pinHmac).toBe(pinDigest(TEST_SECRET, '5678'));
    expect(row!.createdBy).toBe(c.admin.id);
    expect(await c.db.select().from(userStores).where(eq(userStores.userId, id))).toEqual([
      expect.objectContaining({ storeId: c.storeA.id, roleId: await roleId(c.db, 'ROLE_MANAGER') }),
    ]);
    const codes = await c.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect(codes.map((x) => x.purpose)).toEqual(['invite']);
    const mail = readOutbox(c.t.dataDir).find((m) => m.includes(`To: ${body.email}`));
    expect(mail).toMatch(/http:\/\/portal\.test\/user-invite\/[A-Za-z0-9_-]{20,}/);
  });

  it('lets a chain-wide holder of users-create add a user with no store, and never applies other fields', async () => {
    const body = newUser({
      roles: [await roleId(c.db, 'ROLE_ADMIN')],
      password_hash: 'x',
      id: 1,
      deleted_at: '2020-01-01',
    });
    await refused(422, 'POST', '/api/users', c.auth.ops, body);
    const res = await call('POST', '/api/users', c.auth.ops, newUser());
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(await c.db.select().from(userRoles).where(eq(userRoles.userId, id))).toEqual([]);
    expect(await userRow(c.db, id)).toMatchObject({ passwordHash: null, deletedAt: null });
  });

  it('lets a store-level holder create users at their store with a role within their reach', async () => {
    const res = await call('POST', '/api/users', c.auth.hrA, newUser({ store_id: c.storeA.id, role_id: c.hrRole.id }));
    expect(res.statusCode, res.body).toBe(201);
    // The barista role grants check-list permissions this store's HR role does not hold.
    await refused(
      403,
      'POST',
      '/api/users',
      c.auth.hrA,
      newUser({ store_id: c.storeA.id, role_id: await roleId(c.db, 'ROLE_BARISTA') }),
    );
  });

  it('answers 401 without a token and 403 without users-create', async () => {
    await refused(401, 'POST', '/api/users', {}, newUser());
    await refused(403, 'POST', '/api/users', c.auth.baristaA, newUser());
  });

  it('refuses a store-level creator at another store, without a store, or with a role beyond their own', async () => {
    await refused(403, 'POST', '/api/users', c.auth.hrA, newUser({ store_id: c.storeB.id, role_id: c.hrRole.id }));
    await refused(403, 'POST', '/api/users', c.auth.hrA, newUser());
    await refused(
      403,
      'POST',
      '/api/users',
      c.auth.hrA,
      newUser({ store_id: c.storeA.id, role_id: await roleId(c.db, 'ROLE_MANAGER') }),
    );
  });

  it('refuses a PIN from anyone but an administrator', async () => {
    const body = await refused(403, 'POST', '/api/users', c.auth.ops, newUser({ pin: '2468' }));
    expect(body.message).toMatch(/PIN/);
  });

  it('refuses "Choose a role" (role id 0), a store without a role, and a corporate role at a store', async () => {
    const noRole = await refused(
      422,
      'POST',
      '/api/users',
      c.auth.admin,
      newUser({ store_id: c.storeA.id, role_id: 0 }),
    );
    expect(noRole.errors).toEqual({ role_id: ['Choose a role'] });
    await refused(422, 'POST', '/api/users', c.auth.admin, newUser({ store_id: c.storeA.id }));
    await refused(422, 'POST', '/api/users', c.auth.admin, newUser({ role_id: await roleId(c.db, 'ROLE_BARISTA') }));
    const corporate = await refused(
      422,
      'POST',
      '/api/users',
      c.auth.admin,
      newUser({ store_id: c.storeA.id, role_id: await roleId(c.db, 'ROLE_CORPORATE') }),
    );
    expect(corporate.errors.role_id).toBeDefined();
    await refused(
      422,
      'POST',
      '/api/users',
      c.auth.admin,
      newUser({ store_id: 999999, role_id: await roleId(c.db, 'ROLE_BARISTA') }),
    );
  });

  it('refuses a taken username, email or PIN (ignoring case) with a field error', async () => {
    const u = await refused(422, 'POST', '/api/users', c.auth.admin, newUser({ username: 'Barista_A' }));
    expect(u.errors).toEqual({ username: ['This username is already taken'] });
    const e = await refused(422, 'POST', '/api/users', c.auth.admin, newUser({ email: 'BARISTA_A@example.test' }));
    expect(e.errors).toEqual({ email: ['This email is already used by another user'] });
    const p = await refused(422, 'POST', '/api/users', c.auth.admin, newUser({ pin: '1111' }));
    expect(p.errors).toEqual({ pin: ['This PIN is already used by another user'] });
  });

  it('refuses missing, malformed and oversized fields with 422', async () => {
    const bad = [
      { first_name: undefined },
      { username: undefined },
      { username: 'has space' },
      { username: 'me@example.test' },
      { username: 'x'.repeat(101) },
      { email: 'not-an-email' },
      { email: `${'x'.repeat(250)}@a.test` },
      { phone: '' },
      { phone: 'call me' },
      { last_name: '   ' },
      { pin: '12a4' },
      { pin: '123' },
      { pin: '123456789' },
      { store_id: 'abc' },
    ];
    for (const patch of bad) {
      const body = await refused(422, 'POST', '/api/users', c.auth.admin, newUser(patch));
      expect(Object.keys(body.errors ?? {}).length, JSON.stringify(patch)).toBeGreaterThan(0);
    }
    await refused(422, 'POST', '/api/users', c.auth.admin, []);
    await refused(400, 'POST', '/api/users', { ...c.auth.admin, 'content-type': 'application/json' }, '{"username":');
  });
});

describe('PUT /api/users/{id}', () => {
  const edit = (u: { username: string }, extra: Record<string, unknown> = {}) => ({
    username: u.username,
    first_name: 'Edited',
    last_name: 'Name',
    email: `${u.username}@edited.test`,
    phone: '555 0101',
    pin: null,
    ...extra,
  });

  it('lets an administrator change names, username and PIN', async () => {
    const u = await makeUser(c.t, { username: 'edit_me' });
    const res = await call('PUT', `/api/users/${u.id}`, c.auth.admin, edit(u, { username: 'edited_me', pin: '97531' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(c.db, u.id)).toMatchObject({
      username: 'edited_me',
      firstName: 'Edited',
      lastName: 'Name',
      email: 'edit_me@edited.test',
      pinHmac: pinDigest(TEST_SECRET, '97531'),
      updatedBy: c.admin.id,
    });
  });

  it('keeps the PIN when none is sent', async () => {
    await call(
      'PUT',
      `/api/users/${c.managerA.id}`,
      c.auth.admin,
      edit(c.managerA, { email: 'manager_a@example.test' }),
    );
    expect((await userRow(c.db, c.managerA.id))!.pinHmac).toBe(pinDigest(TEST_SECRET, '1111'));
  });

  it('lets anyone edit their own profile without users-edit, but not their username or PIN', async () => {
    const me = await makeUser(c.t, { username: 'profile_me', links: [{ storeId: c.storeB.id, role: 'ROLE_BARISTA' }] });
    const auth = bearer(tokenFor(c.t.app, me));
    await refused(422, 'PUT', `/api/users/${me.id}`, auth, { ...edit(me), roles: [1] });
    const res = await call('PUT', `/api/users/${me.id}`, auth, { ...edit(me), username: undefined });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(c.db, me.id)).toMatchObject({
      username: 'profile_me',
      firstName: 'Edited',
      email: 'profile_me@edited.test',
      phone: '555 0101',
    });
    expect((await call('PUT', `/api/users/${me.id}`, auth, edit(me))).statusCode).toBe(200);
    expect(
      (await refused(403, 'PUT', `/api/users/${me.id}`, auth, edit(me, { username: 'new_name' }))).message,
    ).toMatch(/username/);
    expect((await refused(403, 'PUT', `/api/users/${me.id}`, auth, edit(me, { pin: '8642' }))).message).toMatch(/PIN/);
    expect(await c.db.select().from(userRoles).where(eq(userRoles.userId, me.id))).toEqual([]);
  });

  it('lets a store-level editor edit people of their store only, and never a corporate user or an administrator', async () => {
    const local = await makeUser(c.t, { username: 'local_a', links: [{ storeId: c.storeA.id, role: 'ROLE_BARISTA' }] });
    expect((await call('PUT', `/api/users/${local.id}`, c.auth.hrA, edit(local))).statusCode).toBe(200);
    await refused(403, 'PUT', `/api/users/${c.baristaB.id}`, c.auth.hrA, edit(c.baristaB));
    await refused(403, 'PUT', `/api/users/${c.ops.id}`, c.auth.hrA, edit(c.ops));
    await refused(403, 'PUT', `/api/users/${c.admin.id}`, c.auth.ops, edit(c.admin));
    const both = await makeUser(c.t, {
      username: 'both_ab',
      links: [
        { storeId: c.storeA.id, role: 'ROLE_BARISTA' },
        { storeId: c.storeB.id, role: 'ROLE_BARISTA' },
      ],
    });
    await refused(403, 'PUT', `/api/users/${both.id}`, c.auth.hrA, edit(both));
  });

  it('answers 401, 403 for somebody else without users-edit, 404, and 422 on bad or taken values', async () => {
    await refused(401, 'PUT', `/api/users/${c.baristaB.id}`, {}, edit(c.baristaB));
    await refused(403, 'PUT', `/api/users/${c.baristaB.id}`, c.auth.baristaA, edit(c.baristaB));
    await refused(404, 'PUT', '/api/users/999999', c.auth.admin, edit(c.baristaB));
    expect(
      (
        await refused(
          422,
          'PUT',
          `/api/users/${c.baristaB.id}`,
          c.auth.admin,
          edit(c.baristaB, { email: 'OPS@example.test' }),
        )
      ).errors,
    ).toEqual({
      email: ['This email is already used by another user'],
    });
    expect(
      (await refused(422, 'PUT', `/api/users/${c.baristaB.id}`, c.auth.admin, edit(c.baristaB, { username: 'ADMIN' })))
        .errors,
    ).toEqual({
      username: ['This username is already taken'],
    });
    expect(
      (await refused(422, 'PUT', `/api/users/${c.baristaB.id}`, c.auth.admin, edit(c.baristaB, { pin: '4321' })))
        .errors,
    ).toEqual({
      pin: ['This PIN is already used by another user'],
    });
    await refused(422, 'PUT', `/api/users/${c.baristaB.id}`, c.auth.admin, edit(c.baristaB, { email: 'nope' }));
    await refused(
      422,
      'PUT',
      `/api/users/${c.baristaB.id}`,
      c.auth.admin,
      edit(c.baristaB, { first_name: 'x'.repeat(101) }),
    );
  });
});

describe('DELETE /api/users/{id} and PUT /api/users/{id}/restore', () => {
  it('deactivates an active user, whose token stops working at once; restore brings the account back, not the token', async () => {
    const u = await makeUser(c.t, { username: 'leaving', baseRoles: ['ROLE_CORPORATE'] });
    const auth = bearer(tokenFor(c.t.app, u));
    expect((await c.t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(200);
    const res = await call('DELETE', `/api/users/${u.id}`, c.auth.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'deactivated' }, message: 'Successfully deactivated User' });
    expect((await userRow(c.db, u.id))!.deletedAt).toBeInstanceOf(Date);
    expect((await c.t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(401);

    const restored = await call('PUT', `/api/users/${u.id}/restore`, c.auth.admin);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await userRow(c.db, u.id);
    expect(back!.deletedAt).toBeNull();
    expect((await c.t.app.inject({ method: 'GET', url: '/api/users', headers: auth })).statusCode).toBe(401);
    const fresh = bearer(tokenFor(c.t.app, back!));
    expect((await c.t.app.inject({ method: 'GET', url: '/api/users', headers: fresh })).statusCode).toBe(200);
    await refused(409, 'PUT', `/api/users/${u.id}/restore`, c.auth.admin);
  });

  it('deletes a deactivated user for good', async () => {
    const u = await makeUser(c.t, {
      username: 'for_good',
      deleted: true,
      links: [{ storeId: c.storeA.id, role: 'ROLE_BARISTA' }],
    });
    const res = await call('DELETE', `/api/users/${u.id}`, c.auth.admin);
    expect(res.json()).toMatchObject({ data: { status: 'deleted' }, message: 'Successfully removed User' });
    expect(await userRow(c.db, u.id)).toBeUndefined();
    expect(await c.db.select().from(userStores).where(eq(userStores.userId, u.id))).toEqual([]);
  });

  it('keeps a deactivated user that other records still point at', async () => {
    const u = await makeUser(c.t, { username: 'referenced', deleted: true });
    await c.db.execute(sql`create table if not exists test_user_refs (user_id integer references users(id))`);
    await c.db.execute(sql`insert into test_user_refs values (${u.id})`);
    await refused(409, 'DELETE', `/api/users/${u.id}`, c.auth.admin);
  });

  it('refuses deactivating or deleting oneself', async () => {
    const body = await refused(409, 'DELETE', `/api/users/${c.admin.id}`, c.auth.admin);
    expect(body.message).toMatch(/your own account/);
  });

  it('lets only administrators deactivate an administrator, and a store-level holder only people of their store', async () => {
    const second = await makeUser(c.t, { username: 'second_admin', baseRoles: ['ROLE_ADMIN'] });
    await refused(403, 'DELETE', `/api/users/${second.id}`, c.auth.ops);
    await refused(403, 'DELETE', `/api/users/${c.baristaB.id}`, c.auth.hrA);
    await refused(403, 'DELETE', `/api/users/${c.ops.id}`, c.auth.hrA);
    const local = await makeUser(c.t, {
      username: 'local_leaver',
      links: [{ storeId: c.storeA.id, role: 'ROLE_BARISTA' }],
    });
    expect((await call('DELETE', `/api/users/${local.id}`, c.auth.hrA)).statusCode).toBe(200);
    expect((await call('PUT', `/api/users/${local.id}/restore`, c.auth.hrA)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/users/${second.id}`, c.auth.admin)).statusCode).toBe(200);
  });

  it('answers 401, 403 without users-delete, 404 and 422', async () => {
    await refused(401, 'DELETE', `/api/users/${c.baristaB.id}`, {});
    await refused(403, 'DELETE', `/api/users/${c.baristaB.id}`, c.auth.managerA);
    await refused(401, 'PUT', `/api/users/${c.baristaB.id}/restore`, {});
    await refused(403, 'PUT', `/api/users/${c.baristaB.id}/restore`, c.auth.managerA);
    await refused(404, 'DELETE', '/api/users/999999', c.auth.admin);
    await refused(404, 'PUT', '/api/users/999999/restore', c.auth.admin);
    await refused(422, 'DELETE', '/api/users/-1', c.auth.admin);
  });

  it('retires open invitation links when a user is deactivated', async () => {
    const res = await call('POST', '/api/users', c.auth.admin, newUser());
    const id = res.json().data.id;
    const codes = () => c.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id));
    expect((await codes()).map((code) => code.usedAt)).toEqual([null]);
    expect((await call('DELETE', `/api/users/${id}`, c.auth.admin)).statusCode).toBe(200);
    expect((await codes()).map((code) => code.usedAt)).toEqual([expect.any(Date)]);
    expect(await c.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
  });
});
