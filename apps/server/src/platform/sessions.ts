import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions, users } from '../db/schema/index';

/** How long each kind of token lives, in seconds (DESIGN §5). */
export const TOKEN_SECONDS = {
  session: 12 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
  management: 12 * 60 * 60,
  document: 5 * 60,
} as const;

/** The longest life a token of each `typ` may claim; anything longer was not issued here. */
const MAX_SECONDS: Record<string, number> = {
  access: TOKEN_SECONDS.remembered,
  management: TOKEN_SECONDS.management,
  document: TOKEN_SECONDS.document,
};

/** Clocks of several API nodes may differ a little. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * A verified token is still refused unless it says when it was issued and when it ends, was not
 * issued in the future, and claims no longer a life than its kind has.
 */
export function withinLifetime(claims: { typ?: unknown; iat?: unknown; exp?: unknown }, now = Date.now()): boolean {
  const { typ, iat, exp } = claims;
  if (typeof typ !== 'string' || !Number.isInteger(iat) || !Number.isInteger(exp)) return false;
  const max = MAX_SECONDS[typ];
  const seconds = now / 1000;
  const issued = iat as number;
  const ends = exp as number;
  return max !== undefined && issued <= seconds + CLOCK_SKEW_SECONDS && ends > seconds && ends - issued <= max;
}

/**
 * Ends every token the user holds: sessions, management tokens issued by or for them, and
 * download links. Run it in the transaction of the change that calls for it.
 */
export async function endSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Signs the person out on every device: ends every token and drops every push subscription, so
 * no signed-out device keeps getting their pushes. For sign-out, a password set through a link
 * and deactivation; a changed role, store link or PIN ends the tokens but keeps the devices
 * (decision 182).
 */
export async function signOutEverywhere(db: Db, userId: number): Promise<void> {
  await endSessions(db, userId);
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
