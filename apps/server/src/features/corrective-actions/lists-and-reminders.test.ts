import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionSettings, correctiveActions, notifications, scoreItemRules } from '../../db/schema/index';
import { call, item, person, store, t, tok, useActionsWorld } from '../../../test/fixtures/corrective-actions';
import { sweepActionReminders } from './action-reminders';

useActionsWorld();

describe('reminders', () => {
  it('go out once before the due time and once per overdue day, however many workers sweep', async () => {
    const made = await call('POST', '/api/corrective-actions', tok.manager1, {
      store_id: store.one,
      title: 'Replace the door seal',
      assignee_user_id: person.barista1.id,
      priority: 'medium',
      due_date: '2027-01-05',
      due_time: '15:00',
    });
    const id = made.json().data.id as number;
    const due = new Date('2027-01-05T20:00:00Z');
    const hours = (n: number) => new Date(due.getTime() + n * 3_600_000);
    const sweepTwice = async (at: Date) => {
      await Promise.all([sweepActionReminders(t.app.ctx, at), sweepActionReminders(t.app.ctx, at)]);
    };
    await sweepTwice(hours(-30)); // too early
    await sweepTwice(hours(-20));
    await sweepTwice(hours(-2));
    await sweepTwice(hours(1)); // overdue on its day
    await sweepTwice(hours(2));
    await sweepTwice(hours(8)); // 23:00 on the 5th: same day
    await sweepTwice(hours(11)); // 02:00 on the 6th: too early in the day
    await sweepTwice(hours(18)); // 09:00 on the 6th
    await sweepTwice(hours(19));
    const told = await t.db
      .select({ userId: notifications.userId, kind: notifications.kind, date: notifications.date })
      .from(notifications)
      .where(eq(notifications.actionId, id))
      .orderBy(notifications.id);
    expect(told).toEqual([
      { userId: person.barista1.id, kind: 'action-due', date: '2027-01-05' },
      { userId: person.barista1.id, kind: 'action-overdue', date: '2027-01-05' },
      { userId: person.barista1.id, kind: 'action-overdue', date: '2027-01-06' },
    ]);

    // Once done, nobody is reminded any more.
    await call('POST', `/api/corrective-actions/${id}/moves`, tok.barista1, { move: 'done' });
    await sweepTwice(hours(42));
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.actionId, id));
    expect(after[0]!.n).toBe(3);
  });
});

describe('lists and counts', () => {
  it('lists overdue first, pages on the server, and counts per store with the median days to close', async () => {
    const base = {
      store_id: store.two,
      assignee_user_id: person.manager2.id,
      priority: 'low',
      due_time: '10:00',
    };
    const ids: number[] = [];
    for (const [title, due_date] of [
      ['Later', '2099-01-02'],
      ['Overdue', '2020-01-01'],
      ['Soon', '2099-01-01'],
    ] as const) {
      const made = await call('POST', '/api/corrective-actions', tok.manager2, { ...base, title, due_date });
      ids.push(made.json().data.id);
    }
    const page1 = await call('GET', `/api/corrective-actions?store_id=${store.two}&limit=2`, tok.manager2);
    expect(page1.json().data.total).toBe(3);
    expect(page1.json().data.rows.map((r: { title: string; overdue: boolean }) => [r.title, r.overdue])).toEqual([
      ['Overdue', true],
      ['Soon', false],
    ]);
    const page2 = await call('GET', `/api/corrective-actions?store_id=${store.two}&limit=2&offset=2`, tok.manager2);
    expect(page2.json().data.rows.map((r: { title: string }) => r.title)).toEqual(['Later']);
    const overdue = await call('GET', `/api/corrective-actions?overdue=1`, tok.manager2);
    expect(overdue.json().data.rows.map((r: { title: string }) => r.title)).toEqual(['Overdue']);

    // Closed after 2 days and after 4: the median is 3.
    const [soon, later] = [ids[2]!, ids[0]!];
    await call('POST', `/api/corrective-actions/${soon}/moves`, tok.manager2, { move: 'done' });
    await call('POST', `/api/corrective-actions/${later}/moves`, tok.manager2, { move: 'done' });
    const now = Date.now();
    await t.db
      .update(correctiveActions)
      .set({ createdAt: new Date(now - 2 * 86_400_000), doneAt: new Date(now) })
      .where(eq(correctiveActions.id, soon));
    await t.db
      .update(correctiveActions)
      .set({ createdAt: new Date(now - 4 * 86_400_000), doneAt: new Date(now) })
      .where(eq(correctiveActions.id, later));
    // Past the open ones the list goes on with the closed ones, latest due first.
    const across = await call('GET', `/api/corrective-actions?store_id=${store.two}&limit=2&offset=0`, tok.manager2);
    expect(across.json().data.rows.map((r: { title: string }) => r.title)).toEqual(['Overdue', 'Later']);
    const closed = await call('GET', `/api/corrective-actions?store_id=${store.two}&limit=2&offset=1`, tok.manager2);
    expect(closed.json().data.rows.map((r: { title: string }) => r.title)).toEqual(['Later', 'Soon']);
    const summary = await call('GET', '/api/corrective-actions/summary', tok.corporate);
    const two = summary.json().data.stores.find((s: { store_id: number }) => s.store_id === store.two);
    expect(two).toMatchObject({ open: 1, overdue: 1, closed_90_days: 2, median_days_to_close: 3 });
    const own = await call('GET', '/api/corrective-actions/summary', tok.manager2);
    expect(own.json().data.stores.map((s: { store_id: number }) => s.store_id)).toEqual([store.two]);
  });

  it('settings need a chain-wide grant to change', async () => {
    const current = await call('GET', '/api/corrective-actions/settings', tok.corporate);
    expect(current.statusCode).toBe(200);
    expect(current.json().data.rules.map((r: { item_id: number; enabled: boolean }) => [r.item_id, r.enabled])).toEqual(
      [
        [item.wand, true],
        [item.floor, true],
        [item.music, false],
      ],
    );
    const recorded = async () => ({
      settings: await t.db.select().from(actionSettings),
      rules: await t.db.select().from(scoreItemRules).orderBy(scoreItemRules.itemId),
      shown: (await call('GET', '/api/corrective-actions/settings', tok.corporate)).json().data,
    });
    const before = await recorded();
    expect(before.rules.length).toBeGreaterThan(0);
    const byManager = await call('PUT', '/api/corrective-actions/settings', tok.manager1, {
      chain: current.json().data.chain,
      rules: [],
    });
    expect(byManager.statusCode).toBe(403);
    const everyVisitFails = await call('PUT', '/api/corrective-actions/settings', tok.admin, {
      chain: current.json().data.chain,
      rules: [
        {
          item_id: item.music,
          enabled: true,
          fail_when: 'at-most',
          at_most: 2,
          assignee_role_id: null,
          priority: 'low',
          due_hours: 24,
          evidence: 'none',
        },
      ],
    });
    expect(everyVisitFails.statusCode).toBe(422);
    expect(everyVisitFails.json().errors['rules.0.at_most']).toEqual(["Give a score below the item's 2 points"]);
    expect(await recorded()).toEqual(before);
  });
});
