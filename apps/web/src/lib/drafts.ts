import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Method } from '@dripp/contract/endpoint';
import { deviceKeyEndpoints } from '@dripp/contract/endpoints/device-key';
import { callData } from './endpoints';
import { getSession } from './session';

/**
 * What the device keeps of the daily records (decision 172), in IndexedDB: the drafts typed and
 * not saved, and the saves that wait for the network. Both belong to one person, one page and one
 * scope (store and date, and shift for the comm sheet).
 *
 * Each is kept sealed to its person (decision 187): AES-GCM with a key derived from the one the
 * server hands that person (GET /api/device-key), named by an HMAC of its id, so a row shows whose
 * it is and nothing else. The keys are non-extractable CryptoKeys kept here while the person is
 * signed in; sign-out deletes them, which leaves the rows unreadable until the person signs in
 * again. Without WebCrypto (a page served over plain HTTP) or a key, rows are kept plain, and a
 * sign-out seals or removes them.
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
  /**
   * Where it is sent, resolved when it was queued, and the spec's toast for it: the queue sends it
   * without knowing the endpoint. A save kept before these were kept has none (see save-queue.ts).
   */
  method?: Method;
  path?: string;
  failed?: string;
  body: unknown;
  /** The draft's value, to show as "yours" beside the server's when the save is refused as stale. */
  value: unknown;
  /**
   * The record as the server had it when the edit began, and its version: the base of a merge by
   * field when the save is refused as stale (decision 195); undefined when not known.
   */
  base?: unknown;
  basedOn?: string | null;
  /** What waits, as the page labels it, for a page that cannot load the record meanwhile. */
  shown?: { label: string; value: string }[];
  state: QueuedState;
  message?: string;
  queuedAt: number;
}

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** A row as kept: sealed (`id` the HMAC of the draft's id), or plain (a StoredDraft or QueuedSave). */
type DraftRow = { id: string; userId: number; sealed?: Sealed };
type SaveRow = { key: string; userId: number; draftId: string; sealed?: Sealed };

interface PersonKeys {
  userId: number;
  seal: CryptoKey;
  name: CryptoKey;
}

interface OfflineDb extends DBSchema {
  drafts: { key: string; value: DraftRow; indexes: { user: number } };
  saves: { key: string; value: SaveRow; indexes: { user: number; draft: string } };
  keys: { key: number; value: PersonKeys };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>('dripp-offline', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('drafts', { keyPath: 'id' }).createIndex('user', 'userId');
        const saves = database.createObjectStore('saves', { keyPath: 'key' });
        saves.createIndex('user', 'userId');
        saves.createIndex('draft', 'draftId');
      }
      database.createObjectStore('keys', { keyPath: 'userId' });
    },
  });
  return opened;
}

const text = new TextEncoder();
const ownerOf = (draftId: string) => Number(draftId.split('|')[0]);

/** The server's 32 bytes, as two keys that never leave this device: one seals, one names. */
async function importKeys(userId: number, raw: string): Promise<PersonKeys> {
  const bytes = Uint8Array.from(atob(raw.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const base = await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveKey']);
  const derive = (info: string, algorithm: AesKeyGenParams | HmacKeyGenParams, usages: KeyUsage[]) =>
    crypto.subtle.deriveKey(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- Web Crypto's names
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: text.encode(info) },
      base,
      algorithm,
      false,
      usages,
    );
  return {
    userId,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- Web Crypto's names
    seal: await derive('dripp-offline seal', { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']),
    name: await derive('dripp-offline name', { name: 'HMAC', hash: 'SHA-256', length: 256 }, ['sign']),
  };
}

const fetching = new Map<number, Promise<PersonKeys | undefined>>();

/** The person's keys: kept on the device, else asked of the server while they are signed in and online. */
async function keysOf(userId: number): Promise<PersonKeys | undefined> {
  const kept = await (await db()).get('keys', userId);
  const session = getSession();
  if (kept || !globalThis.crypto?.subtle || session.userId !== userId || !session.token || !navigator.onLine)
    return kept;
  let asked = fetching.get(userId);
  if (!asked) {
    asked = (async () => {
      const { key } = await callData(deviceKeyEndpoints.get, {}, { notify: false });
      const keys = await importKeys(userId, key);
      // Signed out meanwhile: the key is not left behind.
      if (getSession().userId !== userId) return undefined;
      await (await db()).put('keys', keys);
      return keys;
    })()
      .catch(() => undefined)
      .finally(() => fetching.delete(userId));
    fetching.set(userId, asked);
  }
  return asked;
}

async function seal(keys: PersonKeys, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const additionalData = text.encode(String(keys.userId));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData },
    keys.seal,
    text.encode(JSON.stringify(value)),
  );
  return { iv, data };
}

/** A row's content: undefined when it is sealed and the key is not here (another person's). */
async function open<T>(keys: PersonKeys | undefined, row: DraftRow | SaveRow | undefined): Promise<T | undefined> {
  if (!row) return undefined;
  if (!row.sealed) return row as T;
  if (!keys || keys.userId !== row.userId) return undefined;
  const additionalData = text.encode(String(keys.userId));
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: row.sealed.iv, additionalData },
      keys.seal,
      row.sealed.data,
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return undefined;
  }
}

/** The name a sealed row of this draft goes by. */
async function nameOf(keys: PersonKeys, draftId: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', keys.name, text.encode(draftId)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const draftIdOf = (userId: number, page: string, scope: string) => `${userId}|${page}|${scope}`;

export async function readDraft<T>(id: string): Promise<StoredDraft<T> | undefined> {
  const database = await db();
  const keys = await keysOf(ownerOf(id));
  const sealed = keys ? await database.get('drafts', await nameOf(keys, id)) : undefined;
  return (
    (await open<StoredDraft<T>>(keys, sealed)) ?? (await open<StoredDraft<T>>(keys, await database.get('drafts', id)))
  );
}

export async function writeDraft(draft: StoredDraft): Promise<void> {
  const keys = await keysOf(draft.userId);
  const database = await db();
  if (!keys) {
    await database.put('drafts', draft);
    return;
  }
  const row = { id: await nameOf(keys, draft.id), userId: draft.userId, sealed: await seal(keys, draft) };
  const tx = database.transaction('drafts', 'readwrite');
  await Promise.all([tx.store.put(row), tx.store.delete(draft.id), tx.done]);
}

export async function removeDraft(id: string): Promise<void> {
  const keys = await keysOf(ownerOf(id));
  const database = await db();
  if (keys) await database.delete('drafts', await nameOf(keys, id));
  await database.delete('drafts', id);
}

/** The rows of a save's draft, sealed or plain. */
async function saveRowsOf(keys: PersonKeys | undefined, draftId: string): Promise<SaveRow[]> {
  const database = await db();
  const sealed = keys ? await database.getAllFromIndex('saves', 'draft', await nameOf(keys, draftId)) : [];
  return [...sealed, ...(await database.getAllFromIndex('saves', 'draft', draftId))];
}

export async function queuedSavesOf(userId: number): Promise<QueuedSave[]> {
  const keys = await keysOf(userId);
  const rows = await (await db()).getAllFromIndex('saves', 'user', userId);
  const saves = (await Promise.all(rows.map((row) => open<QueuedSave>(keys, row)))).filter(
    (save) => save !== undefined,
  );
  return saves.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function queuedSaveFor(draftId: string): Promise<QueuedSave | undefined> {
  const keys = await keysOf(ownerOf(draftId));
  for (const row of await saveRowsOf(keys, draftId)) {
    const save = await open<QueuedSave>(keys, row);
    if (save) return save;
  }
  return undefined;
}

/** Keeps a save to send later; it replaces an older one of the same draft, which it contains. */
export async function putQueuedSave(save: QueuedSave): Promise<void> {
  const keys = await keysOf(save.userId);
  const older = (await saveRowsOf(keys, save.draftId)).filter((row) => row.key !== save.key);
  const row: SaveRow = keys
    ? { key: save.key, userId: save.userId, draftId: await nameOf(keys, save.draftId), sealed: await seal(keys, save) }
    : save;
  const tx = (await db()).transaction('saves', 'readwrite');
  await Promise.all([...older.map((o) => tx.store.delete(o.key)), tx.store.put(row), tx.done]);
}

export async function removeQueuedSave(key: string): Promise<void> {
  await (await db()).delete('saves', key);
}

/** How many records the device holds a draft or a save of for the person, sealed or not. */
export async function heldOf(userId: number): Promise<number> {
  const database = await db();
  const [drafts, saves] = await Promise.all([
    database.getAllKeysFromIndex('drafts', 'user', userId),
    database.getAllFromIndex('saves', 'user', userId),
  ]);
  // A save and the draft it saves go by the same name.
  return new Set([...drafts, ...saves.map((save) => save.draftId)]).size;
}

/** Whether the person's work can be kept sealed to them through a sign-out (their key is here or comes). */
export async function canSeal(userId: number): Promise<boolean> {
  return (await keysOf(userId)) !== undefined;
}

/**
 * Sign-out keeping the person's work: a plain row is sealed (removed when there is no key), then
 * the key leaves the device, so nothing of it is readable until the same person signs in again.
 */
export async function sealAway(userId: number): Promise<void> {
  const database = await db();
  const keys = await database.get('keys', userId);
  for (const row of await database.getAllFromIndex('drafts', 'user', userId)) {
    if (row.sealed) continue;
    if (keys) await writeDraft(row as unknown as StoredDraft);
    else await database.delete('drafts', row.id);
  }
  for (const row of await database.getAllFromIndex('saves', 'user', userId)) {
    if (row.sealed) continue;
    if (keys) await putQueuedSave(row as unknown as QueuedSave);
    else await database.delete('saves', row.key);
  }
  await database.delete('keys', userId);
}

/** Sign-out removing the person's work: their drafts, saves and key leave the device. */
export async function removeAllOf(userId: number): Promise<void> {
  const database = await db();
  const tx = database.transaction(['drafts', 'saves', 'keys'], 'readwrite');
  const drafts = tx.objectStore('drafts');
  const saves = tx.objectStore('saves');
  for (const key of await drafts.index('user').getAllKeys(userId)) await drafts.delete(key);
  for (const key of await saves.index('user').getAllKeys(userId)) await saves.delete(key);
  await tx.objectStore('keys').delete(userId);
  await tx.done;
}
