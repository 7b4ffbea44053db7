import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import { makeUser, startTestApp, type TestContext } from '../../../test/harness';
import {
  makeDevice,
  makePushServiceCertificate,
  startPushService,
  trustInThisProcess,
  type PushService,
} from '../../../test/fixtures/push-service';
import { deliverPendingPush } from './push-delivery';

/*
 * Decision 224: a push leaves the server only over https. A plain-http push service cannot be
 * configured, and no endpoint over plain http is ever contacted, whatever a row or a configuration
 * says; a push service whose certificate the server does not trust gets nothing either.
 */

let t: TestContext;
let untrust: () => void;
/** The operator's push service: https with a certificate this process trusts. */
let service: PushService;
/** A configured push service whose certificate nothing trusts. */
let stranger: PushService;
/** A plain-http listener on loopback that counts every connection. */
let plain: http.Server;
let plainConnections = 0;

beforeAll(async () => {
  const certificate = await makePushServiceCertificate();
  untrust = trustInThisProcess(certificate);
  service = await startPushService({ certificate });
  stranger = await startPushService({ certificate: await makePushServiceCertificate() });
  plain = http.createServer((_req, res) => res.writeHead(201).end());
  plain.on('connection', () => plainConnections++);
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ PUSH_SERVICE_HOSTS: `${service.origin}, ${stranger.origin}` });
});
afterAll(async () => {
  await t.close();
  await Promise.all([service.close(), stranger.close(), new Promise((resolve) => plain.close(resolve))]);
  untrust();
});

/** A person with devices saved as they are (rows from before a rule), and a push pending for them. */
async function pendingPushTo(endpoints: string[]) {
  const user = await makeUser(t);
  const { keys } = makeDevice(service, 'keys').subscription;
  await t.db.insert(pushSubscriptions).values(endpoints.map((endpoint) => ({ userId: user.id, endpoint, ...keys })));
  await t.db.insert(notifications).values({
    userId: user.id,
    kind: 'reminder',
    title: 'Opening checklist',
    body: 'Due at 07:00',
    link: '/',
    inApp: true,
    mailState: 'off',
    pushState: 'pending',
  });
  const devices = () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  return { outcome: async () => new Map((await devices()).map((d) => [d.endpoint, d])) };
}

describe('Push only over https', () => {
  it('refuses a plain-http origin in PUSH_SERVICE_HOSTS when the configuration is read; takes https ones', () => {
    for (const hosts of ['http://127.0.0.1:8080', 'push.example.com, http://push.corp.example:8080', 'HTTP://10.0.0.5'])
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: hosts }), hosts).toThrow(
        /PUSH_SERVICE_HOSTS must be host names, \*\.suffixes or https origins/,
      );
    const hosts = 'https://push.corp.example:8443, https://10.0.0.5, *.push.example.com';
    expect(loadConfig({ PUSH_SERVICE_HOSTS: hosts }).pushServiceHosts).toEqual([
      'https://push.corp.example:8443',
      'https://10.0.0.5',
      '*.push.example.com',
    ]);
  });

  it('never connects to an address over plain http: not the push service’s own host and port, not an http origin in a configuration made by hand', async () => {
    const port = new URL(service.origin).port;
    const plainOrigin = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    const reached = `${service.origin}/push/reached`;
    const overHttp = [`http://127.0.0.1:${port}/push/plain`, `${plainOrigin}/push/plain`];
    const person = await pendingPushTo([reached, ...overHttp]);
    // Not a configuration loadConfig would answer: only the send's own check stands in the way.
    const config = { ...t.app.ctx.config, pushServiceHosts: [service.origin, plainOrigin] };
    await deliverPendingPush({ ...t.app.ctx, config });

    expect(service.requests.map((r) => r.path)).toEqual(['/push/reached']);
    expect(service.connections()).toBe(1);
    expect(plainConnections).toBe(0);
    const rows = await person.outcome();
    expect(rows.get(reached)!.lastSuccessAt).not.toBeNull();
    for (const endpoint of overHttp) expect(rows.get(endpoint)!.lastFailure, endpoint).toBe('refused: address');
  });

  it('sends nothing to a configured push service whose certificate is not trusted', async () => {
    const endpoint = `${stranger.origin}/push/untrusted`;
    const person = await pendingPushTo([endpoint]);
    await deliverPendingPush(t.app.ctx);

    expect(stranger.connections()).toBe(1);
    expect(stranger.requests).toEqual([]);
    const row = (await person.outcome()).get(endpoint)!;
    expect(row.lastSuccessAt).toBeNull();
    expect(row.lastFailure).toMatch(/^failed: /);
  });
});
