import { eq } from 'drizzle-orm';
import { actionLink } from '@dripp/contract/corrective-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctiveActions, notifications } from '../src/db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from './harness';
import { apiCaller } from './fixtures/people';
import { mailPlainText, startSmtpPeer, type ReceivedMail, type SmtpPeer } from './fixtures/smtp';
import { runStoreDaySweep } from '../src/features/jobs';

// 10:00 in Portland on Tuesday 10 March 2026; every action below was due at 09:30.
const AT = new Date('2026-03-10T17:00:00Z');
const DUE = new Date('2026-03-10T16:30:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

let t: TestContext;
let smtp: SmtpPeer;
let storeId: number;
let barista: { id: number; email: string; username: string };
let other: { id: number; email: string; username: string };
const call = apiCaller(() => t);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  storeId = (await makeStore(t.db, { title: 'Hawthorne', timeZone: 'America/Los_Angeles' })).id;
  barista = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
  other = await makeUser(t, { links: [{ storeId, role: 'ROLE_BARISTA' }] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

function overdueActions(assignee: number, titles: string[], dueAt = DUE) {
  return t.db
    .insert(correctiveActions)
    .values(
      titles.map((title) => ({
        storeId,
        title,
        source: 'manual' as const,
        priority: 'low' as const,
        dueAt,
        assigneeUserId: assignee,
      })),
    )
    .returning({ id: correctiveActions.id, title: correctiveActions.title });
}

const to = (person: { email: string }) => smtp.mails.filter((m: ReceivedMail) => m.recipients.includes(person.email));
const subject = (m: ReceivedMail) => /^Subject: (.*)$/m.exec(m.raw)?.[1];

describe('notification mail cannot flood', () => {
  it('300 overdue actions for one barista: five mails, then one summary that lists the rest; the bell keeps all 300', async () => {
    const flood = await overdueActions(
      barista.id,
      Array.from({ length: 300 }, (_, i) => `Wipe shelf ${i + 1}`),
    );
    await overdueActions(other.id, ['Fix the till']);

    // Three workers on the same minute, then the next nine minutes.
    await Promise.all([
      runStoreDaySweep(t.app.ctx, AT),
      runStoreDaySweep(t.app.ctx, AT),
      runStoreDaySweep(t.app.ctx, AT),
    ]);
    for (let m = 1; m < 10; m++) await runStoreDaySweep(t.app.ctx, minutes(m));

    const mails = to(barista);
    expect(mails).toHaveLength(6);
    const singles = mails.slice(0, 5);
    expect(singles.map(subject)).toEqual(flood.slice(0, 5).map((a) => `Action overdue: ${a.title}`));
    expect(mailPlainText(singles[0]!.raw)).toContain(`http://portal.test${actionLink(flood[0]!.id)}`);

    const summary = mails[5]!;
    expect(subject(summary)).toBe('295 notifications from the Dripp Portal');
    expect(summary.raw).toMatch(/^Auto-Submitted: auto-generated/im);
    const text = mailPlainText(summary.raw).replace(/\r\n/g, '\n');
    for (const action of flood.slice(5)) {
      expect(text).toContain(`Action overdue: ${action.title}\n`);
      expect(text).toContain(`http://portal.test${actionLink(action.id)}\n`);
    }
    expect(text).not.toContain(`Action overdue: ${flood[4]!.title}\n`);

    // The cap is per person: the other barista's one action is mailed on its own.
    expect(to(other).map(subject)).toEqual(['Action overdue: Fix the till']);

    // Every item is in the bell, and every mail is accounted for.
    const rows = await t.db
      .select({ inApp: notifications.inApp, mail: notifications.mailState })
      .from(notifications)
      .where(eq(notifications.userId, barista.id));
    expect(rows).toHaveLength(300);
    expect(rows.every((r) => r.inApp && r.mail === 'sent')).toBe(true);
    const bell = await call('GET', '/api/notifications', tokenFor(t.app, barista));
    expect(bell.json().data.unread).toBe(300);
  });

  it('after the summary, a new notification waits until the ten minutes have room, then goes out on its own', async () => {
    const [late] = await overdueActions(barista.id, ['Descale the kettle']);
    await runStoreDaySweep(t.app.ctx, minutes(2));
    await runStoreDaySweep(t.app.ctx, minutes(9));
    expect(to(barista)).toHaveLength(6);
    const [row] = await t.db
      .select({ mail: notifications.mailState })
      .from(notifications)
      .where(eq(notifications.actionId, late!.id));
    expect(row?.mail).toBe('pending');

    await runStoreDaySweep(t.app.ctx, minutes(10));
    expect(to(barista).map(subject).slice(6)).toEqual(['Action overdue: Descale the kettle']);
  });
});
