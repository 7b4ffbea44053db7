import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index';
import { issueAccountCode } from '../../platform/account-codes';
import { codeDigest } from '../../platform/secrets';
import { makeUser, readOutbox, startTestApp, TEST_PASSWORD, type TestContext } from '../../../test/harness';
import { nothingInFlight } from '../../../test/support/settled';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-password';
const INVALID_LINK = 'This link is invalid or has expired.';

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const forgot = (email: string) => post('/api/users/forgot-password', { email });
const reset = (code: string, password = NEW_PASSWORD, password_confirm = password) =>
  post('/api/users/reset-password', { code, password, password_confirm });
const invite = (code: string, password = NEW_PASSWORD, password_confirm = password) =>
  post('/api/users/invite', { code, password, password_confirm });
const signIn = (username: string, password: string) => post('/api/auth', { username, password });

/** The .eml bodies are quoted-printable: long lines are folded with `=` and `=` itself is escaped. */
const decodeMail = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A multipart message is complete once its closing boundary (`--…--`) is written. */
const complete = (eml: string) => eml.trimEnd().endsWith('--');

/** Reset mail leaves after the answer; wait for the mailbox to hold `count` complete messages. */
async function mailsAfter(count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = readOutbox(t.dataDir);
    if (mails.length >= count && mails.every(complete)) return mails.map(decodeMail);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} mails, found ${readOutbox(t.dataDir).length}`);
}

function codeIn(mail: string, path: '/reset-password/' | '/user-invite/'): string {
  const match = mail.match(new RegExp(`http://portal\\.test${path}([A-Za-z0-9_-]{20,})`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[1]!;
}

async function resetCodeFor(email: string): Promise<string> {
  const before = readOutbox(t.dataDir).length;
  expect((await forgot(email)).statusCode).toBe(200);
  const mails = await mailsAfter(before + 1);
  return codeIn(mails.at(-1)!, '/reset-password/');
}

const hashOf = async (id: number) =>
  (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

describe('POST /api/users/forgot-password', () => {
  it('answers a known and an unknown address alike and mails only the known one', async () => {
    const user = await makeUser(t, { email: 'Known.Person@example.test' });
    const before = readOutbox(t.dataDir).length;
    const unknown = await forgot('nobody@example.test');
    const known = await forgot('known.person@EXAMPLE.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().success).toBe(true);
    const mails = await mailsAfter(before + 1);
    await nothingInFlight(t);
    expect(readOutbox(t.dataDir).length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain('To: Known.Person@example.test');
    expect(mail).toContain('http://portal.test/reset-password/');
    expect(mail).toContain('Content-Type: text/html');
    const code = codeIn(mail, '/reset-password/');
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(stored).toMatchObject({ purpose: 'reset', codeHash: codeDigest(code), usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(code);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(60_000);
  });

  it('mails nothing for a deactivated account', async () => {
    const gone = await makeUser(t, { deleted: true });
    const before = readOutbox(t.dataDir).length;
    expect((await forgot(gone.email)).statusCode).toBe(200);
    await nothingInFlight(t);
    expect(readOutbox(t.dataDir).length).toBe(before);
  });

  it('rejects malformed bodies with 422', async () => {
    for (const payload of [{}, { email: '' }, { email: 7 }, { email: `${'a'.repeat(250)}@x.test` }]) {
      expect((await post('/api/users/forgot-password', payload)).statusCode).toBe(422);
    }
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the new password with the mailed code, once', async () => {
    const user = await makeUser(t);
    const code = await resetCodeFor(user.email);
    const res = await reset(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You have successfully reset your password. Please continue to login.',
    });
    expect((await signIn(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.username, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await reset(code, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(INVALID_LINK);
    expect((await signIn(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('retires the other open codes of the user once one is used', async () => {
    const user = await makeUser(t);
    const first = await resetCodeFor(user.email);
    const second = await resetCodeFor(user.email);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'other-password-1')).statusCode).toBe(422);
  });

  it('takes only the newest reset code of an account', async () => {
    const user = await makeUser(t);
    const first = await resetCodeFor(user.email);
    const second = await resetCodeFor(user.email);
    const older = await reset(first);
    expect(older.statusCode).toBe(422);
    expect(older.json().message).toBe(INVALID_LINK);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses an expired code, an unknown code and a code of a deactivated user', async () => {
    const user = await makeUser(t);
    const code = await resetCodeFor(user.email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, codeDigest(code)));
    const hash = await hashOf(user.id);
    for (const res of [await reset(code), await reset('x'.repeat(43))]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: INVALID_LINK });
    }
    expect(await hashOf(user.id)).toBe(hash);

    const leaving = await makeUser(t);
    const leavingCode = await resetCodeFor(leaving.email);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaving.id));
    expect((await reset(leavingCode)).statusCode).toBe(422);
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.codeHash, codeDigest(leavingCode)));
    expect(stored!.usedAt).toBeNull();
  });

  it('refuses common passwords and ones holding the username or email, saying why, and keeps the code', async () => {
    const user = await makeUser(t, { username: 'casey_jones', email: 'Casey.Jones@example.test' });
    const code = await resetCodeFor(user.email);
    const hash = await hashOf(user.id);
    for (const [password, message] of [
      ['12345678', 'This password is on a list of the most common passwords; choose another.'],
      ['password1', 'This password is on a list of the most common passwords; choose another.'],
      ['Password123!', 'This password is on a list of the most common passwords; choose another.'],
      ['Casey_Jones-2024', 'The password may not contain your username or email address.'],
      ['my-casey.jones-pass', 'The password may not contain your username or email address.'],
      ['dripp-demo', 'This is the published demo password; choose another.'],
      ['aaaaaaaaaa', 'This password is too easy to guess; add more words or characters.'],
    ]) {
      const res = await reset(code, password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json(), password).toMatchObject({ message, errors: { password: [message] } });
    }
    expect(await hashOf(user.id)).toBe(hash);
    // The same checks on an invitation; the code stays usable for a good password.
    const invitee = await makeUser(t, { username: 'robin_invited', password: null });
    await issueAccountCode(t.app.ctx, invitee, 'invite', { protocol: 'http', host: 'x' });
    const inviteCode = codeIn((await mailsAfter(readOutbox(t.dataDir).length)).at(-1)!, '/user-invite/');
    expect((await invite(inviteCode, 'robin_invited1')).json().errors.password).toEqual([
      'The password may not contain your username or email address.',
    ]);
    expect((await invite(inviteCode, 'qwertyuiop')).statusCode).toBe(422);
    expect((await invite(inviteCode)).statusCode).toBe(200);
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('answers mismatched, short and long passwords with field errors and changes nothing', async () => {
    const user = await makeUser(t);
    const code = await resetCodeFor(user.email);
    const hash = await hashOf(user.id);

    const mismatch = await reset(code, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirm']);

    const short = await reset(code, 'short', 'short');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['password']);

    const long = await reset(code, 'p'.repeat(129));
    expect(Object.keys(long.json().errors)).toEqual(['password']);

    const both = await reset(code, 'short', 'shorter');
    expect(Object.keys(both.json().errors).sort()).toEqual(['password', 'password_confirm']);

    expect(await hashOf(user.id)).toBe(hash);
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('rejects malformed bodies with 422', async () => {
    const payloads = [
      {},
      { code: 'abc' },
      { code: 'abc', password: NEW_PASSWORD },
      { code: 'c'.repeat(201), password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      { code: 1, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    ];
    for (const payload of payloads) {
      expect((await post('/api/users/reset-password', payload)).statusCode).toBe(422);
    }
  });
});

describe('POST /api/users/invite', () => {
  async function invited() {
    const user = await makeUser(t, { password: null });
    const before = readOutbox(t.dataDir).length;
    await issueAccountCode(t.app.ctx, user, 'invite', { protocol: 'http', host: 'ignored.example' });
    const mail = (await mailsAfter(before + 1)).at(-1)!;
    expect(mail).toContain(`To: ${user.email}`);
    return { user, code: codeIn(mail, '/user-invite/') };
  }

  it('lets an invited user create a password with the mailed code, once', async () => {
    const { user, code } = await invited();
    const [stored] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.codeHash, codeDigest(code)));
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(lifetime - 7 * 24 * 3600_000)).toBeLessThan(60_000);

    const res = await invite(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'You have successfully created a password. Please continue to login.',
    });
    expect((await signIn(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await invite(code, 'other-password-2')).json().message).toBe(INVALID_LINK);
  });

  it('does not take a reset code, and reset does not take an invite code', async () => {
    const { user, code } = await invited();
    expect((await reset(code)).statusCode).toBe(422);
    const resetCode = await resetCodeFor(user.email);
    expect((await invite(resetCode)).statusCode).toBe(422);
    expect(await hashOf(user.id)).toBeNull();
    expect((await invite(code)).statusCode).toBe(200);
  });

  it('refuses an expired invite and bad passwords without setting one', async () => {
    const { user, code } = await invited();
    const mismatch = await invite(code, NEW_PASSWORD, 'something-else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirm).toBeDefined();
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.codeHash, codeDigest(code)));
    expect((await invite(code)).json()).toMatchObject({ success: false, message: INVALID_LINK });
    expect(await hashOf(user.id)).toBeNull();
  });
});
