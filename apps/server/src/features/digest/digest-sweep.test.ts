import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashCounts,
  checklistNames,
  checklists,
  commSheets,
  correctiveActions,
  digestSends,
  incidentReports,
  serviceTickets,
  wasteLogEntries,
} from '../../db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { mailHeader, mailPlainText, startSmtpPeer, type SmtpPeer } from '../../../test/fixtures/smtp';
import type { Jobs } from '../../platform/jobs';
import { startJobs } from '../jobs';
import { storeFacts } from './digest-figures';
import { MORNING_DIGEST, sweepDigests } from './digest-sweep';
import { nothingInFlight, queueDrained, until } from '../../../test/support/settled';

const NY = 'America/New_York';
// Wednesday 11 March 2026, New York on daylight time (UTC−4): yesterday is Tuesday the 10th.
const AT = new Date('2026-03-11T11:00:00Z'); // 07:00 in New York
const JUST_BEFORE = new Date('2026-03-11T10:59:00Z');
const NINE = new Date('2026-03-11T13:00:00Z');
const Y = '2026-03-10';
const ny = (local: string) => new Date(`${local}-04:00`);

let t: TestContext;
let smtp: SmtpPeer;
const call = apiCaller(() => t);
const store = {} as Record<'busy' | 'silent' | 'quiet', number>;
const person = {} as Record<'franchisee' | 'corporate', { id: number; email: string; username: string }>;

const mailsTo = (p: { email: string }) => smtp.mails.filter((m) => m.recipients.includes(p.email));
/** The text part as read: its bytes as UTF-8, with plain line ends. */
const plain = (raw: string) => Buffer.from(mailPlainText(raw), 'latin1').toString('utf8').replace(/\r\n/g, '\n');

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  store.busy = (await makeStore(t.db, { title: 'Astoria', number: '11', timeZone: NY })).id;
  store.silent = (await makeStore(t.db, { title: 'Bushwick', number: '12', timeZone: NY })).id;
  store.quiet = (await makeStore(t.db, { title: 'Chelsea', number: '13', timeZone: NY })).id;
  person.franchisee = await makeUser(t, {
    links: [
      { storeId: store.busy, role: 'ROLE_FRANCHISEE' },
      { storeId: store.silent, role: 'ROLE_FRANCHISEE' },
    ],
  });
  person.corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  const manager = await makeUser(t, { links: [{ storeId: store.busy, role: 'ROLE_MANAGER' }] });
  for (const [who, at] of [
    ['franchisee', '07:00'],
    ['corporate', '09:00'],
  ] as const) {
    const res = await call('PUT', '/api/digest', tokenFor(t.app, person[who]), {
      enabled: true,
      send_at: at,
      time_zone: NY,
    });
    expect(res.statusCode).toBe(200);
  }

  // Astoria: opened on time, never did its mid card nor the closing sheet, counted cash late and short.
  const tasks = await t.db
    .insert(checklists)
    .values([
      { createdAt: LONG_AGO, storeId: store.busy, type: 'open', task: 'Unlock doors', sortOrder: 1 },
      { createdAt: LONG_AGO, storeId: store.busy, type: 'mid', task: 'Restock cups', sortOrder: 2 },
    ])
    .returning({ id: checklists.id });
  await t.db
    .insert(checklistNames)
    .values({ checklistId: tasks[0]!.id, storeId: store.busy, date: Y, name: 'Ann', createdAt: ny(`${Y}T06:50`) });
  const sheet = {} as never;
  await t.db.insert(cashCounts).values([
    {
      storeId: store.busy,
      date: Y,
      sheet,
      totals: sheet,
      totalDepositCents: 50_000,
      totalDiscrepancyCents: -1_250,
      toleranceCents: 500,
      flagged: true,
      overShortReason: 'Till miscounted',
      createdAt: ny(`${Y}T22:45`),
    },
    // Deposited four days ago and never verified: reported. Deposited 33 hours ago: not yet.
    ...[
      ['2026-03-06', ny('2026-03-07T09:00'), 'deposited', 'B-77'],
      ['2026-03-09', ny('2026-03-10T02:00'), 'deposited', 'B-78'],
      ['2026-03-02', ny('2026-03-03T09:00'), 'verified', 'B-70'],
    ].map(([date, at, status, bag]) => ({
      storeId: store.busy,
      date: date as string,
      sheet,
      totals: sheet,
      totalDepositCents: 40_000,
      totalDiscrepancyCents: 0,
      depositStatus: status as 'deposited' | 'verified',
      depositBag: bag as string,
      depositedAt: at as Date,
    })),
    // Chelsea counted on time; with its closing sheet it has nothing to report.
    {
      storeId: store.quiet,
      date: Y,
      sheet,
      totals: sheet,
      totalDepositCents: 40_000,
      totalDiscrepancyCents: 0,
      createdAt: ny(`${Y}T20:00`),
    },
  ]);
  await t.db.insert(commSheets).values({ storeId: store.quiet, date: Y, type: 'close', createdAt: ny(`${Y}T20:05`) });
  // Waste: $280 over the 28 days before ($10 a day), $60 yesterday; a big day 29 days back is outside.
  const waste = (storeId: number, date: string, lossCents: number, position = 1) => ({
    storeId,
    date,
    position,
    description: 'Milk',
    qtyHundredths: 100,
    valueCents: lossCents,
    lossCents,
  });
  await t.db.insert(wasteLogEntries).values([
    waste(store.busy, '2026-02-09', 900_000),
    waste(store.busy, '2026-02-10', 20_000),
    waste(store.busy, '2026-03-09', 8_000),
    waste(store.busy, Y, 4_000),
    waste(store.busy, Y, 2_000, 2),
    // Chelsea began its log four days ago: $40 over those days is $10 a day, so $15 is not high.
    waste(store.quiet, '2026-03-06', 4_000),
    waste(store.quiet, Y, 1_500),
  ]);
  const action = (title: string, dueAt: Date, status: 'open' | 'in-progress' | 'done' = 'open') => ({
    storeId: store.busy,
    title,
    source: 'manual' as const,
    priority: 'medium' as const,
    dueAt,
    status,
  });
  await t.db
    .insert(correctiveActions)
    .values([
      action('Fix the fridge seal', ny('2026-03-09T11:00')),
      action('Retrain on the cash count', ny('2026-03-10T11:00'), 'in-progress'),
      action('Descale the espresso machine', ny('2026-03-08T11:00'), 'done'),
      action('Replace the mat', ny('2026-03-12T11:00')),
    ]);
  const incident = (subject: string, createdAt: Date) => ({
    storeId: store.busy,
    managerId: manager.id,
    incidentDate: Y,
    incidentTime: '10:00',
    subject,
    description: 'Details',
    employeeSignature: 'Ann',
    enteredDate: Y,
    createdAt,
  });
  await t.db
    .insert(incidentReports)
    .values([incident('Slip near the door', ny(`${Y}T15:00`)), incident('Old bruise', ny('2026-03-09T15:00'))]);
  await t.db.insert(serviceTickets).values({ storeId: store.busy, date: Y, urgency: 2, createdAt: ny(`${Y}T12:00`) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the morning digest', () => {
  const nodes: Jobs[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.stop()));
  });

  it('is not sent before the chosen time in the person’s zone', async () => {
    expect(await sweepDigests(t.app.ctx, JUST_BEFORE)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(0);
    expect(await t.db.select().from(digestSends)).toHaveLength(0);
  });

  it('is sent once when three workers run the same minute, and not again later that day', async () => {
    for (let i = 0; i < 3; i++)
      nodes.push(await startJobs(t.app.ctx, t.database.sql, { schedule: false, pollingIntervalSeconds: 0.5 }));
    await Promise.all([
      ...nodes.map((n) => n.boss.send(MORNING_DIGEST, { at: AT.toISOString() })),
      sweepDigests(t.app.ctx, AT),
      sweepDigests(t.app.ctx, AT),
    ]);
    await until(() => mailsTo(person.franchisee).length >= 1);
    await Promise.all([sweepDigests(t.app.ctx, new Date(AT.getTime() + 60_000)), sweepDigests(t.app.ctx, AT)]);
    await queueDrained(nodes[0]!.boss, [MORNING_DIGEST]);
    await nothingInFlight(t, smtp);

    expect(mailsTo(person.franchisee)).toHaveLength(1);
    // Corporate asked for 09:00.
    expect(mailsTo(person.corporate)).toHaveLength(0);
    expect(await t.db.select({ userId: digestSends.userId, date: digestSends.date }).from(digestSends)).toEqual([
      { userId: person.franchisee.id, date: '2026-03-11' },
    ]);
  });

  it('names the store that recorded nothing and says what was missed, late, overdue, flagged and new', async () => {
    const mail = mailsTo(person.franchisee)[0]!;
    expect(mailHeader(mail.raw, 'Auto-Submitted')).toBe('auto-generated');
    expect(mailHeader(mail.raw, 'Subject')).toBe('Morning digest for March 10, 2026: 2 stores need attention');
    expect(mail.raw).toMatch(/content-type:\s*text\/html/i);
    const text = plain(mail.raw);
    expect(text).toContain('Recorded nothing yesterday: Bushwick.');
    expect(text).toContain('BUSHWICK (#12)');
    expect(text).toContain('- Recorded nothing yesterday: no comm sheet, checklist, cash count or waste entry');
    expect(text).toContain(
      `- Missed: Mid checklist, Closing comm sheet\n  http://portal.test/check-lists/daily-check/${store.busy}/${Y}`,
    );
    expect(text).toContain('- Done late: Cash count (1 h 15 min late)');
    expect(text).toContain(
      '- Cash count flagged: short $12.50, beyond the $5.00 tolerance. Reason given: Till miscounted',
    );
    expect(text).toContain('- Waste $60.00: 6.0 times the daily average of the 28 days before ($10.00)');
    expect(text).toContain('- New incident #');
    expect(text).toContain(': Slip near the door');
    expect(text).not.toContain('Old bruise');
    expect(text).toContain('- New service ticket for March 10, 2026 (Critical)');
    expect(text).toContain('- Overdue actions (2): "Fix the fridge seal"; "Retrain on the cash count"');
    expect(text).toContain('- Deposits not verified after two days (1): March 6, 2026, bag B-77');
    expect(text).toContain(`http://portal.test/profile/${person.franchisee.username}`);
    // Only the franchisee's stores.
    expect(text).not.toContain('Chelsea');
  });

  it('has figures equal to a direct count over the records', async () => {
    const facts = await storeFacts(t.db, [store.busy, store.silent], AT);
    const busy = facts.find((f) => f.storeId === store.busy)!;
    const [overdue] = await t.db
      .select({ n: count() })
      .from(correctiveActions)
      .where(
        and(
          eq(correctiveActions.storeId, store.busy),
          inArray(correctiveActions.status, ['open', 'in-progress', 'reopened']),
          lt(correctiveActions.dueAt, AT),
        ),
      );
    const [flagged] = await t.db
      .select({ n: count() })
      .from(cashCounts)
      .where(and(eq(cashCounts.storeId, store.busy), eq(cashCounts.date, Y), eq(cashCounts.flagged, true)));
    const [deposits] = await t.db
      .select({ n: count() })
      .from(cashCounts)
      .where(
        and(
          eq(cashCounts.storeId, store.busy),
          eq(cashCounts.depositStatus, 'deposited'),
          sql`${cashCounts.depositedAt} < ${new Date(AT.getTime() - 48 * 3_600_000).toISOString()}::timestamptz`,
        ),
      );
    const [waste] = await t.db
      .select({
        yesterday: sql<string>`sum(${wasteLogEntries.lossCents}) filter (where ${wasteLogEntries.date} = ${Y})`,
      })
      .from(wasteLogEntries)
      .where(eq(wasteLogEntries.storeId, store.busy));
    expect(busy.overdueActions).toHaveLength(overdue!.n);
    expect(busy.flaggedCount ? 1 : 0).toBe(flagged!.n);
    expect(busy.unverifiedDeposits).toHaveLength(deposits!.n);
    expect(busy.wasteCents).toBe(Number(waste!.yesterday));
    const text = plain(mailsTo(person.franchisee)[0]!.raw);
    expect(text).toContain(`Overdue actions (${overdue!.n})`);
    const [quiet] = await storeFacts(t.db, [store.quiet], AT);
    expect(quiet).toMatchObject({ wasteCents: 1_500, wasteAverageCents: 1_000, wasteWellAbove: false });
    expect(text).toContain(
      `${facts.reduce((n, f) => n + f.missed.length, 0)} missed items · 1 late item · ${overdue!.n} overdue actions · ${flagged!.n} flagged cash count · ${deposits!.n} deposit to verify`,
    );
  });

  it('a failed send leaves no claim and goes out at the next minute; quiet stores share one line', async () => {
    const { mailer } = t.app.ctx;
    const send = mailer.send;
    mailer.send = async () => {
      throw Object.assign(new Error('relay down'), { code: 'ECONNECTION' });
    };
    try {
      expect(await sweepDigests(t.app.ctx, NINE)).toEqual({ sent: 0, failed: 1 });
    } finally {
      mailer.send = send;
    }
    expect(await t.db.select().from(digestSends).where(eq(digestSends.userId, person.corporate.id))).toHaveLength(0);
    expect(await sweepDigests(t.app.ctx, new Date(NINE.getTime() + 60_000))).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(person.corporate)).toHaveLength(1);
    const text = plain(mailsTo(person.corporate)[0]!.raw);
    expect(text).toContain('2 of 3 stores need attention.');
    expect(text).toContain('NOTHING TO REPORT\n- Chelsea');
    expect(text).toContain('Recorded nothing yesterday: Bushwick.');
    expect(mailsTo(person.franchisee)).toHaveLength(1);
  });

  it('switched off on the profile, it does not come the next morning; switched on at 08:00, it comes at 08:00', async () => {
    const token = tokenFor(t.app, person.franchisee);
    const save = async (enabled: boolean, send_at: string) => {
      const res = await call('PUT', '/api/digest', token, { enabled, send_at, time_zone: NY });
      expect(res.statusCode, res.body).toBe(200);
      expect((await call('GET', '/api/digest', token)).json().data).toMatchObject({ enabled, send_at, time_zone: NY });
    };
    // Thursday the 12th in New York: 07:00, 07:59 and 08:00.
    const [seven, justBeforeEight, eight] = ['11:00', '11:59', '12:00'].map((hm) => new Date(`2026-03-12T${hm}:00Z`));
    await save(false, '07:00');
    expect(await sweepDigests(t.app.ctx, seven)).toEqual({ sent: 0, failed: 0 });
    expect(await sweepDigests(t.app.ctx, eight)).toEqual({ sent: 0, failed: 0 });
    expect(mailsTo(person.franchisee)).toHaveLength(1);

    await save(true, '08:00');
    expect(await sweepDigests(t.app.ctx, justBeforeEight)).toEqual({ sent: 0, failed: 0 });
    expect(await sweepDigests(t.app.ctx, eight)).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(person.franchisee)).toHaveLength(2);
    expect(await t.db.select().from(digestSends).where(eq(digestSends.userId, person.franchisee.id))).toHaveLength(2);
  });
});
