import { and, asc, eq, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Store, StoreInput, StoreView } from '@dripp/contract/stores';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { Db } from '../../db/client';
import { roles, stores, storeVendors, users, userStores, vendors } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { releaseActionsOutOfReach } from '../corrective-actions/corrective-actions.public';
import { conflict, invalid, notFound } from '../../platform/errors';
import { keepingAnAdministrator } from '../../platform/people-access';
import { endSessions } from '../../platform/sessions';
import { assertMayLinkToStore, assertMayUnlinkFromStore } from '../../platform/store-links';
import { storeColumns, storeRoles } from './stores.service';

async function findStore(db: Db, id: number) {
  const [row] = await db
    .select({ ...storeColumns, deletedAt: stores.deletedAt })
    .from(stores)
    .where(eq(stores.id, id));
  if (!row) throw notFound('Store not found');
  return row;
}

const withoutDeletedAt = ({ deletedAt: _deletedAt, ...store }: Store & { deletedAt: Date | null }): Store => store;

/** The SQLSTATE of a database error, looking through the ORM's wrapper. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Store numbers identify a store on reports and purchase orders, so two stores never share one. */
async function assertNumberFree(db: Db, number: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(sql`lower(${stores.number}) = lower(${number})`, exceptId ? ne(stores.id, exceptId) : undefined));
  if (taken)
    throw invalid('Another store already has this number', { number: ['Another store already has this number'] });
}

export async function storeView(db: Db, principal: Principal, id: number): Promise<StoreView> {
  requireAt(principal, 'stores-view', id);
  const store = await findStore(db, id);
  const [linked, unlinked, storeRoleList, vendorList] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
        role: roles.name,
        role_id: roles.id,
      })
      .from(userStores)
      .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .where(eq(userStores.storeId, id))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(userStores)
              .where(and(eq(userStores.userId, users.id), eq(userStores.storeId, id))),
          ),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    storeRoles(db),
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        accountNo: vendors.accountNo,
        salesContact: vendors.salesContact,
        email: vendors.email,
        phone: vendors.phone,
        city: vendors.city,
        state: vendors.state,
        linked: sql<boolean>`${storeVendors.storeId} is not null`,
      })
      .from(vendors)
      .leftJoin(storeVendors, and(eq(storeVendors.vendorId, vendors.id), eq(storeVendors.storeId, id)))
      .where(isNull(vendors.deletedAt))
      .orderBy(asc(vendors.name), asc(vendors.id)),
  ]);
  const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
  return {
    ...withoutDeletedAt(store),
    deleted_at: store.deletedAt ? store.deletedAt.toISOString() : null,
    vendors: {
      linked: vendorList.filter((v) => v.linked).map(({ linked: _linked, ...v }) => v),
      unlinked: vendorList.filter((v) => !v.linked).map((v) => ({ id: v.id, name: v.name })),
    },
    users: {
      linked: linked.map(({ firstName, lastName, ...u }) => ({ ...u, name: name({ firstName, lastName }) })),
      unlinked: unlinked.map((u) => ({ id: u.id, name: name(u) })),
    },
    store_roles: storeRoleList,
  };
}

export async function storeForEdit(db: Db, principal: Principal, id: number): Promise<Store> {
  requireAt(principal, 'stores-edit', id);
  return withoutDeletedAt(await findStore(db, id));
}

export async function createStore(db: Db, principal: Principal, input: StoreInput): Promise<Store> {
  requireAt(principal, 'stores-create');
  return db.transaction(async (tx) => {
    await assertNumberFree(tx, input.number);
    const { time_zone: timeZone = localTimeZone(), ...fields } = input;
    const [row] = await tx
      .insert(stores)
      .values({ ...fields, timeZone, createdBy: principal.userId, updatedBy: principal.userId })
      .returning(storeColumns);
    return row!;
  });
}

export async function updateStore(db: Db, principal: Principal, id: number, input: StoreInput): Promise<Store> {
  requireAt(principal, 'stores-edit', id);
  return db.transaction(async (tx) => {
    await findStore(tx, id);
    await assertNumberFree(tx, input.number, id);
    const { time_zone: timeZone, ...fields } = input;
    const [row] = await tx
      .update(stores)
      .set({ ...fields, ...(timeZone ? { timeZone } : {}), updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(stores.id, id))
      .returning(storeColumns);
    return row!;
  });
}

/**
 * DELETE on an active store deactivates it (its links then grant nothing); DELETE on a
 * deactivated store removes it for good, so a permanent delete always passes through the
 * deactivated list first (DESIGN §4).
 */
export async function deleteStore(db: Db, principal: Principal, id: number): Promise<'deactivated' | 'deleted'> {
  requireAt(principal, 'stores-delete', id);
  const store = await findStore(db, id);
  if (!store.deletedAt) {
    await db
      .update(stores)
      .set({ deletedAt: new Date(), updatedBy: principal.userId, updatedAt: new Date() })
      .where(eq(stores.id, id));
    return 'deactivated';
  }
  try {
    await db.delete(stores).where(eq(stores.id, id));
  } catch (error) {
    if (sqlState(error) === '23503') {
      throw conflict('This store has records that are kept for good, such as order history; it stays deactivated');
    }
    throw error;
  }
  return 'deleted';
}

export async function restoreStore(db: Db, principal: Principal, id: number): Promise<Store> {
  requireAt(principal, 'stores-delete', id);
  const store = await findStore(db, id);
  if (!store.deletedAt) throw conflict('This store is not deactivated');
  const [row] = await db
    .update(stores)
    .set({ deletedAt: null, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(stores.id, id))
    .returning(storeColumns);
  return row!;
}

/**
 * Links a person to the store with a store-level role (or changes their role there) under the one
 * store-link rule, with stores-edit at that store.
 */
export async function linkUser(db: Db, principal: Principal, storeId: number, userId: number, roleId: number) {
  await assertMayLinkToStore(db, principal, 'stores-edit', { userId, storeId, roleId });
  await findStore(db, storeId);
  await db.transaction(async (tx) => {
    await tx
      .insert(userStores)
      .values({ storeId, userId, roleId })
      .onConflictDoUpdate({ target: [userStores.userId, userStores.storeId], set: { roleId } });
    await endSessions(tx, userId);
    await tx.update(stores).set({ updatedBy: principal.userId, updatedAt: new Date() }).where(eq(stores.id, storeId));
  });
}

export async function unlinkUser(db: Db, principal: Principal, storeId: number, userId: number) {
  await assertMayUnlinkFromStore(db, principal, 'stores-edit', { userId, storeId });
  await db.transaction(async (tx) => {
    const removed = await keepingAnAdministrator(tx, () =>
      tx
        .delete(userStores)
        .where(and(eq(userStores.storeId, storeId), eq(userStores.userId, userId)))
        .returning({ storeId: userStores.storeId, roleId: userStores.roleId }),
    );
    await endSessions(tx, userId);
    await releaseActionsOutOfReach(tx, { userId, by: principal.userId, removedLinks: removed });
    await tx.update(stores).set({ updatedBy: principal.userId, updatedAt: new Date() }).where(eq(stores.id, storeId));
  });
}
