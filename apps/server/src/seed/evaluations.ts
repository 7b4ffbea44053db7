import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { scoreSummary } from '@dripp/domain/score-summary';
import type { Db } from '../db/client';
import {
  incidentReports,
  retailItemScores,
  retailScoreCategories,
  retailScoreCategoryItems,
  retailScoreSheets,
  roles,
  stores,
  users,
  userStores,
} from '../db/schema/index';
import { addDays } from '@dripp/domain/dates';
import { localToday } from '../platform/daily-records';

/** The chain's score categories: [category, [item, permissible score]…], in the evaluation form's order. */
export const DEMO_SCORE_CATEGORIES: [string, [string, number][]][] = [
  [
    'Exterior and Entrance',
    [
      ['Sidewalk and patio swept, no litter', 3],
      ['Windows and door glass streak-free', 3],
      ['Signage lit and undamaged', 2],
      ['Patio furniture wiped and aligned', 2],
      ['Hours of operation posted and correct', 1],
      ['Entrance mat clean and flat', 2],
    ],
  ],
  [
    'Front Counter and Merchandising',
    [
      ['Menu boards current and readable', 3],
      ['Pastry case full, labelled and priced', 5],
      ['Retail coffee bags faced and in date', 3],
      ['Counter clear of clutter', 2],
      ['Greeting within 10 seconds', 5],
      ['Seasonal promotion displayed', 2],
      ['Condiment bar stocked and wiped', 3],
    ],
  ],
  [
    'Espresso Bar Standards',
    [
      ['Shots pulled in 25 to 30 seconds', 5],
      ['Grinder dialled in and hopper clean', 4],
      ['Steam wands purged and wiped after each drink', 4],
      ['Milk texture and temperature to standard', 5],
      ['Portafilters and baskets clean', 3],
      ['Recipe cards followed for signature drinks', 4],
      ['Drip brewer fresh within 30 minutes', 3],
      ['Cold brew dated and within 36 hours', 3],
    ],
  ],
  [
    'Food Safety and Temperatures',
    [
      ['Milk fridge at 41°F or below', 5],
      ['Temperature log complete for the day', 4],
      ['Food labelled with use-by dates', 4],
      ['Sanitiser buckets at correct strength', 3],
      ['Handwashing sink stocked and accessible', 3],
      ['Allergen information available', 3],
    ],
  ],
  [
    'Cleanliness and Restrooms',
    [
      ['Floors clean behind the bar', 3],
      ['Tables and chairs wiped', 3],
      ['Restroom stocked and checked within the hour', 4],
      ['Trash and recycling not overflowing', 2],
      ['Back room organised, nothing on the floor', 3],
    ],
  ],
  [
    'Cash Handling',
    [
      ['Till counted at shift change', 5],
      ['Safe drop made on schedule', 4],
      ['Cash count sheet signed by two people', 3],
      ['No personal items at the register', 2],
      ['Refunds and voids approved by a manager', 4],
    ],
  ],
];

const NOTES = [
  'Strong visit overall; keep the pastry case full through the afternoon rush.',
  'Espresso timing drifted long at the morning peak; re-dialled the grinder with the opener.',
  'Restroom check was overdue; reminded the team of the hourly round.',
  'Great greetings at the counter. Patio needs a sweep before opening.',
  'Temperature log missing the 2 pm entry; coached the shift lead.',
  '',
];

/** [subject, description, incident time, witnesses] of the usual incidents in a coffee bar. */
const INCIDENTS: [string, string, string, [string, string][]][] = [
  [
    'Customer slipped near the condiment bar',
    'A customer slipped on spilled oat milk by the condiment bar. No injury reported; the area was mopped and a wet floor sign placed.',
    '08:42',
    [
      ['Dana Fox', '(503) 555-0142'],
      ['Eli Stone', '(503) 555-0199'],
    ],
  ],
  [
    'Barista burned hand on steam wand',
    'Steam wand was opened before the pitcher was in place; minor burn to the right hand. First aid given, cold water for 10 minutes.',
    '07:15',
    [['Lena Kowalski', '(503) 555-1010']],
  ],
  [
    'Customer dispute over a remade drink',
    'Customer asked for a third remake and became loud at the counter. Manager refunded the drink; customer left calmly.',
    '12:30',
    [['Priya Shah', '(206) 555-0177']],
  ],
  [
    'Till short at close',
    'Register two was $20.00 short at close. Recounted twice with the shift lead; no voids explain it. Cash count sheet attached to the safe log.',
    '21:05',
    [],
  ],
  [
    'Break-in through the back door',
    'Opening barista found the back door forced. Police called (case number given to the district manager); tip jar and a bag of retail coffee missing.',
    '05:50',
    [['Officer R. Diaz', '(503) 555-0911']],
  ],
  [
    'Customer slipped on wet entrance mat',
    'Rain made the entrance mat slick; a customer fell to one knee. Offered ice and a seat; customer declined further help.',
    '16:20',
    [
      ['Marcus Lee', '(360) 555-0123'],
      ['Ana Ruiz', '(360) 555-0188'],
    ],
  ],
  [
    'Hot water burn at the tea station',
    'A customer spilled hot water from the tea tower onto their wrist. Cold compress given; lid sizes checked at the station.',
    '10:05',
    [['Sam Ortiz', '(503) 555-0164']],
  ],
  [
    'Dispute over a gift card balance',
    'Customer insisted the card held $25 more than the system shows. Took contact details and escalated to the gift card provider.',
    '14:10',
    [],
  ],
  [
    'Till over at shift change',
    'Opening till was $5.35 over at the 2 pm count. Logged and kept in the safe envelope for the next count.',
    '14:02',
    [],
  ],
  [
    'Attempted break-in overnight',
    'Scratches on the front lock and a cracked pane found at opening. Nothing taken; glass company booked for the afternoon.',
    '06:10',
    [['Neighbour at 1618 NE Alberta', '(503) 555-0150']],
  ],
  [
    'Barista slipped in the back room',
    'Ice spilled from the ice bin scoop onto the tile; barista slipped and bruised an elbow. Floor mat moved closer to the ice machine.',
    '11:45',
    [['Ben Carter', '(503) 555-1006']],
  ],
  [
    'Customer dispute over a spilled order',
    'Drink tipped over at hand-off; customer wanted their dry cleaning paid. Remade the drink, gave the manager’s card and noted the details.',
    '09:25',
    [
      ['Zoe Nguyen', '(503) 555-1007'],
      ['Chris Allen', '(503) 555-0111'],
    ],
  ],
];

/**
 * Demo evaluations and incidents: the six score categories, two months of evaluations (each store
 * every four to five days, scored by the district office or the store's manager), and a dozen
 * incident reports. Deterministic, so every fresh demo looks the same.
 */
export async function seedEvaluations(db: Db, today: string = localToday()): Promise<void> {
  const storeRows = await db
    .select({ id: stores.id })
    .from(stores)
    .where(isNull(stores.deletedAt))
    .orderBy(asc(stores.id));
  if (!storeRows.length) return;
  const managerRole = db.select({ id: roles.id }).from(roles).where(eq(roles.role, 'ROLE_MANAGER'));
  const links = await db
    .select({
      storeId: userStores.storeId,
      userId: userStores.userId,
      manager: inArray(userStores.roleId, managerRole),
    })
    .from(userStores)
    .innerJoin(users, and(eq(users.id, userStores.userId), isNull(users.deletedAt)))
    .orderBy(asc(userStores.userId));
  const [ops] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'ops'));

  await db.transaction(async (tx) => {
    const items: { id: number; categoryId: number; categoryName: string; name: string; permissibleScore: number }[] =
      [];
    for (const [index, [name, list]] of DEMO_SCORE_CATEGORIES.entries()) {
      const [category] = await tx
        .insert(retailScoreCategories)
        // Not every store has a patio or outdoor signage: its items may be marked N/A.
        .values({ name, sortOrder: index + 1, allowsNotApplicable: name === 'Exterior and Entrance' })
        .returning({ id: retailScoreCategories.id });
      const rows = await tx
        .insert(retailScoreCategoryItems)
        .values(
          list.map(([item, score], i) => ({
            categoryId: category!.id,
            name: item,
            permissibleScore: score,
            sortOrder: i + 1,
          })),
        )
        .returning();
      items.push(
        ...rows.map((r) => ({
          id: r.id,
          categoryId: category!.id,
          categoryName: name,
          name: r.name,
          permissibleScore: r.permissibleScore,
        })),
      );
    }

    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const [storeIndex, store] of storeRows.entries()) {
      const managerId = links.find((l) => l.storeId === store.id && l.manager)?.userId;
      if (!managerId) continue;
      for (let daysAgo = 60 - storeIndex; daysAgo >= 1; daysAgo -= 4 + ((daysAgo + storeIndex) % 2)) {
        const lines = items.map((item, i) => {
          const roll = random();
          const docked = roll < 0.72 ? 0 : roll < 0.9 ? 1 : roll < 0.97 ? 2 : item.permissibleScore;
          return {
            itemId: item.id,
            categoryId: item.categoryId,
            categoryName: item.categoryName,
            itemName: item.name,
            permissibleScore: item.permissibleScore,
            score: Math.max(0, item.permissibleScore - docked),
            sortOrder: i + 1,
          };
        });
        const summary = scoreSummary(lines.map((l) => ({ permissible_score: l.permissibleScore, score: l.score })));
        const byOffice = ops && daysAgo % 3 === 0;
        const [sheet] = await tx
          .insert(retailScoreSheets)
          .values({
            storeId: store.id,
            managerId,
            userId: byOffice ? ops.id : managerId,
            scoreDate: addDays(today, -daysAgo),
            additionalNotes: NOTES[(daysAgo + storeIndex) % NOTES.length]!,
            totalScore: summary.totalPossible,
            evaluatedScore: summary.lessTotalDocked,
            createdBy: byOffice ? ops.id : managerId,
          })
          .returning({ id: retailScoreSheets.id });
        await tx.insert(retailItemScores).values(lines.map((l) => ({ ...l, sheetId: sheet!.id })));
      }
    }

    for (const [n, [subject, description, time, witnesses]] of INCIDENTS.entries()) {
      const store = storeRows[n % storeRows.length]!;
      const people = links.filter((l) => l.storeId === store.id);
      const manager = people.find((l) => l.manager);
      if (!manager) continue;
      const staff = people.filter((l) => !l.manager).map((l) => l.userId);
      const onDuty = [...staff, manager.userId].slice(0, 3);
      const [signer] = await tx
        .select({ first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.id, onDuty[0]!));
      const date = addDays(today, -(n * 4 + 1));
      await tx.insert(incidentReports).values({
        storeId: store.id,
        managerId: manager.userId,
        incidentDate: date,
        incidentTime: time,
        subject,
        description,
        employeeOnDuty1Id: onDuty[0]!,
        employeeOnDuty2Id: onDuty[1] ?? null,
        employeeOnDuty3Id: onDuty[2] ?? null,
        witnessName1: witnesses[0]?.[0] ?? null,
        witnessPhone1: witnesses[0]?.[1] ?? null,
        witnessName2: witnesses[1]?.[0] ?? null,
        witnessPhone2: witnesses[1]?.[1] ?? null,
        employeeSignature: `${signer!.first} ${signer!.last}`.toLowerCase(),
        enteredDate: date,
        createdBy: manager.userId,
      });
    }
  });
}
