import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { digestSettings, users } from '../db/schema/index';
import { defaultDigestZone } from '../features/digest/digest-settings.service';

/** The demo's overseers get the morning digest at 07:00 in the zone of their first store (ops: the chain's). */
export const DEMO_DIGEST_USERS = ['franchisee', 'ops'];

export async function seedDigests(db: Db): Promise<void> {
  const people = await db.select({ id: users.id }).from(users).where(inArray(users.username, DEMO_DIGEST_USERS));
  for (const { id } of people)
    await db
      .insert(digestSettings)
      .values({ userId: id, enabled: true, sendAt: '07:00', timeZone: await defaultDigestZone(db, id) })
      .onConflictDoNothing();
}
