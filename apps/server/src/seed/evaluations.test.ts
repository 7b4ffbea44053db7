import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreSummary } from '@dripp/domain/score-summary';
import {
  actionSettings,
  correctiveActions,
  incidentReports,
  retailItemScores,
  retailScoreCategories,
  retailScoreCategoryItems,
  retailScoreSheets,
} from '../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { localToday } from '../platform/daily-records';
import { bearer, startTestApp, TEST_SECRET, tokenFor, type TestContext } from '../../test/harness';
import { demoUserId, seedDemoChain } from './demo';

let t: TestContext;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET);
});
afterAll(() => t.close());

describe('evaluation and incident demo data', () => {
  it('defines the six score categories with five to eight items scored 1 to 5', async () => {
    const categories = await t.db.select().from(retailScoreCategories).orderBy(retailScoreCategories.sortOrder);
    expect(categories.map((c) => c.name)).toEqual([
      'Exterior and Entrance',
      'Front Counter and Merchandising',
      'Espresso Bar Standards',
      'Food Safety and Temperatures',
      'Cleanliness and Restrooms',
      'Cash Handling',
    ]);
    for (const category of categories) {
      const items = await t.db
        .select()
        .from(retailScoreCategoryItems)
        .where(eq(retailScoreCategoryItems.categoryId, category.id));
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.length).toBeLessThanOrEqual(8);
      for (const item of items) expect(item.permissibleScore).toBeGreaterThanOrEqual(1);
      for (const item of items) expect(item.permissibleScore).toBeLessThanOrEqual(5);
    }
  });

  it('holds two months of evaluations in each of the six stores, with totals the summary gives', async () => {
    const sheets = await t.db.select().from(retailScoreSheets);
    expect(new Set(sheets.map((s) => s.storeId)).size).toBe(6);
    const dates = sheets.map((s) => s.scoreDate).sort();
    /* eslint-disable no-restricted-syntax -- the seed dates its sheets from the same machine date (its own default) */
    expect(dates[0]! <= addDays(localToday(), -55)).toBe(true);
    expect(dates.at(-1)! < localToday()).toBe(true);
    /* eslint-enable no-restricted-syntax */
    for (const sheet of sheets.slice(0, 10)) {
      const lines = await t.db.select().from(retailItemScores).where(eq(retailItemScores.sheetId, sheet.id));
      const summary = scoreSummary(lines.map((l) => ({ permissible_score: l.permissibleScore, score: l.score })));
      expect([sheet.totalScore, sheet.evaluatedScore]).toEqual([summary.totalPossible, summary.lessTotalDocked]);
    }
    const token = tokenFor(t.app, { id: await demoUserId(t.db, 'manager1'), username: 'manager1' });
    const res = await t.app.inject({ method: 'GET', url: '/api/retail-scores', headers: bearer(token) });
    expect(res.json().total_records).toBeGreaterThan(10);
  });

  it('holds a dozen incident reports with sequential numbers', async () => {
    const rows = await t.db.select().from(incidentReports).orderBy(incidentReports.incidentNumber);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.incidentNumber)).toEqual(rows.map((_, i) => rows[0]!.incidentNumber + i));
    expect(rows.some((r) => /break-in/i.test(r.subject))).toBe(true);
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(incidentReports);
    expect(n).toBe(12);
  });
});

describe('corrective action demo data', () => {
  it('raises actions from recent evaluations: older ones closed and checked by someone else, newer ones open', async () => {
    const raised = await t.db.select().from(correctiveActions);
    // The demo's food safety raises its own (seed/food-safety.ts): these are the evaluations'.
    expect(raised.every((a) => ['evaluation', 'food-safety'].includes(a.source) && a.assigneeRoleId != null)).toBe(
      true,
    );
    const actions = raised.filter((a) => a.source === 'evaluation');
    expect(actions.length).toBeGreaterThan(10);
    const verified = actions.filter((a) => a.status === 'verified');
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((a) => a.verifiedBy != null && a.verifiedBy !== a.doneBy)).toBe(true);
    expect(actions.some((a) => a.status === 'open' && a.dueAt.getTime() < Date.now())).toBe(true);
    const [settings] = await t.db.select().from(actionSettings);
    expect(settings).toMatchObject({ cashCountActions: true, missedChecklistActions: true });
  });
});
