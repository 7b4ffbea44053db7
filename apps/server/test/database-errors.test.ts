import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logSerializers } from '../src/app';
import { users } from '../src/db/schema/index';
import { databaseFailure, databaseRefusal, loggableError } from '../src/platform/errors';
import { pinDigest } from '../src/platform/secrets';
import { bearer, makeUser, startTestApp, tokenFor, type TestContext } from './harness';

/**
 * The second line of defence and the logs: a statement the database refuses answers a clear 4xx
 * (or a bare 500 for anything else), and what is logged names the SQLSTATE, constraint and table,
 * never the statement's parameters: no PIN, PIN digest, password hash, code, token, email or phone.
 */

const PIN = '73915';
const EMAIL = 'priya.secret-address@example.test';
const PHONE = '(503) 555-8641';

let t: TestContext;
let lines: string[] = [];
let adminToken: string;
let target: { id: number; username: string };

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await startTestApp({}, { logger: { level: 'debug', stream } });
  const admin = await makeUser(t, { baseRoles: ['ROLE_ADMIN'] });
  adminToken = tokenFor(t.app, admin, ['ROLE_ADMIN']);
  target = await makeUser(t, { username: 'target_user' });
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

function update(pin: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${target.id}`,
    headers: bearer(adminToken),
    payload: { first_name: 'Priya', last_name: 'Raman', email: EMAIL, phone: PHONE, pin },
  });
}

async function targetRow() {
  const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
  return row!;
}

/** Every log line written while `work` ran, with the secrets a failed update of `target` carries. */
function expectNoSecrets(log: string) {
  const digest = pinDigest(t.app.ctx.secret, PIN);
  for (const secret of [PIN, digest, EMAIL, PHONE, 'Priya', 'Raman', '$argon2']) expect(log).not.toContain(secret);
}

describe('a statement the database refuses', () => {
  it('answers a check violation with a clear 422, changes nothing, and logs no parameter', async () => {
    await t.db.execute(sql`alter table users add constraint test_no_pin_changes check (pin_hmac is null)`);
    try {
      const before = await targetRow();
      const res = await update(PIN);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'A value is outside what is allowed' });
      expect(await targetRow()).toEqual(before);
      const log = lines.join('\n');
      expect(log).toContain('"sqlstate":"23514"');
      expect(log).toContain('"constraint":"test_no_pin_changes"');
      expect(log).toContain('"table":"users"');
      expectNoSecrets(log);
    } finally {
      await t.db.execute(sql`alter table users drop constraint test_no_pin_changes`);
    }
  });

  it('answers any other database error with a bare 500 and logs it without the statement or its values', async () => {
    await t.db.execute(
      sql.raw(`create function test_refuse_update() returns trigger language plpgsql as $$
        begin raise exception 'refused by a test trigger'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        `create trigger test_refuse_update before update on users for each row execute function test_refuse_update()`,
      ),
    );
    try {
      const before = await targetRow();
      const res = await update(PIN);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong' });
      expect(await targetRow()).toEqual(before);
      const log = lines.join('\n');
      const entry = lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'unhandled error');
      expect(entry?.err).toMatchObject({
        sqlstate: 'P0001',
        message: expect.stringContaining('refused by a test trigger'),
      });
      expect(log).not.toMatch(/Failed query|params:|update "users"/i);
      expectNoSecrets(log);
    } finally {
      await t.db.execute(sql.raw(`drop trigger test_refuse_update on users`));
      await t.db.execute(sql.raw(`drop function test_refuse_update()`));
    }
  });

  it('answers a unique violation the service did not foresee with 409', async () => {
    await t.db.execute(sql`create unique index test_unique_last_name on users (last_name)`);
    try {
      await makeUser(t, { username: 'other_raman' }).then((u) =>
        t.db.update(users).set({ lastName: 'Raman' }).where(eq(users.id, u.id)),
      );
      const before = await targetRow();
      const res = await update('');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('A record with this value already exists');
      expect(await targetRow()).toEqual(before);
      expectNoSecrets(lines.join('\n'));
    } finally {
      await t.db.execute(sql`drop index test_unique_last_name`);
    }
  });
});

describe('the application logger', () => {
  it('logs any error that wraps a failed query without its statement or values', async () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        done();
      },
    });
    const other = await startTestApp({}, { logger: { level: 'info', stream, serializers: logSerializers() } });
    try {
      const digest = pinDigest(other.app.ctx.secret, PIN);
      const error = await other.db.execute(sql`select ${digest}::int, ${EMAIL}::int`).then(
        () => undefined,
        (e: unknown) => e,
      );
      // As a mail failure is logged: the raw error under `err`.
      other.app.log.error({ err: error, orderId: 7 }, 'the purchase order could not be mailed');
      const log = written.join('');
      expect(log).toContain('"sqlstate":"22P02"');
      expect(log).toContain('the purchase order could not be mailed');
      for (const secret of [digest, EMAIL]) expect(log).not.toContain(secret);
    } finally {
      await other.close();
    }
  });
});

describe('reading a database error', () => {
  it('finds the SQLSTATE under the query wrapper and keeps values out of the message', async () => {
    const error = await t.db.execute(sql`select ${'not a number'}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    const failure = databaseFailure(error);
    expect(failure).toMatchObject({ code: '22P02' });
    expect(failure!.message).not.toContain('not a number');
    expect(databaseRefusal(failure!)).toMatchObject({ statusCode: 422, message: 'A value has the wrong format' });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('not a number');
  });

  it('maps each data and integrity class to a 4xx', () => {
    const answer = (code: string, detail?: string) =>
      databaseRefusal({ code, message: '', detail })?.statusCode ?? 'none';
    expect(answer('23505')).toBe(409);
    expect(answer('23503', 'Key (id)=(1) is still referenced from table "orders".')).toBe(409);
    expect(answer('23503', 'Key (store_id)=(9) is not present in table "stores".')).toBe(422);
    expect(answer('23502')).toBe(422);
    expect(answer('23514')).toBe(422);
    for (const code of ['22001', '22003', '22021', '22P02', '22P05', '22007', '22008', '22012', '22023']) {
      expect(answer(code)).toBe(422);
    }
    expect(answer('40001')).toBe('none');
    expect(databaseFailure(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
  });
});
