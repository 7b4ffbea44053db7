import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { correctiveActions, users, userStores } from '../../db/schema/index';
import { makeUser, roleId, tokenFor } from '../../../test/harness';
import { call, person, store, t, tok, useActionsWorld } from '../../../test/fixtures/corrective-actions';

/*
 * Access follows the store link (decision 184): an assignee reaches an action only while linked to
 * its store, and a person taken off a store gives its open actions back to the store's role.
 */

useActionsWorld();

type Person = { id: number; username: string };
const nameOf = (p: Person) => `Test ${p.username}`;

/** A fresh token for someone whose sessions a link change ended, as signing in again would give. */
async function signedInAgain(p: Person): Promise<string> {
  const [row] = await t.db.select({ sessionVersion: users.sessionVersion }).from(users).where(eq(users.id, p.id));
  return tokenFor(t.app, { ...p, sessionVersion: row!.sessionVersion });
}

async function actionFor(assignee: Person, title: string): Promise<number> {
  const made = await call('POST', '/api/corrective-actions', tok.manager1, {
    store_id: store.one,
    title,
    assignee_user_id: assignee.id,
    priority: 'medium',
    due_date: '2026-12-01',
    due_time: '09:00',
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.id;
}

const read = (id: number, token: string) => call('GET', `/api/corrective-actions/${id}`, token);
const move = (id: number, token: string, body: object) =>
  call('POST', `/api/corrective-actions/${id}/moves`, token, body);
const comment = (id: number, token: string) =>
  call('POST', `/api/corrective-actions/${id}/comments`, token, { body: 'On it' });

/** Someone with only view rights at store one, so that only the store link can give them an action. */
let mover: Person;
let roleBarista: number;

beforeAll(async () => {
  roleBarista = await roleId(t.db, 'ROLE_BARISTA');
  mover = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_BARISTA' }] });
});

describe('an assignee moved to another store', () => {
  it("loses the old store's actions: they go back to the role the person held there", async () => {
    const started = await actionFor(mover, 'Clean the grinder');
    const open = await actionFor(mover, 'Restock the cups');
    const before = tokenFor(t.app, mover);
    expect((await read(open, before)).statusCode).toBe(200);
    expect((await move(started, before, { move: 'start' })).statusCode).toBe(200);

    // Moved: taken off store one, linked to store two (the people screen's two calls).
    const off = await call('DELETE', `/api/users/${mover.id}/stores/${store.one}/link`, tok.admin);
    expect(off.statusCode, off.body).toBe(200);
    const on = await call('POST', `/api/users/${mover.id}/stores/${store.two}/link`, tok.admin, {
      role_id: roleBarista,
    });
    expect(on.statusCode, on.body).toBe(200);

    const now = await signedInAgain(mover);
    for (const id of [started, open]) {
      expect((await read(id, now)).statusCode).toBe(404);
      expect((await comment(id, now)).statusCode).toBe(404);
    }
    expect((await move(open, now, { move: 'start' })).statusCode).toBe(404);
    expect((await move(started, now, { move: 'done' })).statusCode).toBe(404);

    // barista1 still holds the Barista role at store one: the actions are the store's baristas' now.
    const seen = await read(open, tok.manager1);
    expect(seen.json().data.assignee).toEqual({ user: null, role: { id: roleBarista, name: expect.any(String) } });
    expect(seen.json().data.accountability.history[0]).toMatchObject({
      by: nameOf(person.admin),
      changes: [{ field: 'Assignee', before: nameOf(mover), after: seen.json().data.assignee.role.name }],
    });
    const [kept] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, started));
    expect(kept).toMatchObject({ status: 'in-progress', assigneeUserId: null, assigneeRoleId: roleBarista });
    // The people who now hold the role work on it.
    expect((await move(open, tok.barista1, { move: 'start' })).statusCode).toBe(200);
  });

  it("goes to the store's managers when nobody else there holds the person's role", async () => {
    const lead = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_SHIFT_LEAD' }] });
    const id = await actionFor(lead, 'Fix the till drawer');
    const off = await call('DELETE', `/api/stores/${store.one}/users/${lead.id}/link`, tok.admin);
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id));
    expect(row).toMatchObject({ assigneeUserId: null, assigneeRoleId: await roleId(t.db, 'ROLE_MANAGER') });
    expect((await read(id, await signedInAgain(lead))).statusCode).toBe(404);
  });

  it('keeps closed actions as they were, and the actions of someone who still reaches the store', async () => {
    const closer = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_BARISTA' }] });
    const done = await actionFor(closer, 'Wipe the menu board');
    expect((await move(done, tokenFor(t.app, closer), { move: 'done' })).statusCode).toBe(200);
    const corporate = await makeUser(t, {
      baseRoles: ['ROLE_CORPORATE'],
      links: [{ storeId: store.one, role: 'ROLE_BARISTA' }],
    });
    const visit = await actionFor(corporate, 'Audit the safe');
    for (const p of [closer, corporate])
      expect((await call('DELETE', `/api/users/${p.id}/stores/${store.one}/link`, tok.admin)).statusCode).toBe(200);
    const rows = await t.db.select().from(correctiveActions).where(eq(correctiveActions.storeId, store.one));
    expect(rows.find((r) => r.id === done)).toMatchObject({ status: 'done', assigneeUserId: closer.id });
    expect(rows.find((r) => r.id === visit)).toMatchObject({ assigneeUserId: corporate.id });

    // Taking the corporate role takes the store it reached: the action goes back.
    const corporateRole = await roleId(t.db, 'ROLE_CORPORATE');
    const taken = await call('DELETE', `/api/users/${corporate.id}/roles/${corporateRole}/link`, tok.admin);
    expect(taken.statusCode, taken.body).toBe(200);
    const [after] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, visit));
    expect(after).toMatchObject({ assigneeUserId: null, assigneeRoleId: await roleId(t.db, 'ROLE_MANAGER') });
  });

  it('is checked against the link on every request, whatever removed it', async () => {
    const other = await makeUser(t, { links: [{ storeId: store.one, role: 'ROLE_BARISTA' }] });
    const id = await actionFor(other, 'Descale the kettle');
    const token = tokenFor(t.app, other);
    expect((await read(id, token)).statusCode).toBe(200);
    // The link gone without the people screens (the session stays), the action still naming them.
    await t.db.delete(userStores).where(and(eq(userStores.userId, other.id), eq(userStores.storeId, store.one)));
    await t.db.insert(userStores).values({ userId: other.id, storeId: store.two, roleId: roleBarista });
    expect((await read(id, token)).statusCode).toBe(404);
    expect((await move(id, token, { move: 'start' })).statusCode).toBe(404);
    expect((await comment(id, token)).statusCode).toBe(404);
  });
});
