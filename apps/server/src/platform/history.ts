import { and, desc, eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Accountability, RecordStamp } from '@dripp/contract/history';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { recordChanges, users } from '../db/schema/index';

/**
 * The one history of accountable records (DESIGN §8): a change is written in the same transaction
 * as the record, with who, when, and each changed field before and after. Any feature records
 * its own kind of record by naming it (`recordType`) and labelling its fields.
 */

type Tx = Pick<Db, 'insert'>;

/** A record's fields as people read them: label → value. */
export type Fields = Record<string, unknown>;

/** Rich text as plain text, lists joined, flags as Yes/No: what the history shows. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(readable).filter(Boolean).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /<[a-z][^>]*>/i.test(value)) {
    const spaced = value.replace(/<\/(p|li)>|<br\s*\/?>/gi, ' ');
    return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  }
  return String(value);
}

/** Keeps one change of a record: only the fields whose value changed; nothing when none did. */
export async function recordChange(
  tx: Tx,
  change: {
    recordType: string;
    recordId: number;
    storeId: number | null;
    userId: number;
    before: Fields;
    after: Fields;
  },
): Promise<void> {
  const changes = Object.keys(change.after)
    .filter((field) => JSON.stringify(change.before[field] ?? null) !== JSON.stringify(change.after[field] ?? null))
    .map((field) => ({ field, before: change.before[field] ?? null, after: change.after[field] ?? null }));
  if (changes.length === 0) return;
  await tx.insert(recordChanges).values({
    recordType: change.recordType,
    recordId: change.recordId,
    storeId: change.storeId,
    changedBy: change.userId,
    changes,
  });
}

interface Stamped {
  id: number;
  createdBy: number | null;
  createdAt: Date;
  updatedBy: number | null;
  updatedAt: Date;
}

const usersByIds = prepared((db) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
    .prepare('history_users_by_ids'),
);

async function namesOf(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await usersByIds(db).execute({ ids: wanted });
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.username]));
}

/** Who wrote each record and when, who changed it last, and its changes, newest first. */
/** Read on every page that shows who saved a record: built once (db/prepared.ts). */
const changesOfRecords = prepared((db) =>
  db
    .select()
    .from(recordChanges)
    .where(
      and(
        eq(recordChanges.recordType, sql.placeholder('recordType')),
        sql`${recordChanges.recordId} = any(${sql.placeholder('recordIds')})`,
      ),
    )
    .orderBy(desc(recordChanges.changedAt), desc(recordChanges.id))
    .prepare('history_changes_of_records'),
);

/** For records whose id is unique only within a store (a store's waste log of a day, by day number). */
const changesOfStoreRecords = prepared((db) =>
  db
    .select()
    .from(recordChanges)
    .where(
      and(
        eq(recordChanges.recordType, sql.placeholder('recordType')),
        eq(recordChanges.storeId, sql.placeholder('storeId')),
        sql`${recordChanges.recordId} = any(${sql.placeholder('recordIds')})`,
      ),
    )
    .orderBy(desc(recordChanges.changedAt), desc(recordChanges.id))
    .prepare('history_changes_of_store_records'),
);

export async function accountabilityOf(
  db: Db,
  recordType: string,
  rows: Stamped[],
  /** Only the changes kept for this store: for record ids that are unique only within a store. */
  storeId?: number,
): Promise<Map<number, Accountability>> {
  if (rows.length === 0) return new Map();
  const recordIds = rows.map((r) => r.id);
  const changes =
    storeId === undefined
      ? await changesOfRecords(db).execute({ recordType, recordIds })
      : await changesOfStoreRecords(db).execute({ recordType, recordIds, storeId });
  const names = await namesOf(db, [
    ...rows.flatMap((r) => [r.createdBy, r.updatedBy]),
    ...changes.map((c) => c.changedBy),
  ]);
  const stamp = (by: number | null, at: Date): RecordStamp | null => {
    const name = by == null ? undefined : names.get(by);
    return name ? { by: name, at: at.toISOString() } : null;
  };
  return new Map(
    rows.map((row) => [
      row.id,
      {
        created: stamp(row.createdBy, row.createdAt),
        updated: stamp(row.updatedBy, row.updatedAt),
        history: changes
          .filter((c) => c.recordId === row.id)
          .map((c) => ({
            by: (c.changedBy != null && names.get(c.changedBy)) || 'Unknown',
            at: c.changedAt.toISOString(),
            changes: c.changes.map((f) => ({ field: f.field, before: readable(f.before), after: readable(f.after) })),
          })),
      },
    ]),
  );
}
