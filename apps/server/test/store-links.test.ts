import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissions, rolePermissions, userStores } from '../src/db/schema/index';
import { apiCaller, makeRole } from './fixtures/people';
import { makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from './harness';

/*
 * Every route that puts a person at a store answers the same to the same link: one rule
 * (platform/store-links.ts). The walk below covers each such route, and fails when a new one
 * appears without being added here.
 */

let t: TestContext;
const call = apiCaller(() => t);
let storeA: number;
let storeB: number;
let caller: string;
let barista: number;
let manager: number;

const LINK_ROUTES = [
  { name: 'users route', link: (user: number, store: number) => `/api/users/${user}/stores/${store}/link` },
  { name: 'stores route', link: (user: number, store: number) => `/api/stores/${store}/users/${user}/link` },
];

beforeAll(async () => {
  t = await startTestApp();
  storeA = (await makeStore(t.db)).id;
  storeB = (await makeStore(t.db)).id;
  barista = await roleId(t.db, 'ROLE_BARISTA');
  manager = await roleId(t.db, 'ROLE_MANAGER');
  // A store-level role holding both routes' permissions and everything a barista holds, not more.
  const baristaPermissions = await t.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, barista));
  await makeRole(t.db, 'ROLE_STORE_PEOPLE', [
    ...baristaPermissions.map((p) => p.name),
    'users-view',
    'users-edit',
    'users-create',
    'stores-view',
    'stores-edit',
  ]);
  caller = tokenFor(t.app, await makeUser(t, { links: [{ storeId: storeA, role: 'ROLE_STORE_PEOPLE' }] }));
});
afterAll(() => t.close());

const linkOf = async (userId: number, storeId: number) =>
  (
    await t.db
      .select({ roleId: userStores.roleId })
      .from(userStores)
      .where(and(eq(userStores.userId, userId), eq(userStores.storeId, storeId)))
  )[0]?.roleId;

describe('every route that links a person to a store', () => {
  it('is the users route or the stores route (POST links, DELETE unlinks), and nothing else', () => {
    const paths = Object.entries((t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths)
      .filter(([path]) => /users/.test(path) && /stores/.test(path) && /\/link$/.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(paths).toEqual([
      'DELETE /api/stores/{id}/users/{userId}/link',
      'DELETE /api/users/{id}/stores/{storeId}/link',
      'POST /api/stores/{id}/users/{userId}/link',
      'POST /api/users/{id}/stores/{storeId}/link',
    ]);
  });

  const refusals: [string, () => Promise<{ id: number }>, number, number?][] = [
    ['a corporate user', () => makeUser(t, { baseRoles: ['ROLE_CORPORATE'] }), 403],
    ["another store's manager", () => makeUser(t, { links: [{ storeId: storeB, role: 'ROLE_MANAGER' }] }), 403],
    ['an administrator', () => makeUser(t, { baseRoles: ['ROLE_ADMIN'] }), 403],
    ['a deactivated user', () => makeUser(t, { deleted: true }), 409],
    ['anyone, with a role beyond the caller', () => makeUser(t), 403, 0],
  ];

  for (const [who, make, status, useManagerRole] of refusals) {
    it(`refuses to link ${who} on both routes alike, changing nothing`, async () => {
      const answers: number[] = [];
      for (const route of LINK_ROUTES) {
        const person = await make();
        const res = await call('POST', route.link(person.id, storeA), caller, {
          role_id: useManagerRole === undefined ? barista : manager,
        });
        answers.push(res.statusCode);
        expect(await linkOf(person.id, storeA), route.name).toBeUndefined();
      }
      expect(answers).toEqual([status, status]);
    });
  }

  it('links a person who works nowhere yet, on both routes alike', async () => {
    for (const route of LINK_ROUTES) {
      const person = await makeUser(t);
      const res = await call('POST', route.link(person.id, storeA), caller, { role_id: barista });
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(200);
      expect(await linkOf(person.id, storeA)).toBe(barista);
    }
  });

  it('creates a user at the store only with a role within the caller (POST /users)', async () => {
    const body = (name: string, role: number) => ({
      username: name,
      first_name: 'New',
      last_name: 'Person',
      email: `${name}@example.test`,
      phone: '(503) 555-0100',
      store_id: storeA,
      role_id: role,
    });
    expect((await call('POST', '/api/users', caller, body('linked_beyond', manager))).statusCode).toBe(403);
    expect((await call('POST', '/api/users', caller, body('linked_within', barista))).statusCode).toBe(201);
  });

  it('refuses to unlink an administrator or a role beyond the caller on both routes alike', async () => {
    for (const route of LINK_ROUTES) {
      const admin = await makeUser(t, {
        baseRoles: ['ROLE_ADMIN'],
        links: [{ storeId: storeA, role: 'ROLE_BARISTA' }],
      });
      const storeManager = await makeUser(t, { links: [{ storeId: storeA, role: 'ROLE_MANAGER' }] });
      for (const person of [admin, storeManager]) {
        expect((await call('DELETE', route.link(person.id, storeA), caller)).statusCode, route.name).toBe(403);
        expect(await linkOf(person.id, storeA)).toBeDefined();
      }
    }
  });
});
