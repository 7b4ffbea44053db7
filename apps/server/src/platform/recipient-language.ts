import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import type { Language } from './words';

/** The stored language of each person (English for an id that names nobody): what their mail and pushes speak. */
export async function languagesOf(db: Db, userIds: readonly number[]): Promise<(userId: number) => Language> {
  const ids = [...new Set(userIds)];
  const rows = ids.length
    ? await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r.language]));
  return (userId) => byId.get(userId) ?? 'en';
}
