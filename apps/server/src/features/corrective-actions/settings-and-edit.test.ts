import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionSettings, correctiveActions, recordChanges, scoreItemRules } from '../../db/schema/index';
import { roleId } from '../../../test/harness';
import { call, item, person, store, t, tok, useActionsWorld } from '../../../test/fixtures/corrective-actions';

useActionsWorld();

type Rule = { item_id: number; enabled: boolean; fail_when: string; at_most: number | null } & Record<string, unknown>;

/** The settings as the settings page loads them. */
async function shownSettings() {
  const answer = await call('GET', '/api/corrective-actions/settings', tok.corporate);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { chain: Record<string, unknown>; rules: Rule[] };
}

/** What a refused settings save must leave as it was. */
async function storedSettings() {
  return {
    chain: await t.db.select().from(actionSettings),
    rules: await t.db.select().from(scoreItemRules).orderBy(scoreItemRules.itemId),
  };
}

describe('the chain settings', () => {
  it('saved by an administrator read back the same, and items left out keep their rules', async () => {
    const before = await shownSettings();
    const shiftLead = await roleId(t.db, 'ROLE_SHIFT_LEAD');
    const music = {
      item_id: item.music,
      enabled: true,
      fail_when: 'at-most',
      at_most: 1,
      assignee_role_id: shiftLead,
      priority: 'low',
      due_hours: 12,
      evidence: 'note',
    };
    const chain = { cash_count_actions: false, cash_tolerance: 7.5, missed_checklist_actions: false };
    const saved = await call('PUT', '/api/corrective-actions/settings', tok.admin, { chain, rules: [music] });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await shownSettings();
    expect(after.chain).toEqual(chain);
    expect(after.rules.find((r) => r.item_id === item.music)).toMatchObject(music);
    const untouched = (settings: { rules: Rule[] }) => settings.rules.filter((r) => r.item_id !== item.music);
    expect(untouched(after)).toEqual(untouched(before));

    // Turned off again, the rule keeps its values for the next time it is turned on.
    const off = await call('PUT', '/api/corrective-actions/settings', tok.admin, {
      chain: before.chain,
      rules: [{ ...music, enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const again = await shownSettings();
    expect(again.chain).toEqual(before.chain);
    expect(again.rules.find((r) => r.item_id === item.music)).toMatchObject({ ...music, enabled: false });
  });

  it('refuse a store-level person, an unknown item, a role not held at stores and a repeated item, changing nothing', async () => {
    const shown = await shownSettings();
    const stored = await storedSettings();
    const rule = {
      item_id: item.wand,
      enabled: false,
      fail_when: 'zero',
      at_most: null,
      assignee_role_id: null,
      priority: 'low',
      due_hours: 1,
      evidence: 'none',
    };
    const body = (rules: unknown[]) => ({ chain: { ...shown.chain, cash_tolerance: 99 }, rules });
    for (const who of [tok.manager1, tok.franchisee1, tok.barista1]) {
      expect((await call('PUT', '/api/corrective-actions/settings', who, body([rule]))).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/corrective-actions/settings', tok.barista1)).statusCode).toBe(403);

    const refused = async (rules: unknown[]) => {
      const answer = await call('PUT', '/api/corrective-actions/settings', tok.admin, body(rules));
      expect(answer.statusCode, answer.body).toBe(422);
      return Object.keys(answer.json().errors);
    };
    expect(await refused([rule, { ...rule, item_id: 999_999 }])).toEqual(['rules.1.item_id']);
    const corporate = await roleId(t.db, 'ROLE_CORPORATE');
    expect(await refused([{ ...rule, assignee_role_id: corporate }])).toEqual(['rules.0.assignee_role_id']);
    expect(await refused([rule, { ...rule, enabled: true }])).toEqual(['rules']);
    expect(await refused([{ ...rule, fail_when: 'at-most', at_most: null }])).toEqual(['rules.0.at_most']);

    expect(await storedSettings()).toEqual(stored);
    expect(await shownSettings()).toEqual(shown);
  });
});

describe('editing an action', () => {
  let id: number;
  const raised = {
    store_id: 0,
    title: 'Descale the espresso machine',
    description: 'Scale on the group heads',
    assignee_user_id: 0,
    priority: 'medium',
    due_date: '2026-11-25',
    due_time: '18:00',
  };

  /** The action as its page loads it, without what changes by itself (overdue) or is not edited. */
  async function shown(token = tok.manager1) {
    const answer = await call('GET', `/api/corrective-actions/${id}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as Record<string, unknown>;
  }
  const history = () => t.db.select().from(recordChanges).orderBy(recordChanges.id);
  const row = async () => (await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id)))[0]!;

  it("saved by the store's manager reads back the same, due on the store's clock", async () => {
    const made = await call('POST', '/api/corrective-actions', tok.manager1, {
      ...raised,
      store_id: store.one,
      assignee_user_id: person.manager1.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    id = made.json().data.id;
    const barista = await roleId(t.db, 'ROLE_BARISTA');
    const changesBefore = (await history()).length;

    const edit = {
      title: 'Descale and backflush the espresso machine',
      description: 'Both group heads; log it on the comm sheet',
      assignee_role_id: barista,
      priority: 'urgent',
      due_date: '2026-11-30',
      due_time: '08:15',
      evidence: 'photo',
    };
    const saved = await call('PUT', `/api/corrective-actions/${id}`, tok.manager1, edit);
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await shown();
    expect(after).toMatchObject({
      title: edit.title,
      description: edit.description,
      assignee: { user: null, role: { id: barista } },
      priority: 'urgent',
      due_date: '2026-11-30',
      due_time: '08:15',
      evidence: 'photo',
      status: 'open',
    });
    // 08:15 in New York in late November (EST, UTC−5).
    expect(new Date(after.due_at as string).toISOString()).toBe('2026-11-30T13:15:00.000Z');
    // Another person with the store sees the same.
    expect(await shown(tok.franchisee1)).toMatchObject({ title: edit.title, due_time: '08:15', evidence: 'photo' });
    const changes = await history();
    expect(changes.length).toBe(changesBefore + 1);
    expect(changes.at(-1)).toMatchObject({ recordId: id, changedBy: person.manager1.id });
    expect(changes.at(-1)!.changes.map((c) => c.field)).toEqual([
      'Title',
      'Description',
      'Assignee',
      'Priority',
      'Due',
      'Closing needs',
    ]);
  });

  it('refused for people without the right and for bad input, leaving the action as it was', async () => {
    const before = { shown: await shown(), row: await row(), history: await history() };
    const edit = {
      title: 'Someone else’s title',
      assignee_user_id: person.manager1.id,
      priority: 'low',
      due_date: '2026-12-01',
      due_time: '09:00',
    };
    const put = (token: string, body: unknown) => call('PUT', `/api/corrective-actions/${id}`, token, body);
    // Viewing and verifying is not editing; another store's manager does not see it at all.
    expect((await put(tok.franchisee1, edit)).statusCode).toBe(403);
    expect((await put(tok.barista1, edit)).statusCode).toBe(403);
    expect((await put(tok.manager2, edit)).statusCode).toBe(404);

    const refused = async (body: unknown) => {
      const answer = await put(tok.manager1, body);
      expect(answer.statusCode, answer.body).toBe(422);
      return Object.keys(answer.json().errors ?? {});
    };
    expect(await refused({ ...edit, assignee_user_id: person.manager2.id })).toEqual(['assignee_user_id']);
    expect(await refused({ ...edit, assignee_role_id: await roleId(t.db, 'ROLE_BARISTA') })).toEqual([
      'assignee_user_id',
    ]);
    expect(await refused({ ...edit, assignee_user_id: null })).toEqual(['assignee_user_id']);
    expect(await refused({ ...edit, title: '   ' })).toEqual(['title']);
    expect(await refused({ ...edit, due_date: '2026-02-30' })).toEqual(['due_date']);
    expect(await refused({ ...edit, due_time: '24:30' })).toEqual(['due_time']);
    expect(await refused({ ...edit, priority: 'whenever' })).toEqual(['priority']);

    expect({ shown: await shown(), row: await row(), history: await history() }).toEqual(before);
  });
});
