import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { verifyPassword } from './passwords';

/** The demo chain's shared password, printed at start-up and in the README: public by design. */
export const DEMO_PASSWORD = 'dripp-demo';

/** The connection comes from the machine the portal runs on (IPv4, IPv6 or IPv4-mapped loopback). */
export function isLoopbackAddress(ip: string): boolean {
  return /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/i.test(ip) || ip === '::1';
}

/**
 * The published demo password signs in only from the portal's own machine, unless DEMO_OPEN=1:
 * a portal opened to a network must not let anyone in with a password from the README.
 */
export function demoPasswordRefused(password: string, ip: string, demoOpen: boolean): boolean {
  return password === DEMO_PASSWORD && !demoOpen && !isLoopbackAddress(ip);
}

/** Accounts created outside the API (the demo seed, create-admin) carry no creator. */
const CANDIDATE_HASHES = 5;
const REMEMBER_MS = 60_000;
let remembered: { at: number; db: Db; present: Promise<boolean> } | undefined;

/**
 * Whether an active account still signs in with the demo password. The seed gives every demo
 * account one hash, so a handful of argon2 checks answer it; the answer is kept for a minute.
 */
export function demoAccountsPresent(db: Db, now = Date.now()): Promise<boolean> {
  if (remembered && remembered.db === db && now - remembered.at < REMEMBER_MS) return remembered.present;
  const present = (async () => {
    const rows = await db
      .selectDistinct({ hash: users.passwordHash })
      .from(users)
      .where(and(isNull(users.deletedAt), isNull(users.createdBy), isNotNull(users.passwordHash)))
      .limit(CANDIDATE_HASHES);
    for (const row of rows) if (await verifyPassword(row.hash, DEMO_PASSWORD)) return true;
    return false;
  })();
  remembered = { at: now, db, present };
  present.catch(() => (remembered = undefined));
  return present;
}
