import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { can, isAdmin } from '@dripp/domain/permissions';
import type { Language } from '@dripp/contract/language';
import type { TemperatureUnit } from '@dripp/contract/food-safety-labels';
import type { Profile } from '@dripp/contract/stores';
import type { Db } from '../../db/client';
import { roles, stores, userRoles, users, userStores } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** users-view from an administrator or corporate role: every profile in the chain. */
function viewsAllUsers(principal: Principal): boolean {
  return principal.grants.some(
    (set) => isAdmin(set) || Object.values(set).some((e) => !e.requires_store && e.permissions.includes('users-view')),
  );
}

function callerStoreIds(principal: Principal): Set<number> {
  return new Set(principal.grants.flatMap((set) => Object.values(set).flatMap((e) => e.store_ids)));
}

/**
 * A profile is open to its owner, to users-view holders (chain-wide, or at a store the person
 * works at) and to colleagues who share a store, since store info links managers and
 * franchisees to their profiles. Deactivated people are shown only to chain-wide users-view holders.
 */
export async function profileOf(db: Db, principal: Principal, username: string): Promise<Profile> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      language: users.language,
      temperatureUnit: users.temperatureUnit,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  const everyone = viewsAllUsers(principal);
  if (!user || (user.deletedAt && !everyone)) throw notFound('User not found');

  const [links, baseRoles] = await Promise.all([
    db
      .select({
        id: stores.id,
        title: stores.title,
        number: stores.number,
        role: roles.name,
        roleId: roles.id,
        roleCode: roles.role,
        requiresStore: roles.requiresStore,
        city: stores.city,
        state: stores.state,
        email: stores.email,
      })
      .from(userStores)
      .innerJoin(stores, and(eq(stores.id, userStores.storeId), isNull(stores.deletedAt)))
      .innerJoin(roles, eq(roles.id, userStores.roleId))
      .where(eq(userStores.userId, user.id)),
    db
      .select({ id: roles.id, name: roles.name, role: roles.role, requiresStore: roles.requiresStore })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, user.id))
      .orderBy(asc(roles.name)),
  ]);

  const mine = callerStoreIds(principal);
  const allowed =
    user.id === principal.userId ||
    everyone ||
    links.some((l) => mine.has(l.id) || can(principal.grants, 'users-view', l.id));
  if (!allowed) throw forbidden();

  const roleList = new Map<number, Profile['roles'][number]>();
  for (const r of [
    ...baseRoles,
    ...links.map((l) => ({ id: l.roleId, name: l.role, role: l.roleCode, requiresStore: l.requiresStore })),
  ]) {
    if (!roleList.has(r.id)) {
      roleList.set(r.id, {
        id: r.id,
        name: r.name,
        role: r.role,
        level: r.requiresStore ? 'Store level' : 'Corporate',
      });
    }
  }
  return {
    user: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phone: user.phone,
      language: user.language,
      temperature_unit: user.temperatureUnit,
    },
    stores: links
      .sort((a, b) => byNumber.compare(a.number, b.number) || a.id - b.id)
      .map(({ id, title, number, role, city, state, email }) => ({ id, title, number, role, city, state, email })),
    roles: [...roleList.values()],
  };
}

/**
 * The caller's own language, and nobody else's: in a management session the person signed in on
 * the device (the principal's user), never the manager whose PIN was entered.
 */
export async function setOwnLanguage(db: Db, principal: Principal, language: Language): Promise<Language> {
  const [row] = await db
    .update(users)
    .set({ language, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(users.id, principal.userId))
    .returning({ language: users.language });
  if (!row) throw notFound('User not found');
  return row.language;
}

/** The caller's own temperature scale, like their language: never the manager's in a PIN session. */
export async function setOwnTemperatureUnit(
  db: Db,
  principal: Principal,
  unit: TemperatureUnit,
): Promise<TemperatureUnit> {
  const [row] = await db
    .update(users)
    .set({ temperatureUnit: unit, updatedBy: principal.userId, updatedAt: new Date() })
    .where(eq(users.id, principal.userId))
    .returning({ unit: users.temperatureUnit });
  if (!row) throw notFound('User not found');
  return row.unit;
}
