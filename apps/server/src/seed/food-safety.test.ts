import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@dripp/domain/dates';
import {
  coolingBatches,
  correctiveActions,
  foodLabelPrints,
  foodReadings,
  foodRechecks,
  foodUnits,
  prepItems,
  stores,
} from '../db/schema/index';
import { complianceFigures, compliancePct } from '../features/food-safety/compliance.public';
import { startTestApp, TEST_SECRET, type TestContext } from '../../test/harness';
import { seedDemoChain } from './demo';
import { DEMO_FOOD_DAYS } from './food-safety';

let t: TestContext;
const now = new Date();

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoChain(t.db, TEST_SECRET, undefined, now);
}, 120_000);
afterAll(() => t.close());

describe("the demo chain's food safety", () => {
  it('gives every store its units, three weeks of readings, a cooling batch and label prints', async () => {
    const storeRows = await t.db.select().from(stores);
    const units = await t.db.select().from(foodUnits);
    const readings = await t.db.select().from(foodReadings);
    const batches = await t.db.select().from(coolingBatches);
    const labels = await t.db.select().from(foodLabelPrints);
    for (const store of storeRows) {
      const own = units.filter((u) => u.storeId === store.id);
      expect(own.map((u) => u.type).sort()).toEqual(['freezer', 'hot-holding', 'reach-in', 'sanitizer', 'walk-in']);
      expect(own.every((u) => u.dueTimes.join() === '07:00,15:00' && u.nameEs)).toBe(true);
      expect(readings.filter((r) => r.storeId === store.id).length).toBeGreaterThan(DEMO_FOOD_DAYS * 5 * 2 * 0.9);
      expect(batches.some((b) => b.storeId === store.id)).toBe(true);
      expect(labels.some((l) => l.storeId === store.id)).toBe(true);
    }
    expect((await t.db.select().from(prepItems)).every((p) => p.nameEs)).toBe(true);
    expect(batches.some((b) => b.remedy === 'discarded')).toBe(true);
  });

  it('has some out-of-range readings, each with its fix, action and re-check', async () => {
    const readings = await t.db.select().from(foodReadings);
    const bad = readings.filter((r) => !r.inRange);
    expect(bad.length).toBeGreaterThan(0);
    const actions = await t.db.select().from(correctiveActions);
    const rechecks = await t.db.select().from(foodRechecks);
    for (const r of bad) {
      expect(r.fix).not.toBeNull();
      expect(actions.find((a) => a.id === r.actionId)?.source).toBe('food-safety');
      const recheck = rechecks.find((k) => k.readingId === r.id)!;
      expect(readings.find((k) => k.id === recheck.answeredBy)).toMatchObject({
        kind: 'recheck',
        refersTo: r.id,
        inRange: true,
      });
    }
  });

  it('reads as mostly compliant, with a few misses, on the overview’s figure', async () => {
    const ids = (await t.db.select({ id: stores.id }).from(stores)).map((s) => s.id);
    const today = todayIn('America/Los_Angeles', now);
    const figures = await complianceFigures(t.db, ids, addDays(today, -14), addDays(today, -1), now);
    for (const f of figures.values()) {
      expect(compliancePct(f)).toBeGreaterThan(85);
      expect(compliancePct(f)).toBeLessThan(100);
    }
  });
});
