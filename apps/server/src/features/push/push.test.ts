import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_KINDS } from '@dripp/contract/notifications';
import { checklists, notifications, pushSubscriptions } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import {
  makeDevice,
  startPushService,
  verifyVapid,
  type PushService,
  type TestDevice,
} from '../../../test/fixtures/push-service';
import { runStoreDaySweep, startJobs, STORE_DAY_SWEEP, type Jobs } from '../../platform/jobs';

const NY = 'America/New_York';
// 08:05 in New York: the opening card (07:00) is late, so its reminder is due.
const AT = new Date('2026-03-10T12:05:00Z');
const DATE = '2026-03-10';

let t: TestContext;
let service: PushService;
let base: string;
let store: number;
const token = {} as Record<'phone' | 'pushOff' | 'gone' | 'other', string>;
const userId = {} as Record<keyof typeof token, number>;
const device = {} as Record<'phone' | 'pushOff' | 'gone', TestDevice>;
const deviceId = {} as Record<keyof typeof device, number>;
let publicKey: string;
const nodes: Jobs[] = [];

/** A real HTTP call to the listening server. */
async function api(method: string, path: string, who: keyof typeof token | null, body?: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${token[who]}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sentTo = (d: TestDevice) => service.requests.filter((r) => r.path === d.path);

beforeAll(async () => {
  service = await startPushService();
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  store = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY })).id;
  await t.db.insert(checklists).values({ storeId: store, type: 'open', task: 'Unlock doors', sortOrder: 1 });
  for (const who of ['phone', 'pushOff', 'gone', 'other'] as const) {
    const user = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    userId[who] = user.id;
    token[who] = tokenFor(t.app, user);
  }
  for (const who of ['phone', 'pushOff', 'gone'] as const) device[who] = makeDevice(service, who);
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await t.close();
  await service.close();
});

describe('Web Push', () => {
  it("answers the server's public key and saves the caller's devices", async () => {
    const key = await api('GET', '/api/push/public-key', 'phone');
    expect(key.status).toBe(200);
    publicKey = key.json.data.public_key;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await api('GET', '/api/push/public-key', 'other')).json.data.public_key).toBe(publicKey);
    expect((await api('GET', '/api/push/public-key', null)).status).toBe(401);

    for (const who of ['phone', 'pushOff', 'gone'] as const) {
      const saved = await api('POST', '/api/push/subscriptions', who, {
        ...device[who].subscription,
        expirationTime: null,
      });
      expect(saved.status).toBe(200);
      deviceId[who] = saved.json.data.id;
    }
    // Saved again (a page load that finds the browser subscribed): the same device.
    const again = await api('POST', '/api/push/subscriptions', 'phone', device.phone.subscription);
    expect(again.json.data.id).toBe(deviceId.phone);

    const settings = (await api('GET', '/api/notifications/settings', 'phone')).json.data;
    expect(settings.push).toEqual({ devices: 1, kinds: NOTIFICATION_KINDS });
    const none = (await api('GET', '/api/notifications/settings', 'other')).json.data;
    expect(none.push).toEqual({ devices: 0, kinds: [] });

    // Push off for reminders; a later save without `push` (an older client) keeps that choice.
    const off = { kind: 'reminder', in_app: true, mail: true };
    expect(
      (await api('PUT', '/api/notifications/settings', 'pushOff', { settings: [{ ...off, push: false }] })).status,
    ).toBe(200);
    expect((await api('PUT', '/api/notifications/settings', 'pushOff', { settings: [off] })).status).toBe(200);
    const kept = (await api('GET', '/api/notifications/settings', 'pushOff')).json.data;
    expect(kept.settings[0]).toEqual(off);
    expect(kept.push).toEqual({ devices: 1, kinds: NOTIFICATION_KINDS.filter((k) => k !== 'reminder') });
  });

  it('refuses plain-HTTP push services off this machine and keys nothing can be encrypted for', async () => {
    const { keys } = device.phone.subscription;
    const remote = await api('POST', '/api/push/subscriptions', 'other', {
      endpoint: 'http://push.example.com/x',
      keys,
    });
    expect(remote.status).toBe(422);
    const badKey = await api('POST', '/api/push/subscriptions', 'other', {
      endpoint: 'https://push.example.com/y',
      keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: keys.auth },
    });
    expect(badKey.status).toBe(422);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId.other))).toEqual([]);
  });

  it('pushes a due reminder once to each device however many workers sweep; a 410 removes the device; push off sends none', async () => {
    service.answer(device.gone.path, 410);
    for (let i = 0; i < 3; i++)
      nodes.push(await startJobs(t.app.ctx, t.database.sql, { schedule: false, pollingIntervalSeconds: 0.5 }));
    await Promise.all(nodes.map((n) => n.boss.send(STORE_DAY_SWEEP, { at: AT.toISOString() })));
    await Promise.all([runStoreDaySweep(t.app.ctx, AT), runStoreDaySweep(t.app.ctx, AT)]);
    await until(() => sentTo(device.phone).length >= 1 && sentTo(device.gone).length >= 1);
    await Promise.all(
      nodes.map((n) => n.boss.send(STORE_DAY_SWEEP, { at: new Date(AT.getTime() + 60_000).toISOString() })),
    );
    await until(async () => (await nodes[0]!.boss.getQueueSize(STORE_DAY_SWEEP)) === 0);
    await new Promise((r) => setTimeout(r, 1_500));

    expect(sentTo(device.phone)).toHaveLength(1);
    expect(sentTo(device.gone)).toHaveLength(1);
    expect(sentTo(device.pushOff)).toHaveLength(0);

    const [pushed] = sentTo(device.phone);
    expect(pushed!.headers.ttl).toBe('14400');
    expect(pushed!.headers['content-encoding']).toBe('aes128gcm');
    const claims = verifyVapid(pushed!.headers.authorization, publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, userId.phone));
    expect(JSON.parse(device.phone.decrypt(pushed!.body))).toEqual({
      title: told!.title,
      body: told!.body,
      link: `/check-lists/daily-check/${store}/${DATE}`,
      tag: `notification-${told!.id}`,
    });
    expect(told!.pushState).toBe('sent');
    const [quiet] = await t.db.select().from(notifications).where(eq(notifications.userId, userId.pushOff));
    expect(quiet).toMatchObject({ inApp: true, pushState: 'off' });

    const devices = await t.db.select().from(pushSubscriptions);
    expect(devices.map((d) => d.id).sort()).toEqual([deviceId.phone, deviceId.pushOff].sort());
    expect(devices.find((d) => d.id === deviceId.phone)!.lastSuccessAt).not.toBeNull();
  });

  it('a device is removed only by the person it belongs to', async () => {
    expect((await api('DELETE', `/api/push/subscriptions/${deviceId.phone}`, 'other')).status).toBe(404);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, deviceId.phone))).toHaveLength(1);
    expect((await api('DELETE', `/api/push/subscriptions/${deviceId.phone}`, 'phone')).status).toBe(200);
    expect((await api('DELETE', `/api/push/subscriptions/${deviceId.phone}`, 'phone')).status).toBe(404);
    const settings = (await api('GET', '/api/notifications/settings', 'phone')).json.data;
    expect(settings.push).toEqual({ devices: 0, kinds: [] });
  });
});
