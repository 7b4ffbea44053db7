// @vitest-environment-options {"url": "http://localhost:5173/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, startSession } from '../../../lib/session';
import { updateOwnLanguage } from './update-own-language';

/** The call sends the language alone to the caller's own endpoint and answers what was stored. */

const token = `x.${btoa(JSON.stringify({ sub: 7, exp: 4102444800 }))}.y`;
let received: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  received = [];
  startSession({ token, userName: 'ana', userId: 7, permissions: {} });
  vi.stubGlobal('fetch', async (url: string | URL | Request, init: RequestInit = {}) => {
    received.push({
      method: init.method ?? 'GET',
      path: new URL(String(url), 'http://localhost:5173').pathname,
      body: JSON.parse(String(init.body)),
    });
    return new Response(JSON.stringify({ success: true, data: { language: 'es' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('updateOwnLanguage', () => {
  it('puts the language alone to /api/users/me/language and answers the stored one', async () => {
    await expect(updateOwnLanguage('es')).resolves.toBe('es');
    expect(received).toEqual([{ method: 'PUT', path: '/api/users/me/language', body: { language: 'es' } }]);
  });
});
