import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/platform/demo';
import { makeUser, startTestApp, TEST_PASSWORD, type TestContext } from './harness';

/** The demo accounts' password is published: it signs in from the portal's own machine only. */

const LAN = '192.168.1.20';
const signIn = (t: TestContext, username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', remoteAddress, payload: { username, password } });
const notice = async (t: TestContext) => (await t.app.inject({ method: 'GET', url: '/api/auth/demo' })).json();

describe('a portal holding the demo accounts', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_PER_MINUTE: '1000', AUTH_RATE_PER_ACCOUNT: '1000' });
  });
  afterAll(() => t.close());

  it('says so to the login page, and takes the demo password only over loopback', async () => {
    const demo = await makeUser(t, { username: 'demo_manager', password: DEMO_PASSWORD });
    const real = await makeUser(t, { username: 'real_manager' });
    expect(await notice(t)).toEqual({ success: true, data: { demo: true } });

    const refused = await signIn(t, demo.username, DEMO_PASSWORD, LAN);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('The demo password works only on the computer that runs the portal');
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await signIn(t, demo.username, DEMO_PASSWORD, loopback)).statusCode, loopback).toBe(200);
    }
    // Real passwords work from anywhere.
    expect((await signIn(t, real.username, TEST_PASSWORD, LAN)).statusCode).toBe(200);
  });

  it('does not take a forged X-Forwarded-For as loopback without TRUST_PROXY', async () => {
    const demo = await makeUser(t, { username: 'demo_lead', password: DEMO_PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress: LAN,
      headers: { 'x-forwarded-for': '127.0.0.1' },
      payload: { username: demo.username, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a portal without demo accounts, opened with DEMO_OPEN=1', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_OPEN: '1' });
  });
  afterAll(() => t.close());

  it('shows no notice, and would take the demo password from the network', async () => {
    await makeUser(t, { username: 'real_admin', baseRoles: ['ROLE_ADMIN'] });
    expect(await notice(t)).toEqual({ success: true, data: { demo: false } });
    const demo = await makeUser(t, { username: 'demo_barista', password: DEMO_PASSWORD });
    expect((await signIn(t, demo.username, DEMO_PASSWORD, LAN)).statusCode).toBe(200);
  });
});
