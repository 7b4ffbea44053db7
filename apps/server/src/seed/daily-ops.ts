import { asc, inArray, isNull } from 'drizzle-orm';
import { DENOMINATION_CENTS, DENOMINATIONS, type Denomination } from '@dripp/contract/cash-count';
import type { ChecklistType } from '@dripp/contract/checklists';
import { SHIFT_TYPES, type ShiftType } from '@dripp/contract/comm-sheet';
import { cashCountTotals, parseCashCount, type ParsedCashCount } from '@dripp/domain/cash-count';
import { todayIn, addDays } from '@dripp/domain/dates';
import { lossCents } from '@dripp/domain/waste-log';
import type { Db } from '../db/client';
import type { DueItem } from '@dripp/contract/store-day';
import { wallClockInstant } from '@dripp/domain/store-day';
import {
  cashCounts,
  chainDueTimes,
  checklistNames,
  checklists,
  commSheets,
  stores,
  users,
  wasteLogEntries,
} from '../db/schema/index';
import { storeTimeZone } from '../platform/store-time';

const TASKS: Record<ChecklistType, (string | [string, string])[]> = {
  open: [
    'Unlock doors and disarm the alarm',
    'Turn on espresso machines and grinders; pull and taste a test shot',
    'Dial in espresso (18 g in, 36 g out, 27–32 s)',
    'Brew first batches of drip coffee and cold brew check',
    'Check fridge and freezer temperatures and log them',
    'Stock milk, alternative milks and syrups at the bar',
    'Count the till and set up the registers',
    'Put out pastries and label today’s bake',
    'Wipe tables, set out chairs and the A-frame sign',
  ],
  mid: [
    'Restock cups, lids, sleeves and straws',
    'Re-dial espresso after the morning rush',
    'Brew fresh drip coffee (nothing older than 30 minutes)',
    'Clean and sanitise the bar, steam wands and pitchers',
    'Take out trash and recycling',
    'Check restrooms and restock supplies',
  ],
  close: [
    'Backflush espresso machines with detergent',
    'Soak portafilters and baskets; clean group heads',
    'Empty and clean grinder hoppers',
    'Clean brewers and sanitise cold brew equipment',
    'Wrap, date and store leftover pastries; log waste',
    'Wipe down all counters, fridges and the pastry case',
    'Sweep and mop floors',
    'Count down registers and drop the deposit in the safe',
    'Take out trash, recycling and compost',
    'Lock doors and set the alarm',
  ],
  weekly: [
    ['Descale espresso machines', 'Mondays, after close'],
    ['Deep clean the ice machine', 'Tuesdays; discard the ice first'],
    ['Clean grinder burrs', 'Wednesdays, with grinder cleaning tablets'],
    ['Rotate stock and check expiry dates in dry storage', 'Thursdays, before the vendor order'],
    ['Wash floor mats and clean behind the bar equipment', 'Fridays'],
    ['Clean windows and the patio furniture', 'Sundays, weather permitting'],
  ],
};

const STAFF = [
  'Ben',
  'Zoe',
  'Lena',
  'Marcus',
  'Aisha',
  'Theo',
  'Priya',
  'Sam',
  'Jonah',
  'Rosa',
  'Kenji',
  'Maya',
  'Eli',
  'Nora',
];

const NOTES = [
  '<p>Milk delivery arrived <strong>short two cases of oat milk</strong>; called the vendor.</p>',
  '<p>Grinder 2 is running warm. Keep an eye on shot times.</p>',
  '<p>Busy rush 7–9. Restocked lids twice.</p>',
  '<p>Pastry case restocked at noon.</p><ul><li>Croissants sold out by 11</li><li>Muffins ok</li></ul>',
  '<p>Customer left a scarf; it is in the lost and found box.</p>',
  '<p>New seasonal syrup is on the bar, see the <a href="https://www.example.com/recipes" rel="noopener noreferrer nofollow">recipe card</a>.</p>',
  '<p>Ice machine slow to refill this afternoon. <em>Ticket may be needed.</em></p>',
  '<p>Deposit dropped in the safe; count was even.</p>',
  '<p>Quiet shift. Deep cleaned the steam wands.</p>',
  '<p>Health inspector stopped by: <strong>no issues</strong>.</p>',
];

const WASTE_ITEMS: [string, number][] = [
  ['Whole milk (gallon)', 425],
  ['Oat milk (carton)', 399],
  ['Butter croissant', 150],
  ['Blueberry muffin', 135],
  ['Drip coffee batch (1.5 gal)', 600],
  ['Cold brew concentrate (qt)', 480],
  ['Remade drink (wrong order)', 275],
  ['Banana bread slice', 120],
  ['Whipped cream (can)', 350],
];

/** Deterministic pseudo-random numbers, so every fresh demo looks alike. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

type Rand = ReturnType<typeof random>;

/**
 * When a record of a demo day was saved: most a little before the item's due time, one in eight
 * some minutes after it (so the states show Done late too), never after `now`.
 */
function savedAt(r: Rand, date: string, time: string, timeZone: string, now: Date): Date {
  const minutes = r.int(1, 8) === 1 ? r.int(1, 35) : -r.int(5, 45);
  const at = wallClockInstant(date, time, timeZone).getTime() + minutes * 60_000;
  return new Date(Math.min(at, now.getTime() - 60_000));
}
const initials = (name: string) => name.slice(0, 2).toUpperCase();

function cashSheet(r: Rand, leads: Record<ShiftType, string>, closing: boolean): ParsedCashCount {
  const sheet = parseCashCount({
    leads: { open_lead: leads.open, mid_lead: leads.mid, close_lead: closing ? leads.close : '' },
  });
  const counts: Record<Denomination, [number, number]> = {
    b100: [0, 2],
    b50: [0, 2],
    b20: [10, 25],
    b10: [10, 20],
    b5: [10, 20],
    b1: [40, 80],
    c50: [0, 4],
    c25: [40, 120],
    c10: [50, 100],
    c5: [40, 80],
    c1: [100, 200],
  };
  for (const row of ['open', 'mid', 'bclose', 'eclose'] as const) {
    if (!closing && (row === 'bclose' || row === 'eclose')) continue;
    for (const d of DENOMINATIONS) sheet.bar_safe[row][d] = r.int(...counts[d]);
  }
  for (const row of ['open', 'mid', 'close'] as const) {
    if (!closing && row === 'close') continue;
    for (const b of ['bank1', 'bank2', 'bank3', 'bank4'] as const)
      sheet.starting_bank[row][b] = r.pick([15000, 15000, 20000]);
  }
  if (closing) {
    const cashier = leads.close;
    for (const d of DENOMINATIONS) {
      const face = DENOMINATION_CENTS[d];
      sheet.cashier.bank[d] = face >= 100 ? r.int(0, 5) * face * 5 : r.int(1, 4) * face * 40;
      const expected = face >= 100 ? r.int(0, 30) * face : r.int(10, 80) * face;
      const paid = d === 'b20' && r.next() < 0.3 ? r.int(5, 40) * 100 : 0;
      const off = r.next() < 0.15 ? r.pick([-100, -25, 25, 100]) : 0;
      sheet.cashier.expected[d] = expected;
      sheet.cashier.paid[d] = paid;
      sheet.cashier.actual[d] = Math.max(0, expected - paid + off);
      sheet.cashier_names.name[d] = cashier;
      sheet.cashier_names.cinit[d] = initials(cashier);
      sheet.cashier_names.linit[d] = initials(leads.close);
    }
    if (r.next() < 0.3)
      sheet.leads.notes = r.pick([
        'Deposit dropped at 9:40 pm.',
        'Safe recounted by the manager.',
        'Short on quarters; order coin rolls.',
      ]);
  }
  return sheet;
}

/**
 * Task lists for a coffee bar in every active store, and two weeks (ending today) of filled-in
 * communication sheets, checklists, cash counts and waste logs. Today is half done: the closing
 * shift has not happened yet, and the fourth store has not signed off its mid shift (so the Today
 * board has a store falling behind in the afternoon). Each store's today is its own (its time zone)
 * unless `today` is given. Records carry the times they would have been saved at, around the
 * chain's due times. Bulk inserts keep it well under a second on PGlite.
 */
export async function seedDailyOps(db: Db, today?: string, now: Date = new Date()): Promise<void> {
  const storeRows = await db
    .select({ id: stores.id, timeZone: storeTimeZone(), createdAt: stores.createdAt })
    .from(stores)
    .where(isNull(stores.deletedAt))
    .orderBy(asc(stores.id));
  if (storeRows.length === 0) return;
  const managers = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        storeRows.map((_, i) => `manager${i + 1}`),
      ),
    );
  const managerOf = (i: number) => managers.find((m) => m.username === `manager${i + 1}`)?.id ?? null;

  await db.transaction(async (tx) => {
    const dueRows = await tx.select({ item: chainDueTimes.item, time: chainDueTimes.time }).from(chainDueTimes);
    const dueOf = (item: DueItem) => dueRows.find((d) => d.item === item)?.time ?? '12:00';
    const taskRows = await tx
      .insert(checklists)
      .values(
        storeRows.flatMap((s, i) =>
          (Object.keys(TASKS) as ChecklistType[]).flatMap((type) =>
            TASKS[type].map((entry, n) => {
              const [task, note] = typeof entry === 'string' ? [entry, null] : entry;
              return {
                storeId: s.id,
                type,
                task,
                note,
                sortOrder: n + 1,
                // The tasks are as old as their store, so its past days have them.
                createdAt: s.createdAt,
                createdBy: managerOf(i),
                updatedBy: managerOf(i),
              };
            }),
          ),
        ),
      )
      .returning({
        id: checklists.id,
        storeId: checklists.storeId,
        type: checklists.type,
        order: checklists.sortOrder,
      });

    const sheets: (typeof commSheets.$inferInsert)[] = [];
    const names: (typeof checklistNames.$inferInsert)[] = [];
    const counts: (typeof cashCounts.$inferInsert)[] = [];
    const waste: (typeof wasteLogEntries.$inferInsert)[] = [];
    storeRows.forEach((store, i) => {
      const by = managerOf(i);
      const crew = STAFF.slice(i % 4, (i % 4) + 9);
      const storeToday = today ?? todayIn(store.timeZone, now);
      const days = Array.from({ length: 14 }, (_, n) => addDays(storeToday, n - 13));
      days.forEach((date, d) => {
        const r = random(store.id * 1000 + d);
        // A stream of its own, so the times do not change the names and amounts of the demo.
        const clock = random(store.id * 7919 + d);
        const at = (item: DueItem) => savedAt(clock, date, dueOf(item), store.timeZone, now);
        const isToday = date === storeToday;
        const shifts: ShiftType[] = isToday ? ['open', 'mid'] : [...SHIFT_TYPES];
        const team: Record<ShiftType, string[]> = { open: [], mid: [], close: [] };
        for (const type of SHIFT_TYPES) {
          const start = r.int(0, crew.length - 3);
          team[type] = crew.slice(start, start + r.int(2, 3));
        }
        for (const type of shifts) {
          sheets.push({
            storeId: store.id,
            date,
            type,
            names: team[type],
            comments: r.pick(NOTES),
            createdAt: at(type === 'close' ? 'comm-sheet' : type),
            createdBy: by,
            updatedBy: by,
          });
        }
        for (const task of taskRows.filter((t) => t.storeId === store.id)) {
          const weeklyDue = task.type === 'weekly' && (d + task.order) % 7 === 0;
          const shiftDone = task.type !== 'weekly' && shifts.includes(task.type);
          if (!weeklyDue && !shiftDone) continue;
          if (isToday && i === 3 && task.type === 'mid') continue;
          const who =
            task.type === 'weekly'
              ? r.pick(team.close.length ? team.close : team.open)
              : r.pick(team[task.type as ShiftType]);
          names.push({
            checklistId: task.id,
            storeId: store.id,
            date,
            name: who,
            createdAt: at(task.type),
            createdBy: by,
            updatedBy: by,
          });
        }
        const sheet = cashSheet(r, { open: team.open[0]!, mid: team.mid[0]!, close: team.close[0]! }, !isToday);
        const totals = cashCountTotals(sheet);
        counts.push({
          storeId: store.id,
          date,
          sheet,
          totals,
          totalDepositCents: totals.total_deposit,
          totalDiscrepancyCents: totals.total_discrepancy,
          createdAt: at('cash-count'),
          createdBy: by,
          updatedBy: by,
        });
        const lines = r.int(1, 4);
        for (let n = 0; n < lines; n++) {
          const [description, valueCents] = r.pick(WASTE_ITEMS);
          const qtyHundredths = r.pick([50, 100, 100, 200, 300, 400]);
          waste.push({
            storeId: store.id,
            date,
            position: n + 1,
            description,
            qtyHundredths,
            valueCents,
            lossCents: lossCents(qtyHundredths, valueCents),
            createdBy: by,
            updatedBy: by,
          });
        }
      });
    });
    await tx.insert(commSheets).values(sheets);
    await tx.insert(checklistNames).values(names);
    await tx.insert(cashCounts).values(counts);
    await tx.insert(wasteLogEntries).values(waste);
  });
}
