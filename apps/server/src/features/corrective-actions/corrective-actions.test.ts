import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionSettings,
  checklists,
  correctiveActions,
  incidentReports,
  notifications,
  retailScoreCategories,
  retailScoreCategoryItems,
  scoreItemRules,
} from '../../db/schema/index';
import { makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';
import { runStoreDaySweep } from '../../platform/jobs';
import { sweepActionReminders } from './action-reminders';

const NY = 'America/New_York';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;

let t: TestContext;
const call = apiCaller(() => t);
const store = {} as Record<'one' | 'two', number>;
const item = {} as Record<'wand' | 'floor' | 'music', number>;
const person = {} as Record<
  'admin' | 'manager1' | 'manager2' | 'barista1' | 'franchisee1' | 'corporate',
  { id: number; username: string }
>;
const tok = {} as Record<keyof typeof person, string>;

beforeAll(async () => {
  t = await startTestApp();
  store.one = (await makeStore(t.db, { title: 'Brooklyn', timeZone: NY })).id;
  store.two = (await makeStore(t.db, { title: 'Queens', timeZone: NY })).id;
  const [category] = await t.db
    .insert(retailScoreCategories)
    .values({ name: 'Bar', sortOrder: 1 })
    .returning({ id: retailScoreCategories.id });
  const items = await t.db
    .insert(retailScoreCategoryItems)
    .values([
      { categoryId: category!.id, name: 'Steam wand clean', permissibleScore: 5, sortOrder: 1 },
      { categoryId: category!.id, name: 'Floor swept', permissibleScore: 5, sortOrder: 2 },
      { categoryId: category!.id, name: 'Music on', permissibleScore: 2, sortOrder: 3 },
    ])
    .returning({ id: retailScoreCategoryItems.id });
  [item.wand, item.floor, item.music] = items.map((i) => i.id) as [number, number, number];
  person.admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  person.corporate = await makeUser(t, { baseRoles: ['ROLE_CORPORATE'] });
  person.manager1 = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_MANAGER' }] });
  person.manager2 = await makeUser(t, { links: [{ storeId: store.two, role: 'ROLE_MANAGER' }] });
  person.barista1 = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_BARISTA' }] });
  person.franchisee1 = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_FRANCHISEE' }] });
  for (const key of Object.keys(person) as (keyof typeof person)[]) tok[key] = tokenFor(t.app, person[key]);

  // Rules: the wand fails below full marks and needs a photo; the floor fails at zero; music has no rule.
  const saved = await call('PUT', '/api/corrective-actions/settings', tok.admin, {
    chain: { cash_count_actions: true, cash_tolerance: 5, missed_checklist_actions: true },
    rules: [
      {
        item_id: item.wand,
        enabled: true,
        fail_when: 'below-full',
        at_most: null,
        assignee_role_id: null,
        priority: 'high',
        due_hours: 24,
        evidence: 'photo',
      },
      {
        item_id: item.floor,
        enabled: true,
        fail_when: 'zero',
        at_most: null,
        assignee_role_id: await roleId(t.db, 'ROLE_BARISTA'),
        priority: 'medium',
        due_hours: 48,
        evidence: 'note',
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const sheet = (scores: [number, number][], storeId = store.one, managerId = person.manager1.id) => ({
  store_id: storeId,
  manager_id: managerId,
  score_date: '2026-11-20',
  scores: scores.map(([item_id, score]) => ({ item_id, score })),
});

async function actionsOf(sheetId: number) {
  return t.db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.source, 'evaluation'), eq(correctiveActions.sourceId, sheetId)));
}

describe('actions raised by an evaluation', () => {
  let sheetId: number;

  it('two failed items raise two actions in the save; saving again raises none', async () => {
    const created = await call(
      'POST',
      '/api/retail-scores',
      tok.manager1,
      sheet([
        [item.wand, 3],
        [item.floor, 0],
        [item.music, 0],
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    sheetId = created.json().data.id;
    const raised = await actionsOf(sheetId);
    expect(raised.map((a) => a.title).sort()).toEqual(['Floor swept', 'Steam wand clean']);
    const wand = raised.find((a) => a.title === 'Steam wand clean')!;
    expect(wand).toMatchObject({ storeId: store.one, priority: 'high', evidence: 'photo', status: 'open' });
    expect(wand.assigneeRoleId).toBe(await roleId(t.db, 'ROLE_MANAGER'));
    const floor = raised.find((a) => a.title === 'Floor swept')!;
    expect(floor.assigneeRoleId).toBe(await roleId(t.db, 'ROLE_BARISTA'));

    const again = await call(
      'PUT',
      `/api/retail-scores/${sheetId}`,
      tok.manager1,
      sheet([
        [item.wand, 2],
        [item.floor, 0],
        [item.music, 0],
      ]),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await actionsOf(sheetId)).map((a) => a.id).sort()).toEqual(raised.map((a) => a.id).sort());

    const listed = await call('GET', `/api/corrective-actions?source=evaluation&source_id=${sheetId}`, tok.manager1);
    expect(listed.json().data.total).toBe(2);
    expect(listed.json().data.rows[0].source_link).toBe(`/retail-score-sheets/${sheetId}/`);
  });

  it("a manager of another store can neither see nor change the store's actions", async () => {
    const [action] = await actionsOf(sheetId);
    const id = action!.id;
    expect((await call('GET', `/api/corrective-actions/${id}`, tok.manager2)).statusCode).toBe(404);
    const list = await call('GET', '/api/corrective-actions', tok.manager2);
    expect(list.json().data.rows.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await call('GET', `/api/corrective-actions?store_id=${store.one}`, tok.manager2)).statusCode).toBe(403);
    const edit = await call('PUT', `/api/corrective-actions/${id}`, tok.manager2, {
      title: 'Mine now',
      assignee_user_id: person.manager2.id,
      priority: 'low',
      due_date: '2026-12-01',
      due_time: '09:00',
    });
    expect(edit.statusCode).toBe(404);
    for (const move of ['start', 'done', 'verify', 'reopen'])
      expect(
        (await call('POST', `/api/corrective-actions/${id}/moves`, tok.manager2, { move, note: 'x' })).statusCode,
      ).toBe(404);
    expect(
      (await call('POST', `/api/corrective-actions/${id}/comments`, tok.manager2, { body: 'hello' })).statusCode,
    ).toBe(404);
    const [after] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id));
    expect(after).toMatchObject({ title: action!.title, status: 'open' });
  });

  it('Done needs the evidence its rule asks for, and the closer cannot verify it', async () => {
    const wand = (await actionsOf(sheetId)).find((a) => a.title === 'Steam wand clean')!;
    const url = `/api/corrective-actions/${wand.id}/moves`;
    const noPhoto = await call('POST', url, tok.manager1, { move: 'done', note: 'Cleaned it' });
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().errors.file).toBeDefined();

    const started = await call('POST', url, tok.manager1, { move: 'start' });
    expect(started.json().data.status).toBe('in-progress');
    const done = await call('POST', url, tok.manager1, {
      move: 'done',
      note: 'Soaked and wiped',
      file: PHOTO,
      filename: 'wand.png',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', done: { note: 'Soaked and wiped' } });
    expect(done.json().data.photos).toHaveLength(1);
    expect(done.json().data.can.verify).toBe(false);

    const self = await call('POST', url, tok.manager1, { move: 'verify' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toMatch(/someone else/);

    // The franchisee may verify at the store, but may not close what is not theirs.
    const reopen = await call('POST', url, tok.franchisee1, { move: 'reopen' });
    expect(reopen.statusCode).toBe(422);
    const verified = await call('POST', url, tok.franchisee1, { move: 'verify' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ status: 'verified', verified: { by: expect.any(String) } });
    expect((await call('POST', url, tok.franchisee1, { move: 'verify' })).statusCode).toBe(409);
  });

  it('an assignee without edit rights can close their own action, with the note its rule asks for', async () => {
    const floor = (await actionsOf(sheetId)).find((a) => a.title === 'Floor swept')!;
    const url = `/api/corrective-actions/${floor.id}/moves`;
    const view = await call('GET', `/api/corrective-actions/${floor.id}`, tok.barista1);
    expect(view.json().data.can).toMatchObject({ edit: false, close: true, verify: false });
    const edit = await call('PUT', `/api/corrective-actions/${floor.id}`, tok.barista1, {
      title: 'Renamed',
      assignee_role_id: floor.assigneeRoleId,
      priority: 'low',
      due_date: '2026-12-01',
      due_time: '09:00',
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('POST', url, tok.barista1, { move: 'done' })).statusCode).toBe(422);
    const done = await call('POST', url, tok.barista1, { move: 'done', note: 'Swept and mopped' });
    expect(done.statusCode, done.body).toBe(200);
    // Someone with the verify permission sends it back, with a reason.
    const other = await call('POST', `/api/corrective-actions/${floor.id}/moves`, tok.franchisee1, {
      move: 'reopen',
      note: 'Still dusty under the bar',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data).toMatchObject({ status: 'reopened', done: null });
    expect(other.json().data.comments.at(-1).body).toBe('Reopened: Still dusty under the bar');
  });

  it('the history holds each change with its author', async () => {
    const floor = (await actionsOf(sheetId)).find((a) => a.title === 'Floor swept')!;
    const edited = await call('PUT', `/api/corrective-actions/${floor.id}`, tok.manager1, {
      title: 'Floor swept behind the bar',
      description: floor.description,
      assignee_user_id: person.barista1.id,
      priority: 'urgent',
      due_date: '2026-12-01',
      due_time: '09:00',
      evidence: 'note',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const action = edited.json().data;
    expect(action).toMatchObject({ due_date: '2026-12-01', due_time: '09:00', due_at: '2026-12-01T14:00:00.000Z' });
    const history = action.accountability.history as { by: string; changes: { field: string; after: string }[] }[];
    const byName = (p: { username: string }) => `Test ${p.username}`;
    expect(history.map((h) => [h.by, h.changes.map((c) => `${c.field}=${c.after}`)])).toEqual([
      [
        byName(person.manager1),
        [
          'Title=Floor swept behind the bar',
          `Assignee=${byName(person.barista1)}`,
          'Priority=Urgent',
          'Due=2026-12-01 09:00',
        ],
      ],
      [byName(person.franchisee1), ['Status=Reopened']],
      [byName(person.barista1), ['Status=Done', 'Done note=Swept and mopped']],
    ]);
  });
});

describe('actions raised by hand, from an incident, a cash count and a missed checklist', () => {
  it('an incident raises an action at its own store only', async () => {
    const [incident] = await t.db
      .insert(incidentReports)
      .values({
        storeId: store.one,
        managerId: person.manager1.id,
        incidentDate: '2026-11-21',
        incidentTime: '10:00',
        subject: 'Milk fridge warm',
        description: 'Thermometer read 9°C',
        employeeSignature: 'M1',
        enteredDate: '2026-11-21',
      })
      .returning();
    const body = {
      store_id: store.one,
      incident_id: incident!.id,
      title: 'Call the refrigeration service',
      assignee_user_id: person.manager1.id,
      priority: 'urgent',
      due_date: '2026-11-22',
      due_time: '12:00',
    };
    const wrongStore = await call('POST', '/api/corrective-actions', tok.admin, { ...body, store_id: store.two });
    expect(wrongStore.statusCode).toBe(422);
    expect((await call('POST', '/api/corrective-actions', tok.manager2, body)).statusCode).toBe(403);
    const made = await call('POST', '/api/corrective-actions', tok.manager1, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      source: 'incident',
      source_label: `Incident #${incident!.incidentNumber}: Milk fridge warm`,
      source_link: `/management/incident-report/${incident!.id}`,
      assignee: { user: { id: person.manager1.id } },
    });
    const someoneElsewhere = await call('POST', '/api/corrective-actions', tok.manager1, {
      ...body,
      assignee_user_id: person.manager2.id,
    });
    expect(someoneElsewhere.statusCode).toBe(422);
  });

  it('a cash count outside tolerance raises one action, however often it is saved', async () => {
    const short = { cashier: { expected: { b20: '100' }, actual: { b20: '60' } } };
    for (let i = 0; i < 2; i++) {
      const saved = await call('POST', `/api/cash-count/${store.one}/2026-11-21`, tok.manager1, { cash_count: short });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const raised = await t.db.select().from(correctiveActions).where(eq(correctiveActions.source, 'cash-count'));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ title: 'Cash count $40.00 short', sourceKey: '2026-11-21', evidence: 'note' });
    const within = { cashier: { expected: { b20: '100' }, actual: { b20: '97' } } };
    await call('POST', `/api/cash-count/${store.two}/2026-11-21`, tok.manager2, { cash_count: within });
    expect(await t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, store.two))).toHaveLength(0);
  });

  it('a checklist that reached Missed raises one action, with the setting on, whatever the number of sweeps', async () => {
    const missing = (await makeStore(t.db, { title: 'Bronx', timeZone: NY })).id;
    await t.db.insert(checklists).values({ storeId: missing, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    // 09:00 on 11 March in New York: the opening card of the 10th was never done.
    const at = new Date('2026-03-11T13:00:00Z');
    await Promise.all([runStoreDaySweep(t.app.ctx, at), runStoreDaySweep(t.app.ctx, at)]);
    await runStoreDaySweep(t.app.ctx, at);
    const raised = await t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, missing));
    expect(raised.map((a) => [a.source, a.title, a.sourceKey])).toEqual([
      ['missed-checklist', 'Opening checklist missed', 'open:2026-03-10'],
    ]);

    await t.db.update(actionSettings).set({ missedChecklistActions: false });
    const off = (await makeStore(t.db, { title: 'Harlem', timeZone: NY })).id;
    await t.db.insert(checklists).values({ storeId: off, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    await runStoreDaySweep(t.app.ctx, at);
    expect(await t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, off))).toHaveLength(0);
    await t.db.update(actionSettings).set({ missedChecklistActions: true });
  });
});

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
    const [rule] = await t.db.select().from(scoreItemRules).where(eq(scoreItemRules.itemId, item.wand));
    expect(rule!.enabled).toBe(true);
  });
});
