import { eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_TYPE_LIMITS, type ReadingFix, type UnitType } from '@dripp/contract/food-safety-labels';
import { addDays, todayIn } from '@dripp/domain/dates';
import { inRange, useBy } from '@dripp/domain/food-safety';
import { wallClockInstant } from '@dripp/domain/store-day';
import { localTimeZone } from '@dripp/contract/time-zones';
import type { Db } from '../db/client';
import {
  coolingBatches,
  coolingChecks,
  correctiveActions,
  foodLabelPrints,
  foodReadings,
  foodRechecks,
  foodUnits,
  prepItems,
  stores,
  userStores,
} from '../db/schema/index';
import { managerRoleId } from '../features/corrective-actions/corrective-actions.public';

/*
 * The demo chain's food safety (issue 39): each store's units read at 07:00 and 15:00 for the
 * last three weeks (a few late, a few missed, a few out of range with their fix, action and
 * re-check), a cooling batch, the chain's prep items with their Spanish names and some label
 * prints. Deterministic, and a handful of inserts for the whole chain.
 */

export const DEMO_FOOD_DAYS = 21;
const DUE_TIMES = ['07:00', '15:00'];

const UNITS: { type: UnitType; name: string; nameEs: string; base: number; spread: number }[] = [
  { type: 'walk-in', name: 'Walk-in cooler', nameEs: 'Cámara fría', base: 34, spread: 5 },
  { type: 'reach-in', name: 'Reach-in under the bar', nameEs: 'Refrigerador bajo la barra', base: 35, spread: 5 },
  { type: 'freezer', name: 'Freezer', nameEs: 'Congelador', base: -8, spread: 6 },
  { type: 'hot-holding', name: 'Hot holding cabinet', nameEs: 'Gabinete caliente', base: 140, spread: 20 },
  { type: 'sanitizer', name: 'Sanitizer bucket', nameEs: 'Cubeta de desinfectante', base: 210, spread: 150 },
];

/** An out-of-range value of each type, and what was done about it. */
const TROUBLE: Record<UnitType, { value: number; fix: ReadingFix; note: string; after: number }> = {
  'walk-in': {
    value: 45,
    fix: 'adjusted-thermostat',
    note: 'Door was left ajar; closed it and set the dial.',
    after: 38,
  },
  'reach-in': { value: 44, fix: 'moved-food', note: 'Moved the milk to the walk-in.', after: 39 },
  freezer: { value: 12, fix: 'called-service', note: 'Compressor noisy; service called.', after: -2 },
  'hot-holding': { value: 128, fix: 'discarded', note: 'Discarded the breakfast sandwiches.', after: 150 },
  cooling: { value: 50, fix: 'moved-food', note: '', after: 40 },
  sanitizer: { value: 120, fix: 'remade-sanitizer', note: 'Made a fresh bucket.', after: 250 },
};

type PrepItemRow = typeof prepItems.$inferInsert;

export const DEMO_PREP_ITEMS: PrepItemRow[] = (
  [
    { name: 'Chicken salad', nameEs: 'Ensalada de pollo', shelfLife: 3, shelfLifeUnit: 'days', storage: 'cold' },
    { name: 'Cut fruit', nameEs: 'Fruta picada', shelfLife: 2, shelfLifeUnit: 'days', storage: 'cold' },
    { name: 'Overnight oats', nameEs: 'Avena remojada', shelfLife: 3, shelfLifeUnit: 'days', storage: 'cold' },
    {
      name: 'Cold brew concentrate',
      nameEs: 'Concentrado de café frío',
      shelfLife: 10,
      shelfLifeUnit: 'days',
      storage: 'cold',
    },
    { name: 'Whipped cream', nameEs: 'Crema batida', shelfLife: 24, shelfLifeUnit: 'hours', storage: 'cold' },
    {
      name: 'Banana bread',
      nameEs: 'Pan de plátano',
      shelfLife: 4,
      shelfLifeUnit: 'days',
      storage: 'room',
      readyToEat: true,
    },
    {
      name: 'Breakfast burritos',
      nameEs: 'Burritos de desayuno',
      shelfLife: 2,
      shelfLifeUnit: 'days',
      storage: 'frozen',
    },
  ] satisfies PrepItemRow[]
).map((p, i) => ({ readyToEat: true, sortOrder: i + 1, ...p }));

/** Mulberry32: the same "random" demo on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function seedFoodSafety(db: Db, now: Date = new Date()): Promise<void> {
  const storeRows = await db
    .select({ id: stores.id, timeZone: stores.timeZone })
    .from(stores)
    .where(isNull(stores.deletedAt))
    .orderBy(stores.id);
  if (storeRows.length === 0) return;
  const items = await db.insert(prepItems).values(DEMO_PREP_ITEMS).returning();
  const staff = await db
    .select({ storeId: userStores.storeId, userId: userStores.userId })
    .from(userStores)
    .where(
      inArray(
        userStores.storeId,
        storeRows.map((s) => s.id),
      ),
    )
    .orderBy(userStores.userId);

  const readings: (typeof foodReadings.$inferInsert & { trouble?: boolean })[] = [];
  const batches: { batch: typeof coolingBatches.$inferInsert; checks: [number, number] }[] = [];
  const labels: (typeof foodLabelPrints.$inferInsert)[] = [];
  for (const [index, store] of storeRows.entries()) {
    const tz = store.timeZone ?? localTimeZone();
    const random = seeded(3900 + index);
    const today = todayIn(tz, now);
    const first = addDays(today, -DEMO_FOOD_DAYS);
    const people = staff.filter((p) => p.storeId === store.id).map((p) => p.userId);
    const who = () => people[Math.floor(random() * people.length)] ?? null;
    const units = await db
      .insert(foodUnits)
      .values(
        UNITS.map((u, i) => ({
          storeId: store.id,
          type: u.type,
          name: u.name,
          nameEs: u.nameEs,
          nameEsSource: u.name,
          dueTimes: DUE_TIMES,
          sortOrder: i + 1,
          // The units came with the history seeded for them: nothing is missed before it.
          createdAt: wallClockInstant(first, '00:00', tz),
        })),
      )
      .returning({ id: foodUnits.id, type: foodUnits.type });
    for (let date = first; date < today; date = addDays(date, 1))
      for (const [u, unit] of units.entries()) {
        const spec = UNITS[u]!;
        const limits = DEFAULT_TYPE_LIMITS[unit.type];
        for (const dueTime of DUE_TIMES) {
          const roll = random();
          if (roll < 0.02) continue; // missed
          const late = roll > 0.97;
          const trouble = roll > 0.02 && roll < 0.028;
          const value = trouble ? TROUBLE[unit.type].value : round1(spec.base + random() * spec.spread);
          readings.push({
            storeId: store.id,
            unitId: unit.id,
            kind: 'scheduled',
            value,
            low: limits.low,
            high: limits.high,
            inRange: inRange(value, limits),
            late,
            date,
            dueTime,
            fix: trouble ? TROUBLE[unit.type].fix : null,
            fixNote: trouble ? TROUBLE[unit.type].note : null,
            takenAt: minutes(
              wallClockInstant(date, dueTime, tz),
              late ? 70 + Math.floor(random() * 60) : Math.floor(random() * 20) - 10,
            ),
            takenBy: who(),
            trouble,
          });
        }
      }
    // A cooling batch three days ago that made both stages, and at every other store one a week ago that did not.
    const started = wallClockInstant(addDays(today, -3), '14:10', tz);
    batches.push({
      batch: {
        storeId: store.id,
        item: 'Chicken stock',
        date: addDays(today, -3),
        startedAt: started,
        startValue: 165,
        startedBy: who(),
        closedAt: minutes(started, 362),
        closedBy: who(),
      },
      checks: [66, 39],
    });
    if (index % 2 === 1) {
      const failed = wallClockInstant(addDays(today, -7), '13:30', tz);
      batches.push({
        batch: {
          storeId: store.id,
          item: 'Black bean soup',
          date: addDays(today, -7),
          startedAt: failed,
          startValue: 158,
          startedBy: who(),
          closedAt: minutes(failed, 365),
          closedBy: who(),
          remedy: 'discarded',
          note: 'Pan too deep; use two shallow pans next time.',
        },
        checks: [74, 47],
      });
    }
    for (let d = 1; d <= 6; d += 1) {
      const item = items[(index + d) % items.length]!;
      const prepped = wallClockInstant(addDays(today, -d), '06:40', tz);
      labels.push({
        storeId: store.id,
        prepItemId: item.id,
        item: item.name,
        itemEs: item.nameEs,
        quantity: 2 + ((index + d) % 5),
        size: d % 3 === 0 ? '2x1' : '2x2',
        date: addDays(today, -d),
        preppedAt: prepped,
        useBy: useBy(prepped, { value: item.shelfLife, unit: item.shelfLifeUnit, readyToEat: item.readyToEat }, tz),
        preppedBy: who(),
        createdAt: prepped,
      });
    }
  }

  const saved = await db
    .insert(foodReadings)
    .values(readings.map(({ trouble: _trouble, ...r }) => r))
    .returning();
  // Each out-of-range reading raised an action, closed since, and was checked again 30 minutes later.
  const bad = saved.filter((r) => !r.inRange);
  if (bad.length) {
    const types = new Map(
      (await db.select({ id: foodUnits.id, type: foodUnits.type, name: foodUnits.name }).from(foodUnits)).map((u) => [
        u.id,
        u,
      ]),
    );
    const manager = await managerRoleId(db);
    const actions = await db
      .insert(correctiveActions)
      .values(
        bad.map((r) => ({
          storeId: r.storeId,
          title: `${types.get(r.unitId)!.name}: ${r.value} out of range`,
          description: r.fixNote ?? '',
          source: 'food-safety' as const,
          sourceId: r.id,
          sourceKey: `reading:${r.date}`,
          sourceLabel: `${types.get(r.unitId)!.name} reading of ${r.date}`,
          priority: 'high' as const,
          assigneeRoleId: manager,
          dueAt: minutes(r.takenAt, 120),
          status: 'done' as const,
          evidence: 'note' as const,
          doneAt: minutes(r.takenAt, 40),
          doneBy: r.takenBy,
          doneNote: 'Checked again and back in range.',
          createdAt: r.takenAt,
        })),
      )
      .returning({ id: correctiveActions.id, sourceId: correctiveActions.sourceId });
    for (const a of actions)
      await db.update(foodReadings).set({ actionId: a.id }).where(eq(foodReadings.id, a.sourceId!));
    const rechecks = await db
      .insert(foodReadings)
      .values(
        bad.map((r) => {
          const type = types.get(r.unitId)!.type;
          const limits = DEFAULT_TYPE_LIMITS[type];
          return {
            storeId: r.storeId,
            unitId: r.unitId,
            kind: 'recheck' as const,
            value: TROUBLE[type].after,
            low: limits.low,
            high: limits.high,
            inRange: true,
            date: r.date,
            refersTo: r.id,
            takenAt: minutes(r.takenAt, 32),
            takenBy: r.takenBy,
          };
        }),
      )
      .returning({ id: foodReadings.id, refersTo: foodReadings.refersTo });
    await db.insert(foodRechecks).values(
      bad.map((r, i) => ({
        readingId: r.id,
        storeId: r.storeId,
        unitId: r.unitId,
        dueAt: minutes(r.takenAt, 30),
        answeredBy: rechecks[i]!.id,
        remindedAt: minutes(r.takenAt, 30),
      })),
    );
  }
  const made = await db
    .insert(coolingBatches)
    .values(batches.map((b) => b.batch))
    .returning({ id: coolingBatches.id, startedAt: coolingBatches.startedAt, startedBy: coolingBatches.startedBy });
  await db.insert(coolingChecks).values(
    made.flatMap((b, i) => {
      const [two, six] = batches[i]!.checks;
      return [
        {
          batchId: b.id,
          stage: '2h' as const,
          value: two,
          passed: two <= 70,
          takenAt: minutes(b.startedAt, 112),
          takenBy: b.startedBy,
        },
        {
          batchId: b.id,
          stage: '6h' as const,
          value: six,
          passed: six <= 41,
          takenAt: minutes(b.startedAt, 355),
          takenBy: b.startedBy,
        },
      ];
    }),
  );
  await db.insert(foodLabelPrints).values(labels);
}
