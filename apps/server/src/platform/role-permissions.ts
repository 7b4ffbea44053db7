import { sql } from 'drizzle-orm';
import type { Language } from '@dripp/contract/language';
import type { TemperatureUnit } from '@dripp/contract/food-safety-labels';
import type { UserRolePermissionData } from '@dripp/contract/session';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { roles } from '../db/schema/index';

/** A role as the role screens, the user view and the access matrix answer it. */
export const roleColumns = {
  id: roles.id,
  name: roles.name,
  role: roles.role,
  requiresStore: roles.requiresStore,
  isStandardRole: roles.isStandardRole,
};

interface GrantRow extends Record<string, unknown> {
  username: string;
  session_version: number;
  language: Language;
  temperature_unit: TemperatureUnit;
  role: string | null;
  requires_store: boolean | null;
  store_id: number | null;
  permission: string | null;
}

export interface ActiveUserGrants {
  username: string;
  /** Tokens issued at another version were ended (platform/sessions.ts). */
  sessionVersion: number;
  language: Language;
  temperatureUnit: TemperatureUnit;
  data: UserRolePermissionData;
}

/**
 * One round trip for what every request needs: the active user and each role they hold (base
 * roles, and store links at active stores) with its permissions. Answers null for an unknown or
 * deactivated user.
 */
const activeUserGrants = preparedSql<GrantRow>(
  'access_active_user_grants',
  sql`
    select u.username, u.session_version, u.language, u.temperature_unit, r.role, r.requires_store, held.store_id, p.name as permission
    from users u
    left join lateral (
      select ur.role_id, null::integer as store_id from user_roles ur where ur.user_id = u.id
      union all
      select us.role_id, us.store_id
      from user_stores us
      join stores s on s.id = us.store_id and s.deleted_at is null
      where us.user_id = u.id
    ) held on true
    left join roles r on r.id = held.role_id
    left join role_permissions rp on rp.role_id = r.id
    left join permissions p on p.id = rp.permission_id
    where u.id = ${sql.placeholder('userId')} and u.deleted_at is null`,
);

export async function loadActiveUserGrants(db: Db, userId: number): Promise<ActiveUserGrants | null> {
  const { rows } = await activeUserGrants(db).execute({ userId });
  if (rows.length === 0) return null;

  const data: UserRolePermissionData = {};
  for (const row of rows) {
    if (!row.role) continue;
    const entry = (data[row.role] ??= { permissions: [], requires_store: Boolean(row.requires_store), store_ids: [] });
    if (row.store_id != null && !entry.store_ids.includes(row.store_id)) entry.store_ids.push(row.store_id);
    if (row.permission && !entry.permissions.includes(row.permission)) entry.permissions.push(row.permission);
  }
  return {
    username: rows[0]!.username,
    sessionVersion: Number(rows[0]!.session_version),
    language: rows[0]!.language,
    temperatureUnit: rows[0]!.temperature_unit,
    data,
  };
}

/** `{ [roleCode]: { permissions, requires_store, store_ids } }` for one user (empty when deactivated). */
export async function loadRolePermissionData(db: Db, userId: number): Promise<UserRolePermissionData> {
  return (await loadActiveUserGrants(db, userId))?.data ?? {};
}
