import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionSettings, checklists, correctiveActions, serviceTickets } from '../src/db/schema/index';
import { LONG_AGO, makeStore, makeUser, startTestApp, tokenFor, type TestContext } from './harness';
import { apiCaller } from './fixtures/people';
import { mailHeader, mailPlainText, startSmtpPeer, type ReceivedMail, type SmtpPeer } from './fixtures/smtp';
import { sweepDigests } from '../src/features/digest/digest-sweep';
import { raiseCashCountAction } from '../src/features/cash-count/cash-count-action';
import { runStoreDaySweep } from '../src/features/jobs';

/*
 * Decision 133 and 203 in what the server writes: days as "November 27, 2026", times on the 12-hour
 * clock of the store, always with the zone's short name (a mail's reader may be anywhere), and never
 * an ISO date or a 24-hour time outside a link. The server runs on UTC; the store is in Chicago.
 */

const CHICAGO = 'America/Chicago';
// 07:05 in Chicago (CST, UTC−6) on Friday 27 November 2026: the opening card (07:00) is 5 minutes late.
const AT = new Date('2026-11-27T13:05:00Z');
// 21:29 in Chicago that evening.
const ACTION_DUE = new Date('2026-11-28T03:29:00Z');

let t: TestContext;
let smtp: SmtpPeer;
let storeId: number;
let barista: { id: number; email: string; username: string };
let franchisee: { id: number; email: string; username: string };
const call = apiCaller(() => t);

const mailsTo = (p: { email: string }) => smtp.mails.filter((m: ReceivedMail) => m.recipients.includes(p.email));
const plain = (m: ReceivedMail) => Buffer.from(mailPlainText(m.raw), 'latin1').toString('utf8').replace(/\r\n/g, '\n');
/** What a reader reads, links left out: no ISO date and no 24-hour time. */
function expectOneFormat(text: string) {
  const words = text.replace(/https?:\/\/\S+/g, '');
  expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(words).not.toMatch(/\b\d{2}:\d{2}\b(?! [AP]M)/);
  expect(words).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /);
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  storeId = (await makeStore(t.db, { title: 'Wicker Park', timeZone: CHICAGO })).id;
  await t.db
    .insert(checklists)
    .values({ createdAt: LONG_AGO, storeId, type: 'open', task: 'Unlock doors', sortOrder: 1 });
  barista = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  franchisee = await makeUser(t, { links: [{ storeId, role: 'ROLE_FRANCHISEE' }] });
  await t.db.insert(correctiveActions).values({
    storeId,
    title: 'Clean the grinder',
    source: 'manual',
    priority: 'medium',
    dueAt: ACTION_DUE,
    assigneeUserId: barista.id,
  });
  await t.db
    .insert(serviceTickets)
    .values({ storeId, date: '2026-11-26', urgency: 2, createdAt: new Date('2026-11-26T18:00:00Z') });
  await t.db
    .update(actionSettings)
    .set({ missedChecklistActions: true, cashCountActions: true })
    .where(eq(actionSettings.id, 1));
  const digest = await call('PUT', '/api/digest', tokenFor(t.app, franchisee), {
    enabled: true,
    send_at: '07:00',
    time_zone: CHICAGO,
  });
  expect(digest.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('dates and times in mail', () => {
  it("a reminder gives the due time on the store's 12-hour clock with its zone", async () => {
    await runStoreDaySweep(t.app.ctx, AT);
    const reminder = mailsTo(barista).find((m) => mailHeader(m.raw, 'Subject') === 'Opening checklist is due');
    expect(reminder, smtp.mails.map((m) => mailHeader(m.raw, 'Subject')).join('; ')).toBeDefined();
    const text = plain(reminder!);
    expect(text).toContain('Wicker Park: the opening checklist was due at 7:00 AM CST.');
    expectOneFormat(text);
  });

  it("an action's mail gives its due day and time on the store's clock with its zone", async () => {
    const mail = mailsTo(barista).find((m) => mailHeader(m.raw, 'Subject') === 'Action due: Clean the grinder');
    expect(mail).toBeDefined();
    const text = plain(mail!);
    expect(text).toContain('Wicker Park: "Clean the grinder" is due on November 27, 2026 at 9:29 PM CST.');
    expectOneFormat(text);
  });

  it('actions raised from a missed card and a cash count name their day as November 26, 2026', async () => {
    // The same sweep found yesterday's opening card missed.
    const [missed] = await t.db
      .select()
      .from(correctiveActions)
      .where(eq(correctiveActions.source, 'missed-checklist'));
    expect(missed).toMatchObject({ sourceLabel: 'Opening checklist of November 26, 2026' });
    expect(missed!.description).toContain('of November 26, 2026 was never completed');
    await t.db.transaction((tx) =>
      raiseCashCountAction(tx, {
        id: 1,
        storeId,
        date: '2026-11-12',
        discrepancyCents: -1_250,
        userId: barista.id,
        toleranceCents: 500,
      }),
    );
    const [cash] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.source, 'cash-count'));
    expect(cash).toMatchObject({ sourceLabel: 'Cash count of November 12, 2026' });
    expect(cash!.description).toContain('The cash count of November 12, 2026 is $12.50 short');
  });

  it('the morning digest names yesterday and its days as November 26, 2026', async () => {
    expect(await sweepDigests(t.app.ctx, new Date('2026-11-27T13:00:00Z'))).toEqual({ sent: 1, failed: 0 });
    const [mail] = mailsTo(franchisee).filter((m) => mailHeader(m.raw, 'Subject')?.startsWith('Morning digest'));
    expect(mailHeader(mail!.raw, 'Subject')).toMatch(/^Morning digest for November 26, 2026: /);
    const text = plain(mail!);
    expect(text).toContain("Here is yesterday (November 26, 2026, on each store's own clock)");
    expect(text).toContain('- New service ticket for November 26, 2026 (Critical)');
    expectOneFormat(text);
  });
});
