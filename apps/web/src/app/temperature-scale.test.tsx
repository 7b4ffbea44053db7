// @vitest-environment-options {"url": "http://localhost:5173/"}
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@dripp/contract/stores';
import { AppProviders } from './providers';
import { Temperature } from '../components/temperature';
import { clearSession, startSession } from '../lib/session';
import { TemperatureCard } from '../features/profile/temperature-card';
import { useProfile } from '../features/profile/api/get-profile';

/** Switching one's scale to °C on the profile shows every temperature in °C at once: 41 °F as 5 °C. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const token = `x.${btoa(JSON.stringify({ sub: 7, exp: 4102444800 }))}.y`;
const user: Profile['user'] = {
  id: 7,
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Ruiz',
  name: 'Ana Ruiz',
  email: 'ana@example.test',
  phone: null,
  language: 'en',
  temperature_unit: 'F',
};
let stored: 'F' | 'C' = 'F';
const puts: unknown[] = [];

/** The card as the profile page gives it: with the person's profile once it has loaded. */
function OwnCard() {
  const profile = useProfile('ana');
  return profile.data ? <TemperatureCard user={profile.data.user} /> : null;
}

const container = document.createElement('div');
document.body.append(container);
const root = createRoot(container);

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(async () => {
  startSession({ token, userName: 'ana', userId: 7, permissions: {} });
  vi.stubGlobal('fetch', async (url: string | URL | Request, init: RequestInit = {}) => {
    const path = new URL(String(url), 'http://localhost:5173').pathname;
    if (init.method === 'PUT' && path === '/api/users/me/temperature-unit') {
      const body = JSON.parse(String(init.body)) as { temperature_unit: 'F' | 'C' };
      puts.push(body);
      stored = body.temperature_unit;
      return answer(body);
    }
    if (path === '/api/profile/ana')
      return answer({ user: { ...user, temperature_unit: stored }, stores: [], roles: [] });
    if (path === '/api/user/ana')
      return answer({ user: { ...user, temperature_unit: stored }, userRolePermissionData: {} });
    return new Response('{}', { status: 404 });
  });
  await act(async () => {
    root.render(
      <AppProviders>
        <MemoryRouter>
          <OwnCard />
          <p data-testid="shown">
            <Temperature value={41} />
          </p>
        </MemoryRouter>
      </AppProviders>,
    );
  });
});
afterAll(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  clearSession();
});

const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent;

describe('the Temperatures card', () => {
  it('saves °C and shows 41 °F as 5 °C', async () => {
    await vi.waitFor(() => expect(text('shown')).toBe('41 °F'));
    await vi.waitFor(() => expect(text('temperature-example')).toContain('41 °F'));

    const celsius = container.querySelector<HTMLInputElement>('input[value="C"]')!;
    await act(async () => celsius.click());

    await vi.waitFor(() => expect(text('shown')).toBe('5 °C'));
    expect(puts).toEqual([{ temperature_unit: 'C' }]);
    expect(text('temperature-example')).toContain('5 °C');
  });
});
