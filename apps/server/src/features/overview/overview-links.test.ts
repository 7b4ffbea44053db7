import { describe, expect, it } from 'vitest';
import type { Overview, OverviewStoreDays } from '@dripp/contract/overview';
import type { StoreDay } from '@dripp/contract/store-day';
import type { IncidentReport } from '@dripp/contract/incidents';
import type { WasteLogEntry } from '@dripp/contract/waste-log';
import { round2 } from '@dripp/domain/score-summary';
import { noonOf } from '../../../test/harness';
import { call, tok, useOverviewWorld } from '../../../test/fixtures/overview';

/*
 * Every cell of the overview opens a list over the same store and period (decision 197): the
 * store's days for checklists, cash and waste, the incident list filtered by store and dates. The
 * list's total is the cell's figure, and each day of the list is the spec's page of that day.
 */

// A Wednesday, the day after the seeded records end (no record is dated after a store's today):
// last week is closed, this week has two closed days, today and days to come.
useOverviewWorld({ now: noonOf('2026-11-11') });

const CARDS = new Set(['open', 'mid', 'close', 'weekly']);
const sum = (values: number[]) => round2(values.reduce((a, b) => a + b, 0));
const pct = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : null);

async function get<T>(url: string, token = tok.corporate): Promise<T> {
  const res = await call('GET', url, token);
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
}

describe.each(['last-week', 'this-week'] as const)('each cell of %s and the list it opens', (period) => {
  it('agree for every store: waste, checklists, cash over/short and incidents', async () => {
    const overview = await get<Overview>(`/api/overview?period=${period}`);
    const { from, to } = overview.range;
    expect(to).toBe(period === 'last-week' ? '2026-11-08' : '2026-11-15');
    expect(overview.stores).toHaveLength(4);
    let compared = 0;
    for (const cell of overview.stores) {
      const id = cell.store_id;
      // What the waste, checklist and cash cells open: the store's days over the same dates.
      const list = await get<OverviewStoreDays>(`/api/overview/stores/${id}/days?period=custom&from=${from}&to=${to}`);
      expect(list.store.store_id).toBe(id);
      expect(list.days[0]?.date).toBe(from);
      // Up to the store's today: nothing is recorded for days to come.
      expect(list.days.at(-1)?.date).toBe(period === 'last-week' ? to : '2026-11-11');

      expect(sum(list.days.map((d) => d.waste_cost)), `${cell.title} waste`).toBe(cell.waste_cost);
      const closed = list.days.filter((d) => d.closed);
      expect(
        pct(sum(closed.map((d) => d.checklist_on_time)), sum(closed.map((d) => d.checklist_due))),
        `${cell.title} checklists`,
      ).toBe(cell.checklist_on_time_pct);
      expect(sum(closed.map((d) => d.checklist_missed))).toBe(cell.checklist_missed);
      expect(sum(list.days.map((d) => d.cash_over_short)), `${cell.title} cash`).toBe(cell.cash_over_short);
      expect(list.days.filter((d) => d.cash_flagged).length).toBe(cell.cash_flagged);
      // Today has not ended: its checklists are not counted yet.
      // eslint-disable-next-line no-restricted-syntax -- the branch is the test's own period: only this week holds today
      if (period === 'this-week') expect(list.days.at(-1)?.closed).toBe(false);

      // Each day is the spec's page of that day: its waste log, its live checklist cards.
      for (const day of list.days) {
        const log = await get<WasteLogEntry[]>(`/api/wastelog/${id}/${day.date}`);
        expect(sum(log.map((l) => l.loss)), `${cell.title} ${day.date}`).toBe(day.waste_cost);
        expect(log).toHaveLength(day.waste_lines);
        if (!day.closed) continue;
        const live = (await get<StoreDay>(`/api/store-day/stores/${id}/days/${day.date}`)).items.filter((i) =>
          CARDS.has(i.item),
        );
        const n = (state: string) => live.filter((i) => i.state === state).length;
        expect(
          { due: live.length, onTime: n('done'), late: n('late'), missed: n('missed') },
          `${cell.title} ${day.date}`,
        ).toEqual({
          due: day.checklist_due,
          onTime: day.checklist_on_time,
          late: day.checklist_late,
          missed: day.checklist_missed,
        });
      }

      // What the incidents cell opens: the incident list filtered by the store and the dates.
      const res = await call('POST', '/api/incident-reports/', tok.corporate, {
        filters: { storeId: id, incidentStartDate: from, incidentEndDate: to },
      });
      expect(res.statusCode).toBe(200);
      const incidents = res.json().data as IncidentReport[];
      expect(incidents.length, `${cell.title} incidents`).toBe(cell.incidents);
      expect(incidents.every((i) => i.storeId === id)).toBe(true);
      compared += cell.waste_cost + Math.abs(cell.cash_over_short) + cell.incidents + (cell.checklist_missed ?? 0);
    }
    // The seeded weeks have some of everything, so the comparisons compare something.
    expect(compared).toBeGreaterThan(0);
    expect(overview.stores.some((s) => s.incidents > 0 || period === 'this-week')).toBe(true);
  });
});

describe('a store’s days', () => {
  it('are refused for a store outside the caller’s scope', async () => {
    const overview = await get<Overview>('/api/overview?period=last-week', tok.franchisee);
    const mine = new Set(overview.stores.map((s) => s.store_id));
    const all = await get<Overview>('/api/overview?period=last-week');
    const other = all.stores.find((s) => !mine.has(s.store_id))!;
    const res = await call('GET', `/api/overview/stores/${other.store_id}/days?period=last-week`, tok.franchisee);
    expect(res.statusCode).toBe(403);
    const barista = await call('GET', `/api/overview/stores/${other.store_id}/days?period=last-week`, tok.barista);
    expect(barista.statusCode).toBe(403);
  });
});
