import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_TYPES } from '@dripp/contract/menu';
import { bearer, makeUser, startTestApp, tokenFor, type TestContext } from '../../test/harness';
import { seedDemoChain } from './demo';

let t: TestContext;
let token: string;
let baristaToken: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, 'demo-secret', t.config);
  token = tokenFor(t.app, await makeUser(t, { baseRoles: ['ROLE_ADMIN'] }));
  const [barista] = await t.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'barista1') });
  baristaToken = tokenFor(t.app, barista!);
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

describe('demo content', () => {
  it('seeds recipes of all seven types, a store variant, three schematics, a promotion with an image and an announcement', async () => {
    for (const { type } of RECIPE_TYPES) {
      const res = await get(`/api/recipes/${type}`);
      expect(res.json().data.length, type).toBeGreaterThan(0);
    }
    const hawthorne = (await get('/api/stores')).json().data.find((s: { number: string }) => s.number === '102');
    const variant = (await get(`/api/recipes/espresso-bar?store_id=${hawthorne.id}`)).json().data;
    expect(variant.some((r: { store_id: number | null }) => r.store_id === hawthorne.id)).toBe(true);

    const schematics = (await get('/api/schematics/files', baristaToken)).json().data;
    expect(schematics.map((s: { name: string }) => s.name)).toEqual([
      'Bar layout',
      'Espresso machine daily clean',
      'Pastry case',
    ]);
    expect(schematics.every((s: { files: unknown[] }) => s.files.length === 1)).toBe(true);

    const dashboard = (await get('/api/dashboard', baristaToken)).json().data;
    expect(dashboard.announcement).toContain('<strong>');
    expect(dashboard.file).toMatch(/\.svg$/);
    const image = await get(dashboard.file);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const promotion = (await get('/api/promotion', baristaToken)).json().data;
    expect(promotion.promotion.title).toBe('Cold Brew Season');
    expect(promotion.files).toHaveLength(1);
    const oat = (await get('/api/recipes/espresso-bar', baristaToken)).json().data;
    expect(oat.some((r: { name: string }) => r.name === 'Oat Milk Latte')).toBe(true);
  });
});
