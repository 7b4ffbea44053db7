import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashCountTotals, parseCashCount } from '@dripp/domain/cash-count';
import { cashCounts, correctiveActions, permissions, rolePermissions } from '../src/db/schema/index';
import { apiCaller } from './fixtures/people';
import { makeStore, makeUser, roleId, startTestApp, tokenFor, type TestContext } from './harness';

/*
 * The one actor rule (decision 183): every two-person step (an action's done/verify, a deposit and
 * its verification) is recorded for, and compared by, the person behind the credential: the
 * manager whose PIN was entered on someone's session, else the signed-in user.
 */

let t: TestContext;
const call = apiCaller(() => t);
let storeId: number;
const tok = {} as Record<'barista' | 'managerA' | 'managerB' | 'franchisee', string>;
const name = {} as Record<'managerA' | 'managerB' | 'barista', string>;
const ids = {} as Record<'managerA' | 'managerB' | 'barista', number>;
const PIN = { managerA: '4821', managerB: '5932' };

/** A management token: `pin` entered on the session of `token`. */
async function withPin(token: string, pin: string): Promise<string> {
  const res = await call('POST', '/api/auth/manager', token, { pin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  storeId = (await makeStore(t.db, { timeZone: 'America/New_York' })).id;
  const at = (role: string) => ({ links: [{ storeId, role }] });
  const people = {
    barista: await makeUser(t, at('ROLE_BARISTA')),
    managerA: await makeUser(t, { ...at('ROLE_MANAGER'), pin: PIN.managerA }),
    managerB: await makeUser(t, { ...at('ROLE_MANAGER'), pin: PIN.managerB }),
    franchisee: await makeUser(t, at('ROLE_FRANCHISEE')),
  };
  for (const key of Object.keys(people) as (keyof typeof people)[]) tok[key] = tokenFor(t.app, people[key]);
  for (const key of ['barista', 'managerA', 'managerB'] as const) {
    name[key] = `Test ${people[key].username}`;
    ids[key] = people[key].id;
  }
});
afterAll(() => t.close());

describe("an action's done and verify", () => {
  const moves = (id: number) => `/api/corrective-actions/${id}/moves`;

  async function newAction(): Promise<number> {
    const made = await call('POST', '/api/corrective-actions', tok.managerB, {
      store_id: storeId,
      title: 'Descale the espresso machine',
      assignee_role_id: await roleId(t.db, 'ROLE_MANAGER'),
      priority: 'medium',
      due_date: '2026-12-01',
      due_time: '09:00',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.id;
  }

  it("closed with a manager's PIN on a barista's session, it is the manager's: their own session cannot verify it", async () => {
    const id = await newAction();
    const pinned = await withPin(tok.barista, PIN.managerA);
    const done = await call('POST', moves(id), pinned, { move: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.done.by).toBe(name.managerA);
    expect(done.json().data.accountability.history[0]).toMatchObject({
      by: name.managerA,
      changes: [{ field: 'Status', after: 'Done' }],
    });
    const [row] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id));
    expect(row).toMatchObject({ doneBy: ids.managerA, updatedBy: ids.managerA });

    const seen = await call('GET', `/api/corrective-actions/${id}`, tok.managerA);
    expect(seen.json().data.can.verify).toBe(false);
    const own = await call('POST', moves(id), tok.managerA, { move: 'verify' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/someone else/);
    const [still] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id));
    expect(still!.status).toBe('done');

    const other = await call('POST', moves(id), tok.managerB, { move: 'verify' });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.verified.by).toBe(name.managerB);
  });

  it("closed by a manager on their own session, it cannot be verified with that manager's PIN on a barista's session", async () => {
    const id = await newAction();
    expect((await call('POST', moves(id), tok.managerA, { move: 'done' })).statusCode).toBe(200);
    const samePin = await withPin(tok.barista, PIN.managerA);
    const seen = await call('GET', `/api/corrective-actions/${id}`, samePin);
    expect(seen.json().data.can.verify).toBe(false);
    const refused = await call('POST', moves(id), samePin, { move: 'verify' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/someone else/);

    // Another manager's PIN on the same session: the verifier recorded is that manager, not the barista.
    const otherPin = await withPin(tok.barista, PIN.managerB);
    const verified = await call('POST', moves(id), otherPin, { move: 'verify' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.verified.by).toBe(name.managerB);
    expect(verified.json().data.accountability.history[0]).toMatchObject({
      by: name.managerB,
      changes: [{ field: 'Status', before: 'Done', after: 'Verified' }],
    });
  });

  it("the PIN holder must hold the permission: a verifier's session does not lend it to them", async () => {
    const id = await newAction();
    expect((await call('POST', moves(id), tok.managerB, { move: 'done' })).statusCode).toBe(200);
    const verify = await t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(eq(permissions.name, 'corrective-actions-verify'));
    const managerRole = await roleId(t.db, 'ROLE_MANAGER');
    const grant = and(eq(rolePermissions.roleId, managerRole), eq(rolePermissions.permissionId, verify[0]!.id));
    await t.db.delete(rolePermissions).where(grant);
    try {
      // The franchisee may verify on their own; with manager A's PIN, the verifier would be manager A.
      const pinned = await withPin(tok.franchisee, PIN.managerA);
      expect((await call('POST', moves(id), pinned, { move: 'verify' })).statusCode).toBe(403);
      const [still] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, id));
      expect(still).toMatchObject({ status: 'done', verifiedBy: null });
    } finally {
      await t.db.insert(rolePermissions).values({ roleId: managerRole, permissionId: verify[0]!.id });
    }
    expect((await call('POST', moves(id), tok.franchisee, { move: 'verify' })).statusCode).toBe(200);
  });
});

describe('a deposit and its verification', () => {
  let day = 10;
  const url = (date: string) => `/api/cash-count/${storeId}/${date}`;

  /** A counted day, written straight to the table so that only the deposit rules are under test. */
  async function countedDay(): Promise<string> {
    const date = `2026-11-${String(day++).padStart(2, '0')}`;
    const sheet = parseCashCount({ cashier: { expected: { b20: '100' }, actual: { b20: '100' } } });
    const totals = cashCountTotals(sheet);
    await t.db.insert(cashCounts).values({
      storeId,
      date,
      sheet,
      totals,
      totalDepositCents: totals.total_deposit,
      totalDiscrepancyCents: totals.total_discrepancy,
    });
    return date;
  }

  it("deposited with a manager's PIN on a barista's session, it is the manager's: their own session cannot verify it", async () => {
    const date = await countedDay();
    const pinned = await withPin(tok.barista, PIN.managerA);
    const deposited = await call('POST', `${url(date)}/deposit`, pinned, { bag: 'B-7' });
    expect(deposited.statusCode, deposited.body).toBe(200);
    expect(deposited.json().data.deposit.deposited_by).toBe(name.managerA);
    expect(deposited.json().data.record.history[0]).toMatchObject({ by: name.managerA });

    const seen = await call('GET', url(date), tok.managerA);
    expect(seen.json().data.deposit).toMatchObject({ may_verify: false, verify_refusal: expect.any(String) });
    expect((await call('POST', `${url(date)}/deposit/verify`, tok.managerA)).statusCode).toBe(403);
    const verified = await call('POST', `${url(date)}/deposit/verify`, tok.managerB);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.deposit.verified_by).toBe(name.managerB);
  });

  it("deposited by a manager, it cannot be verified with that manager's PIN on a barista's session; another's PIN can", async () => {
    const date = await countedDay();
    expect((await call('POST', `${url(date)}/deposit`, tok.managerA, { bag: 'B-8' })).statusCode).toBe(200);
    const samePin = await withPin(tok.barista, PIN.managerA);
    const refused = await call('POST', `${url(date)}/deposit/verify`, samePin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You deposited this cash: someone else must verify the deposit');

    const otherPin = await withPin(tok.barista, PIN.managerB);
    const verified = await call('POST', `${url(date)}/deposit/verify`, otherPin);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.deposit).toMatchObject({ status: 'verified', verified_by: name.managerB });
    expect(verified.json().data.record.history[0]).toMatchObject({
      by: name.managerB,
      changes: [{ field: 'Deposit', before: 'Deposited', after: 'Verified' }],
    });
    const [row] = await t.db
      .select()
      .from(cashCounts)
      .where(and(eq(cashCounts.storeId, storeId), eq(cashCounts.date, date)));
    expect(row).toMatchObject({ depositedBy: ids.managerA, depositVerifiedBy: ids.managerB, updatedBy: ids.managerB });
  });

  it("a barista's own deposit is verified by a manager: different people, accepted", async () => {
    const date = await countedDay();
    const deposited = await call('POST', `${url(date)}/deposit`, tok.barista, { bag: 'B-9' });
    expect(deposited.json().data.deposit.deposited_by).toBe(name.barista);
    const verified = await call('POST', `${url(date)}/deposit/verify`, await withPin(tok.barista, PIN.managerA));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.deposit).toMatchObject({ deposited_by: name.barista, verified_by: name.managerA });
  });
});
