import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../db/schema/index';
import { bearer, makeUser, readOutbox, startTestApp, tokenFor, type TestContext } from '../../test/harness';
import { isLoopbackHost, mailLinkBase } from './mail-links';
import { nothingInFlight } from '../../test/support/settled';

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
  await nothingInFlight(t);
  expect(readOutbox(t.dataDir)).toHaveLength(expected);
  return mails(t, expected);
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

  it.each(['attacker.example', 'localhost:3322@evil.example'])(
    'creates the user but mails no invitation when asked under the forged Host %s',
    async (host) => {
      const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
      const before = readOutbox(t.dataDir).length;
      const name = `forged_host_${host.length}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...bearer(tokenFor(t.app, admin)), host },
        payload: {
          username: name,
          first_name: 'New',
          last_name: 'Person',
          email: `${name}@example.test`,
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
    },
  );
});

/**
 * Every form of a host the probe and the URL standard suggest, read through the real
 * forgot-password route: the link the mail carries, or null when no link (and no code) may go out.
 * PUBLIC_HOSTS names `portal.local` and the unicode `bücher.example`, which browsers send as punycode.
 * A third entry is the link when the form comes as X-Forwarded-Host from a proxy on https.
 */
const HOST_FORMS: [host: string, link: string | null, forwardedLink?: string | null][] = [
  ['localhost:3000', '//localhost:3000'],
  ['LOCALHOST:3000', '//localhost:3000'],
  ['localhost', '//localhost'],
  ['127.0.0.1:3322', '//127.0.0.1:3322'],
  ['app.localhost:5173', '//app.localhost:5173'],
  ['[::1]', '//[::1]'],
  ['[::1]:3000', '//[::1]:3000'],
  ['portal.local', '//portal.local'],
  ['Portal.Local:8080', '//portal.local:8080'],
  ['xn--bcher-kva.example', '//xn--bcher-kva.example'],
  // Userinfo: the browser opens the part after the @.
  ['localhost:3322@evil.example', null],
  ['[::1]@evil.example', null],
  ['127.0.0.1:3322@evil.example:8443', null],
  ['localhost:@evil.example', null],
  ['localhost@evil.example', null],
  ['@localhost', null],
  ['portal.local:8080@evil.example', null],
  // Anything after the host, or a backslash that URL parsers read as a slash.
  ['localhost/evil.example', null],
  ['localhost?evil.example', null],
  ['localhost#evil.example', null],
  ['localhost\\@evil.example', null],
  ['localhost\\evil.example', null],
  ['localhost,evil.example', null],
  ['localhost;evil.example', null],
  // Ports that do not read back as written.
  ['localhost:', null],
  ['localhost:80', null, '//localhost:80'],
  ['localhost:443', '//localhost:443', null],
  ['localhost:03000', null],
  ['localhost:99999', null],
  ['localhost:3000:3000', null],
  // Spaces, tabs and escapes.
  ['local host', null],
  // A forwarded header is a list: Fastify takes its last entry, trimmed.
  ['localhost ', null, '//localhost'],
  ['local\thost', null],
  ['%6cocalhost', null],
  ['localhost%2e', null],
  ['localhost%00.evil.example', null],
  // Trailing dots and other spellings of loopback: a second name for the host is not taken.
  ['localhost.', null],
  ['localhost.:3000', null],
  ['portal.local.', null],
  ['127.0.0.1.', null],
  ['127.1', null],
  ['2130706433', null],
  ['0x7f000001', null],
  // IPv6 that is not written canonically, or not loopback.
  ['[0:0:0:0:0:0:0:1]', null],
  ['[::ffff:127.0.0.1]', null],
  ['[::ffff:7f00:1]', null],
  ['[::1', null],
  ['::1', null],
  ['[::1]x', null],
  ['[::1%25eth0]', null],
  // IDN: the unicode spelling of a known name, and names that are not known.
  ['bücher.example', null],
  ['BÜCHER.example', null],
  ['xn--bcher-kva.example.evil.example', null],
  ['localhost.evil.example', null],
  ['evil.example', null],
  ['', null],
];

describe.each([
  { via: 'Host', trustProxy: '', scheme: 'http:' },
  { via: 'X-Forwarded-Host', trustProxy: '1', scheme: 'https:' },
])('every form of a host, sent as $via', ({ via, trustProxy, scheme }) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: '',
      PUBLIC_HOSTS: 'portal.local, bücher.example',
      TRUST_PROXY: trustProxy,
      AUTH_RATE_PER_MINUTE: '1000',
      AUTH_RATE_PER_ACCOUNT: '1000',
    });
  });
  afterAll(() => t.close());

  it('mails the link built from the parsed host, or no link and no code', async () => {
    const people = await Promise.all(HOST_FORMS.map(() => makeUser(t)));
    const headers = (host: string): Record<string, string> =>
      via === 'Host'
        ? { host }
        : { host: 'backend.internal:3000', 'x-forwarded-host': host, 'x-forwarded-proto': 'https' };
    for (const [i, [host]] of HOST_FORMS.entries()) {
      expect((await forgot(t, people[i]!.email, headers(host))).statusCode, host).toBe(200);
    }
    const expected = HOST_FORMS.map(([, link, forwarded]) =>
      via === 'Host' || forwarded === undefined ? link : forwarded,
    );
    const sent = await settle(t, expected.filter(Boolean).length);
    for (const [i, [host]] of HOST_FORMS.entries()) {
      const person = people[i]!;
      const link = expected[i];
      const mail = sent.filter((m) => m.includes(`To: ${person.email}`));
      const codes = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, person.id));
      expect(mail.map(linksIn), host).toEqual(link ? [[`${scheme}${link}/reset-password/`]] : []);
      expect(codes, host).toHaveLength(link ? 1 : 0);
    }
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
  const address = (host: string) => ({ protocol: 'http', host });
  it('accepts loopback names and PUBLIC_HOSTS only', () => {
    const config = { publicUrl: undefined, publicHosts: ['portal.local'] };
    for (const name of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost', 'portal.local'])
      expect(isLoopbackHost(name) || config.publicHosts.includes(name), name).toBe(true);
    expect(mailLinkBase(config, address('portal.local:8080'))).toBe('http://portal.local:8080');
    for (const host of ['attacker.example', '127.0.0.1.attacker.example', 'localhost.example', '10.0.0.1'])
      expect(mailLinkBase(config, address(host)), host).toBeNull();
  });
});
