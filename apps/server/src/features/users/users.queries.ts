import crypto from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_MANAGER } from '@dripp/contract/permissions';
import type { Role } from '@dripp/contract/roles';
import type { UserEdit, UserListRow, UserOption, UserView } from '@dripp/contract/users';
import type { Db } from '../../db/client';
import { roles, stores, userRoles, users, userStores } from '../../db/schema/index';
import { requireAt, type Principal } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { roleColumns } from '../../platform/role-permissions';
import { callerIsAdmin, canSee, requireTarget } from '../../platform/people-access';
import { storeScope } from '../../platform/store-people';

export function gravatarUrl(email: string): string {
  const hash = crypto.createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?d=404`;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The fields the user view and the edit form both open with. */
function personFields(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    email: user.email,
    phone: user.phone,
  };
}

const activeOrTrashed = (trashed: boolean) => (trashed ? isNotNull(users.deletedAt) : isNull(users.deletedAt));

/** Users linked to one of these stores (the reach of a store-level permission). */
const linkedToAny = (storeIds: number[]) =>
  inArray(
    users.id,
    sql`(select ${userStores.userId} from ${userStores} where ${inArray(userStores.storeId, storeIds)})`,
  );

/** Checks the caller and turns the list's filter (and the export's) into one condition; null: nobody to see. */
export function userCondition(principal: Principal | null, trashed: boolean): SQL | undefined | null {
  const caller = requireAt(principal, 'users-view');
  const scope = storeScope(caller, 'users-view');
  if (scope !== 'all' && scope.length === 0) return null;
  return and(activeOrTrashed(trashed), scope === 'all' ? undefined : linkedToAny(scope));
}

/** One page of the filtered users in id order, each with their stores and roles. */
export async function userPage(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<UserListRow[]> {
  const page = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset);
  const ids = page.map((u) => u.id);
  const [links, base] = ids.length
    ? await Promise.all([
        db
          .select({ userId: userStores.userId, title: stores.title, roleName: roles.name, roleCode: roles.role })
          .from(userStores)
          .innerJoin(stores, and(eq(stores.id, userStores.storeId), isNull(stores.deletedAt)))
          .innerJoin(roles, eq(roles.id, userStores.roleId))
          .where(inArray(userStores.userId, ids))
          .orderBy(asc(stores.title)),
        db
          .select({ userId: userRoles.userId, name: roles.name })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(inArray(userRoles.userId, ids))
          .orderBy(asc(roles.name)),
      ])
    : [[], []];

  return page.map((u) => {
    const mine = links.filter((l) => l.userId === u.id);
    const roleNames = [...base.filter((b) => b.userId === u.id).map((b) => b.name), ...mine.map((l) => l.roleName)];
    return {
      id: u.id,
      name: fullName(u),
      username: u.username,
      email: u.email,
      gravatar: gravatarUrl(u.email),
      stores: mine.map((l) => l.title),
      manages: mine.filter((l) => l.roleCode === ROLE_MANAGER).map((l) => l.title),
      roles: [...new Set(roleNames)],
      deletedAt: iso(u.deletedAt),
    };
  });
}

export async function listUsers(
  db: Db,
  principal: Principal | null,
  query: { trashed: boolean; limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = userCondition(principal, query.trashed);
  if (where === null) return { rows: [], total: 0 };
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    userPage(db, where, query.limit, query.offset),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

async function rolesForPickers(db: Db, principal: Principal): Promise<UserView['roles_select']> {
  const all: Role[] = await db.select(roleColumns).from(roles).orderBy(asc(roles.name));
  // Only administrators may hand out the administrator role, so nobody else is offered it.
  const offered = callerIsAdmin(principal) ? all : all.filter((r) => r.role !== ROLE_ADMIN);
  return { store_roles: offered.filter((r) => r.requiresStore), base_roles: offered.filter((r) => !r.requiresStore) };
}

export async function viewUser(db: Db, principal: Principal | null, id: number): Promise<UserView> {
  const caller = requireAt(principal, 'users-view');
  const target = await requireTarget(db, id);
  if (!canSee(caller, 'users-view', target)) throw forbidden();

  const [[user], linked, base, rolesSelect] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    db
      .select({
        id: stores.id,
        title: stores.title,
        role: roles.name,
        role_id: roles.id,
        email: stores.email,
        city: stores.city,
        state: stores.state,
      })
      .from(userStores)
      .innerJoin(stores, and(eq(stores.id, userStores.storeId), isNull(stores.deletedAt)))
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .where(eq(userStores.userId, id))
      .orderBy(asc(stores.title)),
    db
      .select(roleColumns)
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, id))
      .orderBy(asc(roles.name)),
    rolesForPickers(db, caller),
  ]);
  if (!user) throw notFound('User not found');

  // The store picker offers the stores where the caller may link people.
  const editScope = storeScope(caller, 'users-edit');
  const linkedIds = target.links.map((l) => l.storeId);
  const unlinked =
    editScope !== 'all' && editScope.length === 0
      ? []
      : await db
          .select({ id: stores.id, title: stores.title })
          .from(stores)
          .where(
            and(
              isNull(stores.deletedAt),
              linkedIds.length ? notInArray(stores.id, linkedIds) : undefined,
              editScope === 'all' ? undefined : inArray(stores.id, editScope),
            ),
          )
          .orderBy(asc(stores.title));

  return {
    ...personFields(user),
    gravatar: gravatarUrl(user.email),
    deletedAt: iso(user.deletedAt),
    roles: base,
    stores: { linked, unlinked },
    roles_select: rolesSelect,
  };
}

/** The edit form's data: for the user themself (profile edit), or for whoever may see them. */
export async function editData(db: Db, caller: Principal, id: number): Promise<UserEdit> {
  if (id !== caller.userId) {
    requireAt(caller, 'users-view');
    const target = await requireTarget(db, id);
    if (!canSee(caller, 'users-view', target)) throw forbidden();
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found');
  return {
    ...personFields(user),
    pin: null,
    hasPin: callerIsAdmin(caller) ? user.pinHmac !== null : null,
    language: user.language,
  };
}

/** GET /user-list: names for pickers, of the people linked to the caller's stores (`scope`). */
export async function userOptions(db: Db, trashed: boolean, scope: 'all' | number[] = 'all'): Promise<UserOption[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(activeOrTrashed(trashed), scope === 'all' ? undefined : linkedToAny(scope)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: fullName(u) }));
}

/**
 * GET /user-managers: active users who are store managers somewhere (or hold the role as a base
 * role), limited to the people linked to the caller's stores (`scope`).
 */
export async function managerOptions(db: Db, scope: 'all' | number[] = 'all'): Promise<UserOption[]> {
  if (scope !== 'all' && scope.length === 0) return [];
  const managerRole = db.select({ id: roles.id }).from(roles).where(eq(roles.role, ROLE_MANAGER));
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        scope === 'all' ? undefined : linkedToAny(scope),
        sql`(${users.id} in (select ${userStores.userId} from ${userStores} where ${inArray(userStores.roleId, managerRole)})
          or ${users.id} in (select ${userRoles.userId} from ${userRoles} where ${inArray(userRoles.roleId, managerRole)}))`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: fullName(u) }));
}
