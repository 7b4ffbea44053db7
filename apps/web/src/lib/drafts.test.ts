import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  canSeal,
  draftIdOf,
  heldOf,
  putQueuedSave,
  queuedSaveFor,
  queuedSavesOf,
  readDraft,
  removeAllOf,
  removeDraft,
  removeQueuedSave,
  sealAway,
  writeDraft,
  type QueuedSave,
  type StoredDraft,
} from './drafts';

// Each test works as a person of its own, so what one test leaves on the device never meets another.
let nextUser = 100;
let user = 0;
beforeEach(() => {
  user = nextUser++;
});

function draft(page: string, scope: string, value: unknown, owner = user): StoredDraft {
  return { id: draftIdOf(owner, page, scope), userId: owner, page, scope, value, basedOn: 'v1', savedAt: 1_000 };
}

function save(key: string, page: string, scope: string, queuedAt: number, owner = user): QueuedSave {
  return {
    key,
    draftId: draftIdOf(owner, page, scope),
    userId: owner,
    page,
    scope,
    operationId: 'putThing',
    params: { store: 3 },
    body: { note: key },
    value: { note: key },
    basedOn: 'v1',
    state: 'waiting',
    queuedAt,
  };
}

/** What the device's database holds of a person, as any script on the page could read it. */
async function rowsOf(owner: number) {
  const database = await openDB('dripp-offline', 2);
  const rows = {
    drafts: await database.getAllFromIndex('drafts', 'user', owner),
    saves: await database.getAllFromIndex('saves', 'user', owner),
  };
  database.close();
  return rows;
}

describe('the drafts a person leaves on the device', () => {
  it('names a draft by person, page and scope', () => {
    expect(draftIdOf(7, 'comm-sheet', '3|2026-11-28|am')).toBe('7|comm-sheet|3|2026-11-28|am');
  });

  it('has nothing for a draft never written', async () => {
    expect(await readDraft(draftIdOf(user, 'cash-count', '3|2026-11-28'))).toBeUndefined();
  });

  it('gives back what was written, value and version alike', async () => {
    const kept = draft('cash-count', '3|2026-11-28', { bills: { b20: '2' }, note: '' });
    await writeDraft(kept);
    expect(await readDraft(kept.id)).toEqual(kept);
  });

  it('keeps an unknown base version apart from "no version yet"', async () => {
    const unknown = { ...draft('waste-log', '3|2026-11-28', []), basedOn: undefined };
    const none = { ...draft('waste-log', '3|2026-11-29', []), basedOn: null };
    await writeDraft(unknown);
    await writeDraft(none);
    expect((await readDraft(unknown.id))?.basedOn).toBeUndefined();
    expect((await readDraft(none.id))?.basedOn).toBeNull();
  });

  it('keeps only the last writing of one draft', async () => {
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', { note: 'first' }));
    await writeDraft({ ...draft('comm-sheet', '3|2026-11-28|am', { note: 'second' }), savedAt: 2_000 });
    const kept = await readDraft<{ note: string }>(draftIdOf(user, 'comm-sheet', '3|2026-11-28|am'));
    expect(kept?.value.note).toBe('second');
    expect(kept?.savedAt).toBe(2_000);
    expect(await heldOf(user)).toBe(1);
  });

  it('keeps the drafts of other days, shifts and people apart', async () => {
    const other = user + 1_000;
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', 'morning'));
    await writeDraft(draft('comm-sheet', '3|2026-11-28|pm', 'evening'));
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', 'theirs', other));
    expect((await readDraft(draftIdOf(user, 'comm-sheet', '3|2026-11-28|am')))?.value).toBe('morning');
    expect((await readDraft(draftIdOf(user, 'comm-sheet', '3|2026-11-28|pm')))?.value).toBe('evening');
    expect((await readDraft(draftIdOf(other, 'comm-sheet', '3|2026-11-28|am')))?.value).toBe('theirs');
  });

  it('removes one draft and leaves the others', async () => {
    const gone = draft('cash-count', '3|2026-11-28', 1);
    const stays = draft('cash-count', '4|2026-11-28', 2);
    await writeDraft(gone);
    await writeDraft(stays);
    await removeDraft(gone.id);
    await removeDraft(draftIdOf(user, 'cash-count', '9|2026-11-28')); // never written: nothing happens
    expect(await readDraft(gone.id)).toBeUndefined();
    expect((await readDraft(stays.id))?.value).toBe(2);
  });
});

describe('the saves that wait on the device for the network', () => {
  it('lists a person’s saves oldest first, and no one else’s', async () => {
    await putQueuedSave(save('k-late', 'cash-count', '3|2026-11-28', 300));
    await putQueuedSave(save('k-early', 'waste-log', '3|2026-11-28', 100));
    await putQueuedSave(save('k-other', 'waste-log', '3|2026-11-28', 200, user + 1_000));
    expect((await queuedSavesOf(user)).map((s) => s.key)).toEqual(['k-early', 'k-late']);
    expect(await queuedSavesOf(user + 2_000)).toEqual([]);
  });

  it('replaces an older save of the same draft, which the newer one contains', async () => {
    await putQueuedSave(save('k-1', 'cash-count', '3|2026-11-28', 100));
    await putQueuedSave(save('k-2', 'cash-count', '3|2026-11-28', 200));
    expect((await queuedSavesOf(user)).map((s) => s.key)).toEqual(['k-2']);
    expect((await queuedSaveFor(draftIdOf(user, 'cash-count', '3|2026-11-28')))?.body).toEqual({ note: 'k-2' });
  });

  it('keeps a save sent again under its own key as one', async () => {
    const once = save('k-1', 'cash-count', '3|2026-11-28', 100);
    await putQueuedSave(once);
    await putQueuedSave({ ...once, state: 'conflict', message: 'stale' });
    const [kept, ...more] = await queuedSavesOf(user);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({ key: 'k-1', state: 'conflict', message: 'stale' });
  });

  it('finds the save of one draft, and none for a draft without one', async () => {
    await putQueuedSave(save('k-a', 'comm-sheet', '3|2026-11-28|am', 100));
    expect((await queuedSaveFor(draftIdOf(user, 'comm-sheet', '3|2026-11-28|am')))?.key).toBe('k-a');
    expect(await queuedSaveFor(draftIdOf(user, 'comm-sheet', '3|2026-11-28|pm'))).toBeUndefined();
  });

  it('forgets a save once it is removed', async () => {
    await putQueuedSave(save('k-sent', 'cash-count', '3|2026-11-28', 100));
    await removeQueuedSave('k-sent');
    expect(await queuedSavesOf(user)).toEqual([]);
  });
});

describe('what the device holds of a person at sign-out', () => {
  it('counts a draft and the save of it as one record', async () => {
    expect(await heldOf(user)).toBe(0);
    await writeDraft(draft('cash-count', '3|2026-11-28', 1));
    await putQueuedSave(save('k-1', 'cash-count', '3|2026-11-28', 100));
    await putQueuedSave(save('k-2', 'waste-log', '3|2026-11-28', 100));
    await writeDraft(draft('cash-count', '3|2026-11-28', 1, user + 1_000));
    expect(await heldOf(user)).toBe(2);
  });

  it('cannot seal the work of a person whose key is not on the device (signed out)', async () => {
    expect(await canSeal(user)).toBe(false);
  });

  it('drops plain work it cannot seal when the person signs out keeping it', async () => {
    const other = user + 1_000;
    await writeDraft(draft('cash-count', '3|2026-11-28', 1));
    await putQueuedSave(save('k-mine', 'cash-count', '3|2026-11-28', 100));
    await writeDraft(draft('cash-count', '3|2026-11-28', 2, other));
    await putQueuedSave(save('k-theirs', 'cash-count', '3|2026-11-28', 100, other));
    await sealAway(user);
    expect(await rowsOf(user)).toEqual({ drafts: [], saves: [] });
    expect(await heldOf(other)).toBe(1);
    expect((await queuedSavesOf(other)).map((s) => s.key)).toEqual(['k-theirs']);
  });

  it('removes all of a person’s drafts and saves, and only theirs', async () => {
    const other = user + 1_000;
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', 1));
    await writeDraft(draft('waste-log', '3|2026-11-28', 1));
    await putQueuedSave(save('k-mine', 'cash-count', '3|2026-11-28', 100));
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', 2, other));
    await removeAllOf(user);
    expect(await heldOf(user)).toBe(0);
    expect(await rowsOf(user)).toEqual({ drafts: [], saves: [] });
    expect((await readDraft(draftIdOf(other, 'comm-sheet', '3|2026-11-28|am')))?.value).toBe(2);
  });
});

/**
 * Puts a person's keys on the device as a sign-in leaves them (decision 187): two keys derived with
 * HKDF from the 32 bytes the server hands that person, one to seal and one to name rows.
 */
async function keepKeysOf(owner: number, secret: number) {
  const base = await crypto.subtle.importKey('raw', new Uint8Array(32).fill(secret), 'HKDF', false, ['deriveKey']);
  const derive = (info: string, algorithm: AesKeyGenParams | HmacKeyGenParams, usages: KeyUsage[]) =>
    crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(), info: new TextEncoder().encode(info) },
      base,
      algorithm,
      false,
      usages,
    );
  const database = await openDB('dripp-offline', 2);
  await database.put('keys', {
    userId: owner,
    seal: await derive('dripp-offline seal', { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']),
    name: await derive('dripp-offline name', { name: 'HMAC', hash: 'SHA-256', length: 256 }, ['sign']),
  });
  database.close();
}

describe('work sealed to its person', () => {
  it('keeps a row that shows whose it is and nothing else', async () => {
    await keepKeysOf(user, 1);
    const kept = draft('comm-sheet', '3|2026-11-28|am', { note: 'safe code 4521' });
    await writeDraft(kept);
    const { drafts } = await rowsOf(user);
    expect(drafts).toHaveLength(1);
    expect(Object.keys(drafts[0]).sort()).toEqual(['id', 'sealed', 'userId']);
    expect(drafts[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(drafts[0].id).not.toContain('comm-sheet');
    expect(new TextDecoder().decode(drafts[0].sealed.data)).not.toContain('4521');
    expect(await readDraft(kept.id)).toEqual(kept);
    expect(await canSeal(user)).toBe(true);
  });

  it('seals a draft written plain before the key came, leaving one row', async () => {
    await writeDraft(draft('cash-count', '3|2026-11-28', 'plain'));
    await keepKeysOf(user, 1);
    await writeDraft(draft('cash-count', '3|2026-11-28', 'sealed'));
    expect((await rowsOf(user)).drafts.map((row) => Boolean(row.sealed))).toEqual([true]);
    expect((await readDraft(draftIdOf(user, 'cash-count', '3|2026-11-28')))?.value).toBe('sealed');
  });

  it('seals waiting saves too, replacing an older one of the same draft', async () => {
    await keepKeysOf(user, 1);
    await putQueuedSave(save('k-1', 'cash-count', '3|2026-11-28', 100));
    await putQueuedSave(save('k-2', 'cash-count', '3|2026-11-28', 200));
    const { saves } = await rowsOf(user);
    expect(saves.map((row) => row.key)).toEqual(['k-2']);
    expect(saves[0].draftId).not.toContain('cash-count');
    expect((await queuedSaveFor(draftIdOf(user, 'cash-count', '3|2026-11-28')))?.body).toEqual({ note: 'k-2' });
    expect(await heldOf(user)).toBe(1);
  });

  it('cannot be read with another key', async () => {
    await keepKeysOf(user, 1);
    const kept = draft('waste-log', '3|2026-11-28', 'mine');
    await writeDraft(kept);
    await putQueuedSave(save('k-1', 'waste-log', '3|2026-11-28', 100));
    await keepKeysOf(user, 2);
    expect(await readDraft(kept.id)).toBeUndefined();
    expect(await queuedSavesOf(user)).toEqual([]);
  });

  it('goes unreadable at a sign-out that keeps it, and readable again when the same key returns', async () => {
    await writeDraft(draft('comm-sheet', '3|2026-11-28|am', 'typed while the key was away'));
    await putQueuedSave(save('k-1', 'comm-sheet', '3|2026-11-28|am', 100));
    await keepKeysOf(user, 1);
    await sealAway(user);
    const { drafts, saves } = await rowsOf(user);
    expect([...drafts, ...saves].every((row) => row.sealed)).toBe(true);
    expect(await canSeal(user)).toBe(false);
    const id = draftIdOf(user, 'comm-sheet', '3|2026-11-28|am');
    expect(await readDraft(id)).toBeUndefined();
    expect(await queuedSavesOf(user)).toEqual([]);
    expect(await heldOf(user)).toBe(1);
    await keepKeysOf(user, 1);
    expect((await readDraft(id))?.value).toBe('typed while the key was away');
    expect((await queuedSavesOf(user)).map((s) => s.key)).toEqual(['k-1']);
  });
});
