// @vitest-environment-options {"url": "http://localhost:5173/"}
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyChecklistEndpoints } from '@dripp/contract/endpoints/daily-checklist';
import { wasteLogEndpoints } from '@dripp/contract/endpoints/waste-log';
import { putQueuedSave, queuedSaveFor, queuedSavesOf, draftIdOf } from './drafts';
import { onQueueEvent, queueSave, sendQueuedSaves, type QueueEvent, type SaveRequest } from './save-queue';
import { clearSession, startSession } from './session';

/**
 * The queue of saves that wait on the device (decision 172): sent oldest first, tried again while
 * unanswered with the same Idempotency-Key, one per record, and a stale or refused save kept with
 * its answer. What the device keeps goes into an IndexedDB in memory, sealed with a key the
 * stand-in server hands out; only the network is stood in for, at `fetch`.
 */

const USER = 7;
const token = `x.${btoa(JSON.stringify({ sub: USER, exp: 4102444800 }))}.y`;

interface Received {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}
let received: Received[] = [];
/** The status the server answers each save with, in turn; 200 once they run out. */
let answers: number[] = [];
let online = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function server(url: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const path = new URL(String(url), 'http://localhost:5173').pathname;
  if (path === '/api/device-key') return json(200, { success: true, data: { key: btoa('k'.repeat(32)) } });
  const headers = new Headers(init.headers);
  received.push({
    method: init.method ?? 'GET',
    path,
    key: headers.get('Idempotency-Key'),
    body: JSON.parse(String(init.body)),
  });
  const status = answers.shift() ?? 200;
  if (status === 409) return json(409, { success: false, message: 'Changed by someone else' });
  if (status >= 400) return json(status, { success: false, message: 'Refused' });
  return json(200, { success: true, data: { saved: path } });
}

let day = 0;
/** A store day no other test uses, so each test's records are its own. */
const nextDate = () => `2026-01-${String(++day).padStart(2, '0')}`;

function checklist(date: string, name: string): SaveRequest<typeof dailyChecklistEndpoints.save> {
  return {
    definition: dailyChecklistEndpoints.save,
    params: { date },
    body: { names: [{ checklist_id: 1, name }] },
    failed: 'Could not update Daily Lists',
  };
}

function wasteLog(date: string, description: string): SaveRequest<typeof wasteLogEndpoints.save> {
  return {
    definition: wasteLogEndpoints.save,
    params: { storeId: 1, date },
    body: { wastelog: [{ description, qty: '1', value: '2' }] },
    failed: 'Could not save Waste Logs',
  };
}

let keyCount = 0;
type Request = SaveRequest<typeof dailyChecklistEndpoints.save | typeof wasteLogEndpoints.save>;
const queue = (page: string, request: Request) =>
  queueSave(page, `1|${request.params.date}`, request, { typed: true }, `key-${++keyCount}`);

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal('fetch', vi.fn(server));
  startSession({ token, userName: 'ana', userId: USER, permissions: {} });
});

beforeEach(() => {
  received = [];
  answers = [];
  // Queued while offline: nothing leaves until the test sends.
  online = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Back online, and the queue sends what waits. */
async function sendNow(): Promise<void> {
  online = true;
  await sendQueuedSaves();
}

describe('the save queue', () => {
  it('sends the waiting saves oldest first, each once, to its own endpoint, and forgets them', async () => {
    const [first, second] = [nextDate(), nextDate()];
    await queue('waste-log', wasteLog(first, 'Milk'));
    await queue('daily-checklist', checklist(second, 'Ana'));
    await sendNow();

    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/wastelog/1/${first}`,
      `POST /api/daily-checklist/${second}`,
    ]);
    expect(received[0]!.body).toEqual({ wastelog: [{ description: 'Milk', qty: '1', value: '2' }] });
    expect(await queuedSavesOf(USER)).toEqual([]);
  });

  it('keeps a save that got no answer and sends it again with the same Idempotency-Key', async () => {
    const date = nextDate();
    await queue('daily-checklist', checklist(date, 'Ana'));
    answers = [503];
    await sendNow();
    const waiting = await queuedSaveFor(draftIdOf(USER, 'daily-checklist', `1|${date}`));
    expect(waiting?.state).toBe('waiting');

    await sendNow();
    expect(received).toHaveLength(2);
    expect(received[1]!.key).toBe(received[0]!.key);
    expect(await queuedSavesOf(USER)).toEqual([]);
  });

  it('keeps one save per record: a later save of the same day replaces the waiting one', async () => {
    const date = nextDate();
    await queue('daily-checklist', checklist(date, 'First'));
    await queue('daily-checklist', checklist(date, 'Second'));
    expect(await queuedSavesOf(USER)).toHaveLength(1);

    await sendNow();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual({ names: [{ checklist_id: 1, name: 'Second' }] });
  });

  it('keeps a save answered as stale as a conflict, and one refused as refused, and sends the rest', async () => {
    const [stale, refused, fine] = [nextDate(), nextDate(), nextDate()];
    const events: QueueEvent[] = [];
    const stop = onQueueEvent((event) => events.push(event));
    await queue('daily-checklist', checklist(stale, 'Mine'));
    await queue('waste-log', wasteLog(refused, 'Milk'));
    await queue('waste-log', wasteLog(fine, 'Oats'));
    events.length = 0;
    answers = [409, 422];
    await sendNow();
    stop();

    const conflict = await queuedSaveFor(draftIdOf(USER, 'daily-checklist', `1|${stale}`));
    expect(conflict).toMatchObject({ state: 'conflict', message: 'Changed by someone else', value: { typed: true } });
    expect((await queuedSaveFor(draftIdOf(USER, 'waste-log', `1|${refused}`)))?.state).toBe('refused');
    expect(received).toHaveLength(3);
    expect(events).toEqual([
      { type: 'changed', draftId: draftIdOf(USER, 'daily-checklist', `1|${stale}`) },
      { type: 'changed', draftId: draftIdOf(USER, 'waste-log', `1|${refused}`) },
      {
        type: 'sent',
        draftId: draftIdOf(USER, 'waste-log', `1|${fine}`),
        answer: { saved: `/api/wastelog/1/${fine}` },
      },
    ]);
    // A conflict waits for the person's choice: it is not sent again.
    await sendNow();
    expect(received).toHaveLength(3);
  });

  it('does not send a save kept without its address by an earlier version: it is refused, not guessed', async () => {
    const date = nextDate();
    const draftId = draftIdOf(USER, 'daily-checklist', `1|${date}`);
    await putQueuedSave({
      key: 'old-row',
      draftId,
      userId: USER,
      page: 'daily-checklist',
      scope: `1|${date}`,
      operationId: dailyChecklistEndpoints.save.operationId,
      params: { date },
      body: {},
      value: {},
      state: 'waiting',
      queuedAt: Date.now(),
    });
    await sendNow();
    expect(received).toEqual([]);
    expect((await queuedSaveFor(draftId))?.state).toBe('refused');
  });

  it('sends nothing while signed out, and the saves of whoever signs in next on the same page', async () => {
    await queue('daily-checklist', checklist(nextDate(), 'Ana'));
    clearSession();
    await sendNow();
    expect(received).toEqual([]);
    startSession({ token, userName: 'ana', userId: USER, permissions: {} });
    await sendNow();
    expect(received).toHaveLength(1);
  });
});
