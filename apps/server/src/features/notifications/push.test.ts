import { eq, inArray } from 'drizzle-orm';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_KINDS } from '@dripp/contract/notifications';
import { checklists, notifications, oneTimeCodes, pushSubscriptions, users } from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import {
  makeDevice,
  makePushServiceCertificate,
  startPushService,
  trustInThisProcess,
  verifyVapid,
  type PushService,
  type TestDevice,
} from '../../../test/fixtures/push-service';
import type { Jobs } from '../../platform/jobs';
import { runStoreDaySweep, startJobs, STORE_DAY_SWEEP } from '../jobs';
import { codeDigest } from '../../platform/secrets';
import { deliverPendingPush } from './push-delivery';
import type { Resolve } from './push-address';
import { nothingInFlight, queueDrained, until } from '../../../test/support/settled';

const NY = 'America/New_York';
// 08:05 in New York: the opening card (07:00) is late, so its reminder is due.
const AT = new Date('2026-03-10T12:05:00Z');
const DATE = '2026-03-10';

let t: TestContext;
let service: PushService;
/** Something inside the network that answers: no push may ever reach it. */
let inside: PushService;
let base: string;
let store: number;
const token = {} as Record<'phone' | 'pushOff' | 'gone' | 'other' | 'admin', string>;
const userId = {} as Record<keyof typeof token, number>;
const device = {} as Record<'phone' | 'pushOff' | 'gone', TestDevice>;
const deviceId = {} as Record<keyof typeof device, number>;
let publicKey: string;
const nodes: Jobs[] = [];
let untrust: () => void;

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

/** Every saved device, in a fixed order, to compare before and after a refused save. */
const allDevices = () => t.db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
const sentTo = (d: TestDevice) => service.requests.filter((r) => r.path === d.path);

beforeAll(async () => {
  const certificate = await makePushServiceCertificate();
  untrust = trustInThisProcess(certificate);
  [service, inside] = await Promise.all([startPushService({ certificate }), startPushService({ certificate })]);
  // The operator names the loopback push service, and a push service under a name of its own.
  const hosts = `${service.origin}, https://push.test:${new URL(service.origin).port}`;
  t = await startTestApp({ PUSH_SERVICE_HOSTS: hosts });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  store = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY })).id;
  await t.db
    .insert(checklists)
    .values({ createdAt: LONG_AGO, storeId: store, type: 'open', task: 'Unlock doors', sortOrder: 1 });
  for (const who of ['phone', 'pushOff', 'gone', 'other'] as const) {
    const user = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    userId[who] = user.id;
    token[who] = tokenFor(t.app, user);
  }
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  userId.admin = admin.id;
  token.admin = tokenFor(t.app, admin);
  for (const who of ['phone', 'pushOff', 'gone'] as const) device[who] = makeDevice(service, who);
});
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await t.close();
  await Promise.all([service.close(), inside.close()]);
  untrust();
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

  it('refuses plain-HTTP push services and keys nothing can be encrypted for, and every saved device stays as it was', async () => {
    const { keys } = device.phone.subscription;
    const before = await allDevices();
    expect(before.filter((d) => d.userId === userId.phone)).toHaveLength(1);
    const remote = await api('POST', '/api/push/subscriptions', 'other', {
      endpoint: 'http://fcm.googleapis.com/fcm/send/x',
      keys,
    });
    expect(remote.status).toBe(422);
    const badKey = await api('POST', '/api/push/subscriptions', 'other', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/y',
      keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: keys.auth },
    });
    expect(badKey.status).toBe(422);
    // The phone's own address saved again with unusable keys (by it, or by another person) changes nothing.
    for (const who of ['phone', 'other'] as const) {
      const takeover = await api('POST', '/api/push/subscriptions', who, {
        endpoint: device.phone.subscription.endpoint,
        keys: { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: keys.auth },
      });
      expect(takeover.status).toBe(422);
    }
    expect(await allDevices()).toEqual(before);
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
    await queueDrained(nodes[0]!.boss, [STORE_DAY_SWEEP]);
    await nothingInFlight(t);

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

/** A resolver standing in for DNS: each name answers the addresses given, anything else fails. */
function dnsOf(answers: Record<string, string[]>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

/** A person with the given devices saved as they are (as before this rule, or pointed inside since). */
async function personWithDevices(endpoints: string[]) {
  const user = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
  const { keys } = makeDevice(service, 'keys').subscription;
  const rows = await t.db
    .insert(pushSubscriptions)
    .values(endpoints.map((endpoint) => ({ userId: user.id, endpoint, p256dh: keys.p256dh, auth: keys.auth })))
    .returning();
  return { user, token: tokenFor(t.app, user), rows };
}

async function pendingPushFor(userIds: number[]) {
  await t.db.insert(notifications).values(
    userIds.map((id) => ({
      userId: id,
      kind: 'reminder' as const,
      title: 'Opening checklist',
      body: 'Due at 07:00',
      link: '/',
      inApp: true,
      mailState: 'off' as const,
      pushState: 'pending' as const,
    })),
  );
}

const devicesOf = (id: number) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id));

describe('Pushes only to push services', () => {
  it('saves the browsers’ push services and refuses every other address with one and the same answer', async () => {
    const { keys } = makeDevice(service, 'x').subscription;
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABc',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    ];
    for (const endpoint of accepted)
      expect((await api('POST', '/api/push/subscriptions', 'other', { endpoint, keys })).status).toBe(200);
    expect((await devicesOf(userId.other)).map((d) => d.endpoint).sort()).toEqual([...accepted].sort());
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId.other));

    const port = new URL(service.origin).port;
    const refused = [
      inside.origin + '/x', // loopback, not configured
      'http://127.0.0.1:47811/x',
      'http://127.0.0.1:6379/x',
      `http://127.0.0.1:${port}/x`, // the configured origin's address over plain http
      'https://localhost/x',
      'https://fcm.localhost/x',
      'https://[::1]/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://127.1/x',
      'https://0177.0.0.1/x',
      'https://10.0.0.5/x',
      'https://192.168.1.20/x',
      'https://172.16.0.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://8.8.8.8/x', // a public address is still not a push service
      'https://push.local/x',
      'https://metadata.google.internal/x',
      'https://intranet/x',
      'https://push.example.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com./x',
      'https://evil-fcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
    ];
    const before = await allDevices();
    const answers = new Set<string>();
    for (const endpoint of refused) {
      const answer = await api('POST', '/api/push/subscriptions', 'other', { endpoint, keys });
      expect(answer.status, endpoint).toBe(422);
      answers.add(JSON.stringify(answer.json));
    }
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!).message).toBe("This is not a browser's push service");
    expect(
      (await api('POST', '/api/push/subscriptions', 'other', { endpoint: 'ftp://fcm.googleapis.com/x', keys })).status,
    ).toBe(422);
    expect(await devicesOf(userId.other)).toEqual([]);
    expect(await allDevices()).toEqual(before);
    expect(inside.requests).toEqual([]);
  });

  it('when sending, refuses a push service name that resolves inside and a device saved for an inside address; the device count stays', async () => {
    inside.answer('/gone', 410);
    const endpoints = [
      `${inside.origin}/gone`, // saved before this rule: answers 410 if ever reached
      'https://127.1/x',
      'https://fcm.googleapis.com/fcm/send/rebound', // a name pointed at loopback
      'https://updates.push.services.mozilla.com/wpush/v2/mixed', // one public, one private address
      'https://web.push.apple.com/mapped', // IPv4-mapped loopback
      'https://wns2-by3p.notify.windows.com/w/?token=linklocal',
      'https://push.services.mozilla.com.fcm.googleapis.com/nowhere', // not a push service name, never resolved
    ];
    const p = await personWithDevices(endpoints);
    const dns = dnsOf({
      'fcm.googleapis.com': ['127.0.0.1'],
      'updates.push.services.mozilla.com': ['34.117.1.1', '10.1.2.3'],
      'web.push.apple.com': ['::ffff:127.0.0.1'],
      'wns2-by3p.notify.windows.com': ['169.254.169.254'],
    });
    const count = async () => {
      const answer = await fetch(`${base}/api/notifications/settings`, {
        headers: { authorization: `Bearer ${p.token}` },
      });
      return ((await answer.json()) as { data: { push: { devices: number } } }).data.push.devices;
    };
    expect(await count()).toBe(endpoints.length);

    await pendingPushFor([p.user.id]);
    await deliverPendingPush(t.app.ctx, { resolve: dns });

    expect(inside.requests).toEqual([]);
    expect(dns.asked.sort()).toEqual(
      [
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        'web.push.apple.com',
        'wns2-by3p.notify.windows.com',
      ].sort(),
    );
    const rows = await devicesOf(p.user.id);
    expect(rows).toHaveLength(endpoints.length);
    for (const row of rows) expect(row.lastFailure, row.endpoint).toBe('refused: address');
    expect(await count()).toBe(endpoints.length);
  });

  it('connects to the address it checked: the name is looked up once, by the check', async () => {
    const pinned = makeDevice(service, 'pinned');
    const endpoint = pinned.subscription.endpoint.replace('127.0.0.1', 'push.test');
    const p = await personWithDevices([endpoint]);
    await pendingPushFor([p.user.id]);
    // `push.test` exists only in this resolver; the connection can only reach the service through it.
    const dns = dnsOf({ 'push.test': ['127.0.0.1'] });
    await deliverPendingPush(t.app.ctx, { resolve: dns });
    expect(dns.asked).toEqual(['push.test']);
    expect(sentTo(pinned)).toHaveLength(1);
    expect((await devicesOf(p.user.id))[0]!.lastSuccessAt).not.toBeNull();
  });

  it('does not follow a redirect', async () => {
    const moved = makeDevice(service, 'moved');
    service.answer(moved.path, 307, { location: `${inside.origin}/landed` });
    const p = await personWithDevices([moved.subscription.endpoint]);
    await pendingPushFor([p.user.id]);
    await deliverPendingPush(t.app.ctx);
    expect(sentTo(moved)).toHaveLength(1);
    expect(inside.requests).toEqual([]);
    const [row] = await devicesOf(p.user.id);
    expect(row!.lastFailure).toBe('HTTP 307');
  });
});

describe('Signing out ends the pushes', () => {
  async function subscribed(name: string) {
    const d = makeDevice(service, name);
    const user = await makeUser(t, { links: [{ storeId: store, role: 'ROLE_BARISTA' }] });
    const signed = tokenFor(t.app, user);
    const saved = await fetch(`${base}/api/push/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signed}`, 'content-type': 'application/json' },
      body: JSON.stringify(d.subscription),
    });
    expect(saved.status).toBe(200);
    expect(await devicesOf(user.id)).toHaveLength(1);
    return { user, token: signed, device: d };
  }

  /** A push queued for the person before they were signed out is sent to no device. */
  async function expectNoPush(p: Awaited<ReturnType<typeof subscribed>>) {
    expect(await devicesOf(p.user.id)).toEqual([]);
    await pendingPushFor([p.user.id]);
    await deliverPendingPush(t.app.ctx);
    expect(sentTo(p.device)).toEqual([]);
  }

  it('sign-out drops every device of the person', async () => {
    const p = await subscribed('logout');
    const second = makeDevice(service, 'logout-second');
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: p.user.id, endpoint: second.subscription.endpoint, ...second.subscription.keys });
    const out = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(out.status).toBe(200);
    await expectNoPush(p);
    expect(sentTo(second)).toEqual([]);
    // Another person's devices stay.
    expect(await devicesOf(userId.pushOff)).toHaveLength(1);
  });

  it('a password set through a reset link drops them', async () => {
    const p = await subscribed('reset');
    const code = 'a-reset-code-for-the-push-test-0123456789';
    await t.db.insert(oneTimeCodes).values({
      userId: p.user.id,
      purpose: 'reset',
      codeHash: codeDigest(code),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await api('POST', '/api/users/reset-password', null, {
      code,
      password: 'a-new-long-passphrase-41',
      password_confirm: 'a-new-long-passphrase-41',
    });
    expect(reset.status).toBe(200);
    await expectNoPush(p);
  });

  it('deactivation drops them', async () => {
    const p = await subscribed('deactivated');
    expect((await api('DELETE', `/api/users/${p.user.id}`, 'admin')).status).toBe(200);
    expect(
      (
        await t.db
          .select()
          .from(users)
          .where(inArray(users.id, [p.user.id]))
      )[0]!.deletedAt,
    ).not.toBeNull();
    await expectNoPush(p);
  });
});
