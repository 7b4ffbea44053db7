import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ROLE_MANAGER, type PermissionKey } from '@dripp/contract/permissions';
import type { Db } from '../db/client';
import { roles, stores, users, userStores } from '../db/schema/index';
import { storesWhere } from '@dripp/domain/permissions';
import { holdsChainWide, type Principal } from './access';
import { notFound } from './errors';
import { storeTimeZone } from './store-time';

/** Who works at a store, for the store records that name people (evaluations, incident reports). */

export interface StorePerson {
  id: number;
  firstName: string;
  lastName: string;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Active people linked to the store, with any role (or only `roleCode`), by name. */
export async function peopleOfStore(db: Db, storeId: number, roleCode?: string): Promise<StorePerson[]> {
  return db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .innerJoin(roles, eq(roles.id, userStores.roleId))
    .where(and(eq(userStores.storeId, storeId), roleCode ? eq(roles.role, roleCode) : undefined))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The ids among `userIds` that are active people of the store (managers only with `roleCode`). */
export async function idsOfStorePeople(
  db: Db,
  storeId: number,
  userIds: number[],
  roleCode?: string,
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .innerJoin(roles, eq(roles.id, userStores.roleId))
    .where(
      and(eq(userStores.storeId, storeId), inArray(users.id, userIds), roleCode ? eq(roles.role, roleCode) : undefined),
    );
  return new Set(rows.map((r) => r.id));
}

export const isManagerOf = async (db: Db, storeId: number, userId: number) =>
  (await idsOfStorePeople(db, storeId, [userId], ROLE_MANAGER)).has(userId);

/** The active store, or null. */
export async function activeStore(db: Db, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, title: stores.title, timeZone: storeTimeZone() })
    .from(stores)
    .where(and(eq(stores.id, storeId), isNull(stores.deletedAt)));
  return row ?? null;
}

/** Records are only read or written for a store that exists and is active: 404 otherwise. */
export async function requireActiveStore(db: Db, storeId: number): Promise<void> {
  if (!(await activeStore(db, storeId))) throw notFound('Store not found');
}

/**
 * The stores where the caller holds a permission, for filtering store lists in SQL: `all` when a
 * chain-wide grant (admin or corporate role) holds it, else the linked stores at which the one
 * permission rule passes.
 */
export function storeScope(principal: Principal, permission: PermissionKey): 'all' | number[] {
  if (holdsChainWide(principal, permission)) return 'all';
  const candidates = new Set<number>();
  for (const set of principal.grants)
    for (const entry of Object.values(set)) entry.store_ids.forEach((id) => candidates.add(id));
  return storesWhere(principal.grants, permission, [...candidates]);
}
