import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeCodes, permissions, rolePermissions, roles, userRoles, users, userStores } from '../../db/schema/index';
import { bearer, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';

/** A store-level role that manages people at its store (the standard roles do not). */
export const STORE_HR_PERMISSIONS = ['users-view', 'users-edit', 'users-create', 'users-delete', 'cash-count-view'];

export async function makeRole(db: Db, code: string, requiresStore: boolean, granted: string[]) {
  const [role] = await db
    .insert(roles)
    .values({ name: code.replace(/^ROLE_/, '').replace(/_/g, ' '), role: code, requiresStore })
    .returning();
  if (granted.length) {
    const ids = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, granted));
    await db.insert(rolePermissions).values(ids.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return role!;
}

/** Everything a refused call must leave as it was. */
export async function snapshot(db: Db) {
  const [u, ur, us, r, rp, codes] = await Promise.all([
    db.select().from(users).orderBy(asc(users.id)),
    db.select().from(userRoles).orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
    db.select().from(userStores).orderBy(asc(userStores.userId), asc(userStores.storeId)),
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select().from(rolePermissions).orderBy(asc(rolePermissions.roleId), asc(rolePermissions.permissionId)),
    db.select().from(oneTimeCodes).orderBy(asc(oneTimeCodes.id)),
  ]);
  return { u, ur, us, r, rp, codes };
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A chain with two stores and people of every kind, with their tokens. */
export async function peopleChain() {
  const t: TestContext = await startTestApp();
  const { db } = t;
  const storeA = await makeStore(db, { title: 'Alpha', email: 'alpha@stores.test', city: 'Portland', state: 'OR' });
  const storeB = await makeStore(db, { title: 'Bravo', email: 'bravo@stores.test', city: 'Seattle', state: 'WA' });
  const hrRole = await makeRole(db, 'ROLE_STORE_HR', true, STORE_HR_PERMISSIONS);
  const admin = await makeUser(t, { username: 'admin', baseRoles: ['ROLE_ADMIN'], pin: '4321' });
  const ops = await makeUser(t, { username: 'ops', baseRoles: ['ROLE_CORPORATE'] });
  const hrA = await makeUser(t, { username: 'hr_a', links: [{ storeId: storeA.id, role: 'ROLE_STORE_HR' }] });
  const managerA = await makeUser(t, {
    username: 'manager_a',
    links: [{ storeId: storeA.id, role: 'ROLE_MANAGER' }],
    pin: '1111',
  });
  const baristaA = await makeUser(t, { username: 'barista_a', links: [{ storeId: storeA.id, role: 'ROLE_BARISTA' }] });
  const baristaB = await makeUser(t, { username: 'barista_b', links: [{ storeId: storeB.id, role: 'ROLE_BARISTA' }] });
  const people = { admin, ops, hrA, managerA, baristaA, baristaB };
  const auth = Object.fromEntries(Object.entries(people).map(([k, u]) => [k, bearer(tokenFor(t.app, u))])) as Record<
    keyof typeof people,
    { authorization: string }
  >;
  return { t, db, storeA, storeB, hrRole, ...people, auth };
}

export type PeopleChain = Awaited<ReturnType<typeof peopleChain>>;
