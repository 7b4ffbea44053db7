import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/harness';
import { peopleChain, type PeopleChain } from './users.test-fixtures';

let c: PeopleChain;
beforeAll(async () => {
  c = await peopleChain();
});
afterAll(() => c.t.close());

const get = (url: string, headers: Record<string, string> = {}) => c.t.app.inject({ method: 'GET', url, headers });
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

describe('GET /api/users', () => {
  it('lists active users with stores, managed stores, roles and the Gravatar address', async () => {
    const res = await get('/api/users', c.auth.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_records).toBe(6);
    const manager = body.data.find((u: { id: number }) => u.id === c.managerA.id);
    expect(manager).toEqual({
      id: c.managerA.id,
      name: `Test manager_a`,
      username: 'manager_a',
      email: 'manager_a@example.test',
      gravatar: `https://www.gravatar.com/avatar/${md5('manager_a@example.test')}?d=404`,
      stores: ['Alpha'],
      manages: ['Alpha'],
      roles: ['Store Manager'],
      deletedAt: null,
    });
    expect(body.data.find((u: { id: number }) => u.id === c.admin.id).roles).toEqual(['Administrator']);
  });

  it('uses the trimmed, lower-cased email for the Gravatar hash', async () => {
    const mixed = await makeUser(c.t, { username: 'mixed_case', email: 'Mixed.Case@Example.TEST' });
    const res = await get(`/api/users/${mixed.id}/view`, c.auth.admin);
    expect(res.json().data.gravatar).toBe(`https://www.gravatar.com/avatar/${md5('mixed.case@example.test')}?d=404`);
  });

  it('lists deactivated users only with trashed=1', async () => {
    const gone = await makeUser(c.t, {
      username: 'gone_user',
      deleted: true,
      links: [{ storeId: c.storeA.id, role: 'ROLE_BARISTA' }],
    });
    const active = (await get('/api/users?trashed=0', c.auth.admin)).json().data.map((u: { id: number }) => u.id);
    const trashed = (await get('/api/users?trashed=1', c.auth.admin)).json().data;
    expect(active).not.toContain(gone.id);
    expect(trashed.map((u: { id: number }) => u.id)).toEqual([gone.id]);
    expect(trashed[0].deletedAt).toEqual(expect.any(String));
  });

  it('shows a store-level holder of users-view only the people of their store', async () => {
    const ids = (await get('/api/users', c.auth.hrA)).json().data.map((u: { id: number }) => u.id);
    expect(ids).toContain(c.baristaA.id);
    expect(ids).toContain(c.managerA.id);
    expect(ids).not.toContain(c.baristaB.id);
    expect(ids).not.toContain(c.ops.id);
  });

  it('pages with limit and offset', async () => {
    const res = await get('/api/users?limit=2&offset=1', c.auth.admin);
    expect(res.json().data).toHaveLength(2);
    expect(res.json().total_records).toBeGreaterThanOrEqual(6);
  });

  it('answers 401 without a token and 403 without users-view', async () => {
    expect((await get('/api/users')).statusCode).toBe(401);
    expect((await get('/api/users', c.auth.baristaA)).statusCode).toBe(403);
  });

  it('refuses a bad filter with 422', async () => {
    expect((await get('/api/users?trashed=2', c.auth.admin)).statusCode).toBe(422);
    expect((await get('/api/users?limit=0', c.auth.admin)).statusCode).toBe(422);
    expect((await get('/api/users?limit=5001', c.auth.admin)).statusCode).toBe(422);
  });
});

describe('GET /api/users/{id}/view', () => {
  it('answers the person with linked and unlinked stores, base roles and the role pickers', async () => {
    const res = await get(`/api/users/${c.managerA.id}/view`, c.auth.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: c.managerA.id,
      username: 'manager_a',
      firstName: 'Test',
      name: 'Test manager_a',
      deletedAt: null,
    });
    expect(data.stores.linked).toEqual([
      {
        id: c.storeA.id,
        title: 'Alpha',
        role: 'Store Manager',
        role_id: expect.any(Number),
        email: 'alpha@stores.test',
        city: 'Portland',
        state: 'OR',
      },
    ]);
    expect(data.stores.unlinked).toContainEqual({ id: c.storeB.id, title: 'Bravo' });
    expect(data.stores.unlinked.map((s: { id: number }) => s.id)).not.toContain(c.storeA.id);
    expect(data.roles).toEqual([]);
    expect(data.roles_select.store_roles.length).toBeGreaterThan(0);
    expect(data.roles_select.store_roles.every((r: { requiresStore: boolean }) => r.requiresStore)).toBe(true);
    expect(data.roles_select.base_roles.every((r: { requiresStore: boolean }) => !r.requiresStore)).toBe(true);
    expect(data.roles_select.base_roles.map((r: { role: string }) => r.role)).toContain('ROLE_ADMIN');
  });

  it('lists base roles, and offers non-administrators no administrator role', async () => {
    const admin = (await get(`/api/users/${c.ops.id}/view`, c.auth.admin)).json().data;
    expect(admin.roles.map((r: { role: string }) => r.role)).toEqual(['ROLE_CORPORATE']);
    const byOps = (await get(`/api/users/${c.baristaA.id}/view`, c.auth.ops)).json().data;
    expect(byOps.roles_select.base_roles.map((r: { role: string }) => r.role)).not.toContain('ROLE_ADMIN');
  });

  it('offers a store-level editor only their own stores to link', async () => {
    const data = (await get(`/api/users/${c.baristaA.id}/view`, c.auth.hrA)).json().data;
    expect(data.stores.unlinked).toEqual([]);
    const other = await makeUser(c.t, {
      username: 'hr_view_target',
      links: [{ storeId: c.storeA.id, role: 'ROLE_BARISTA' }],
    });
    expect((await get(`/api/users/${other.id}/view`, c.auth.hrA)).statusCode).toBe(200);
  });

  it('answers 401, 403 (no permission, or only at another store), 404 and 422', async () => {
    expect((await get(`/api/users/${c.baristaA.id}/view`)).statusCode).toBe(401);
    expect((await get(`/api/users/${c.baristaA.id}/view`, c.auth.baristaB)).statusCode).toBe(403);
    expect((await get(`/api/users/${c.baristaB.id}/view`, c.auth.hrA)).statusCode).toBe(403);
    expect((await get(`/api/users/${c.ops.id}/view`, c.auth.hrA)).statusCode).toBe(403);
    expect((await get('/api/users/999999/view', c.auth.admin)).statusCode).toBe(404);
    expect((await get('/api/users/abc/view', c.auth.admin)).statusCode).toBe(422);
  });
});

describe('GET /api/users/{id}/edit', () => {
  it('gives users their own form data (profile edit) without a PIN', async () => {
    const res = await get(`/api/users/${c.baristaA.id}/edit`, c.auth.baristaA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: c.baristaA.id,
      username: 'barista_a',
      firstName: 'Test',
      lastName: 'barista_a',
      name: 'Test barista_a',
      email: 'barista_a@example.test',
      phone: null,
      pin: null,
      hasPin: null,
      language: 'en',
    });
  });

  it('tells administrators whether a PIN is set, never the PIN', async () => {
    const data = (await get(`/api/users/${c.managerA.id}/edit`, c.auth.admin)).json().data;
    expect(data.pin).toBeNull();
    expect(data.hasPin).toBe(true);
    expect(JSON.stringify(data)).not.toContain('1111');
    expect((await get(`/api/users/${c.managerA.id}/edit`, c.auth.ops)).json().data.hasPin).toBeNull();
  });

  it('answers 401, 403 for somebody else without users-view, 404 and 422', async () => {
    expect((await get(`/api/users/${c.baristaA.id}/edit`)).statusCode).toBe(401);
    expect((await get(`/api/users/${c.baristaB.id}/edit`, c.auth.baristaA)).statusCode).toBe(403);
    expect((await get(`/api/users/${c.baristaB.id}/edit`, c.auth.hrA)).statusCode).toBe(403);
    expect((await get('/api/users/999999/edit', c.auth.admin)).statusCode).toBe(404);
    expect((await get('/api/users/0/edit', c.auth.admin)).statusCode).toBe(422);
  });
});

describe('people pickers', () => {
  it('GET /api/user-list/ names active users, or deactivated ones with trashed=1', async () => {
    for (const path of ['/api/user-list/', '/api/user-list']) {
      const res = await get(`${path}?trashed=0`, c.auth.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toContainEqual({ id: c.baristaA.id, name: 'Test barista_a' });
    }
    const gone = await makeUser(c.t, { username: 'gone_pick', deleted: true });
    const trashed = (await get('/api/user-list/?trashed=1', c.auth.admin)).json().data;
    expect(trashed).toContainEqual({ id: gone.id, name: 'Test gone_pick' });
    expect(trashed.map((u: { id: number }) => u.id)).not.toContain(c.baristaA.id);
  });

  it('GET /api/user-managers names the active store managers', async () => {
    const res = await get('/api/user-managers', c.auth.managerA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: c.managerA.id, name: 'Test manager_a' }]);
  });

  it('answer 401 without a token, 403 to people with no use for them, 422 on a bad filter', async () => {
    expect((await get('/api/user-list/')).statusCode).toBe(401);
    expect((await get('/api/user-managers')).statusCode).toBe(401);
    expect((await get('/api/user-list/', c.auth.baristaA)).statusCode).toBe(403);
    expect((await get('/api/user-managers', c.auth.baristaA)).statusCode).toBe(403);
    expect((await get('/api/user-list/?trashed=yes', c.auth.admin)).statusCode).toBe(422);
  });
});
