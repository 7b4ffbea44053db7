// @vitest-environment-options {"url": "http://localhost:5173/"}
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DayItem } from '@dripp/contract/store-day';
import { AppProviders, queryClient } from './providers';
import { DayCounts } from '../features/home/day-counts';
import { clearSession, startSession } from '../lib/session';

/** Home's counts of the store's day: due now and missed, else the next due time, and where a tap leads. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const token = `x.${btoa(JSON.stringify({ sub: 7, exp: 4102444800 }))}.y`;
const item = (key: string, state: DayItem['state'], dueAt: string, link: string): DayItem => ({
  key,
  item: 'food-reading',
  label: 'Walk-in cooler reading',
  subject: 'Walk-in cooler',
  link,
  due_at: dueAt,
  due_time: '00:00',
  state,
  done_at: null,
  done_by: null,
  minutes_late: null,
});
let items: DayItem[] = [];

const container = document.createElement('div');
document.body.append(container);

async function show(next: DayItem[]) {
  items = next;
  queryClient.clear();
  const fresh = createRoot(container);
  await act(async () => {
    fresh.render(
      <AppProviders>
        <MemoryRouter>
          <DayCounts storeId={1} timeZone="America/Los_Angeles" />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return fresh;
}

beforeAll(() => {
  startSession({ token, userName: 'ana', userId: 7, permissions: {} });
  vi.stubGlobal('fetch', async (url: string | URL | Request) => {
    const path = new URL(String(url), 'http://localhost:5173').pathname;
    if (path.startsWith('/api/store-day/stores/1/days/'))
      return new Response(
        JSON.stringify({
          success: true,
          data: { store_id: 1, title: 'Pearl District', time_zone: 'America/Los_Angeles', date: '2026-11-28', items },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    return new Response('{}', { status: 404 });
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const card = () => container.querySelector<HTMLAnchorElement>('[data-day-counts]');

describe("Home's counts of the store's day", () => {
  it('counts what is due now and missed, and leads someone without the Today board to the missed item first', async () => {
    const shown = await show([
      item('a', 'due', '2026-11-28T23:00:00Z', '/check-lists/food-safety/1/2026-11-28'),
      item('b', 'due', '2026-11-28T22:00:00Z', '/check-lists/food-safety/1/2026-11-28'),
      item('c', 'missed', '2026-11-28T16:00:00Z', '/check-lists/daily-check/1/2026-11-28'),
      item('d', 'done', '2026-11-28T15:00:00Z', '/check-lists/cash-count/1/2026-11-28'),
    ]);
    await vi.waitFor(() => expect(card()?.textContent).toBe('Today2 due now · 1 missed'));
    expect(card()?.getAttribute('href')).toBe('/check-lists/daily-check/1/2026-11-28');
    act(() => shown.unmount());
  });

  it('names the next due time on the store’s clock when nothing is due yet, and says when all is done', async () => {
    let shown = await show([
      item('a', 'upcoming', '2026-11-28T23:00:00Z', '/check-lists/food-safety/1/2026-11-28'),
      item('b', 'done', '2026-11-28T15:00:00Z', '/check-lists/cash-count/1/2026-11-28'),
    ]);
    // The store's clock, named when the browser's is another.
    await vi.waitFor(() => expect(card()?.textContent).toMatch(/^TodayNext at 3:00 PM( PST)?$/));
    expect(card()?.getAttribute('href')).toBe('/check-lists/food-safety/1/2026-11-28');
    act(() => shown.unmount());
    shown = await show([item('b', 'done', '2026-11-28T15:00:00Z', '/check-lists/cash-count/1/2026-11-28')]);
    await vi.waitFor(() => expect(card()?.textContent).toBe('TodayAll done'));
    act(() => shown.unmount());
  });
});
