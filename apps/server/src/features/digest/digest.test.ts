import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeZone } from '@dripp/contract/time-zones';
import { digestSettings } from '../../db/schema/index';
import { makeStore, makeUser, startTestApp, tokenFor, type TestContext } from '../../../test/harness';
import { apiCaller } from '../../../test/fixtures/people';

let t: TestContext;
const call = apiCaller(() => t);
const tok = {} as Record<'manager' | 'franchisee' | 'corporate' | 'barista', string>;
const id = {} as Record<keyof typeof tok, number>;

beforeAll(async () => {
  t = await startTestApp();
  const berlin = (await makeStore(t.db, { title: 'Mitte', number: '20', timeZone: 'Europe/Berlin' })).id;
  const ny = (await makeStore(t.db, { title: 'Astoria', number: '3', timeZone: 'America/New_York' })).id;
  const people = {
    manager: { links: [{ storeId: ny, role: 'ROLE_MANAGER' }] },
    // Stores in number order: 3 (New York) before 20 (Berlin), whatever order the links were made in.
    franchisee: {
      links: [
        { storeId: berlin, role: 'ROLE_FRANCHISEE' },
        { storeId: ny, role: 'ROLE_FRANCHISEE' },
      ],
    },
    corporate: { baseRoles: ['ROLE_CORPORATE'] },
    barista: { links: [{ storeId: ny, role: 'ROLE_BARISTA' }] },
  };
  for (const key of Object.keys(people) as (keyof typeof tok)[]) {
    const user = await makeUser(t, people[key]);
    tok[key] = tokenFor(t.app, user);
    id[key] = user.id;
  }
});
afterAll(async () => {
  await t.close();
});

describe('morning digest settings', () => {
  it('are off by default, at 07:00 in the zone of the first store, or the chain zone without one', async () => {
    const franchisee = await call('GET', '/api/digest', tok.franchisee);
    expect(franchisee.statusCode).toBe(200);
    expect(franchisee.json().data).toEqual({
      enabled: false,
      send_at: '07:00',
      time_zone: 'America/New_York',
      may_enable: true,
    });
    const corporate = await call('GET', '/api/digest', tok.corporate);
    expect(corporate.json().data).toMatchObject({ time_zone: localTimeZone(), may_enable: true });
    const barista = await call('GET', '/api/digest', tok.barista);
    expect(barista.json().data).toMatchObject({ enabled: false, may_enable: false });
    expect((await call('GET', '/api/digest')).statusCode).toBe(401);
  });

  it('someone who oversees stores switches it on at a time and zone of their choosing', async () => {
    const body = { enabled: true, send_at: '06:30', time_zone: 'Europe/Berlin' };
    const saved = await call('PUT', '/api/digest', tok.manager, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...body, may_enable: true });
    expect((await call('GET', '/api/digest', tok.manager)).json().data).toEqual({ ...body, may_enable: true });
    const off = await call('PUT', '/api/digest', tok.manager, { ...body, enabled: false });
    expect(off.json().data.enabled).toBe(false);
    const [row] = await t.db.select().from(digestSettings).where(eq(digestSettings.userId, id.manager));
    expect(row).toMatchObject({ enabled: false, sendAt: '06:30', timeZone: 'Europe/Berlin' });
  });

  it('someone without area-view cannot switch it on (403), and may keep it off', async () => {
    const on = await call('PUT', '/api/digest', tok.barista, {
      enabled: true,
      send_at: '07:00',
      time_zone: 'America/New_York',
    });
    expect(on.statusCode).toBe(403);
    expect(await t.db.select().from(digestSettings).where(eq(digestSettings.userId, id.barista))).toHaveLength(0);
    const off = await call('PUT', '/api/digest', tok.barista, {
      enabled: false,
      send_at: '07:00',
      time_zone: 'America/New_York',
    });
    expect(off.statusCode).toBe(200);
  });

  it('refuses a time or a zone that is not one', async () => {
    for (const body of [
      { enabled: true, send_at: '25:00', time_zone: 'UTC' },
      { enabled: true, send_at: '7:00', time_zone: 'UTC' },
      { enabled: true, send_at: '07:00', time_zone: 'Mars/Olympus' },
      { enabled: 'yes', send_at: '07:00', time_zone: 'UTC' },
      { send_at: '07:00', time_zone: 'UTC' },
    ]) {
      const res = await call('PUT', '/api/digest', tok.corporate, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await t.db.select().from(digestSettings).where(eq(digestSettings.userId, id.corporate))).toHaveLength(0);
  });
});
