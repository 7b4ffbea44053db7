import { and, eq, isNull } from 'drizzle-orm';
import type { DigestSettings, DigestSettingsInput } from '@dripp/contract/digest';
import { localTimeZone } from '@dripp/contract/time-zones';
import { can } from '@dripp/domain/permissions';
import type { Db } from '../../db/client';
import { digestSettings, stores, userStores } from '../../db/schema/index';
import type { Principal } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { storeTimeZone } from '../../platform/store-time';

export const DEFAULT_SEND_AT = '07:00';

const byNumber = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The zone of the person's first store (by store number), or the chain's for someone linked to none. */
export async function defaultDigestZone(db: Db, userId: number): Promise<string> {
  const linked = await db
    .select({ id: stores.id, number: stores.number, timeZone: storeTimeZone() })
    .from(userStores)
    .innerJoin(stores, and(eq(stores.id, userStores.storeId), isNull(stores.deletedAt)))
    .where(eq(userStores.userId, userId));
  linked.sort((a, b) => byNumber.compare(a.number, b.number) || a.id - b.id);
  return linked[0]?.timeZone ?? localTimeZone();
}

/** Only the person's own grants count: a manager's PIN on the device lends no digest. */
const oversees = (principal: Principal) => can(principal.own, 'area-view');

export async function ownDigest(db: Db, principal: Principal): Promise<DigestSettings> {
  const [row] = await db.select().from(digestSettings).where(eq(digestSettings.userId, principal.userId));
  return {
    enabled: row?.enabled ?? false,
    send_at: row?.sendAt ?? DEFAULT_SEND_AT,
    time_zone: row?.timeZone ?? (await defaultDigestZone(db, principal.userId)),
    may_enable: oversees(principal),
  };
}

/** Saves the caller's digest; switching it on needs area-view somewhere, switching it off never does. */
export async function saveOwnDigest(db: Db, principal: Principal, input: DigestSettingsInput): Promise<DigestSettings> {
  if (input.enabled && !oversees(principal))
    throw forbidden('Only people who oversee stores can get the morning digest');
  const values = { enabled: input.enabled, sendAt: input.send_at, timeZone: input.time_zone, updatedAt: new Date() };
  await db
    .insert(digestSettings)
    .values({ userId: principal.userId, ...values })
    .onConflictDoUpdate({ target: digestSettings.userId, set: values });
  return ownDigest(db, principal);
}
