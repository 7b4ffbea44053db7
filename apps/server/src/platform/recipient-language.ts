import { inArray, sql } from 'drizzle-orm';
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

/**
 * The stored language of the person each address belongs to, for mail typed to an address (HR
 * documents, a service ticket's provider); English for an address that is nobody's account.
 */
export async function languagesOfEmails(db: Db, emails: readonly string[]): Promise<(email: string) => Language> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  const rows = wanted.length
    ? await db
        .select({ email: sql<string>`lower(${users.email})`, language: users.language })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, wanted))
    : [];
  const byEmail = new Map(rows.map((r) => [r.email, r.language]));
  return (email) => byEmail.get(email.trim().toLowerCase()) ?? 'en';
}
