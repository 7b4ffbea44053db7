import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { canAny, isAdmin, isCorporate, storesWhere } from '@dripp/domain/permissions';
import { isKnownPermission, ROLE_MANAGER } from '@dripp/contract/permissions';
import type { Person, Store, StoreOption, StoreRole, StoreWithManagers } from '@dripp/contract/stores';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { roles, stores, users, userStores } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { storeTimeZone } from '../../platform/store-time';

const ROLE_FRANCHISEE = 'ROLE_FRANCHISEE';

/** Store numbers are free text ("101", "12A"); compare them the way people read them. */
const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export const storeColumns = {
  id: stores.id,
  title: stores.title,
  number: stores.number,
  email: stores.email,
  email2: stores.email2,
  street1: stores.street1,
  street2: stores.street2,
  city: stores.city,
  state: stores.state,
  zip: stores.zip,
  phone: stores.phone,
  fax: stores.fax,
  time_zone: storeTimeZone(),
  region: stores.region,
};

export function sortByNumber<T extends { number: string; id: number }>(rows: T[]): T[] {
  return rows.sort((a, b) => byNumber.compare(a.number, b.number) || a.id - b.id);
}

/** Admins and holders of a corporate role work across the whole chain. */
export function seesAllStores(principal: Principal): boolean {
  return principal.grants.some((set) => isAdmin(set) || isCorporate(set));
}

/** The stores the caller is linked to (their own links and, with a management token, the manager's). */
export function linkedStoreIds(principal: Principal): number[] {
  const ids = new Set<number>();
  for (const set of principal.grants)
    for (const entry of Object.values(set)) for (const id of entry.store_ids) ids.add(id);
  return [...ids];
}

/** Whether the caller may look at a store at all: a link there, or a chain-wide role. */
export function seesStore(principal: Principal, storeId: number): boolean {
  return seesAllStores(principal) || linkedStoreIds(principal).includes(storeId);
}

/** The active stores among the caller's links: on every store page's first reads (db/prepared.ts). */
const activeLinkedStores = prepared((db) =>
  db
    .select(storeColumns)
    .from(stores)
    .where(and(isNull(stores.deletedAt), sql`${stores.id} = any(${sql.placeholder('ids')})`))
    .prepare('stores_active_linked'),
);

async function storeRows(db: Db, principal: Principal, trashed: boolean): Promise<Store[]> {
  const state = trashed ? isNotNull(stores.deletedAt) : isNull(stores.deletedAt);
  if (seesAllStores(principal)) return sortByNumber(await db.select(storeColumns).from(stores).where(state));
  const ids = linkedStoreIds(principal);
  if (!ids.length) return [];
  if (!trashed) return sortByNumber(await activeLinkedStores(db).execute({ ids }));
  return sortByNumber(
    await db
      .select(storeColumns)
      .from(stores)
      .where(and(state, inArray(stores.id, ids))),
  );
}

/**
 * Active stores the caller may see. Deactivated stores grant nothing to the people linked to
 * them, so the trashed list is for holders of stores-view or stores-delete across the chain.
 */
export async function visibleStores(db: Db, principal: Principal, trashed = false): Promise<Store[]> {
  if (!trashed) return storeRows(db, principal, false);
  if (!canAny(principal.grants, ['stores-view', 'stores-delete'])) throw forbidden();
  const rows = await storeRows(db, principal, true);
  return rows.filter((s) => canAny(principal.grants, ['stores-view', 'stores-delete'], s.id));
}

const personColumns = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  phone: users.phone,
  email: users.email,
};

const peopleWithRoleAt = prepared((db) =>
  db
    .select({ ...personColumns, storeId: userStores.storeId })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .innerJoin(roles, eq(roles.id, userStores.roleId))
    .where(
      and(
        sql`${userStores.storeId} = any(${sql.placeholder('storeIds')})`,
        eq(roles.role, sql.placeholder('roleCode')),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .prepare('stores_people_with_role'),
);

/** People linked to the given stores with the given role, active users only, by name. */
export async function peopleAt(db: Db, storeIds: number[], roleCode: string) {
  if (!storeIds.length) return [];
  return peopleWithRoleAt(db).execute({ storeIds, roleCode });
}

const asPerson = ({ storeId: _storeId, ...person }: Person & { storeId: number }): Person => person;

export async function storesWithManagers(db: Db, principal: Principal, trashed: boolean): Promise<StoreWithManagers[]> {
  const list = await visibleStores(db, principal, trashed);
  const ids = list.map((s) => s.id);
  const [managers, franchisees] = await Promise.all([
    peopleAt(db, ids, ROLE_MANAGER),
    peopleAt(db, ids, ROLE_FRANCHISEE),
  ]);
  return list.map((store) => ({
    store,
    managers: managers.filter((m) => m.storeId === store.id).map(asPerson),
    franchisees: franchisees.filter((f) => f.storeId === store.id).map(asPerson),
  }));
}

export async function storeRoles(db: Db): Promise<StoreRole[]> {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      role: roles.role,
      requiresStore: roles.requiresStore,
      isStandardRole: roles.isStandardRole,
    })
    .from(roles)
    .where(eq(roles.requiresStore, true))
    .orderBy(asc(roles.name), asc(roles.id));
}

const asOption = (s: Store): StoreOption => ({ id: s.id, title: s.title });

/**
 * Active stores where the permission passes for the caller, among the stores they may see
 * (so allow-for-all does not list the whole chain to a barista).
 */
export async function permittedStores(db: Db, principal: Principal, permission: string): Promise<StoreOption[]> {
  if (!isKnownPermission(permission)) {
    throw invalid('Unknown permission', { permission: ['Unknown permission'] });
  }
  const list = await visibleStores(db, principal);
  const allowed = new Set(
    storesWhere(
      principal.grants,
      permission,
      list.map((s) => s.id),
    ),
  );
  return list.filter((s) => allowed.has(s.id)).map(asOption);
}

export async function storesOfUser(db: Db, principal: Principal): Promise<StoreOption[]> {
  return (await visibleStores(db, principal)).map(asOption);
}

/** Stores where the caller holds the manager role (every store for an administrator). */
export async function storesAsManager(db: Db, principal: Principal): Promise<StoreOption[]> {
  const admin = principal.grants.some((set) => isAdmin(set));
  const managed = new Set(principal.grants.flatMap((set) => set[ROLE_MANAGER]?.store_ids ?? []));
  const list = await storeRows(db, principal, false);
  if (admin) return list.map(asOption);
  return list.filter((s) => managed.has(s.id)).map(asOption);
}

export async function managersOfStore(db: Db, principal: Principal, storeId: number) {
  if (!seesStore(principal, storeId)) throw forbidden();
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const managers = await peopleAt(db, [storeId], ROLE_MANAGER);
  return managers.map((m) => ({ id: m.id, name: `${m.first_name} ${m.last_name}` }));
}
