import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../db/schema/index';
import { bearer, makeUser, readOutbox, startTestApp, tokenFor, type TestContext } from '../../test/harness';
import { isLoopbackHost, mailLinkBase } from './mail-links';

/** The .eml bodies are quoted-printable: long lines are folded with `=` and `=` itself is escaped. */
const decode = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Reset mail leaves after the answer: wait until the outbox holds `count` complete messages. */
async function mails(t: TestContext, count: number): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    const all = readOutbox(t.dataDir);
    if (all.length >= count && all.every((m) => m.trimEnd().endsWith('--'))) return all.map(decode);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`expected ${count} mails, found ${readOutbox(t.dataDir).length}`);
}

/** The distinct link bases in a mail (its text and HTML parts carry the same link). */
const linksIn = (mail: string) => [
  ...new Set([...mail.matchAll(/https?:\/\/[^\s"<>]+\/(?:reset-password|user-invite)\//g)].map((m) => m[0])),
];

const forgot = (t: TestContext, email: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/users/forgot-password', headers, payload: { email } });

/** Waits for every reset mail still in flight (the route sends them after answering). */
async function settle(t: TestContext, expected: number) {
  const found = await mails(t, expected);
  await new Promise((r) => setTimeout(r, 300));
  expect(readOutbox(t.dataDir)).toHaveLength(expected);
  return found;
}

describe('mail links without PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: '', PUBLIC_HOSTS: 'portal.local', AUTH_RATE_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('mails no reset link to a forged Host or X-Forwarded-Host, and a loopback one to the real address', async () => {
    const user = await makeUser(t);
    for (const headers of [
      { host: 'attacker.example' },
      { host: 'attacker.example:3000' },
      { host: 'localhost.attacker.example' },
    ]) {
      expect((await forgot(t, user.email, headers)).statusCode).toBe(200);
    }
    // Without TRUST_PROXY the forwarded host is not the request's host: the link stays on loopback.
    await forgot(t, user.email, { host: '127.0.0.1:3000', 'x-forwarded-host': 'attacker.example' });
    const [mail] = await settle(t, 1);
    expect(linksIn(mail!)).toEqual(['http://127.0.0.1:3000/reset-password/']);
    expect(mail).not.toContain('attacker');
    // The forged requests created no code either: only the one mailed link exists.
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id))).toHaveLength(1);

    await forgot(t, user.email, { host: 'portal.local:3000' });
    const all = await settle(t, 2);
    expect(linksIn(all[1]!)).toEqual(['http://portal.local:3000/reset-password/']);
  });

  it('creates the user but mails no invitation when asked under a forged Host', async () => {
    const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
    const before = readOutbox(t.dataDir).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...bearer(tokenFor(t.app, admin)), host: 'attacker.example' },
      payload: {
        username: 'forged_host_invitee',
        first_name: 'New',
        last_name: 'Person',
        email: 'forged-host@example.test',
        phone: '(503) 555-0100',
        store_id: null,
        role_id: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('User saved, but the invitation mail could not be sent');
    expect(readOutbox(t.dataDir)).toHaveLength(before);
    const id = res.json().data.id as number;
    expect(await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, id))).toEqual([]);
  });
});

describe('mail links with PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://portal.example.com/', AUTH_RATE_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('builds every link on PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    const user = await makeUser(t);
    await forgot(t, user.email, { host: 'attacker.example' });
    await forgot(t, user.email, { host: 'localhost', 'x-forwarded-host': 'attacker.example' });
    const found = await settle(t, 2);
    for (const mail of found) expect(linksIn(mail)).toEqual(['https://portal.example.com/reset-password/']);
  });
});

describe('mail links behind TRUST_PROXY', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: '',
      TRUST_PROXY: '1',
      PUBLIC_HOSTS: 'portal.example.com',
      AUTH_RATE_PER_ACCOUNT: '1000',
    });
  });
  afterAll(() => t.close());

  it('takes the forwarded host only when it is one of PUBLIC_HOSTS', async () => {
    const user = await makeUser(t);
    const proxied = (host: string) => ({
      host: '127.0.0.1:3000',
      'x-forwarded-host': host,
      'x-forwarded-proto': 'https',
    });
    await forgot(t, user.email, proxied('attacker.example'));
    await forgot(t, user.email, proxied('portal.example.com'));
    const [mail] = await settle(t, 1);
    expect(linksIn(mail!)).toEqual(['https://portal.example.com/reset-password/']);
  });
});

describe('mailLinkBase', () => {
  const address = (host: string) => ({ protocol: 'http', host, hostname: host.replace(/:\d+$/, '') });
  it('accepts loopback names and PUBLIC_HOSTS only', () => {
    const config = { publicUrl: undefined, publicHosts: ['portal.local'] };
    for (const name of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost', 'portal.local'])
      expect(isLoopbackHost(name) || config.publicHosts.includes(name), name).toBe(true);
    expect(mailLinkBase(config, address('portal.local:8080'))).toBe('http://portal.local:8080');
    for (const host of ['attacker.example', '127.0.0.1.attacker.example', 'localhost.example', '10.0.0.1'])
      expect(mailLinkBase(config, address(host)), host).toBeNull();
  });
});
