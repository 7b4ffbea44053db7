import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * What the device keeps of the daily records (decision 172), in IndexedDB: the drafts typed and
 * not saved, and the saves that wait for the network. Both belong to one person, one page and one
 * scope (store and date, and shift for the comm sheet).
 */
export interface StoredDraft<T = unknown> {
  /** `userId|page|scope`. */
  id: string;
  userId: number;
  page: string;
  scope: string;
  value: T;
  /** The version the edit was based on (undefined: none known). */
  basedOn: string | null | undefined;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
}

export type QueuedState = 'waiting' | 'conflict' | 'refused';

export interface QueuedSave {
  /** The Idempotency-Key it is sent with, so that sending it twice applies it once. */
  key: string;
  /** `userId|page|scope` of the draft it saves. */
  draftId: string;
  userId: number;
  page: string;
  scope: string;
  /** The endpoint (its operationId) and path values it is sent to. */
  operationId: string;
  params: Record<string, string | number>;
  body: unknown;
  /** The draft's value, to show as "yours" beside the server's when the save is refused as stale. */
  value: unknown;
  state: QueuedState;
  message?: string;
  queuedAt: number;
}

interface OfflineDb extends DBSchema {
  drafts: { key: string; value: StoredDraft; indexes: { user: number } };
  saves: { key: string; value: QueuedSave; indexes: { user: number; draft: string } };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>('dripp-offline', 1, {
    upgrade(database) {
      database.createObjectStore('drafts', { keyPath: 'id' }).createIndex('user', 'userId');
      const saves = database.createObjectStore('saves', { keyPath: 'key' });
      saves.createIndex('user', 'userId');
      saves.createIndex('draft', 'draftId');
    },
  });
  return opened;
}

export const draftIdOf = (userId: number, page: string, scope: string) => `${userId}|${page}|${scope}`;

export async function readDraft<T>(id: string): Promise<StoredDraft<T> | undefined> {
  return (await (await db()).get('drafts', id)) as StoredDraft<T> | undefined;
}

export async function writeDraft(draft: StoredDraft): Promise<void> {
  await (await db()).put('drafts', draft);
}

export async function removeDraft(id: string): Promise<void> {
  await (await db()).delete('drafts', id);
}

/** Sign-out: the person's drafts leave the device. */
export async function removeDraftsOf(userId: number): Promise<void> {
  const database = await db();
  const tx = database.transaction('drafts', 'readwrite');
  for (const key of await tx.store.index('user').getAllKeys(userId)) await tx.store.delete(key);
  await tx.done;
}

export async function queuedSavesOf(userId: number): Promise<QueuedSave[]> {
  const saves = await (await db()).getAllFromIndex('saves', 'user', userId);
  return saves.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function queuedSaveFor(draftId: string): Promise<QueuedSave | undefined> {
  const [save] = await (await db()).getAllFromIndex('saves', 'draft', draftId);
  return save;
}

/** Keeps a save to send later; it replaces an older one of the same draft, which it contains. */
export async function putQueuedSave(save: QueuedSave): Promise<void> {
  const database = await db();
  const tx = database.transaction('saves', 'readwrite');
  for (const key of await tx.store.index('draft').getAllKeys(save.draftId)) {
    if (key !== save.key) await tx.store.delete(key);
  }
  await tx.store.put(save);
  await tx.done;
}

export async function removeQueuedSave(key: string): Promise<void> {
  await (await db()).delete('saves', key);
}
