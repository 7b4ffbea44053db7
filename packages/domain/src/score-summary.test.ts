import { describe, expect, it } from 'vitest';
import { round2, scoreSummary } from './score-summary';

const item = (permissible_score: unknown, score: unknown) => ({ permissible_score, score });

describe('the Points Docked summary', () => {
  it('counts the items docked each value from 1 to the highest permissible score, with the products', () => {
    // Spec 3 §2.4: items out of 5, 5, 3, 5 and 2, scored 4, 2, 3, 0 and 1.
    const summary = scoreSummary([item(5, 4), item(5, 2), item(3, 3), item(5, 0), item(2, 1)]);
    expect(summary.rows).toEqual([
      { value: 1, count: 2, product: 2 },
      { value: 2, count: 0, product: 0 },
      { value: 3, count: 1, product: 3 },
      { value: 4, count: 0, product: 0 },
      { value: 5, count: 1, product: 5 },
    ]);
    expect(summary).toMatchObject({
      totalDocked: 10,
      totalPossible: 20,
      lessTotalDocked: 10,
      totalScore: 10,
      percentage: 50,
    });
  });

  it('shows every item scored 0 as fully docked', () => {
    const summary = scoreSummary([item(5, 0), item(5, 0), item(3, 0)]);
    expect(summary.rows.map((r) => r.count)).toEqual([0, 0, 1, 0, 2]);
    expect(summary).toMatchObject({ totalDocked: 13, totalPossible: 13, totalScore: 0, percentage: 0 });
  });

  it('shows nothing docked and 100% when every item gets full marks', () => {
    const summary = scoreSummary([item(5, 5), item(4, 4), item(1, 1)]);
    expect(summary.rows).toEqual([1, 2, 3, 4, 5].map((value) => ({ value, count: 0, product: 0 })));
    expect(summary).toMatchObject({ totalDocked: 0, totalPossible: 10, totalScore: 10, percentage: 100 });
  });

  it('answers 0% (not NaN) with no items or nothing possible', () => {
    expect(scoreSummary([])).toEqual({
      rows: [],
      totalDocked: 0,
      totalPossible: 0,
      lessTotalDocked: 0,
      totalScore: 0,
      percentage: 0,
    });
    expect(scoreSummary([item(0, 0), item(0, 3)]).percentage).toBe(0);
  });

  it('counts what is not a number as 0 and keeps a score within its item', () => {
    const summary = scoreSummary([
      item(5, Number.NaN),
      item('4', '3'),
      item(Number.NaN, 2),
      item(3, 99),
      item(2, -1),
      item(undefined, null),
    ]);
    expect(summary.totalPossible).toBe(14);
    // 5 docked, 1 docked, 0 docked (3 of 3), 2 docked.
    expect(summary.totalDocked).toBe(8);
    expect(summary.rows.map((r) => r.count)).toEqual([1, 1, 0, 0, 1]);
    expect(Number.isNaN(summary.percentage)).toBe(false);
    expect(summary.percentage).toBe(42.86);
  });

  it('rounds the percentage to 2 decimals', () => {
    expect(scoreSummary([item(3, 1)]).percentage).toBe(33.33);
    expect(scoreSummary([item(3, 2)]).percentage).toBe(66.67);
    expect(scoreSummary([item(7, 1), item(7, 7), item(7, 7)]).percentage).toBe(71.43);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(Number.NaN)).toBe(0);
  });

  it('counts only what was scored: unscored and not applicable items are left out of both totals', () => {
    const summary = scoreSummary([
      item(5, 4),
      item(5, undefined),
      item(3, null),
      item(4, ''),
      { permissible_score: 2, score: 0, not_applicable: true },
    ]);
    expect(summary).toMatchObject({ totalDocked: 1, totalPossible: 5, totalScore: 4, percentage: 80 });
    expect(summary.rows.map((r) => r.count)).toEqual([1, 0, 0, 0, 0]);
    expect(scoreSummary([item(5, undefined)])).toMatchObject({ totalPossible: 0, totalDocked: 0, percentage: 0 });
  });
});
