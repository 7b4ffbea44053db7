import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionSettings,
  checklists,
  correctiveActions,
  notifications,
  storeDueTimes,
  users,
  userStores,
} from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { startSmtpPeer, type SmtpPeer } from '../../../test/fixtures/smtp';
import { runStoreDaySweep } from '../jobs';

// A Chicago store made at 23:00 on Thursday 26 November 2026 (CST, UTC−6), its tasks added at 23:05,
// its staff added at 23:02; one of them has not accepted the invitation.
const local = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!, h! + 6, min!));
};
const MADE = local('2026-11-26', '23:00');

let t: TestContext;
let smtp: SmtpPeer;
let clock = MADE;
let storeId: number;
const person = {} as Record<
  'manager' | 'barista' | 'invited' | 'corporate',
  { id: number; email: string; username: string }
>;
const call = apiCaller(() => t);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startTestApp({ SMTP_URL: smtp.url }, { now: () => clock });
  await t.db.update(actionSettings).set({ missedChecklistActions: true });
  storeId = (await makeStore(t.db, { title: 'Wicker Park', timeZone: 'America/Chicago', createdAt: MADE })).id;
  await t.db.insert(storeDueTimes).values([
    { storeId, item: 'open', time: '07:00' },
    { storeId, item: 'close', time: '21:00' },
    { storeId, item: 'cash-count', time: '21:30' },
  ]);
  const tasksAt = local('2026-11-26', '23:05');
  await t.db.insert(checklists).values([
    { storeId, type: 'open', task: 'Unlock doors', sortOrder: 1, createdAt: tasksAt },
    { storeId, type: 'close', task: 'Mop floors', sortOrder: 2, createdAt: tasksAt },
  ]);
  const staffAt = local('2026-11-26', '23:02');
  const at = (role: string) => ({ links: [{ storeId, role }] });
  person.manager = await makeUser(t, at('ROLE_MANAGER'));
  person.barista = await makeUser(t, at('ROLE_BARISTA'));
  person.invited = await makeUser(t, { ...at('ROLE_BARISTA'), password: null });
  person.corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  for (const p of [person.manager, person.barista, person.invited]) {
    await t.db.update(users).set({ createdAt: staffAt }).where(eq(users.id, p.id));
    await t.db.update(userStores).set({ createdAt: staffAt }).where(eq(userStores.userId, p.id));
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function told() {
  const name = Object.fromEntries(Object.entries(person).map(([k, p]) => [p.id, k]));
  const rows = await t.db.select().from(notifications).where(eq(notifications.storeId, storeId));
  return rows.map((r) => `${name[r.userId]}:${r.kind}:${r.item}:${r.date}`).sort();
}
const actions = () => t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, storeId));

async function sweepAt(date: string, time: string) {
  clock = local(date, time);
  await runStoreDaySweep(t.app.ctx, clock);
}

describe('a store starts when it is made', () => {
  it('gets no late, missed, action, reminder or mail for the times before it, its tasks or its staff existed', async () => {
    for (const time of ['23:05', '23:06', '23:30', '23:59']) await sweepAt('2026-11-26', time);
    // The Today board of its first evening: nothing due, late or missed.
    const board = await call('GET', '/api/store-day/today', tokenFor(t.app, person.manager));
    expect(board.statusCode).toBe(200);
    const today = board.json().data.stores.find((s: { store_id: number }) => s.store_id === storeId);
    expect(today).toMatchObject({ date: '2026-11-26', items: [] });

    // Past its midnight, into the next day's small hours: its first day had nothing to miss.
    for (const time of ['00:00', '00:01', '00:30', '03:00', '06:59']) await sweepAt('2026-11-27', time);
    const first = await call(
      'GET',
      `/api/store-day/stores/${storeId}/days/2026-11-26`,
      tokenFor(t.app, person.manager),
    );
    expect(first.json().data.items).toEqual([]);
    expect(await told()).toEqual([]);
    expect(await actions()).toEqual([]);
    expect(smtp.mails).toEqual([]);
  });

  it('the next day is a normal day: reminded when due, escalated when late, missed the day after, only for those who accepted', async () => {
    await sweepAt('2026-11-27', '07:00');
    expect(await told()).toEqual(['barista:reminder:open:2026-11-27', 'manager:reminder:open:2026-11-27']);
    await sweepAt('2026-11-27', '07:15');
    await sweepAt('2026-11-27', '08:00');
    expect(await told()).toEqual([
      'barista:reminder:open:2026-11-27',
      'corporate:chain-escalation:open:2026-11-27',
      'manager:reminder:open:2026-11-27',
      'manager:store-escalation:open:2026-11-27',
    ]);
    const day = await call('GET', `/api/store-day/stores/${storeId}/days/2026-11-27`, tokenFor(t.app, person.manager));
    expect(day.json().data.items.map((i: { item: string; state: string }) => `${i.item}:${i.state}`)).toEqual([
      'open:due',
      'close:upcoming',
      'cash-count:upcoming',
      'comm-sheet:upcoming',
    ]);

    await sweepAt('2026-11-28', '00:01');
    expect((await actions()).map((a) => a.sourceKey).sort()).toEqual(['close:2026-11-27', 'open:2026-11-27']);
    const recipients = smtp.mails.flatMap((m) => m.recipients);
    expect(recipients).not.toContain(person.invited.email);
    expect(new Set(recipients)).toEqual(new Set([person.manager.email, person.barista.email, person.corporate.email]));
    expect((await told()).filter((n) => n.startsWith('invited'))).toEqual([]);
  });
});
