import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { STALE_SAVE } from '@dripp/contract/record-saves';
import { HttpError, conflict } from './errors';

/**
 * Requests made safe to repeat with an `Idempotency-Key` header (DESIGN §5): the first request of
 * a key claims it in the same transaction as its writes; a repeat with the same request answers the
 * first answer and writes nothing; the same key with another request is a 409. Keys belong to one
 * caller and one scope (an order of a store, a store day's cash count), so two people never share one.
 */
export interface IdempotencyRef {
  userId: number;
  scope: string;
  key: string;
  /** SHA-256 of the canonical request (`requestHashOf`). */
  requestHash: string;
}

/** Raised inside the transaction when another request already claimed the key. */
export class KeyAlreadyClaimed extends Error {}

/** The longest answer kept as it was; a longer one is kept as a mark and read again on replay. */
const ANSWER_MAX = 10_000;
const READ_AGAIN = { replay: 'read-again' } as const;

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sorted(v)]),
    );
  }
  return value;
}

/** SHA-256 of a request in canonical JSON (keys sorted, undefined left out). */
export function requestHashOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sorted(value)))
    .digest('hex');
}

const where = (ref: IdempotencyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));

/**
 * What was stored for the key: null when it is unused. A key stored with another request's hash
 * is refused with `reusedMessage` (409).
 */
export async function storedForKey(db: Db, ref: IdempotencyRef, reusedMessage: string): Promise<unknown> {
  const [row] = await db
    .select({ response: idempotencyKeys.response, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(where(ref));
  if (!row) return null;
  if (row.requestHash !== null && row.requestHash !== ref.requestHash) throw conflict(reusedMessage);
  return JSON.parse(row.response) as unknown;
}

/**
 * Claims the key inside the transaction that makes the writes, storing `stored` until the answer
 * is known. On PostgreSQL a concurrent twin waits here for the first to commit, then finds the key taken.
 */
export async function claimKey(tx: Db, ref: IdempotencyRef, stored: unknown): Promise<void> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      key: ref.key,
      userId: ref.userId,
      scope: ref.scope,
      requestHash: ref.requestHash,
      response: JSON.stringify(stored),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) throw new KeyAlreadyClaimed();
}

/** Keeps the answer given for the key (or, when it is too long to keep, a mark to read the record again). */
export async function keepAnswer(db: Db, ref: IdempotencyRef, answer: unknown): Promise<void> {
  const text = JSON.stringify(answer);
  await db
    .update(idempotencyKeys)
    .set({ response: text.length <= ANSWER_MAX ? text : JSON.stringify(READ_AGAIN) })
    .where(where(ref));
}

/** The `Idempotency-Key` header as the endpoint definitions validate it: one key, or none. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const key = headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** The key of a save by `userId` in `scope`, when the request carries one (decision 172). */
export function keyRef(
  userId: number,
  scope: string,
  key: string | undefined,
  request: unknown,
): IdempotencyRef | undefined {
  return key ? { userId, scope, key, requestHash: requestHashOf(request) } : undefined;
}

export const SAVE_KEY_REUSED = 'This Idempotency-Key was already used for a different save. Save again with a new key.';

/**
 * Runs a save once per key. `save` gets `claim`, to call inside its transaction; a repeat of the
 * request answers what the first answered, or, when that answer was too long to keep or the first
 * is still finishing, `readAgain()` (the record as it is now, which the first save wrote).
 */
export async function idempotentSave<T>(
  db: Db,
  ref: IdempotencyRef | undefined,
  readAgain: () => Promise<T>,
  save: (claim: (tx: Db) => Promise<void>) => Promise<T>,
): Promise<T> {
  if (!ref) return save(async () => {});
  const replay = async (stored: unknown) => {
    if (stored && typeof stored === 'object' && 'answer' in stored) return (stored as { answer: T }).answer;
    return readAgain();
  };
  const earlier = await storedForKey(db, ref, SAVE_KEY_REUSED);
  if (earlier !== null) return replay(earlier);
  let answer: T;
  try {
    answer = await save((tx) => claimKey(tx, ref, READ_AGAIN));
  } catch (error) {
    // A twin that lost the race finds the key taken, or (with a version) the record already changed.
    if (error instanceof KeyAlreadyClaimed || (error instanceof HttpError && error.statusCode === 409)) {
      const stored = await storedForKey(db, ref, SAVE_KEY_REUSED);
      if (stored !== null) return replay(stored);
    }
    throw error;
  }
  await keepAnswer(db, ref, { answer });
  return answer;
}

/**
 * Refuses a save based on a version other than the record's current one (409, nothing written).
 * A save without `based_on` (undefined) applies as the spec's body does.
 */
export function requireCurrent(basedOn: string | null | undefined, current: string | null): void {
  if (basedOn === undefined) return;
  const sent = basedOn === null ? null : new Date(basedOn).toISOString();
  if (sent !== current) throw conflict(STALE_SAVE);
}
