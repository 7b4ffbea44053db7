import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { NOTIFICATION_KINDS } from '@dripp/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressBookEntries,
  checklists,
  correctiveActions,
  foodReadings,
  foodRechecks,
  foodUnits,
  notifications,
  products,
  storeVendors,
} from '../src/db/schema/index';
import { sweepDigests } from '../src/features/digest/digest-sweep';
import { runStoreDaySweep } from '../src/features/jobs';
import { simplePdf } from '../src/seed/pdf';
import { makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from './harness';
import { insertVendor } from './fixtures/ordering';
import { apiCaller } from './fixtures/people';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './fixtures/smtp';

/*
 * Every kind of mail the server sends, each triggered through its real route or job and received by
 * a real SMTP peer: every link in its text and HTML must be absolute, under PUBLIC_URL.
 */

const NY = 'America/New_York';
// The clocks of the sweeps run after the store, its task and its people were made (nobody is told of
// work due before they existed). 08:05 in New York on 16 June 2099: the opening card (07:00) is 65
// minutes late, so the reminder and both escalations are due.
const AT = new Date('2099-06-16T12:05:00Z');
// 07:00 in New York the next morning: the digest hour.
const DIGEST_AT = new Date('2099-06-17T11:00:00Z');
const PUBLIC_URL = 'http://portal.test';

/** The files that hand a message to the mailer, each with the kinds of mail it sends. */
const SENDERS: Record<string, string[]> = {
  'features/ordering/ordering.mail.ts': ['purchase order'],
  'features/service-ticket/service-ticket.service.ts': ['service ticket'],
  'features/documents/documents.service.ts': ['HR documents'],
  'platform/account-codes.ts': ['invitation', 'password reset'],
  'features/digest/digest-sweep.ts': ['digest'],
  'features/notifications/notification-mail.ts': [
    ...NOTIFICATION_KINDS.map((k) => `notification ${k}`),
    'notification summary',
  ],
};

let t: TestContext;
let smtp: SmtpPeer;
const call = apiCaller(() => t);

/** The decoded text/plain and text/html parts of a raw message (attachments left out). */
export function mailBodies(raw: string): string[] {
  const segments = raw.split(/\r?\n--[^\r\n]*\r?\n/);
  const bodies: string[] = [];
  for (const segment of segments) {
    const [head = '', ...rest] = segment.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    if (!/^content-type:\s*text\/(plain|html)/im.test(headers) || /^content-disposition:\s*attachment/im.test(headers))
      continue;
    const body = rest.join('\n\n');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') bodies.push(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));
    else if (encoding === 'quoted-printable')
      bodies.push(
        Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
      );
    else bodies.push(body);
  }
  return bodies;
}

/** Every link-looking thing in a body that is not under `base`: URLs elsewhere and bare paths like /check-lists/…. */
export function relativeLinks(body: string, base: string): string[] {
  const urls = body.match(/\bhttps?:\/\/[^\s"'<>)]+/g) ?? [];
  const foreign = urls.filter((u) => !u.startsWith(`${base}/`) && u !== base);
  const withoutUrls = body.replace(/\bhttps?:\/\/[^\s"'<>)]+/g, ' ');
  const bare = withoutUrls.match(/(?<![^\s"'(>])\/[A-Za-z0-9][\w.-]*(?:\/[\w.%-]+)*\/?/g) ?? [];
  const hrefs = [...body.matchAll(/\b(?:href|src)\s*=\s*["']([^"']*)["']/gi)]
    .map((m) => m[1]!)
    .filter((href) => !href.startsWith(`${base}/`) && href !== base && !href.startsWith('mailto:'));
  return [...foreign, ...bare, ...hrefs];
}

describe('the link finder', () => {
  it('finds a bare path, a path in an href and a link elsewhere, and passes full links', () => {
    const base = PUBLIC_URL;
    expect(relativeLinks('Open it in the Dripp Portal: /check-lists/cash-count/1/2026-11-27', base)).toEqual([
      '/check-lists/cash-count/1/2026-11-27',
    ]);
    expect(relativeLinks('<a href="/media/3/a.png">photo</a>', base)).toEqual(['/media/3/a.png', '/media/3/a.png']);
    expect(relativeLinks('See http://evil.example/x', base)).toEqual(['http://evil.example/x']);
    expect(relativeLinks(`Open ${base}/check-lists/open/1/2026-03-10 or ${base}/ and 3/4 of a cup`, base)).toEqual([]);
  });

  it('finds a bare path in the text and HTML parts of a message as the mailer writes it', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const long = 'Wipe the shelf behind the espresso machine before the morning rush begins. '.repeat(3);
    const info = await transport.sendMail({
      from: 'portal@dripp.example',
      to: 'ann@example.test',
      subject: 'Cash count due',
      text: `${long}Open it in the Dripp Portal: /check-lists/cash-count/1/2026-11-27 — café`,
      html: `<p>${long}<a href="/check-lists/cash-count/1/2026-11-27">Open</a> café</p>`,
    });
    const raw = (info as unknown as { message: Buffer }).message.toString('utf8');
    const bodies = mailBodies(raw);
    expect(bodies).toHaveLength(2);
    expect(bodies.flatMap((body) => relativeLinks(body, PUBLIC_URL))).toContain('/check-lists/cash-count/1/2026-11-27');
  });
});

describe('every mail kind links with a full address', () => {
  const seen = new Map<string, ReceivedMail[]>();
  const people = {} as Record<
    'admin' | 'manager' | 'barista' | 'franchisee' | 'corporate',
    { id: number; email: string; username: string }
  >;
  let storeId: number;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    storeId = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY, email: 'brooklyn@dripp.example' })).id;
    const at = (role: string) => ({ links: [{ storeId, role }] });
    people.admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
    people.corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
    people.manager = await makeUser(t, at('ROLE_MANAGER'));
    people.barista = await makeUser(t, at('ROLE_BARISTA'));
    people.franchisee = await makeUser(t, at('ROLE_FRANCHISEE'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Runs `send` and files every mail it brought in under `kind`. */
  async function collect(kind: string, send: () => Promise<unknown>) {
    const before = smtp.mails.length;
    await send();
    const deadline = Date.now() + 5000;
    while (smtp.mails.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const mails = smtp.mails.slice(before);
    expect(mails.length, `${kind} sent no mail`).toBeGreaterThan(0);
    seen.set(kind, mails);
  }

  const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
  };

  it('sends a purchase order', async () => {
    const vendor = await insertVendor(t.db, { email: 'orders@roaster.example' });
    await t.db.insert(storeVendors).values({ storeId, vendorId: vendor.id });
    const [product] = await t.db
      .insert(products)
      .values({ vendorId: vendor.id, itemNo: 'ESP-5', description: 'Espresso 5 lb', cost: '2.35', um: 'bag' })
      .returning();
    const line = { category_id: 0, product_id: product!.id, on_hand: 1, qty: 2, item_no: 'x', description: 'x' };
    await collect('purchase order', () =>
      ok(
        call('POST', `/api/stores/${storeId}/order`, tokenFor(t.app, people.manager), {
          vendor_id: vendor.id,
          products: [{ ...line, cost: '0', wholesale: '0', retail: '0', um: 'bag' }],
        }),
      ),
    );
  });

  it('sends a service ticket with a photo', async () => {
    const [provider] = await t.db
      .insert(addressBookEntries)
      .values({ storeId, name: 'Bean Machine Repair', email: 'service@repair.example' })
      .returning();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const token = tokenFor(t.app, people.manager);
    const created = await call('POST', `/api/service-ticket/${storeId}/2099-06-16`, token, {
      urgency: 2,
      description: '<p>The steam wand leaks.</p>',
      request_by: 'Maria Alvarez',
      address_book_id: provider!.id,
      file: `data:image/png;base64,${png.toString('base64')}`,
      filename: 'leak.png',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await collect('service ticket', () =>
      ok(call('PUT', `/api/service-ticket/${created.json().data.id}`, token, { action: 'send' })),
    );
  });

  it('sends HR documents', async () => {
    const pdf = simplePdf('Employee Handbook', ['Welcome to Dripp.']);
    const uploaded = await call('POST', '/api/documents', tokenFor(t.app, people.corporate), {
      title: 'Employee Handbook',
      file: `data:application/pdf;base64,${pdf.toString('base64')}`,
      filename: 'handbook.pdf',
    });
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await collect('HR documents', () =>
      ok(
        call('POST', '/api/documents/send', tokenFor(t.app, people.manager), {
          emails: 'new.hire@example.test',
          ids: String(uploaded.json().data.id),
        }),
      ),
    );
  });

  it('sends an invitation and a password reset', async () => {
    await collect('invitation', async () =>
      ok(
        call('POST', '/api/users', tokenFor(t.app, people.admin), {
          username: 'invited_one',
          first_name: 'New',
          last_name: 'Person',
          email: 'invited@people.test',
          phone: '(503) 555-0100',
          pin: null,
          store_id: storeId,
          role_id: await roleId(t.db, 'ROLE_BARISTA'),
        }),
        201,
      ),
    );
    await collect('password reset', () =>
      ok(call('POST', '/api/users/forgot-password', undefined, { email: people.barista.email })),
    );
  });

  it('sends every notification kind, one by one and as a summary', async () => {
    await t.db.insert(checklists).values({ storeId, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    const action = (title: string, dueAt: Date) => ({
      storeId,
      title,
      source: 'manual' as const,
      priority: 'low' as const,
      dueAt,
      assigneeUserId: people.barista.id,
    });
    await t.db
      .insert(correctiveActions)
      .values([
        action('Descale the wand', new Date(AT.getTime() + 3 * 3_600_000)),
        ...Array.from({ length: 6 }, (_, i) => action(`Wipe shelf ${i + 1}`, new Date(AT.getTime() - 3_600_000))),
      ]);
    // A walk-in read out of range at 06:50 and fixed, whose 07:20 re-check nobody took: it escalates.
    const [unit] = await t.db
      .insert(foodUnits)
      .values({ storeId, type: 'walk-in', name: 'Walk-in cooler' })
      .returning({ id: foodUnits.id });
    const [reading] = await t.db
      .insert(foodReadings)
      .values({
        storeId,
        unitId: unit!.id,
        kind: 'scheduled',
        value: 45,
        high: 41,
        inRange: false,
        date: '2099-06-16',
        dueTime: '07:00',
        fix: 'moved-food',
        fixNote: 'Moved the milk',
        takenAt: new Date(AT.getTime() - 75 * 60_000),
      })
      .returning({ id: foodReadings.id });
    await t.db
      .insert(foodRechecks)
      .values({ readingId: reading!.id, storeId, unitId: unit!.id, dueAt: new Date(AT.getTime() - 45 * 60_000) });
    const before = smtp.mails.length;
    await runStoreDaySweep(t.app.ctx, AT);
    const mails = smtp.mails.slice(before);
    const summary = mails.filter((m) => /^Subject: \d+ notifications from the Dripp Portal/m.test(m.raw));
    expect(summary.length, 'the barista’s eight notifications end in a summary').toBeGreaterThan(0);
    seen.set('notification summary', summary);
    const mailed = await t.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.mailState, 'sent'));
    for (const kind of NOTIFICATION_KINDS) {
      expect(
        mailed.some((n) => n.kind === kind),
        `no ${kind} notification was mailed`,
      ).toBe(true);
      seen.set(`notification ${kind}`, mails);
    }
  });

  it('sends the morning digest', async () => {
    const res = await call('PUT', '/api/digest', tokenFor(t.app, people.franchisee), {
      enabled: true,
      send_at: '07:00',
      time_zone: NY,
    });
    expect(res.statusCode, res.body).toBe(200);
    await collect('digest', () => sweepDigests(t.app.ctx, DIGEST_AT));
  });

  it('has seen every kind any sender sends, and every link in them is absolute', () => {
    const root = path.resolve(__dirname, '../src');
    const senders = sourceFiles(root)
      .filter((file) => /\bmailer\.send\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .sort();
    expect(senders, 'a new file sends mail: add its kinds to SENDERS and trigger them above').toEqual(
      Object.keys(SENDERS).sort(),
    );
    expect([...seen.keys()].sort()).toEqual(Object.values(SENDERS).flat().sort());

    const found: string[] = [];
    let bodies = 0;
    for (const [kind, mails] of seen)
      for (const mail of mails)
        for (const body of mailBodies(mail.raw)) {
          bodies += 1;
          for (const link of relativeLinks(body, PUBLIC_URL)) found.push(`${kind}: ${link}`);
        }
    expect(bodies).toBeGreaterThan(0);
    expect(found).toEqual([]);
    // Each kind that links to the portal carries at least one full link.
    const linked = [...seen].filter(([kind]) => kind !== 'HR documents' && kind !== 'purchase order');
    for (const [kind, mails] of linked)
      expect(
        mails.some((m) => mailBodies(m.raw).some((b) => b.includes(`${PUBLIC_URL}/`))),
        `${kind} has no link`,
      ).toBe(true);
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}
