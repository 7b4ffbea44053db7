import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistNames, checklists, notifications, notificationSettings } from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { mailPlainText, startSmtpPeer, type SmtpPeer } from '../../../test/fixtures/smtp';
import type { Jobs } from '../../platform/jobs';
import { runStoreDaySweep, startJobs, STORE_DAY_SWEEP } from '../jobs';
import { sweepReminders } from './reminders';
import { nothingInFlight, queueDrained, until } from '../../../test/support/settled';

const NY = 'America/New_York';
// 08:05 in New York on Tuesday 10 March 2026: the opening card (07:00) is 65 minutes late, so the
// reminder, the manager's escalation (15) and the chain's (60) are all due; mid (14:00) is not yet.
const AT = new Date('2026-03-10T12:05:00Z');
const DATE = '2026-03-10';

let t: TestContext;
let smtp: SmtpPeer;
let late: number;
let done: number;
const person = {} as Record<
  'barista' | 'shiftLead' | 'manager' | 'franchisee' | 'corporate' | 'quiet' | 'noMail' | 'doneBarista',
  { id: number; email: string; username: string }
>;
const call = apiCaller(() => t);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  late = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY })).id;
  done = (await makeStore(t.db, { title: 'Queens', timeZone: NY })).id;
  const tasks = await t.db
    .insert(checklists)
    .values([
      { createdAt: LONG_AGO, storeId: late, type: 'open', task: 'Unlock doors', sortOrder: 1 },
      { createdAt: LONG_AGO, storeId: late, type: 'mid', task: 'Restock cups', sortOrder: 2 },
      { createdAt: LONG_AGO, storeId: done, type: 'open', task: 'Unlock doors', sortOrder: 1 },
    ])
    .returning({ id: checklists.id, storeId: checklists.storeId });
  // Queens opened on time.
  await t.db.insert(checklistNames).values({
    checklistId: tasks.find((r) => r.storeId === done)!.id,
    storeId: done,
    date: DATE,
    name: 'Ann',
    createdAt: new Date('2026-03-10T10:50:00Z'),
  });
  const at = (storeId: number, role: string) => ({ links: [{ storeId, role }] });
  person.barista = await makeUser(t, at(late, 'ROLE_BARISTA'));
  person.shiftLead = await makeUser(t, at(late, 'ROLE_SHIFT_LEAD'));
  person.manager = await makeUser(t, at(late, 'ROLE_MANAGER'));
  person.franchisee = await makeUser(t, at(late, 'ROLE_FRANCHISEE'));
  person.corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  person.quiet = await makeUser(t, at(late, 'ROLE_BARISTA'));
  person.noMail = await makeUser(t, at(late, 'ROLE_BARISTA'));
  person.doneBarista = await makeUser(t, at(done, 'ROLE_BARISTA'));

  // Turned off in the profile: every reminder for one barista, the mail only for another.
  const off = await call('PUT', '/api/notifications/settings', tokenFor(t.app, person.quiet), {
    settings: [{ kind: 'reminder', in_app: false, mail: false }],
  });
  expect(off.statusCode).toBe(200);
  await call('PUT', '/api/notifications/settings', tokenFor(t.app, person.noMail), {
    settings: [{ kind: 'reminder', in_app: true, mail: false }],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function told() {
  const rows = await t.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      item: notifications.item,
      storeId: notifications.storeId,
      mail: notifications.mailState,
    })
    .from(notifications);
  const name = Object.fromEntries(Object.entries(person).map(([k, p]) => [p.id, k]));
  return rows.map((r) => `${name[r.userId]}:${r.kind}:${r.item}:${r.mail}`).sort();
}

const EXPECTED = [
  'barista:reminder:open:sent',
  'corporate:chain-escalation:open:sent',
  'franchisee:chain-escalation:open:sent',
  'manager:reminder:open:sent',
  'manager:store-escalation:open:sent',
  'noMail:reminder:open:off',
  'shiftLead:reminder:open:sent',
];

describe('reminders and escalations, exactly once', () => {
  let nodes: Jobs[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it('three workers on the queue tell each person once, and nobody about work that is done or turned off', async () => {
    nodes = [];
    for (let i = 0; i < 3; i++)
      nodes.push(await startJobs(t.app.ctx, t.database.sql, { schedule: false, pollingIntervalSeconds: 0.5 }));
    // Every node's clock fires for the same minute.
    await Promise.all(nodes.map((n) => n.boss.send(STORE_DAY_SWEEP, { at: AT.toISOString() })));
    await until(async () => smtp.mails.length >= 6 && (await told()).length >= 7);
    // And again, as the next minutes would: nothing new.
    await Promise.all(
      nodes.map((n) => n.boss.send(STORE_DAY_SWEEP, { at: new Date(AT.getTime() + 60_000).toISOString() })),
    );
    await Promise.all([
      runStoreDaySweep(t.app.ctx, AT),
      runStoreDaySweep(t.app.ctx, AT),
      runStoreDaySweep(t.app.ctx, AT),
    ]);
    await queueDrained(nodes[0]!.boss, [STORE_DAY_SWEEP]);
    await nothingInFlight(t, smtp);

    expect(await told()).toEqual(EXPECTED);
    expect(smtp.mails).toHaveLength(6);
    const recipients = smtp.mails.flatMap((m) => m.recipients).sort();
    expect(recipients).toEqual(
      [person.barista, person.shiftLead, person.manager, person.manager, person.franchisee, person.corporate]
        .map((p) => p.email)
        .sort(),
    );
    const mail = smtp.mails.find((m) => m.recipients.includes(person.barista.email))!.raw;
    expect(mailPlainText(mail)).toContain(`/check-lists/daily-check/${late}/${DATE}`);
    // The store's clock, 12-hour, named: New York is on daylight time from 8 March.
    expect(mailPlainText(mail)).toContain('Brooklyn: the opening checklist was due at 7:00 AM EDT.');
    expect(mail).toMatch(/^Auto-Submitted: auto-generated/im);
  });

  it('a mail left pending by a node that stopped after writing the reminder is sent by the next sweep', async () => {
    const later = new Date('2026-03-10T18:05:00Z'); // 14:05: the mid card is now due
    expect(await sweepReminders(t.app.ctx, later)).toBeGreaterThan(0);
    const pending = await t.db.select().from(notifications).where(eq(notifications.mailState, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    const before = smtp.mails.length;
    await runStoreDaySweep(t.app.ctx, later);
    expect(smtp.mails.length - before).toBe(pending.length);
    expect(await t.db.select().from(notifications).where(eq(notifications.mailState, 'pending'))).toHaveLength(0);
  });

  it('a stage more than two hours old is not sent late (a queue stopped for hours, or a first start mid-day)', async () => {
    const stale = (await makeStore(t.db, { title: 'Staten Island', timeZone: NY })).id;
    await t.db
      .insert(checklists)
      .values({ createdAt: LONG_AGO, storeId: stale, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    await makeUser(t, { links: [{ storeId: stale, role: 'ROLE_BARISTA' }] });
    const before = (await told()).length;
    // 11:05 in New York: the opening card is 245 minutes late, its chain escalation 185.
    expect(await sweepReminders(t.app.ctx, new Date('2026-03-10T15:05:00Z'))).toBe(0);
    expect((await told()).length).toBe(before);
  });

  it('the bell lists the reminder, counts it unread, and marks it read', async () => {
    const token = tokenFor(t.app, person.barista);
    let res = await call('GET', '/api/notifications', token);
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.unread).toBe(2);
    expect(list.notifications[1]).toMatchObject({
      kind: 'reminder',
      title: 'Opening checklist is due',
      link: `/check-lists/daily-check/${late}/${DATE}`,
      read_at: null,
    });
    const quiet = await call('GET', '/api/notifications', tokenFor(t.app, person.quiet));
    expect(quiet.json().data.notifications.filter((n: { kind: string }) => n.kind === 'reminder')).toHaveLength(0);

    // Someone else's id is passed over.
    const other = await call('GET', '/api/notifications', tokenFor(t.app, person.manager));
    const otherId = other.json().data.notifications[0].id;
    await call('POST', '/api/notifications/read', token, { ids: [list.notifications[1].id, otherId] });
    res = await call('GET', '/api/notifications', token);
    expect(res.json().data.unread).toBe(1);
    expect((await call('GET', '/api/notifications', tokenFor(t.app, person.manager))).json().data.unread).toBe(
      other.json().data.unread,
    );
    // A refused mark-read, with one still unread, marks nothing.
    const rows = () =>
      t.db.select().from(notifications).where(eq(notifications.userId, person.barista.id)).orderBy(notifications.id);
    const unreadBefore = await rows();
    expect(unreadBefore.filter((n) => n.readAt === null)).toHaveLength(1);
    expect((await call('POST', '/api/notifications/read', token, { ids: [] })).statusCode).toBe(422);
    expect(await rows()).toEqual(unreadBefore);
    await call('POST', '/api/notifications/read', token, { all: true });
    expect((await call('GET', '/api/notifications', token)).json().data.unread).toBe(0);
  });
});

describe('notification settings', () => {
  it('a person reads and changes their own; every kind defaults to on', async () => {
    const token = tokenFor(t.app, person.shiftLead);
    let res = await call('GET', '/api/notifications/settings', token);
    expect(res.json().data.settings).toEqual([
      { kind: 'reminder', in_app: true, mail: true },
      { kind: 'store-escalation', in_app: true, mail: true },
      { kind: 'chain-escalation', in_app: true, mail: true },
      { kind: 'action-due', in_app: true, mail: true },
      { kind: 'action-overdue', in_app: true, mail: true },
      { kind: 'food-escalation', in_app: true, mail: true },
    ]);
    await call('PUT', '/api/notifications/settings', token, {
      settings: [{ kind: 'reminder', in_app: true, mail: false }],
    });
    res = await call('GET', '/api/notifications/settings', token);
    expect(res.json().data.settings[0]).toEqual({ kind: 'reminder', in_app: true, mail: false });
    const saved = async () => ({
      rows: await t.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, person.shiftLead.id))
        .orderBy(notificationSettings.kind),
      shown: (await call('GET', '/api/notifications/settings', token)).json().data,
    });
    const before = await saved();
    expect(before.rows).toMatchObject([{ kind: 'reminder', inApp: true, mail: false }]);
    for (const settings of [
      [{ kind: 'gossip', in_app: true, mail: true }],
      [
        { kind: 'store-escalation', in_app: false, mail: false },
        { kind: 'gossip', in_app: true, mail: true },
      ],
      [{ kind: 'reminder', in_app: 'no', mail: true }],
    ]) {
      const bad = await call('PUT', '/api/notifications/settings', token, { settings });
      expect(bad.statusCode, JSON.stringify(settings)).toBe(422);
    }
    expect(await saved()).toEqual(before);
  });

  it("another person's settings need notification-settings-edit where they work", async () => {
    const admin = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
    const corporate = tokenFor(t.app, person.corporate);
    const manager = tokenFor(t.app, person.manager);
    const url = `/api/notifications/settings/${person.barista.id}`;
    expect((await call('GET', url, admin)).statusCode).toBe(200);
    expect((await call('GET', url, corporate)).statusCode).toBe(200);
    expect((await call('GET', url, manager)).statusCode).toBe(403);
    const body = { settings: [{ kind: 'reminder', in_app: false, mail: false }] };
    expect((await call('PUT', url, manager, body)).statusCode).toBe(403);
    expect((await call('PUT', url, admin, body)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, person.barista.id));
    expect(row).toMatchObject({ kind: 'reminder', inApp: false, mail: false });
    expect((await call('GET', '/api/notifications/settings/999999', admin)).statusCode).toBe(404);
  });
});
