import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actionSettings,
  checklists,
  correctiveActionComments,
  correctiveActions,
  incidentReports,
  media,
  notifications,
  recordChanges,
} from '../../db/schema/index';
import { LONG_AGO, makeStore, roleId } from '../../../test/harness';
import { call, item, NY, person, store, t, tok, useActionsWorld } from '../../../test/fixtures/corrective-actions';
import { runStoreDaySweep } from '../jobs';

useActionsWorld();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO = `data:image/png;base64,${PNG.toString('base64')}`;

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

/** Every action, comment, history entry, stored file and notification: what a refused request must leave as it was. */
async function recorded() {
  return {
    actions: await t.db.select().from(correctiveActions).orderBy(correctiveActions.id),
    comments: await t.db.select().from(correctiveActionComments).orderBy(correctiveActionComments.id),
    history: await t.db.select().from(recordChanges).orderBy(recordChanges.id),
    media: await t.db.select().from(media).orderBy(media.id),
    notifications: await t.db.select().from(notifications).orderBy(notifications.id),
  };
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
    let before = await recorded();
    const noPhoto = await call('POST', url, tok.manager1, { move: 'done', note: 'Cleaned it' });
    expect(noPhoto.statusCode).toBe(422);
    expect(Object.keys(noPhoto.json().errors)).toEqual(['file']);
    expect(await recorded()).toEqual(before);

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
    before = await recorded();
    const reopen = await call('POST', url, tok.franchisee1, { move: 'reopen' });
    expect(reopen.statusCode).toBe(422);
    expect(await recorded()).toEqual(before);
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
    const before = await recorded();
    expect((await call('POST', url, tok.barista1, { move: 'done' })).statusCode).toBe(422);
    expect(await recorded()).toEqual(before);
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
    const before = await recorded();
    // Someone who works at the other store, so that the store is what is refused.
    const wrongStore = await call('POST', '/api/corrective-actions', tok.admin, {
      ...body,
      store_id: store.two,
      assignee_user_id: person.manager2.id,
    });
    expect(wrongStore.statusCode).toBe(422);
    expect(Object.keys(wrongStore.json().errors)).toEqual(['store_id']);
    expect(await recorded()).toEqual(before);
    expect((await call('POST', '/api/corrective-actions', tok.manager2, body)).statusCode).toBe(403);
    const made = await call('POST', '/api/corrective-actions', tok.manager1, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({
      source: 'incident',
      source_label: `Incident #${incident!.incidentNumber}: Milk fridge warm`,
      source_link: `/management/incident-report/${incident!.id}`,
      assignee: { user: { id: person.manager1.id } },
    });
    const afterMade = await recorded();
    const someoneElsewhere = await call('POST', '/api/corrective-actions', tok.manager1, {
      ...body,
      assignee_user_id: person.manager2.id,
    });
    expect(someoneElsewhere.statusCode).toBe(422);
    expect(Object.keys(someoneElsewhere.json().errors)).toEqual(['assignee_user_id']);
    expect(await recorded()).toEqual(afterMade);
  });

  it('a cash count outside tolerance raises one action, however often it is saved', async () => {
    const short = { cashier: { expected: { b20: '100' }, actual: { b20: '60' } } };
    for (let i = 0; i < 2; i++) {
      // Beyond the tolerance a count is saved only with its reason (decision 167).
      const saved = await call('POST', `/api/cash-count/${store.one}/2026-11-21`, tok.manager1, {
        cash_count: short,
        over_short_reason: 'Till short',
      });
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
    await t.db
      .insert(checklists)
      .values({ createdAt: LONG_AGO, storeId: missing, type: 'open', task: 'Unlock doors', sortOrder: 1 });
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
    await t.db
      .insert(checklists)
      .values({ createdAt: LONG_AGO, storeId: off, type: 'open', task: 'Unlock doors', sortOrder: 1 });
    await runStoreDaySweep(t.app.ctx, at);
    expect(await t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, off))).toHaveLength(0);
    await t.db.update(actionSettings).set({ missedChecklistActions: true });
  });
});
